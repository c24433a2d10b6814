/**
 * Reads one PDF page's text items in reading order: items grouped into lines by baseline, lines
 * split at a column gutter (left column top to bottom, then the right one; lines that cross the
 * gutter, such as a title above the columns, stay in place), blank lines where the vertical gap is
 * clearly bigger than the line spacing. Pure: it takes pdf.js items and returns text.
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
} as const;

const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3200-\u32ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

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
    str: item.str,
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

function toLine(boxes: TBox[]): TLine | undefined {
  const text = boxes.filter((b) => !b.isSpace);
  if (text.length === 0) return undefined;
  return {
    text: joinBoxes(boxes),
    y: text.reduce((sum, b) => sum + b.y, 0) / text.length,
    size: Math.max(...text.map((b) => b.size)),
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
function orderBlocks(rows: TRow[], gutter: TGutter | undefined): TLine[][] {
  const lines = (list: (TLine | undefined)[]) => list.filter((l): l is TLine => l !== undefined);
  if (!gutter) return [lines(rows.map((row) => toLine(row.boxes)))];
  const mid = (gutter.x0 + gutter.x1) / 2;
  const center = (b: TBox) => (b.x0 + b.x1) / 2;
  const runs: { isRegion: boolean; rows: TRow[] }[] = [];
  rows.forEach((row, r) => {
    const isRegion = !gutter.crossing.has(r);
    const last = runs.at(-1);
    if (last?.isRegion === isRegion) last.rows.push(row);
    else runs.push({ isRegion, rows: [row] });
  });
  const blocks: TLine[][] = [];
  let full: TLine[] = [];
  for (const run of runs) {
    const left = lines(run.rows.map((row) => toLine(row.boxes.filter((b) => center(b) < mid))));
    const right = lines(run.rows.map((row) => toLine(row.boxes.filter((b) => center(b) >= mid))));
    if (!run.isRegion || left.length === 0 || right.length === 0) {
      full.push(...lines(run.rows.map((row) => toLine(row.boxes))));
      continue;
    }
    if (full.length) blocks.push(full);
    full = [];
    blocks.push(left, right);
  }
  if (full.length) blocks.push(full);
  return blocks;
}

/** Lines joined; a blank line where the gap is clearly bigger than the page's usual line spacing. */
function renderBlocks(blocks: TLine[][]): string {
  // Baseline distance over the smaller font size, for each pair of consecutive lines.
  const ratio = (upper: TLine, lower: TLine) => (upper.y - lower.y) / Math.min(upper.size, lower.size);
  const ratios = blocks.flatMap((block) => block.slice(1).map((line, i) => ratio(block[i]!, line)));
  const usable = ratios.filter((r) => r >= 0.8);
  let threshold = Infinity;
  if (usable.length) {
    const least = Math.min(...usable);
    const spacing = median(usable.filter((r) => r <= least * 1.2));
    threshold = Math.max(spacing * 1.3, spacing + 0.4);
  }
  return blocks
    .map((block) =>
      block
        .map((line, i) => {
          const prev = block[i - 1];
          if (!prev) return line.text;
          const isBreak = ratio(prev, line) > threshold;
          // A heading (a bigger font than the line after it) stays with what it heads.
          const isHeading = prev.size >= line.size * 1.1;
          return (isBreak && !isHeading ? '\n' : '') + line.text;
        })
        .join('\n'),
    )
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
  const text = renderBlocks(orderBlocks(rows, findGutter(rows, pageWidth, body)));
  // Rotated or vertical text (a stamp, a vertical label) goes after the page's text, in file order.
  return [text, rotated.trim()].filter(Boolean).join('\n\n');
}
