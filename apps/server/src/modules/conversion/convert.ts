import { AppError } from '@offerpilot/shared';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { layoutPageText, type TPdfTextItem } from './pdf-layout.ts';
import { checkZip } from './zip-guard.ts';

export const CONVERSION_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxTextChars: 200_000,
  maxPdfPages: 50,
  /** Fewer visible characters than this means nothing was really extracted. */
  minTextChars: 10,
} as const;

export type TFileKind = 'pdf' | 'docx' | 'text';

export interface TConverted {
  kind: TFileKind;
  text: string;
  pages: number;
  encoding?: 'utf-8' | 'gbk';
}

export const CONVERSION_MESSAGES = {
  empty: '文件是空的，请选择有内容的简历文件',
  tooLarge: '文件超过 10 MB，请压缩后再上传',
  unsupported: '不支持的文件格式，请上传 PDF、Word（DOCX）、TXT 或 Markdown 文件',
  oldWord: '暂不支持旧版 Word（.doc）文件，请另存为 DOCX 或 PDF 后上传',
  noText: '未能从文件中提取到文字（可能是扫描件或图片），请上传文字版简历或直接粘贴文本',
  broken: '文件已损坏，无法读取',
  tooManyPages: `PDF 超过 ${CONVERSION_LIMITS.maxPdfPages} 页，不像是一份简历`,
  tooMuchText: '文档文字过多，不像是一份简历',
} as const;

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The file type from its first bytes, never from its name. */
export function detectKind(buffer: Buffer): TFileKind | 'doc' | 'unknown' {
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) {
    return buffer.includes('word/document.xml') ? 'docx' : 'unknown';
  }
  if (buffer.subarray(0, 8).equals(OLE_SIGNATURE)) return 'doc';
  // Text: no NUL and no control characters other than tab, line breaks, form feed and escape.
  for (const byte of buffer.subarray(0, 8192)) {
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) return 'unknown';
  }
  return 'text';
}

/** UTF-8 (with or without BOM) when it decodes cleanly, else GBK (most Chinese files from Windows). */
export function decodeText(buffer: Buffer): { text: string; encoding: 'utf-8' | 'gbk' } {
  const body = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('gbk').decode(body), encoding: 'gbk' };
  }
}

/**
 * Radical code points that PDF CJK fonts give for whole simplified characters (青 as ⻘, 页 as ⻚,
 * 户 as ⼾): NFKC leaves the CJK Radicals Supplement alone and turns ⼾ into the traditional 戶.
 */
const RADICAL_FORMS = '⺠⻄⻅⻆⻉⻋⻓⻔⻘⻙⻚⻛⻜⻝⻢⻣⻤⻥⻦⻧⻨⻩⻪⻬⻮⻰⻳⼾';
const RADICAL_IDEOGRAPHS = '民西见角贝车长门青韦页风飞食马骨鬼鱼鸟卤麦黄黾齐齿龙龟户';

const KEEP_AS_WRITTEN =
  /([\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u2026]+)|[^\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u2026]+/g;

/**
 * Tidies extracted text: radical forms to characters, NFKC (PDF CJK fonts often map 工 to the
 * Kangxi radical ⼯, full-width letters to ASCII), unified line ends, no trailing spaces, at
 * most one blank line in a row.
 */
export function normaliseText(text: string): string {
  return (
    text
      .replace(/[\u2e80-\u2eff\u2f3e]/g, (c) => RADICAL_IDEOGRAPHS[RADICAL_FORMS.indexOf(c)] ?? c)
      // NFKC everywhere except Chinese punctuation: "：，（）。" and "…" stay as the writer typed them.
      .replace(KEEP_AS_WRITTEN, (run, kept: string | undefined) => kept ?? run.normalize('NFKC'))
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

async function pdfText(buffer: Buffer): Promise<{ text: string; pages: number }> {
  let pdf;
  try {
    // Never evaluate code from a document.
    pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false });
  } catch {
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.broken);
  }
  if (pdf.numPages > CONVERSION_LIMITS.maxPdfPages) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.tooManyPages);
  try {
    // All pages at once, as pdf.js overlaps their stream decoding; each laid out in reading order.
    const pages = await Promise.all(
      Array.from({ length: pdf.numPages }, async (_, i) => {
        const page = await pdf.getPage(i + 1);
        const content = await page.getTextContent();
        const [left = 0, , right = 0] = page.view;
        // Marked-content markers have no `str`; x is made relative to the page's left edge.
        const items = content.items.flatMap((item): TPdfTextItem[] => {
          if (!('str' in item)) return [];
          if (left === 0) return [item];
          return [{ ...item, transform: item.transform.map((v: number, n: number) => (n === 4 ? v - left : v)) }];
        });
        return layoutPageText(items, right - left);
      }),
    );
    return { text: pages.join('\n\n'), pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** mammoth's simple HTML to text: breaks and block ends become line breaks, cells tabs. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<img[^>]*>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\t+\n/g, '\n');
}

async function docxText(buffer: Buffer): Promise<string> {
  checkZip(buffer);
  try {
    // Through HTML rather than extractRawText: raw text drops the line breaks (<w:br/>) many
    // resumes use inside one paragraph, which turns a whole CV into a single line.
    return htmlToText((await mammoth.convertToHtml({ buffer })).value);
  } catch {
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.broken);
  }
}

/** File → text for PDF, DOCX, TXT and Markdown; empty, oversized and hostile files are refused. */
export async function convertFile(buffer: Buffer): Promise<TConverted> {
  if (buffer.length === 0) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.empty);
  if (buffer.length > CONVERSION_LIMITS.maxFileBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', CONVERSION_MESSAGES.tooLarge);
  const kind = detectKind(buffer);
  let result: TConverted;
  if (kind === 'pdf') result = { kind, ...(await pdfText(buffer)) };
  else if (kind === 'docx') result = { kind, text: await docxText(buffer), pages: 1 };
  else if (kind === 'text') result = { kind, pages: 1, ...decodeText(buffer) };
  else if (kind === 'doc') throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONVERSION_MESSAGES.oldWord);
  else throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONVERSION_MESSAGES.unsupported);

  const text = normaliseText(result.text);
  if (text.length > CONVERSION_LIMITS.maxTextChars) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.tooMuchText);
  // An image-only (scanned) document has no characters: say so rather than store an empty resume.
  if (text.replace(/\s/g, '').length < CONVERSION_LIMITS.minTextChars)
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.noText);
  return { ...result, text };
}
