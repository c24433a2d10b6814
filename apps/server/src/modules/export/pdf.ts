import PDFDocument from 'pdfkit';
import type { TFontSet } from './fonts.ts';
import { EXPORT_COLORS, splitGaps, type TExportItem, type TExportModel } from './model.ts';

/** A4 in points, with about 19 mm side margins. */
const PAGE = { size: 'A4', top: 46, bottom: 46, left: 54, right: 54 } as const;

const STYLE = {
  name: { size: 22, after: 4 },
  header: { size: 9.5, lineGap: 2, after: 6 },
  heading: { size: 12, before: 13, ruleGap: 2.5, after: 6 },
  title: { size: 10.5, lineGap: 2, before: 7, after: 2 },
  item: { size: 10, lineGap: 2.6, after: 2.5, bulletIndent: 4, textIndent: 14 },
  pageNumber: { size: 8, fromBottom: 26 },
} as const;

const color = (hex: string) => `#${hex}`;

type TDoc = PDFKit.PDFDocument;

/**
 * Characters the embedded font has no glyph for (emoji, icon-font private-use characters copied out
 * of template resumes) would be drawn as empty boxes: they are left out. The check reads the
 * fontkit face pdfkit keeps for the current font; if a pdfkit upgrade moves it, nothing is dropped.
 */
function drawable(doc: TDoc, text: string): string {
  const face = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font
    ?.font;
  if (typeof face?.hasGlyphForCodePoint !== 'function') return text;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if ((cp >= 0x20 && cp <= 0x7e) || /\s/.test(ch) || face.hasGlyphForCodePoint(cp)) out += ch;
  }
  return out.replace(/\s{2,}/g, ' ').trim();
}

class PdfWriter {
  readonly doc: TDoc;
  private readonly x: number;
  private readonly width: number;

  constructor(doc: TDoc) {
    this.doc = doc;
    this.x = PAGE.left;
    this.width = doc.page.width - PAGE.left - PAGE.right;
  }

  private get bottom(): number {
    return this.doc.page.height - PAGE.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensure(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > PAGE.top + 1) this.doc.addPage();
  }

  private use(weight: 'regular' | 'bold', size: number, hex: string): void {
    this.doc.font(weight).fontSize(size).fillColor(color(hex));
  }

  private lineHeight(size: number, lineGap: number): number {
    this.doc.fontSize(size);
    return this.doc.currentLineHeight(true) + lineGap;
  }

  header(name: string | null, lines: string[]): void {
    const { doc } = this;
    if (name) {
      this.use('bold', STYLE.name.size, EXPORT_COLORS.accent);
      doc.text(drawable(doc, name), this.x, doc.y, { width: this.width, align: 'center' });
      doc.y += STYLE.name.after;
    }
    this.use('regular', STYLE.header.size, EXPORT_COLORS.muted);
    for (const line of lines) {
      doc.text(drawable(doc, line), this.x, doc.y, {
        width: this.width,
        align: 'center',
        lineGap: STYLE.header.lineGap,
      });
    }
    doc.y += STYLE.header.after;
  }

  /** A section heading with a rule under it, kept on the page of the entry that follows. */
  heading(text: string, next: { title: string | null; first: TExportItem | undefined }): void {
    const { doc } = this;
    if (doc.y > PAGE.top + 1) doc.y += STYLE.heading.before;
    if (!text) return;
    const headingHeight = this.lineHeight(STYLE.heading.size, 0) + STYLE.heading.ruleGap + STYLE.heading.after;
    const follow =
      (next.title ? this.lineHeight(STYLE.title.size, STYLE.title.lineGap) : 0) +
      (next.first ? this.lineHeight(STYLE.item.size, STYLE.item.lineGap) : 0);
    this.ensure(headingHeight + follow);
    this.use('bold', STYLE.heading.size, EXPORT_COLORS.accent);
    doc.text(drawable(doc, text), this.x, doc.y, { width: this.width, characterSpacing: 0.5 });
    const ruleY = doc.y + STYLE.heading.ruleGap;
    doc
      .save()
      .moveTo(this.x, ruleY)
      .lineTo(this.x + this.width, ruleY)
      .lineWidth(0.8)
      .strokeColor(color(EXPORT_COLORS.rule))
      .stroke()
      .restore();
    doc.y = ruleY + STYLE.heading.after;
  }

  /** An entry title in bold ("公司 | 职位 | 时间"), kept with its first line. */
  entryTitle(text: string, first: TExportItem | undefined, isFirst: boolean): void {
    const { doc } = this;
    if (!isFirst) doc.y += STYLE.title.before;
    this.use('bold', STYLE.title.size, EXPORT_COLORS.text);
    const shown = drawable(doc, text);
    const height = doc.heightOfString(shown, { width: this.width, lineGap: STYLE.title.lineGap });
    this.ensure(height + (first ? this.lineHeight(STYLE.item.size, STYLE.item.lineGap) : 0));
    this.use('bold', STYLE.title.size, EXPORT_COLORS.text);
    doc.text(shown, this.x, doc.y, { width: this.width, lineGap: STYLE.title.lineGap });
    doc.y += STYLE.title.after;
  }

  /** A bullet with a hanging indent, or a plain paragraph; 【待补充：…】 gaps in the gap colour. */
  item(item: TExportItem): void {
    const { doc } = this;
    this.use('regular', STYLE.item.size, EXPORT_COLORS.text);
    const text = drawable(doc, item.text);
    if (!text) return;
    const indent = item.bullet ? STYLE.item.textIndent : 0;
    const width = this.width - indent;
    const options = { width, lineGap: STYLE.item.lineGap };
    this.ensure(doc.heightOfString(text, options));
    const y = doc.y;
    if (item.bullet) {
      doc.text('•', this.x + STYLE.item.bulletIndent, y, { lineBreak: false });
    }
    const runs = splitGaps(text);
    runs.forEach((run, i) => {
      doc.fillColor(color(run.gap ? EXPORT_COLORS.gap : EXPORT_COLORS.text));
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, this.x + indent, y, { ...options, continued });
      else doc.text(run.text, { continued });
    });
    doc.y += STYLE.item.after;
  }

  /** "1 / 2" at the foot of every page, only when there is more than one. */
  pageNumbers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    if (range.count < 2) return;
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      // Writing inside the bottom margin must not start a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      this.use('regular', STYLE.pageNumber.size, EXPORT_COLORS.muted);
      doc.text(`${i - range.start + 1} / ${range.count}`, this.x, doc.page.height - STYLE.pageNumber.fromBottom, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  }
}

export function writeResumePdf(
  model: TExportModel,
  fonts: TFontSet,
  meta: { title: string; language: 'zh' | 'en' },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    bufferPages: true,
    displayTitle: true,
    lang: meta.language === 'en' ? 'en-US' : 'zh-CN',
    info: {
      Title: meta.title,
      ...(model.name ? { Author: model.name } : {}),
      Creator: 'OfferPilot 面试领航',
      Producer: 'OfferPilot 面试领航',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
    const writer = new PdfWriter(doc);
    if (model.name || model.headerLines.length > 0) writer.header(model.name, model.headerLines);
    for (const section of model.sections) {
      const first = section.entries[0];
      writer.heading(section.heading, { title: first?.title ?? null, first: first?.items[0] });
      section.entries.forEach((entry, i) => {
        if (entry.title) writer.entryTitle(entry.title, entry.items[0], i === 0);
        else if (i > 0) doc.y += STYLE.title.before;
        for (const item of entry.items) writer.item(item);
      });
    }
    writer.pageNumbers();
    doc.end();
  } catch (error) {
    doc.destroy();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return done;
}
