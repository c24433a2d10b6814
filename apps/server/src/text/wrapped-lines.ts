/**
 * Lines a writer or a converter broke inside a sentence, joined back into the bullet they belong to
 * (issue 35): text pasted from a PDF into Word, a DOCX with a line break inside each paragraph, a
 * PDF the layout reader could not rejoin. Read from the text alone, by two signs:
 *
 * - sentence shape: the upper line stops mid-phrase (no sentence-final punctuation; a comma, a
 *   hyphen or a word such as "of", "with", "and" at its end) and the lower one goes on (a
 *   lowercase word, no bullet, number, date or "label：" at its start);
 * - width: the upper line is as wide as the widest lines of its list (a fixed wrap width, several
 *   lines reaching it), or it is a bullet that reaches it and the lower line carries no bullet.
 *
 * Separate bullets stay apart: a line that ends a sentence, a line that starts with a marker, a
 * date or a label, and a Chinese line that stops short of the wrap width are never joined.
 */

export interface TTextLine {
  text: string;
  /** Offsets of the text in the source; a joined line spans from the first one's start to the last one's end. */
  start: number;
  end: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
/** A bullet or a number that starts a list item. */
const MARKER =
  /^(?:[•·●○◦▪▫■□◆◇►▸▶➢➤✓✔→*+\ue000-\uf8ff]|[-–—](?=\s)|\d{1,2}\s*[.．、)）](?![\d.])|[（(]\d{1,2}[)）]|[\u2460-\u2473])/u;
const STARTS_WITH_DATE = /^(?:19|20)\d{2}(?:\s*[./\-–—~～年至到]|$)/u;
/** "技术栈：", "Environment:": a label opens a part of its own. */
const LABEL = /^[^\s:：，,。]{1,12}(?:\s[^\s:：，,。]{1,12}){0,2}\s*[:：]/u;
/** A line that ends here: sentence-final punctuation, or a colon before a list. */
const ENDS = /[。！？；;!?:：.][”’"')）」』]*$/u;
/** The upper line stops mid-phrase in Latin text: a comma, a hyphen, a slash, an ampersand or a function word. */
const LATIN_OPEN_END =
  /(?:[,\-–/&+]|(?<![A-Za-z])(?:a|an|the|of|to|in|on|at|by|for|from|with|into|onto|and|or|as|via|that|which|who|whose|using|including|such|than|over|under|between|across|through|per|its|their|our|my))$/iu;
/** The lower line goes on a sentence: a lowercase word (not a bullet or a date). */
const LATIN_GOES_ON = /^[a-z(]/u;
/** A line that ends with an e-mail address or a web address is a contact line, complete. */
const CONTACT_END = /(?:@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|www\.\S+|\.(?:com|cn|net|org|io|dev)(?:\/\S*)?)$/iu;
/** "Page 2 of 3", "第 2 页": a page's footer. */
const PAGE_MARK = /^(?:page\s+\d+(?:\s+of\s+\d+)?|第\s*\d+\s*页(?:\s*[/，,]?\s*共\s*\d+\s*页)?|\d+\s*\/\s*\d+)$/iu;
/** A year near the end of a line (its dates: "2013/---", "2019 – present"). */
const ENDS_WITH_YEAR = /(?:19|20)\d{2}(?:\s*[./\-–—~～年月]\s*\S{0,12})?$/u;
/** Full-width punctuation that carries its own spacing. */
const CJK_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/u;

/** Display width: CJK and full-width characters two, the others one. */
function width(text: string): number {
  let w = 0;
  for (const c of text) w += CJK.test(c) || CJK_PUNCTUATION.test(c) ? 2 : 1;
  return w;
}

export const WRAP_TUNING = {
  /** A line is as wide as the widest ones when it is within this share of the widest line's width
   * (or `fullSlack` display columns, one CJK character, if more)... */
  fullShare: 0.03,
  fullSlack: 2,
  /** ...and at least this many lines of the list are (a fixed wrap width, not bullets of a length). */
  fullLines: 3,
  /** Lists narrower than this (display width) are not looked at for a wrap width. */
  minWrapWidth: 24,
  /** A bullet that wrapped reaches at least this share of the widest line. */
  bulletShare: 0.8,
} as const;

const isItemStart = (text: string) => MARKER.test(text) || STARTS_WITH_DATE.test(text) || LABEL.test(text);

/** Two lines' text as one: no space between CJK characters or next to full-width punctuation. */
function join(upper: string, lower: string): string {
  if (/[a-z]-$/u.test(upper) && /^[a-z]/u.test(lower)) return upper.slice(0, -1) + lower;
  const a = upper.at(-1) ?? '';
  const b = lower[0] ?? '';
  const isTight = (CJK.test(a) || CJK_PUNCTUATION.test(a)) && (CJK.test(b) || CJK_PUNCTUATION.test(b));
  return upper + (isTight || CJK_PUNCTUATION.test(a) || CJK_PUNCTUATION.test(b) ? '' : ' ') + lower;
}

/**
 * Whether `lower` continues `upper` (see the file comment); `isBullet`: the item `upper` ends starts
 * with a marker; `full`: the list's wrap width, if it has one.
 */
function continues(
  upper: string,
  lower: string,
  isBullet: boolean,
  full: number | undefined,
  widest: number,
  tailAhead: boolean,
): boolean {
  if (isItemStart(lower) || ENDS.test(upper) || CONTACT_END.test(upper) || PAGE_MARK.test(lower)) return false;
  // "Mitotech LLC, Moscow, Russia, Team Lead 2013/---": a line that ends with its dates is a header.
  if (ENDS_WITH_YEAR.test(upper)) return false;
  const last = upper.at(-1) ?? '';
  const first = lower[0] ?? '';
  if (/[A-Za-z0-9,\-–/&+]/u.test(last) && !CJK.test(first)) {
    return LATIN_GOES_ON.test(lower) || LATIN_OPEN_END.test(upper);
  }
  // Chinese: only a line that ran to the wrap width, and never before a line of its own kind that
  // could stand alone as a short heading in a list of bullets. A Chinese line may stop on a figure
  // or a Latin word ("单机 QPS 从 8000" / "提升到 15000").
  const chineseLine = CJK.test(upper);
  if (
    !(CJK.test(last) || /[，、,（(“]/u.test(last) || (chineseLine && /[A-Za-z0-9%]/u.test(last))) ||
    !(CJK.test(first) || /[A-Za-z0-9（(“]/u.test(first))
  )
    return false;
  const w = width(upper);
  // Unmarked lines of one width are a wrapped paragraph only when a shorter line ends the run (its
  // tail); a list of unmarked bullets of about one length has none.
  if (full !== undefined && w >= full && (isBullet || tailAhead)) return true;
  return isBullet && widest >= WRAP_TUNING.minWrapWidth && w >= widest * WRAP_TUNING.bulletShare;
}

/**
 * The lines with wrapped ones joined back (see the file comment). Lines are given trimmed, in
 * order, as one list (an entry's body, a section's lines).
 */
export function rejoinWrappedLines<T extends TTextLine>(
  lines: readonly T[],
  /** The source text between two lines (by their offsets): lines that were not next to each other never join. */
  between?: (upper: T, lower: T) => string,
): T[] {
  if (lines.length < 2) return [...lines];
  const widths = lines.map((l) => width(l.text));
  const widest = Math.max(...widths);
  const threshold = widest - Math.max(WRAP_TUNING.fullSlack, widest * WRAP_TUNING.fullShare);
  const fullCount = widths.filter((w) => w >= threshold).length;
  const full = widest >= WRAP_TUNING.minWrapWidth && fullCount >= WRAP_TUNING.fullLines ? threshold : undefined;
  /** Whether the run of full-width lines from `i` on ends in a shorter line before the next item. */
  const tailAhead = (i: number): boolean => {
    if (full === undefined) return false;
    for (let j = i; j < lines.length; j++) {
      if (isItemStart(lines[j]!.text)) return false;
      if (widths[j]! < full) return true;
    }
    return false;
  };
  const out: T[] = [];
  lines.forEach((line, i) => {
    const prev = out.at(-1);
    // The upper line's own width decides, not that of what it was joined into.
    const adjacent = i > 0 && (!between || /^\s*$/u.test(between(lines[i - 1]!, line)));
    if (
      prev &&
      adjacent &&
      continues(lines[i - 1]!.text, line.text, MARKER.test(prev.text), full, widest, tailAhead(i))
    ) {
      out[out.length - 1] = { ...prev, text: join(prev.text, line.text), end: line.end };
    } else out.push(line);
  });
  return out;
}
