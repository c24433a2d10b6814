import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError, isAppError } from '@offerpilot/shared';
import type mammothModule from 'mammoth';
import type { getDocumentProxy } from 'unpdf';
import { checkPdfStreams } from './pdf-guard.ts';
import { withSyncInflate } from './pdf-inflate.ts';
import { layoutPageText, type TPdfTextItem } from './pdf-layout.ts';
import { decodeText, isUtf16Text, type TTextEncoding } from './text-encoding.ts';
import { openBoundedZip } from './zip-guard.ts';

export { decodeText };

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
  encoding?: TTextEncoding;
  /**
   * What did not come through (PDF text in fonts without a usable mapping, characters of a text
   * file that could not be read or an encoding that was guessed), said for the user.
   */
  warnings?: string[];
}

export const CONVERSION_MESSAGES = {
  empty: '文件是空的，请选择有内容的简历文件',
  tooLarge: '文件超过 10 MB，请压缩后再上传',
  unsupported: '不支持的文件格式，请上传 PDF、Word（DOCX）、TXT 或 Markdown 文件',
  oldWord: '暂不支持旧版 Word（.doc）文件，请另存为 DOCX 或 PDF 后上传',
  noText: '未能从文件中提取到文字（可能是扫描件或图片），请上传文字版简历或直接粘贴文本',
  broken: '文件已损坏，无法读取',
  passwordProtected: 'PDF 设有打开密码，无法读取。请取消密码后重新导出，或直接粘贴简历文本',
  tooManyPages: `PDF 超过 ${CONVERSION_LIMITS.maxPdfPages} 页，不像是一份简历`,
  tooMuchText: '文档文字过多，不像是一份简历',
  unmappedFont: '未能正确读取 PDF 中的中文字符（字体缺少编码映射），请导出为 Word 或直接粘贴文本',
  failedFont: '未能读取 PDF 中的文字（字体无法加载），请导出为 Word 或直接粘贴文本',
} as const;

/** A fault of this installation, not of the file: the one conversion failure that is a 500. */
export class ConverterSetupError extends Error {
  override name = 'ConverterSetupError';
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The file type from its first bytes, never from its name. */
export function detectKind(buffer: Buffer): TFileKind | 'doc' | 'unknown' {
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) {
    return buffer.includes('word/document.xml') ? 'docx' : 'unknown';
  }
  if (buffer.subarray(0, 8).equals(OLE_SIGNATURE)) return 'doc';
  // Text: no NUL and no control characters other than tab, line breaks, form feed and escape,
  // unless it is UTF-16 (ASCII in it has a NUL every other byte).
  const sample = buffer.subarray(0, 8192);
  for (const byte of sample) {
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) return isUtf16Text(sample) ? 'text' : 'unknown';
  }
  return 'text';
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

/**
 * pdf.js's CMaps and standard fonts, from the installed pdfjs-dist (the pdf.js version unpdf
 * bundles), never from the network. Without the CMaps every CID font on a predefined CMap
 * (UniGB-UCS2-H: iText, ReportLab) or over Adobe-GB1 without ToUnicode (LaTeX with the Adobe Song /
 * Hei / Kai Std fonts) fails to load and its Chinese vanishes.
 */
let pdfjsDataDirs: { cMapUrl: string; standardFontDataUrl: string } | undefined;
function getPdfjsDataDirs(): { cMapUrl: string; standardFontDataUrl: string } {
  if (!pdfjsDataDirs) {
    const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    const cMaps = path.join(root, 'cmaps');
    // An install without them would lose Chinese silently again: fail loudly instead.
    if (!fs.existsSync(path.join(cMaps, 'UniGB-UCS2-H.bcmap')))
      throw new ConverterSetupError(`pdf.js CMap files missing in ${cMaps}`);
    // pdf.js wants a trailing "/" and appends the file name.
    pdfjsDataDirs = { cMapUrl: `${cMaps}/`, standardFontDataUrl: `${path.join(root, 'standard_fonts')}/` };
  }
  return pdfjsDataDirs;
}

/**
 * pdf.js's reader for its data files (its `BinaryDataFactory`), from disk; it notes each CMap that
 * could not be read, as a font on it comes out with no text at all.
 */
function createPdfjsDataReader(failedCMaps: string[]) {
  return class PdfjsDataReader {
    private readonly dirs: Record<string, string | null>;

    constructor(dirs: { cMapUrl: string | null; standardFontDataUrl: string | null }) {
      this.dirs = { cMapUrl: dirs.cMapUrl, standardFontDataUrl: dirs.standardFontDataUrl };
    }

    async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
      try {
        const dir = this.dirs[kind];
        if (!dir) throw new Error(`no ${kind} for pdf.js`);
        return new Uint8Array(await fs.promises.readFile(dir + filename));
      } catch (error) {
        if (kind === 'cMapUrl') failedCMaps.push(filename);
        throw error;
      }
    }
  };
}

export const PDF_FONT_CHECK = {
  /** A font whose characters are at least this share garbage has no usable Unicode mapping… */
  minGarbageShare: 0.3,
  /** …nor one with at least this share (and 3) invalid characters: a real font gives next to none,
   * the glyph ids of a renumbered subset many (1–31 and 127–159 are controls). */
  minInvalidShare: 0.05,
  /** Private Use characters are icons (phone, mail) unless one font gives at least this many. */
  minPuaText: 20,
  /** Unusual letters count as garbage when they scatter over this many 128-code-point blocks. */
  minScatterBlocks: 3,
  /** More than this share of a document's characters unreadable: refuse it rather than warn. */
  maxLostShare: 0.5,
} as const;

/** Letters a Chinese resume is written in; everything else is suspect when it comes scattered. */
const USUAL_SCRIPT =
  /[\p{sc=Han}\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Bopomofo}]/u;
/** Controls, unassigned code points, lone surrogates, U+FFFD: never text. */
const INVALID = /[\p{Cc}\p{Cn}\p{Cs}\ufffd]/u;
const PRIVATE_USE = /\p{Co}/u;

/**
 * Whether one font's extracted characters are what a font without a usable Unicode mapping gives:
 * pdf.js then takes the codes as code points, and glyph ids come out as controls (a renumbered
 * subset) or a scatter over Latin Extended, IPA, combining marks, Armenian, Arabic, Tibetan… (CIDs).
 */
export function isUnmappedFontText(text: string): boolean {
  let [chars, invalid, privateUse, unusual] = [0, 0, 0, 0];
  const blocks = new Set<number>();
  for (const char of text.replace(/\s/g, '')) {
    chars++;
    const code = char.codePointAt(0)!;
    if (INVALID.test(char)) invalid++;
    else if (PRIVATE_USE.test(char)) privateUse++;
    // Latin Extended, IPA, spacing modifiers and combining marks: rare in a resume, one block
    // for the pinyin of a name (ǎ, ǚ), many for codes read as code points.
    else if (!USUAL_SCRIPT.test(char) || (code >= 0x100 && code < 0x370)) {
      unusual++;
      blocks.add(code >> 7);
    }
  }
  const garbage =
    invalid +
    (blocks.size >= PDF_FONT_CHECK.minScatterBlocks ? unusual : 0) +
    (privateUse >= PDF_FONT_CHECK.minPuaText ? privateUse : 0);
  return (
    (garbage >= 2 && garbage >= chars * PDF_FONT_CHECK.minGarbageShare) ||
    (invalid >= 3 && invalid >= chars * PDF_FONT_CHECK.minInvalidShare)
  );
}

type TPdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

interface TPageText {
  text: string;
  /** Non-space characters read, and those dropped as unreadable (fonts without a mapping). */
  readChars: number;
  lostChars: number;
}

const visibleLength = (text: string) => text.replace(/\s/g, '').length;
/** Control characters other than tabs, line breaks and form feeds (a glyph mapped to U+0000, say). */
const CONTROLS = /(?![\t\n\f\r])\p{Cc}/gu;

/** One page in reading order, without the text of fonts that have no usable mapping. */
async function readPdfPage(pdf: TPdfDocument, pageNumber: number): Promise<TPageText> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const [left = 0, , right = 0] = page.view;
  // Marked-content markers have no `str`.
  const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
  const fontText = new Map<string, string>();
  for (const item of items) fontText.set(item.fontName, (fontText.get(item.fontName) ?? '') + item.str);
  const unmapped = new Set([...fontText].filter(([, text]) => isUnmappedFontText(text)).map(([font]) => font));
  let lostChars = 0;
  const kept = items.flatMap((item): TPdfTextItem[] => {
    if (unmapped.has(item.fontName)) {
      lostChars += visibleLength(item.str);
      return [];
    }
    // x is made relative to the page's left edge.
    const transform =
      left === 0 ? item.transform : item.transform.map((v: number, n: number) => (n === 4 ? v - left : v));
    return [{ ...item, str: item.str.replace(CONTROLS, ''), transform }];
  });
  return {
    text: layoutPageText(kept, right - left),
    readChars: kept.reduce((sum, item) => sum + visibleLength(item.str), 0),
    lostChars,
  };
}

const CHECK_ADVICE = '请核对文本，或导出为 Word、直接粘贴文本';

/**
 * Never a silent success with the text missing: refuses a PDF whose text mostly did not come
 * through (or left too little to be a resume), and returns warnings saying what is missing otherwise.
 */
function checkPdfText(pages: TPageText[], failedCMaps: string[]): string[] {
  const read = pages.reduce((sum, page) => sum + page.readChars, 0);
  const lost = pages.reduce((sum, page) => sum + page.lostChars, 0);
  const isTooLittle = read < CONVERSION_LIMITS.minTextChars;
  if (lost > 0 && (isTooLittle || lost > (lost + read) * PDF_FONT_CHECK.maxLostShare))
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.unmappedFont);
  if (failedCMaps.length > 0 && isTooLittle) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.failedFont);
  const warnings: string[] = [];
  if (lost > 0) {
    const pageList = pages.flatMap((page, i) => (page.lostChars > 0 ? [i + 1] : [])).join('、');
    warnings.push(`第 ${pageList} 页约 ${lost} 个字符的字体缺少编码映射，未能读取，已略去；${CHECK_ADVICE}`);
  }
  if (failedCMaps.length > 0) warnings.push(`部分文字的字体编码数据无法加载，这些文字未能读取；${CHECK_ADVICE}`);
  return warnings;
}

type TPdfText = { text: string; pages: number; warnings?: string[] };

async function pdfText(buffer: Buffer): Promise<TPdfText> {
  const dataDirs = getPdfjsDataDirs(); // outside the try: a broken install is not a broken file
  // Every stream's decoded size, against a budget, before pdf.js inflates anything.
  await checkPdfStreams(buffer);
  return withSyncInflate(() => readPdf(buffer, dataDirs));
}

async function readPdf(buffer: Buffer, dataDirs: ReturnType<typeof getPdfjsDataDirs>): Promise<TPdfText> {
  const failedCMaps: string[] = [];
  const { getDocumentProxy } = await loadUnpdf(); // outside the try: a broken install is not a broken file
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer), {
      // Never evaluate code from a document.
      isEvalSupported: false,
      ...dataDirs,
      cMapPacked: true,
      BinaryDataFactory: createPdfjsDataReader(failedCMaps),
      disableFontFace: true,
      // Errors only: what pdf.js would warn about (fonts) reaches the user as warnings instead.
      verbosity: 0,
    });
  } catch (error) {
    // A file that asks for a password to open is whole, just locked (pdf.js's PasswordException).
    const locked = (error as { name?: unknown } | null)?.name === 'PasswordException';
    throw new AppError('BAD_REQUEST', locked ? CONVERSION_MESSAGES.passwordProtected : CONVERSION_MESSAGES.broken);
  }
  if (pdf.numPages > CONVERSION_LIMITS.maxPdfPages) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.tooManyPages);
  try {
    // All pages at once, as pdf.js overlaps their stream decoding; each laid out in reading order.
    // A page pdf.js cannot build (a cyclic page tree, nesting deeper than its stack) is a broken file.
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => readPdfPage(pdf, i + 1))).catch(
      (error: unknown) => {
        throw isAppError(error) ? error : new AppError('BAD_REQUEST', CONVERSION_MESSAGES.broken);
      },
    );
    const warnings = checkPdfText(pages, failedCMaps);
    return {
      text: pages.map((page) => page.text).join('\n\n'),
      pages: pdf.numPages,
      ...(warnings.length ? { warnings } : {}),
    };
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

/**
 * The readers are loaded at the first conversion, not with this module: the server imports it for
 * its limits and messages, and mammoth (with jszip, pako, xmldom, underscore) and unpdf would
 * otherwise stay in every idle server's memory (docs/operations.md, issue 18). Conversions run in
 * the converter process (pool.ts), which loads them once.
 */
const loadUnpdf = () => import('unpdf');
let mammothLoaded:
  Promise<{ mammoth: typeof mammothModule; skipImage: ReturnType<typeof mammothModule.images.imgElement> }> | undefined;
const loadMammoth = () =>
  (mammothLoaded ??= import('mammoth').then(({ default: mammoth }) => ({
    mammoth,
    /** Images are never read (their bytes are not inflated): the text has no place for them. */
    skipImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
  })));

async function docxText(buffer: Buffer): Promise<string> {
  const { mammoth, skipImage } = await loadMammoth(); // outside the try: a broken install is not a broken file
  // Parts are inflated on mammoth's demand against one budget of bytes really produced.
  const file = openBoundedZip(buffer);
  try {
    // Through HTML rather than extractRawText: raw text drops the line breaks (<w:br/>) many
    // resumes use inside one paragraph, which turns a whole CV into a single line.
    const input = { file } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
    return htmlToText((await mammoth.convertToHtml(input, { convertImage: skipImage })).value);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.broken);
  }
}

/**
 * File → text for PDF, DOCX, TXT and Markdown; empty, oversized and hostile files are refused.
 * Every failure the file causes is a 4xx in Chinese; only a fault of the installation is not.
 */
export async function convertFile(buffer: Buffer): Promise<TConverted> {
  try {
    return await convertOrThrow(buffer);
  } catch (error) {
    if (isAppError(error) || error instanceof ConverterSetupError) throw error;
    // pdf.js or mammoth gave up on the file (a stack overflow on deep nesting, say).
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.broken);
  }
}

async function convertOrThrow(buffer: Buffer): Promise<TConverted> {
  if (buffer.length === 0) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.empty);
  if (buffer.length > CONVERSION_LIMITS.maxFileBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', CONVERSION_MESSAGES.tooLarge);
  const kind = detectKind(buffer);
  let result: TConverted;
  if (kind === 'pdf') result = { kind, ...(await pdfText(buffer)) };
  else if (kind === 'docx') result = { kind, text: await docxText(buffer), pages: 1 };
  else if (kind === 'text') {
    const { text, encoding, warnings } = decodeText(buffer);
    result = { kind, text, pages: 1, encoding, ...(warnings ? { warnings } : {}) };
  } else if (kind === 'doc') throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONVERSION_MESSAGES.oldWord);
  else throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONVERSION_MESSAGES.unsupported);

  const text = normaliseText(result.text);
  if (text.length > CONVERSION_LIMITS.maxTextChars) throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.tooMuchText);
  // An image-only (scanned) document has no characters: say so rather than store an empty resume.
  if (text.replace(/\s/g, '').length < CONVERSION_LIMITS.minTextChars)
    throw new AppError('BAD_REQUEST', CONVERSION_MESSAGES.noText);
  return { ...result, text };
}
