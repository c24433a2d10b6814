/**
 * Reads one PDF page's text items in reading order: items grouped into lines by baseline, lines
 * split at a column gutter (left column top to bottom, then the right one; lines that cross the
 * gutter, such as a title above the columns, stay in place), blank lines where the vertical gap is
 * clearly bigger than the line spacing, and lines the renderer wrapped joined back into one (see
 * `continues`). Pure: it takes pdf.js items and returns text.
 */

/** The fields of a pdf.js `TextItem` this reader uses (transform[4], transform[5] = x, y; y up). */
export interface TPdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

interface TBox {
  str: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  isSpace: boolean;
}

interface TRow {
  y: number;
  size: number;
  boxes: TBox[];
}

interface TLine {
  text: string;
  y: number;
  size: number;
  /** Left and right end of the line's text; `textX` is where it starts after a bullet or number. */
  x0: number;
  x1: number;
  textX: number;
  /** Width of the line's first unbreakable piece: a CJK character with the punctuation after it, or a word. */
  firstWord: number;
  /** The last item stands far from the one before it: right-aligned (a date, a city). */
  hasFarItem: boolean;
}

type TSide = 'full' | 'left' | 'right';

interface TBlock {
  side: TSide;
  lines: TLine[];
}

interface TGutter {
  x0: number;
  x1: number;
  crossing: Set<number>;
}

export const LAYOUT_TUNING = {
  /** Items whose baselines differ by less than this share of the smaller font size share a line. */
  baselineTolerance: 0.5,
  /** A gap wider than this share of the font size is a space (Latin; one side CJK; both CJK). */
  spaceGap: 0.2,
  spaceGapMixed: 0.25,
  spaceGapCjk: 0.9,
  /** A page needs this many lines before columns are looked for. */
  minRowsForColumns: 6,
  /** At most this share of a page's lines may cross a gutter (titles, full-width lines). */
  maxCrossingShare: 0.25,
  /** A gutter is at least this wide, in body font sizes. */
  minGutter: 0.75,
  /** Each column has at least this many lines... */
  minColumnRows: 3,
  /** ...and its lines follow each other (median gap in body font sizes): a column of dates beside
   * bullets, or right-aligned dates, is not a column of text. */
  maxColumnLineGap: 3.2,
  /** A gutter's middle lies within this share of the page width from either edge. */
  gutterEdge: 0.15,
  /** Joining wrapped lines, in the font size of the upper line unless said otherwise. A wrapped line's
   * room left at the right edge is less than the next line's first word plus this... */
  wrapRoom: 0.5,
  /** ...or plus this after a colon (a label on its own line is not a wrap). */
  wrapRoomAfterColon: 0.25,
  /** The next line starts this close to the upper line's text start (after its bullet, if any). */
  wrapAlign: 0.5,
  /** After a bullet, the text under it may start up to this far right of the bullet (a hanging indent). */
  hangingIndent: 2.5,
  /** Baseline distance at most this times the block's tightest one (a paragraph margin is more). */
  wrapSpacing: 1.1,
  /** Font sizes differ by at most this share. */
  wrapSize: 0.1,
  /** A gap this wide before a line's last item makes it right-aligned: such a line is never joined. */
  farItemGap: 2,
  /** A left column's right edge is its widest line's end when at least two lines end this close to
   * it and the gutter after it is at most `wrapGutter` body font sizes wide (text that fills the
   * column); otherwise the column is not joined. Other columns end where the page's left margin,
   * mirrored, says (or further right). */
  edgeSupport: 1.5,
  /** Lines that must end near a full-width or right column's edge for it to count (see `supportedEdge`). */
  edgeLines: 3,
  /** ...and it lies no further than this many body font sizes inside the page's mirrored left margin... */
  edgeSnap: 4,
  /** ...or the column it ends is at least this share of the page wide... */
  edgeMinWidth: 0.4,
  /** ...and at most this share of the lines (or one) end past it. */
  edgeOutliers: 0.05,
  wrapGutter: 5,
} as const;

const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3200-\u32ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/** Never at the start of a line (they stay with the character before a line break). */
const NO_BREAK_BEFORE = /[，。、；：！？）】》〉」』”’…·,.;:!?)\]}%]/u;
/** Full-width punctuation carries its own spacing: no space next to it when lines are joined. */
const CJK_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/u;
/** A bullet or a number that starts a list item (and, on its own, the text after it). */
const MARKER =
  /^(?:[•·●○◦▪▫■□◆◇►▸▶➢➤✓✔\-–—*+\uf0a7\uf0b7\uf0d8\uf076\uf0fc]|\d{1,2}[.．、)）](?!\d)|[（(]\d{1,2}[)）]|[\u2460-\u2473])\s*/u;
/** `MARKER`, and the enumeration comma a line may not start a new item with either. */
const STARTS_ITEM = new RegExp(`${MARKER.source}|^、`, 'u');
const DATE = String.raw`(?:19|20)\d{2}(?:\s*[./\-年]\s*\d{1,2}\s*月?)?`;
/** A line that ends with a date or a date range (a job's dates) is complete. */
const ENDS_WITH_DATE = new RegExp(
  String.raw`(?:${DATE}\s*[-–—~～至到]+\s*(?:${DATE}|至今|今|现在|present|now)|(?:19|20)\d{2}\s*[./\-年]\s*\d{1,2}\s*月?)$`,
  'iu',
);
/** A line that starts with a date starts an entry. */
const STARTS_WITH_DATE = /^(?:19|20)\d{2}\s*[./\-–—~～年至到]/u;
/** "电话：", "Email:": two of these in a row are two fields, not a wrap. */
const LABEL = /^[^\s:：]{2,8}[:：]/u;
const ENDS_SENTENCE = /[。！？；.!?;][”’"')）」』]*$/u;

/** Latin ligatures as the letters they join (before the line logic measures words). */
const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };
const LIGATURE = /[\ufb00-\ufb06]/gu;
/**
 * The "ti" ligature of Word's Calibri and similar fonts, as extraction mis-maps it: to the Bengali
 * letter ঞ (U+099E), to U+10019F (a private-use code, the glyph's ToUnicode) or, cut to 16 bits, to
 * Ɵ (U+019F). Only next to Latin letters ("funcঞon", "educaƟon"): a Bengali word stays as written.
 */
const TI_LIGATURE = /(?<=[A-Za-z])(?:\u099e|\u{10019f})|(?:\u099e|\u{10019f})(?=[a-z])|(?<=[a-z])\u019f(?=[a-z])/gu;

/** Ligatures and mis-mapped ligatures on a page as the letters they stand for. */
export function unligature(text: string): string {
  return text.replace(LIGATURE, (c) => LIGATURES[c] ?? c).replace(TI_LIGATURE, 'ti');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function isHorizontal(t: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0] = t;
  return a > 0 && d > 0 && Math.abs(b) <= a * 0.05 && Math.abs(c) <= d * 0.05;
}

function toBox(item: TPdfTextItem): TBox {
  const t = item.transform;
  const x0 = t[4] ?? 0;
  return {
    str: unligature(item.str),
    x0,
    x1: x0 + Math.max(0, item.width),
    y: t[5] ?? 0,
    size: Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height || 1,
    isSpace: item.str.trim() === '',
  };
}

/** Items into rows by baseline, top to bottom; each row's items left to right. */
function buildRows(boxes: TBox[]): TRow[] {
  const sorted = [...boxes].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const rows: TRow[] = [];
  let current: TRow | undefined;
  for (const box of sorted) {
    if (current && current.y - box.y <= LAYOUT_TUNING.baselineTolerance * Math.min(current.size, box.size)) {
      current.boxes.push(box);
      current.size = Math.max(current.size, box.size);
    } else {
      current = { y: box.y, size: box.size, boxes: [box] };
      rows.push(current);
    }
  }
  for (const row of rows) row.boxes.sort((a, b) => a.x0 - b.x0);
  // A row of nothing but spaces carries no text.
  return rows.filter((row) => row.boxes.some((b) => !b.isSpace));
}

/** One line's items joined: a space where the source has one or the gap is wide, none inside CJK. */
function joinBoxes(boxes: TBox[]): string {
  let out = '';
  let prev: TBox | undefined;
  let hasSpaceItem = false;
  for (const box of boxes) {
    if (box.isSpace) {
      if (prev) hasSpaceItem = true;
      continue;
    }
    if (prev) {
      // Fake bold: the same string drawn twice a hair apart.
      if (box.str === prev.str && Math.abs(box.x0 - prev.x0) < 0.2 * box.size) continue;
      const gap = box.x0 - prev.x1;
      const size = Math.max(prev.size, box.size);
      const left = CJK.test(prev.str.at(-1) ?? '');
      const right = CJK.test(box.str[0] ?? '');
      const limit =
        left && right
          ? LAYOUT_TUNING.spaceGapCjk
          : left || right
            ? LAYOUT_TUNING.spaceGapMixed
            : LAYOUT_TUNING.spaceGap;
      if (!/\s$/.test(out) && !/^\s/.test(box.str) && (hasSpaceItem || gap > limit * size)) out += ' ';
    }
    out += box.str;
    prev = box;
    hasSpaceItem = false;
  }
  return out.replace(/[ \t]{2,}/g, ' ').trim();
}

/** Each character's width in a box: CJK characters an em, the others sharing the rest. */
function charWidths(box: TBox): { char: string; width: number }[] {
  const chars = [...box.str];
  const total = box.x1 - box.x0;
  const wide = chars.filter((c) => CJK.test(c)).length;
  const narrow = chars.length - wide;
  let wideWidth = box.size;
  let narrowWidth = narrow ? (total - wide * box.size) / narrow : 0;
  if (narrow === 0) wideWidth = total / Math.max(1, wide);
  // Condensed text: every character the same share.
  else if (narrowWidth < 0) wideWidth = narrowWidth = total / chars.length;
  return chars.map((char) => ({ char, width: CJK.test(char) ? wideWidth : narrowWidth }));
}

/** Where the text after a leading bullet or number starts. */
function textStart(boxes: TBox[]): number {
  const first = boxes[0]!;
  const marker = MARKER.exec(first.str)?.[0];
  if (!marker) return first.x0;
  if (marker.length === first.str.length) return boxes[1]?.x0 ?? first.x0;
  const widths = charWidths(first);
  return first.x0 + widths.slice(0, [...marker].length).reduce((sum, c) => sum + c.width, 0);
}

/** The width of the line's first unbreakable piece, across items that touch. */
function firstWordWidth(boxes: TBox[]): number {
  let width = 0;
  let isCjk: boolean | undefined;
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    if (i > 0 && box.x0 - boxes[i - 1]!.x1 > 0.1 * box.size) break;
    for (const { char, width: w } of charWidths(box)) {
      if (/\s/u.test(char)) return width;
      if (isCjk === undefined) isCjk = CJK.test(char) && !NO_BREAK_BEFORE.test(char);
      // After a CJK character only punctuation that may not start a line; a word ends at CJK text.
      else if (!NO_BREAK_BEFORE.test(char) && (isCjk || CJK.test(char))) return width;
      width += w;
      if (!isCjk && char === '-') return width;
    }
  }
  return width;
}

function toLine(boxes: TBox[]): TLine | undefined {
  const text = boxes.filter((b) => !b.isSpace);
  if (text.length === 0) return undefined;
  const last = text.at(-1)!;
  const beforeLast = text.at(-2);
  return {
    text: joinBoxes(boxes),
    y: text.reduce((sum, b) => sum + b.y, 0) / text.length,
    size: Math.max(...text.map((b) => b.size)),
    x0: text[0]!.x0,
    x1: Math.max(...text.map((b) => b.x1)),
    textX: textStart(text),
    firstWord: firstWordWidth(text),
    hasFarItem:
      beforeLast !== undefined &&
      last.x0 - beforeLast.x1 > LAYOUT_TUNING.farItemGap * Math.max(last.size, beforeLast.size),
  };
}

/** The y gaps between consecutive rows, in body font sizes; their median says how dense a column is. */
function medianGap(ys: number[], bodySize: number): number {
  if (ys.length < 2) return Infinity;
  return median(ys.slice(1).map((y, i) => (ys[i]! - y) / bodySize));
}

/**
 * The vertical band that the fewest rows cross (at most a quarter of them), at least a gutter wide,
 * with a real column of text on each side; undefined for a one-column page.
 */
function findGutter(rows: TRow[], pageWidth: number, bodySize: number): TGutter | undefined {
  if (rows.length < LAYOUT_TUNING.minRowsForColumns) return undefined;
  let lo = Infinity;
  let hi = -Infinity;
  for (const row of rows)
    for (const b of row.boxes)
      if (!b.isSpace) {
        lo = Math.min(lo, b.x0);
        hi = Math.max(hi, b.x1);
      }
  lo = Math.floor(lo);
  const bins = Math.ceil(hi) - lo;
  if (!(bins > 0) || bins > 20_000) return undefined;

  // Which rows cover each 1-pt bin (each list ascending, no repeats).
  const cover: number[][] = Array.from({ length: bins }, () => []);
  rows.forEach((row, r) => {
    for (const b of row.boxes) {
      if (b.isSpace) continue;
      const end = Math.min(bins, Math.ceil(b.x1) - lo);
      for (let i = Math.max(0, Math.floor(b.x0) - lo); i < end; i++) {
        const list = cover[i]!;
        if (list.at(-1) !== r) list.push(r);
      }
    }
  });
  // Runs of bins crossed by the same rows.
  const segments: { start: number; end: number; rows: number[] }[] = [];
  for (let i = 0; i < bins; i++) {
    const last = segments.at(-1);
    const list = cover[i]!;
    if (last && last.rows.length === list.length && last.rows.every((r, k) => r === list[k])) last.end = i + 1;
    else segments.push({ start: i, end: i + 1, rows: list });
  }

  const maxCrossing = Math.floor(rows.length * LAYOUT_TUNING.maxCrossingShare);
  let best: (TGutter & { width: number }) | undefined;
  for (let s = 0; s < segments.length; s++) {
    const seg = segments[s]!;
    if (seg.rows.length > maxCrossing) continue;
    if (best && seg.rows.length > best.crossing.size) continue;
    const crossing = new Set(seg.rows);
    // Widen the band while no further row crosses it.
    let a = s;
    let z = s;
    while (a > 0 && segments[a - 1]!.rows.every((r) => crossing.has(r))) a--;
    while (z < segments.length - 1 && segments[z + 1]!.rows.every((r) => crossing.has(r))) z++;
    const x0 = lo + segments[a]!.start;
    const x1 = lo + segments[z]!.end;
    const width = x1 - x0;
    const mid = (x0 + x1) / 2;
    if (width < LAYOUT_TUNING.minGutter * bodySize) continue;
    if (mid < pageWidth * LAYOUT_TUNING.gutterEdge || mid > pageWidth * (1 - LAYOUT_TUNING.gutterEdge)) continue;
    if (best && seg.rows.length === best.crossing.size && width <= best.width) continue;

    const leftYs: number[] = [];
    const rightYs: number[] = [];
    rows.forEach((row, r) => {
      if (crossing.has(r)) return;
      const text = row.boxes.filter((b) => !b.isSpace);
      if (text.some((b) => b.x1 <= mid)) leftYs.push(row.y);
      if (text.some((b) => b.x0 >= mid)) rightYs.push(row.y);
    });
    const isColumn = (ys: number[]) =>
      ys.length >= LAYOUT_TUNING.minColumnRows && medianGap(ys, bodySize) <= LAYOUT_TUNING.maxColumnLineGap;
    if (!isColumn(leftYs) || !isColumn(rightYs)) continue;
    best = { x0, x1, crossing, width };
  }
  return best && { x0: best.x0, x1: best.x1, crossing: best.crossing };
}

/**
 * Blocks of lines in reading order: runs of rows that cross the gutter stay in place as one block;
 * each run between them gives its left column, then its right one. A run with text on one side only
 * (a name above a sidebar) is not two columns and joins the full-width rows around it.
 */
function orderBlocks(rows: TRow[], gutter: TGutter | undefined): TBlock[] {
  const lines = (list: (TLine | undefined)[]) => list.filter((l): l is TLine => l !== undefined);
  if (!gutter) return [{ side: 'full', lines: lines(rows.map((row) => toLine(row.boxes))) }];
  const mid = (gutter.x0 + gutter.x1) / 2;
  const center = (b: TBox) => (b.x0 + b.x1) / 2;
  const runs: { isRegion: boolean; rows: TRow[] }[] = [];
  rows.forEach((row, r) => {
    const isRegion = !gutter.crossing.has(r);
    const last = runs.at(-1);
    if (last?.isRegion === isRegion) last.rows.push(row);
    else runs.push({ isRegion, rows: [row] });
  });
  const blocks: TBlock[] = [];
  let full: TLine[] = [];
  for (const run of runs) {
    const left = lines(run.rows.map((row) => toLine(row.boxes.filter((b) => center(b) < mid))));
    const right = lines(run.rows.map((row) => toLine(row.boxes.filter((b) => center(b) >= mid))));
    if (!run.isRegion || left.length === 0 || right.length === 0) {
      full.push(...lines(run.rows.map((row) => toLine(row.boxes))));
      continue;
    }
    if (full.length) blocks.push({ side: 'full', lines: full });
    full = [];
    blocks.push({ side: 'left', lines: left }, { side: 'right', lines: right });
  }
  if (full.length) blocks.push({ side: 'full', lines: full });
  return blocks;
}

/**
 * The right edge most lines reach: the furthest line end that `LAYOUT_TUNING.edgeLines` lines reach
 * within `edgeSupport` font sizes (lines that wrapped, right-aligned dates). A line that sticks out
 * past it alone (a long link, an overfull line) does not move it; undefined without such support.
 */
function supportedEdge(lines: TLine[]): number | undefined {
  const ends = lines.map((l) => ({ x1: l.x1, size: l.size })).sort((a, b) => b.x1 - a.x1);
  for (const end of ends) {
    const reaching = ends.filter((e) => e.x1 <= end.x1 + 0.01 && e.x1 >= end.x1 - LAYOUT_TUNING.edgeSupport * e.size);
    if (reaching.length >= LAYOUT_TUNING.edgeLines) return end.x1;
  }
  return undefined;
}

/**
 * Where each side's lines wrap. A left column: its widest line's end, if the text evidently fills
 * the column (see `LAYOUT_TUNING.edgeSupport`). Full-width lines and a right column: the page's left
 * margin mirrored, or the widest line's end if that is further right.
 */
function findEdges(blocks: TBlock[], pageWidth: number, bodySize: number): Map<TSide, number> {
  const all = blocks.flatMap((b) => b.lines);
  const edges = new Map<TSide, number>();
  if (all.length === 0) return edges;
  const mirrored = pageWidth - Math.min(...all.map((l) => l.x0));
  const sideLines = (side: TSide) => blocks.filter((b) => b.side === side).flatMap((b) => b.lines);
  for (const side of ['full', 'right'] as const) {
    const list = sideLines(side);
    if (!list.length) continue;
    // Lines that end together far inside the mirrored margin are short lines, not an edge.
    const supported = supportedEdge(list);
    const left = Math.min(...list.map((l) => l.x0));
    // A wide column (a right margin wider than the left one), or an edge near the mirrored margin;
    // and past it at most one line in twenty (a link, an overfull line), never the body of the text.
    const isEdge =
      supported !== undefined &&
      (supported >= mirrored - LAYOUT_TUNING.edgeSnap * bodySize ||
        supported - left >= LAYOUT_TUNING.edgeMinWidth * pageWidth) &&
      list.filter((l) => l.x1 > supported + LAYOUT_TUNING.edgeSupport * l.size).length <=
        Math.max(1, list.length * LAYOUT_TUNING.edgeOutliers);
    edges.set(side, isEdge ? supported : Math.max(mirrored, ...list.map((l) => l.x1)));
  }
  const left = sideLines('left');
  const right = sideLines('right');
  if (left.length && right.length) {
    const edge = Math.max(...left.map((l) => l.x1));
    const reaching = left.filter((l) => l.x1 >= edge - LAYOUT_TUNING.edgeSupport * l.size).length;
    const gutter = Math.min(...right.map((l) => l.x0)) - edge;
    if (reaching >= 2 && gutter <= LAYOUT_TUNING.wrapGutter * bodySize) edges.set('left', edge);
  }
  return edges;
}

/** Baseline distance over the smaller font size. */
function lineRatio(upper: TLine, lower: TLine): number {
  return (upper.y - lower.y) / Math.min(upper.size, lower.size);
}

/**
 * Whether `lower` continues `upper`, a line the renderer wrapped: the same font size, the usual
 * line spacing (`spacing`: the block's tightest), `lower` starting under `upper`'s text (a hanging
 * indent: under the text after a bullet, not under the bullet), `upper` ending so close to the column's right edge that `lower`'s first word did
 * not fit, and nothing that marks a line as complete or a new item: sentence-final punctuation, a
 * date at the end or the start, a right-aligned item, a bullet or number, two "label：" fields.
 */
function continues(upper: TLine, lower: TLine, edge: number, spacing: number): boolean {
  const em = upper.size;
  if (Math.abs(upper.size - lower.size) > LAYOUT_TUNING.wrapSize * Math.max(upper.size, lower.size)) return false;
  if (lineRatio(upper, lower) > spacing * LAYOUT_TUNING.wrapSpacing) return false;
  // Under the text, so after a bullet under the text after it: a line under the bullet is a new one.
  // Where the text after a bullet starts is an estimate when both share one item (justified text
  // spreads the characters): anywhere right of the bullet up to that estimate counts.
  const hasMarker = upper.textX > upper.x0;
  const isUnder = hasMarker
    ? lower.x0 > upper.x0 + LAYOUT_TUNING.wrapAlign * em &&
      lower.x0 <= Math.max(upper.textX, upper.x0 + LAYOUT_TUNING.hangingIndent * em) + LAYOUT_TUNING.wrapAlign * em
    : Math.abs(lower.x0 - upper.textX) <= LAYOUT_TUNING.wrapAlign * em;
  if (!isUnder) return false;
  if (upper.hasFarItem || lower.hasFarItem) return false;
  if (ENDS_SENTENCE.test(upper.text) || ENDS_WITH_DATE.test(upper.text)) return false;
  if (STARTS_ITEM.test(lower.text) || STARTS_WITH_DATE.test(lower.text)) return false;
  if (LABEL.test(upper.text) && LABEL.test(lower.text)) return false;
  const room = /[:：]$/u.test(upper.text) ? LAYOUT_TUNING.wrapRoomAfterColon : LAYOUT_TUNING.wrapRoom;
  return edge - upper.x1 < lower.firstWord + room * em;
}

/**
 * Two wrapped lines' text as one: nothing between CJK characters or next to full-width punctuation,
 * a word broken at a hyphen made whole again ("devel-" + "opment"), a space otherwise.
 */
function joinWrapped(upper: string, lower: string): string {
  if (/[a-z]-$/u.test(upper) && /^[a-z]/u.test(lower)) return upper.slice(0, -1) + lower;
  if (/[\p{L}\p{N}]-$/u.test(upper)) return upper + lower;
  const a = upper.at(-1) ?? '';
  const b = lower[0] ?? '';
  const isTight = (CJK.test(a) && CJK.test(b)) || CJK_PUNCTUATION.test(a) || CJK_PUNCTUATION.test(b);
  return upper + (isTight ? '' : ' ') + lower;
}

/**
 * Lines joined; wrapped lines back into one; a blank line where the gap is clearly bigger than the
 * page's usual line spacing.
 */
function renderBlocks(blocks: TBlock[], edges: Map<TSide, number>): string {
  const ratios = blocks.flatMap(({ lines }) => lines.slice(1).map((line, i) => lineRatio(lines[i]!, line)));
  const usable = ratios.filter((r) => r >= 0.8);
  let threshold = Infinity;
  if (usable.length) {
    const least = Math.min(...usable);
    const spacing = median(usable.filter((r) => r <= least * 1.2));
    threshold = Math.max(spacing * 1.3, spacing + 0.4);
  }
  return blocks
    .map(({ side, lines }) => {
      const edge = edges.get(side);
      // The block's tightest line spacing, between lines of one size: that of a wrapped paragraph.
      const tight = lines.slice(1).flatMap((line, i) => {
        const upper = lines[i]!;
        const ratio = lineRatio(upper, line);
        const isSameSize = Math.abs(line.size - upper.size) <= LAYOUT_TUNING.wrapSize * upper.size;
        return isSameSize && ratio >= 0.8 ? [ratio] : [];
      });
      const spacing = tight.length ? Math.min(...tight) : Infinity;
      let out = '';
      lines.forEach((line, i) => {
        const prev = lines[i - 1];
        if (!prev) {
          out = line.text;
          return;
        }
        const isBreak = lineRatio(prev, line) > threshold;
        if (!isBreak && edge !== undefined && continues(prev, line, edge, spacing)) {
          out = joinWrapped(out, line.text);
          return;
        }
        // A heading (a bigger font than the line after it) stays with what it heads.
        const isHeading = prev.size >= line.size * 1.1;
        out += (isBreak && !isHeading ? '\n\n' : '\n') + line.text;
      });
      return out;
    })
    .join('\n\n');
}

/** One page's text in reading order from its pdf.js text items; `pageWidth` in the items' units. */
export function layoutPageText(items: readonly TPdfTextItem[], pageWidth: number): string {
  const horizontal: TBox[] = [];
  let rotated = '';
  for (const item of items) {
    if (typeof item.str !== 'string' || item.str === '') continue;
    if (isHorizontal(item.transform)) horizontal.push(toBox(item));
    else rotated += item.str + (item.hasEOL ? '\n' : '');
  }
  const rows = buildRows(horizontal);
  const sizes = rows.flatMap((row) => row.boxes.filter((b) => !b.isSpace).map((b) => b.size));
  const body = sizes.length ? median(sizes) : 12;
  const blocks = orderBlocks(rows, findGutter(rows, pageWidth, body));
  // Again over the page: a ligature drawn as an item of its own ("func", "ঞ", "on").
  const text = unligature(renderBlocks(blocks, findEdges(blocks, pageWidth, body)));
  // Rotated or vertical text (a stamp, a vertical label) goes after the page's text, in file order.
  return [text, rotated.trim()].filter(Boolean).join('\n\n');
}
