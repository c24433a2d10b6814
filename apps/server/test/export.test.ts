import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { TResumeJson } from '@offerpilot/shared';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { parseResume } from '../src/text/index.ts';
import { convertFile } from '../src/modules/conversion/index.ts';
import { fontPaths } from '../src/modules/export/fonts.ts';
import { exportFileName, renderResumeDocx, renderResumePdf } from '../src/modules/export/render.ts';
import { FIXED_NOW, PARSER_FIXTURES } from './support/resume-expectations.ts';

// ---------------------------------------------------------------------------------------------
// Helpers

const period = (text: string, start: string | null, end: string | null, current = false) => ({
  text,
  start,
  end,
  current,
});

function resume(patch: Partial<TResumeJson> = {}): TResumeJson {
  return {
    basics: {
      name: '张喆',
      phone: '138-0000-1234',
      email: 'zhe.zhang@example.com',
      city: '北京',
      target_role: '高级后端工程师 Backend Engineer',
      years_of_experience: 6,
    },
    education: [
      {
        school: '北京邮电大学',
        degree: '本科',
        major: '计算机科学与技术',
        period: period('2012.09-2016.06', '2012-09', '2016-06'),
        details: ['GPA 3.8/4.0，专业前 5%'],
      },
    ],
    work: [
      {
        company: '北京字节跳动科技有限公司',
        title: '高级后端工程师',
        period: period('2019.07-至今', '2019-07', null, true),
        highlights: [
          '• 负责 OfferPilot 面试领航推荐服务，使用 Go 与 Kubernetes 重构调度系统，P99 延迟从 800ms 降到 120ms',
          '带领【待补充：团队规模】人小组完成对账系统重构，上线后差错率下降 90%',
          '设计跨机房容灾方案 📈，覆盖 12 个核心业务线，并沉淀 Runbook 与 SLO 指标体系，保障全年可用性达到 99.99%，这一条故意写得很长以便检验换行后的悬挂缩进是否正确',
        ],
      },
      {
        company: 'Acme Software Ltd.',
        title: 'Software Engineer',
        period: period('2016.07-2019.06', '2016-07', '2019-06'),
        highlights: ['Built the billing pipeline in Java and Kafka; 参与支付网关开发'],
      },
    ],
    projects: [
      {
        name: '实时对账平台',
        role: '技术负责人',
        period: period('2022.05-2022.11', '2022-05', '2022-11'),
        highlights: ['基于 Flink 的实时对账，差错发现时间从 T+1 缩短到分钟级'],
      },
    ],
    skills: ['Go', 'Java', 'Kubernetes', 'MySQL', 'Redis'],
    certificates: ['PMP 项目管理专业人士', '软件设计师（中级）'],
    awards: ['2021 年度公司技术之星'],
    self_evaluation: '8 年后端开发经验\uE600，擅长高并发交易系统设计；沟通顺畅，乐于分享。',
    other: [{ title: '语言能力', lines: ['英语：CET-6，可作为工作语言'] }],
    meta: { language: 'zh', parser: 'test', sections: [] },
    ...patch,
  };
}

const englishResume = (): TResumeJson =>
  resume({
    basics: {
      name: 'Alice Chen',
      phone: '+1 555 0100',
      email: 'alice@example.com',
      city: 'Shanghai',
      target_role: 'Product Manager',
      years_of_experience: null,
    },
    education: [],
    work: [
      {
        company: 'Globex Corporation',
        title: 'Product Manager',
        period: period('Jan 2020 - Present', '2020-01', null, true),
        highlights: ['Launched the loyalty programme (会员积分) to 2 million users', 'Ran A/B tests weekly'],
      },
    ],
    projects: [],
    skills: ['SQL', 'Figma', 'Roadmapping'],
    certificates: [],
    awards: [],
    self_evaluation: null,
    other: [],
    meta: { language: 'en', parser: 'test', sections: [] },
  });

const emptyResume = (): TResumeJson =>
  resume({
    basics: { name: null, phone: null, email: null, city: null, target_role: null, years_of_experience: null },
    education: [],
    work: [],
    projects: [],
    skills: [],
    certificates: [],
    awards: [],
    self_evaluation: null,
    other: [],
  });

/** Whitespace removed: pdftotext breaks long Chinese lines wherever the PDF wrapped them. */
const squash = (s: string) => s.replace(/\s+/g, '');

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'offerpilot-export-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function pdftotext(pdf: Buffer): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pdftotext failed (install poppler-utils): ${out.error ?? out.stderr}`);
  return out.stdout;
}

async function pdfInfo(pdf: Buffer): Promise<{ pages: number; title: unknown; author: unknown; lang: string | null }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const meta = await doc.getMetadata();
  const info = meta.info as Record<string, unknown>;
  const lang = /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1] ?? null;
  return { pages: doc.numPages, title: info.Title, author: info.Author, lang };
}

/** The files of a zip (DOCX) by name, read through its central directory. */
function unzip(buffer: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip');
  const count = buffer.readUInt16LE(eocd + 10);
  let at = buffer.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const skip = nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return files;
}

const docxText = async (docx: Buffer) => (await mammoth.extractRawText({ buffer: docx })).value;

// ---------------------------------------------------------------------------------------------

describe('exportFileName', () => {
  it.each([
    ['张三的简历', 'pdf', '张三的简历.pdf'],
    ['张三的简历', 'docx', '张三的简历.docx'],
    ['张三简历.pdf', 'docx', '张三简历.docx'],
    ['  李四 /  后端\\工程师:*?"<>| 简历  ', 'pdf', '李四 _ 后端_工程师_ 简历.pdf'],
    ['../../etc/passwd', 'pdf', 'etc_passwd.pdf'],
    ['a<b>c', 'docx', 'a_b_c.docx'],
    ['简历\u0000\r\n第二行\u202E', 'pdf', '简历 第二行.pdf'],
    ['', 'pdf', '简历.pdf'],
    ['   ...   ', 'docx', '简历.docx'],
    ['///', 'pdf', '简历.pdf'],
    ['CON', 'pdf', 'CON_.pdf'],
    ['Resume of Alice Chen', 'pdf', 'Resume of Alice Chen.pdf'],
  ] as const)('%j as %s → %j', (title, format, expected) => {
    expect(exportFileName(title, format)).toBe(expected);
  });

  it('keeps at most 80 characters, never splitting a character', () => {
    const name = exportFileName(`${'简'.repeat(100)}😀`, 'pdf');
    expect(name).toBe(`${'简'.repeat(80)}.pdf`);
    expect(Buffer.byteLength(name)).toBeLessThan(255);
    expect(exportFileName(`${'a'.repeat(79)}😀😀`, 'docx')).toBe(`${'a'.repeat(79)}😀.docx`);
  });
});

describe('the embedded CJK font', () => {
  it('resolves from node_modules to TrueType files under the SIL Open Font License', () => {
    const paths = fontPaths();
    for (const file of [paths.regular, paths.bold]) {
      expect(file).toMatch(/node_modules[\\/]@expo-google-fonts[\\/]noto-sans-sc[\\/]/);
      const head = Buffer.alloc(4);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, head, 0, 4, 0);
      fs.closeSync(fd);
      expect(head.readUInt32BE(0)).toBe(0x00010000);
    }
    const licence = fs.readFileSync(path.join(path.dirname(paths.regular), '..', 'LICENSE_FONT'), 'utf8');
    expect(licence).toContain('SIL Open Font License');
  });
});

describe('renderResumePdf', () => {
  it('writes a one-page A4 PDF with the Chinese font subset-embedded', async () => {
    const pdf = await renderResumePdf(resume(), { title: '张喆的简历' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // Subsetting keeps a page of Chinese far below the 10 MB font files.
    expect(pdf.length).toBeLessThan(150_000);

    const info = await pdfInfo(pdf);
    expect(info).toEqual({ pages: 1, title: '张喆的简历', author: '张喆', lang: 'zh-CN' });
  });

  it.skipIf(!hasPdftotext && !process.env.CI)('gives back its Chinese text through pdftotext', async () => {
    const text = pdftotext(await renderResumePdf(resume(), { title: '张喆的简历' }));
    const flat = squash(text);
    for (const s of [
      '张喆',
      '电话:138-0000-1234|邮箱:zhe.zhang@example.com|城市:北京',
      '自我评价',
      '工作经历',
      '项目经历',
      '教育经历',
      '专业技能',
      '证书',
      '获奖情况',
      '语言能力',
      '北京字节跳动科技有限公司|高级后端工程师|2019.07-至今',
      'AcmeSoftwareLtd.|SoftwareEngineer|2016.07-2019.06',
      '负责OfferPilot面试领航推荐服务，使用Go与Kubernetes重构调度系统，P99延迟从800ms降到120ms',
      '带领【待补充：团队规模】人小组完成对账系统重构',
      '这一条故意写得很长以便检验换行后的悬挂缩进是否正确',
      'BuiltthebillingpipelineinJavaandKafka;参与支付网关开发',
      'Go、Java、Kubernetes、MySQL、Redis',
      '8年后端开发经验，擅长高并发交易系统设计',
    ]) {
      expect(flat).toContain(s);
    }
    // The bullet is drawn once (the highlight's own "• " is dropped), emoji and icon glyphs are left out.
    expect(text).toMatch(/•\s*负责 OfferPilot/);
    expect(flat).not.toContain('••');
    expect(text).not.toMatch(/[📈\uE600\uFFFD]/u);
    // The section order of resumeBlocks.
    const order = ['自我评价', '工作经历', '项目经历', '教育经历', '专业技能', '证书', '获奖情况', '语言能力'];
    const at = order.map((h) => text.indexOf(`${h}\n`));
    expect(at.every((v, i) => v >= 0 && (i === 0 || v > at[i - 1]!))).toBe(true);
  });

  it('breaks long resumes over pages, numbering them and losing no line', async () => {
    const highlights = (job: number) =>
      Array.from(
        { length: 14 },
        (_, i) =>
          `第${job}段经历第${i + 1}条：主导核心系统的设计与交付，协调产品、测试与运维团队按期上线，指标提升 ${i + 10}%`,
      );
    const long = resume({
      work: [1, 2, 3, 4].map((job) => ({
        company: `第${job}家公司有限公司`,
        title: '工程师',
        period: period(`20${10 + job}.01-20${11 + job}.01`, null, null),
        highlights: highlights(job),
      })),
    });
    const pdf = await renderResumePdf(long, { title: '长简历' });
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = squash((await convertFile(pdf)).text);
    for (const job of [1, 2, 3, 4]) {
      expect(text).toContain(`第${job}家公司有限公司|工程师`);
      for (const line of highlights(job)) expect(text).toContain(squash(line));
    }
    expect(text).toContain(`1/${pages}`);
    expect(text).toContain(`${pages}/${pages}`);
  });

  it('renders an English resume with English headings', async () => {
    const pdf = await renderResumePdf(englishResume(), { title: 'Alice Chen - Resume' });
    expect((await pdfInfo(pdf)).lang).toBe('en-US');
    const text = squash((await convertFile(pdf)).text);
    for (const s of ['AliceChen', 'WorkExperience', 'Skills', 'GlobexCorporation|ProductManager', '(会员积分)']) {
      expect(text).toContain(s);
    }
  });

  it('renders an empty resume without failing', async () => {
    const pdf = await renderResumePdf(emptyResume(), { title: '' });
    expect((await pdfInfo(pdf)).pages).toBe(1);
  });
});

describe('renderResumeDocx', () => {
  it('writes a Word document with styled headings, real bullets and an East-Asian font', async () => {
    const docx = await renderResumeDocx(resume(), { title: '张喆的简历' });
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    const files = unzip(docx);
    const documentXml = files.get('word/document.xml')?.toString('utf8');
    const stylesXml = files.get('word/styles.xml')?.toString('utf8') ?? '';
    const numberingXml = files.get('word/numbering.xml')?.toString('utf8') ?? '';
    expect(documentXml).toBeDefined();

    // Eight sections → eight Heading 1 paragraphs; every highlight, detail and certificate is a list item.
    expect(documentXml!.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(8);
    expect(documentXml!.match(/<w:numPr>/g)).toHaveLength(3 + 1 + 1 + 1 + 2 + 0);
    expect(numberingXml).toContain('w:val="bullet"');
    expect(stylesXml).toContain('w:eastAsia="微软雅黑"');
    expect(stylesXml).toContain('w:eastAsia="zh-CN"');
    // The gap stays literal text, in the gap colour.
    expect(documentXml).toMatch(/<w:color w:val="C2410C"\/>[\s\S]*?【待补充：团队规模】/);
    expect(files.get('docProps/core.xml')?.toString('utf8')).toContain('<dc:title>张喆的简历</dc:title>');

    const text = await docxText(docx);
    for (const s of [
      '张喆',
      '电话: 138-0000-1234 | 邮箱: zhe.zhang@example.com | 城市: 北京',
      '工作经历',
      '教育经历',
      '专业技能',
      '北京字节跳动科技有限公司 | 高级后端工程师 | 2019.07-至今',
      '负责 OfferPilot 面试领航推荐服务，使用 Go 与 Kubernetes 重构调度系统，P99 延迟从 800ms 降到 120ms',
      '带领【待补充：团队规模】人小组完成对账系统重构，上线后差错率下降 90%',
      'Go、Java、Kubernetes、MySQL、Redis',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('• 负责');
    expect(text).not.toContain('\uE600');
  });

  it('writes English resumes without the East-Asian hint, and survives control characters', async () => {
    const english = unzip(await renderResumeDocx(englishResume(), { title: 'Alice' }));
    expect(english.get('word/styles.xml')?.toString('utf8')).not.toContain('w:hint="eastAsia"');
    const messy = resume({ self_evaluation: '坏字符\u0001\u0008\uFFFF与孤立代理\uD800仍可打开' });
    const text = await docxText(await renderResumeDocx(messy, { title: '简历' }));
    expect(text).toContain('坏字符 与孤立代理仍可打开');
  });

  it('renders an empty resume without failing', async () => {
    const docx = await renderResumeDocx(emptyResume(), { title: '' });
    expect(unzip(docx).has('word/document.xml')).toBe(true);
  });
});

describe('exports read back as the same resume', () => {
  const fixtures = fs.readdirSync(PARSER_FIXTURES).filter((f) => /^zh-\d+.*\.txt$/.test(f));
  /** What the parser reads from headed, bulleted text. Stated years and the joined skills list are
   * not compared: resumeBlocks does not write the former and writes the latter as one line. */
  const comparable = (r: TResumeJson) => ({
    basics: { ...r.basics, years_of_experience: null },
    work: r.work.map((w) => [w.company, w.department, w.title, w.note, w.period?.text, w.highlights]),
    projects: r.projects.map((p) => [p.name, p.role, p.note, p.period?.text, p.highlights]),
    education: r.education.map((e) => [e.school, e.degree, e.major, e.period?.text, e.details]),
    certificates: r.certificates,
    awards: r.awards,
  });

  it('writes text that stood under no heading (personal details) at the top, where it is read back from', async () => {
    const original = parseResume('王芳\n性别：女 | 年龄：29\n\n证书\nPMP 项目管理专业人士', { now: FIXED_NOW });
    expect(original.other).toEqual([{ title: '', lines: ['性别：女', '年龄：29'] }]);
    const again = parseResume((await convertFile(await renderResumeDocx(original, { title: 't' }))).text, {
      now: FIXED_NOW,
    });
    expect(again.certificates).toEqual(['PMP 项目管理专业人士']);
    expect(again.other).toEqual(original.other);
  });

  it("writes an entry's note beside its name, where it is read back from (not as a highlight)", async () => {
    const zh = resume({
      work: [
        { ...resume().work[0]!, note: '兼职、远程', highlights: ['负责推荐服务，P99 延迟从 800ms 降到 120ms'] },
        { ...resume().work[1]!, company: null, title: '软件工程师', note: '实习' },
      ],
      projects: [{ ...resume().projects[0]!, note: '课程设计' }],
    });
    const en = englishResume();
    en.work = [
      { ...en.work[0]!, note: 'Remote' },
      { ...en.work[0]!, company: 'Initech LLC', note: 'Remote, Contract' },
    ];
    en.projects = [
      {
        name: 'Tutoring app',
        role: null,
        note: 'Volunteer',
        period: period('Jan 2019 - Jun 2019', '2019-01', '2019-06'),
        highlights: ['Built the booking page'],
      },
    ];
    const notes = (r: TResumeJson) => ({
      work: r.work.map((w) => [w.company, w.title, w.note, w.highlights]),
      projects: r.projects.map((p) => [p.name, p.note, p.highlights]),
    });
    for (const original of [zh, en]) {
      for (const buffer of [
        await renderResumePdf(original, { title: 't' }),
        await renderResumeDocx(original, { title: 't' }),
      ]) {
        const text = (await convertFile(buffer)).text;
        const again = parseResume(text, { now: FIXED_NOW });
        expect(notes(again)).toEqual(notes(original));
      }
    }
    const zhText = await docxText(await renderResumeDocx(zh, { title: 't' }));
    expect(zhText).toContain('北京字节跳动科技有限公司（兼职、远程） | 高级后端工程师 | 2019.07-至今');
    expect(zhText).toContain('实时对账平台（课程设计） | 技术负责人');
  });

  it.each(fixtures)('%s', async (file) => {
    const original = parseResume(fs.readFileSync(path.join(PARSER_FIXTURES, file), 'utf8'), { now: FIXED_NOW });
    for (const buffer of [
      await renderResumePdf(original, { title: file }),
      await renderResumeDocx(original, { title: file }),
    ]) {
      const again = parseResume((await convertFile(buffer)).text, { now: FIXED_NOW });
      expect(comparable(again)).toEqual(comparable(original));
    }
  });
});
