// Chinese resumes typeset into PDFs the way real ones are: text broken into lines at a column's
// right edge (any CJK character, Latin at spaces, no full-width punctuation at a line start),
// bullets with a hanging indent, right-aligned dates, one or two columns, justified lines as LaTeX
// sets them or ragged ones as a browser does. The font is STSong-Light on UniGB-UCS2-H, not
// embedded (see cid-pdf.ts): CJK characters an em wide, ASCII half an em, so every position is
// known exactly. Returns the PDF and what was written, for tests and the bench to compare with.

/** One thing on the page: a heading, a plain line, a bullet or a paragraph (both may wrap). */
export interface TTypesetBlock {
  kind: 'title' | 'heading' | 'line' | 'bullet' | 'para';
  text: string;
  /** Right-aligned on the block's first line (a date range, a city). */
  right?: string;
}

export interface TTypesetColumn {
  x: number;
  width: number;
  blocks: TTypesetBlock[];
}

export interface TTypesetPage {
  /** Full-width blocks above the columns (a name, a contact line). */
  top?: TTypesetBlock[];
  columns: TTypesetColumn[];
}

export interface TTypesetOptions {
  /** Body font size in points (default 10.5). */
  size?: number;
  /** Baseline distance inside a paragraph, in font sizes (default 1.3). */
  leading?: number;
  /** Extra space before a bullet or a paragraph, in font sizes (default 0.35). */
  itemGap?: number;
  /** Lines spread to the right edge, as LaTeX sets them (default false: ragged, as a browser). */
  justify?: boolean;
  /** The bullet glyph (default "•"); its text starts `indent` font sizes after it. */
  bullet?: string;
  indent?: number;
}

export interface TTypesetResult {
  pdf: Buffer;
  /** Each bullet's and paragraph's whole text, as written. */
  items: string[];
  /** How many of them were set on more than one line. */
  wrapped: number;
  /** Every line as drawn (the fragments a reader without rejoining would give). */
  lines: string[];
}

const PAGE = { width: 595, height: 842, top: 790 };
const NO_BREAK_BEFORE = /[，。、；：！？）】》」』”’…,.;:!?)\]%]/u;

/** A character's advance in ems in STSong-Light: ASCII half an em, everything else one. */
export const charWidth = (c: string) => (c.codePointAt(0)! <= 0x7e ? 0.5 : 1);
export const textWidth = (s: string) => [...s].reduce((sum, c) => sum + charWidth(c), 0);

/** Pieces a line may break between: CJK characters (with the punctuation after them), Latin words. */
function pieces(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[\x21-\x7e]+\s*|\s+|./gu)) {
    const piece = m[0];
    if (out.length && NO_BREAK_BEFORE.test(piece[0]!) && !/^\s/u.test(piece)) out[out.length - 1] += piece;
    else out.push(piece);
  }
  return out;
}

/** Lines of at most `width` ems. */
export function breakLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text)) {
    if (line && textWidth((line + piece).trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

interface TDrawn {
  x: number;
  y: number;
  size: number;
  text: string;
  /** Character spacing (Tc), points. */
  spacing: number;
}

const hex = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join('');

/** The text operator: a TJ array spreading the characters for a justified line (as xdvipdfmx writes
 * them: the space between characters, none after the last one), a Tj otherwise. */
function show(d: TDrawn): string {
  if (!d.spacing) return `<${hex(d.text)}> Tj`;
  const kern = ((-d.spacing / d.size) * 1000).toFixed(1);
  return `[${[...d.text].map((c) => `<${hex(c)}>`).join(` ${kern} `)}] TJ`;
}

function setColumn(
  blocks: TTypesetBlock[],
  x: number,
  width: number,
  y: number,
  o: Required<TTypesetOptions>,
  out: { drawn: TDrawn[]; result: Omit<TTypesetResult, 'pdf'> },
): number {
  const { size } = o;
  const line = size * o.leading;
  for (const block of blocks) {
    const fontSize = block.kind === 'title' ? size * 1.8 : block.kind === 'heading' ? size * 1.25 : size;
    if (block.kind === 'title' || block.kind === 'heading') {
      y -= block.kind === 'heading' ? size * 0.8 : 0;
      out.drawn.push({ x, y, size: fontSize, text: block.text, spacing: 0 });
      out.result.lines.push(block.text);
      y -= fontSize * o.leading + size * 0.2;
      continue;
    }
    const isBullet = block.kind === 'bullet';
    const textX = isBullet ? x + o.indent * size : x;
    let room = (x + width - textX) / size;
    if (block.right) room -= textWidth(block.right) + 2;
    if (block.kind !== 'line') y -= o.itemGap * size;
    const lines = block.kind === 'line' ? [block.text] : breakLines(block.text, room);
    if (block.kind !== 'line') {
      out.result.items.push(block.text);
      if (lines.length > 1) out.result.wrapped++;
    }
    if (isBullet) out.drawn.push({ x, y, size, text: o.bullet, spacing: 0 });
    lines.forEach((text, i) => {
      const natural = textWidth(text) * size;
      const chars = [...text].length;
      const isLast = i === lines.length - 1;
      const fullWidth = i === 0 && block.right ? room * size : x + width - textX;
      const spacing = o.justify && !isLast && chars > 1 ? (fullWidth - natural) / (chars - 1) : 0;
      out.drawn.push({ x: textX, y, size, text, spacing });
      out.result.lines.push(text);
      if (i === 0 && block.right) {
        out.drawn.push({ x: x + width - textWidth(block.right) * size, y, size, text: block.right, spacing: 0 });
      }
      y -= line;
    });
  }
  return y;
}

/** The PDF of the pages, A4, in STSong-Light (see the file comment). */
export function typesetResume(pages: TTypesetPage[], options: TTypesetOptions = {}): TTypesetResult {
  const o: Required<TTypesetOptions> = {
    size: 10.5,
    leading: 1.3,
    itemGap: 0.35,
    justify: false,
    bullet: '•',
    indent: 1.2,
    ...options,
  };
  const out = { drawn: [] as TDrawn[], result: { items: [] as string[], wrapped: 0, lines: [] as string[] } };
  const contents: string[] = [];
  for (const page of pages) {
    out.drawn = [];
    const left = Math.min(...page.columns.map((c) => c.x));
    const right = Math.max(...page.columns.map((c) => c.x + c.width));
    const y = setColumn(page.top ?? [], left, right - left, PAGE.top, o, out);
    for (const column of page.columns) setColumn(column.blocks, column.x, column.width, y, o, out);
    contents.push(
      out.drawn
        .map((d) => `BT /F1 ${d.size.toFixed(2)} Tf 1 0 0 1 ${d.x.toFixed(2)} ${d.y.toFixed(2)} Tm ${show(d)} ET`)
        .join('\n'),
    );
  }
  return { pdf: pdfOf(contents), ...out.result };
}

function pdfOf(contents: string[]): Buffer {
  const objects: string[] = [];
  const font = 3;
  objects[font] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>';
  objects[4] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>';
  objects[5] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  const kids: number[] = [];
  contents.forEach((content, i) => {
    const page = 6 + i * 2;
    kids.push(page);
    objects[page] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${page + 1} 0 R >>`;
    objects[page + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(body, 'latin1');
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
