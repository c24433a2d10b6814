import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { zipWith } from './support/zip.ts';
import { convertFile, detectKind, normaliseText } from '../src/modules/conversion/index.ts';
import { CORPUS_DIR, hasCorpus } from './support/corpus.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/resumes');
const corpus = path.join(CORPUS_DIR, 'vacancy-resume/CV');

describe('file conversion', () => {
  it('reads a Chinese PDF (rendered with a CJK font) in order, with radicals normalised', async () => {
    const result = await convertFile(fs.readFileSync(path.join(fixtures, 'zh-one-column.pdf')));
    expect(result).toMatchObject({ kind: 'pdf', pages: 1 });
    expect(result.warnings).toBeUndefined(); // every font maps its characters
    expect(result.text).toContain('王晓明');
    expect(result.text).toContain('工作经历'); // the font maps 工 to the Kangxi radical ⼯
    expect(result.text).not.toMatch(/[\u2f00-\u2fdf]/);
    const order = ['教育背景', '工作经历', '项目经验', '专业技能', '自我评价'].map((h) => result.text.indexOf(h));
    expect(order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
  });

  it.skipIf(!hasCorpus)('reads real DOCX resumes from the corpus', async () => {
    for (const name of ['1.docx', '2.docx', '3.docx']) {
      const result = await convertFile(fs.readFileSync(path.join(corpus, name)));
      expect(result.kind).toBe('docx');
      expect(result.text.length).toBeGreaterThan(300);
    }
  });

  it('decodes GBK text files and UTF-8 with a BOM', async () => {
    const gbk = await convertFile(
      Buffer.from(
        'b8f6c8cbbcf2c0fa0ad0d5c3fba3bad5c5ceb00ab9a4d7f7beadc0fa0a323031392e30372dd6c1bdf120b1b1bea9d0c7cdbcbfc6bcbcd3d0cfdeb9abcbbe20cafdbeddb7d6cef6caa60acaecc1b7cab9d3c32053514c20d3eb20507974686f6e',
        'hex',
      ),
    );
    expect(gbk).toMatchObject({ kind: 'text', encoding: 'gb18030' });
    expect(gbk.text).toContain('北京星图科技有限公司');
    const bom = await convertFile(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# 简历\n\n- 熟悉 React 与 TypeScript')]),
    );
    expect(bom).toMatchObject({ kind: 'text', encoding: 'utf-8', text: '# 简历\n\n- 熟悉 React 与 TypeScript' });
  });

  it('takes the type from the first bytes, not the name', () => {
    const pdf = fs.readFileSync(path.join(fixtures, 'zh-one-column.pdf'));
    expect(detectKind(pdf)).toBe('pdf');
    expect(detectKind(Buffer.from('纯文本里提到 %PDF- 也还是文本'))).toBe('text');
    expect(detectKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).toBe('unknown'); // PNG
    expect(detectKind(zipWith([{ name: 'other.txt', data: Buffer.from('x') }]))).toBe('unknown'); // a zip, not Word
  });

  it('refuses an empty file, an oversized one, an old .doc, an image and an unreadable PDF with clear Chinese errors', async () => {
    await expect(convertFile(Buffer.alloc(0))).rejects.toThrow('文件是空的');
    await expect(convertFile(Buffer.alloc(10 * 1024 * 1024 + 1, 0x61))).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('10 MB'),
    });
    await expect(
      convertFile(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)])),
    ).rejects.toMatchObject({ status: 415, message: expect.stringContaining('DOCX') });
    await expect(
      convertFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).rejects.toMatchObject({ status: 415 });
    await expect(convertFile(Buffer.from('%PDF-1.7\n this is not really a pdf'))).rejects.toThrow('文件已损坏');
  });

  /** A one-page PDF as pdfkit writes it, with the passwords given (pdfkit encrypts when one is set). */
  const lockedPdf = (passwords: { userPassword?: string; ownerPassword?: string }) =>
    new Promise<Buffer>((resolve, reject) => {
      const doc = new PDFDocument({ pdfVersion: '1.7', ...passwords });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.text('Lin Yutong - Backend Engineer. Work experience: 2020-2024 payment platform, Java and MySQL.');
      doc.end();
    });

  it('says a PDF locked with an opening password is locked, not damaged; one with only edit limits reads', async () => {
    await expect(
      convertFile(await lockedPdf({ userPassword: 'open-me', ownerPassword: 'owner' })),
    ).rejects.toMatchObject({
      status: 400,
      message: 'PDF 设有打开密码，无法读取。请取消密码后重新导出，或直接粘贴简历文本',
    });
    const limited = await convertFile(await lockedPdf({ ownerPassword: 'owner' }));
    expect(limited.text).toContain('Backend Engineer');
  });

  it('says a scanned (image-only) PDF has no text instead of making an empty resume', async () => {
    await expect(convertFile(fs.readFileSync(path.join(fixtures, 'image-only.pdf')))).rejects.toThrow(
      '未能从文件中提取到文字（可能是扫描件或图片）',
    );
  });

  it('refuses zip bombs before unpacking them', async () => {
    // A real one: 70 MB of zeros deflate to about 70 KB.
    const bomb = zipWith([{ name: 'word/document.xml', data: Buffer.alloc(70 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(convertFile(bomb)).rejects.toThrow('解压后体积过大或文件过多');
    // A small file whose directory claims a huge size.
    await expect(
      convertFile(zipWith([{ name: 'word/document.xml', data: Buffer.from('<w/>'), declaredSize: 4_000_000_000 }])),
    ).rejects.toThrow('解压后体积过大');
    // Thousands of entries.
    const many = zipWith(
      Array.from({ length: 2_100 }, (_, i) => ({
        name: i === 0 ? 'word/document.xml' : `f${i}.xml`,
        data: Buffer.from('x'),
      })),
    );
    await expect(convertFile(many)).rejects.toThrow('文件过多');
  });

  it('normalises text: NFKC, line ends, blank lines', () => {
    expect(normaliseText('⼯作经历\r\n\r\n\r\n\r\nＲｅａｃｔ  \n')).toBe('工作经历\n\nReact');
    // Chinese punctuation is kept as written (NFKC alone would turn "：，" into ":,").
    expect(normaliseText('电话：１３８ 0013，邮箱（可选）…　完')).toBe('电话：138 0013，邮箱（可选）…　完');
  });

  it('keeps DOCX text boxes and line breaks inside a paragraph', async () => {
    const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const box = (text: string) => `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
    // As Word writes a text box: the DrawingML shape, and a VML copy for older readers.
    const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"
      xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"
      xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
      xmlns:v="urn:schemas-microsoft-com:vml"><w:body>
      <w:p><w:r><w:t>赵一鸣</w:t></w:r></w:p>
      <w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx>${box('联系方式：138 0013 8000')}</wps:txbx></wps:wsp></w:drawing></mc:Choice>
      <mc:Fallback><w:pict><v:shape><v:textbox>${box('联系方式：138 0013 8000')}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>
      <w:p><w:r><w:t>工作经历</w:t></w:r><w:r><w:br/></w:r><w:r><w:t>2020.07-至今 某公司 工程师</w:t></w:r></w:p>
      </w:body></w:document>`;
    const docx = zipWith([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      {
        name: '_rels/.rels',
        data: Buffer.from(
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        ),
      },
      { name: 'word/document.xml', data: Buffer.from(document) },
    ]);
    const result = await convertFile(docx);
    expect(result.kind).toBe('docx');
    expect(result.text).toBe('赵一鸣\n联系方式：138 0013 8000\n工作经历\n2020.07-至今 某公司 工程师');
  });
});
