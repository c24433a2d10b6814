import { AppError } from '@offerpilot/shared';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
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
 * Tidies extracted text: NFKC (PDF CJK fonts often map 工 to the Kangxi radical ⼯, full-width
 * letters to ASCII), unified line ends, no trailing spaces, at most one blank line in a row.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { text: (text as string[]).join('\n\n'), pages: totalPages };
}

async function docxText(buffer: Buffer): Promise<string> {
  checkZip(buffer);
  try {
    return (await mammoth.extractRawText({ buffer })).value;
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
