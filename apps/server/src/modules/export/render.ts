import type { TResumeJson } from '@offerpilot/shared';
import { loadFonts } from './fonts.ts';
import { exportModel, type TExportModel } from './model.ts';

/*
 * The writers load with the first export, not at start-up: pdfkit (with fontkit) and docx hold
 * about 13 MiB of an idle server (docs/operations.md, issue 18). The build splits them into chunks.
 */
const pdfWriter = () => import('./pdf.ts').then((m) => m.writeResumePdf);
const docxWriter = () => import('./docx.ts').then((m) => m.writeResumeDocx);

/**
 * Exports of a structured resume: an A4 PDF with the Chinese font embedded (subset), and a Word
 * document whose runs name an East-Asian font. Both draw the sections `resumeBlocks` gives, so they
 * match the plain-text rendering. Everything runs offline.
 */

export interface TExportOptions {
  /** Document title (PDF and DOCX properties) and the base of the file name. */
  title: string;
}

export type TExportFormat = 'pdf' | 'docx';

export const EXPORT_MIME: Record<TExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const DEFAULT_BASE = '简历';

const language = (resume: TResumeJson) => (resume.meta.language === 'en' ? 'en' : 'zh');

function documentTitle(resume: TResumeJson, options: TExportOptions): string {
  return options.title.trim() || resume.basics.name?.trim() || DEFAULT_BASE;
}

/** Everything a PDF is drawn from: plain data, so it can go to a worker process and be hashed. */
export interface TPdfInput {
  model: TExportModel;
  meta: { title: string; language: 'zh' | 'en' };
}

/** What the PDF of a resume draws. */
export function resumePdfInput(resume: TResumeJson, options: TExportOptions): TPdfInput {
  return { model: exportModel(resume), meta: { title: documentTitle(resume, options), language: language(resume) } };
}

/** Draws a PDF here, on the calling thread (the server renders through the worker pool, pdf-pool.ts). */
export async function renderPdf(input: TPdfInput): Promise<Buffer> {
  const [fonts, writeResumePdf] = await Promise.all([loadFonts(), pdfWriter()]);
  return writeResumePdf(input.model, fonts, input.meta);
}

export async function renderResumePdf(resume: TResumeJson, options: TExportOptions): Promise<Buffer> {
  return renderPdf(resumePdfInput(resume, options));
}

/** Any document drawn as an export model (the interview report): the same A4 layout and font. */
export async function renderModelPdf(model: TExportModel, meta: { title: string }): Promise<Buffer> {
  return renderPdf({ model, meta: { title: meta.title, language: 'zh' } });
}

export async function renderResumeDocx(resume: TResumeJson, options: TExportOptions): Promise<Buffer> {
  const writeResumeDocx = await docxWriter();
  return writeResumeDocx(exportModel(resume), { title: documentTitle(resume, options), language: language(resume) });
}

/** Characters, not bytes: 80 CJK characters are 240 bytes in UTF-8, under the usual 255-byte limit. */
const MAX_BASE_CHARS = 80;
/** An extension the title carries over from an uploaded file ("张三简历.pdf"). */
const DOCUMENT_EXTENSION = /\.(pdf|docx?|txt|md|markdown|rtf|odt|wps|html?)$/i;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A file name that is safe on Windows, macOS and Linux and in a Content-Disposition header once
 * percent-encoded: path separators, reserved and control characters become "_", whitespace is one
 * space, Chinese and other letters stay as they are.
 */
export function exportFileName(title: string, format: TExportFormat): string {
  let base = title
    .normalize('NFC')
    .replace(/\p{Cs}/gu, '')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(DOCUMENT_EXTENSION, '')
    .replace(/^[.\s_]+|[.\s]+$/g, '');
  base = [...base].slice(0, MAX_BASE_CHARS).join('').trim();
  if (!base || /^_+$/.test(base)) base = DEFAULT_BASE;
  if (WINDOWS_RESERVED.test(base)) base = `${base}_`;
  return `${base}.${format}`;
}
