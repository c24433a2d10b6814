import { ICON_GLYPHS } from '../resume-headings.ts';
import { rejoinWrappedLines } from '../wrapped-lines.ts';
import { stripBullet } from './lexicon.ts';

/**
 * The lines of the text being parsed, with their offsets in it; and the state of one synchronous
 * `parseResume` call that rejoining wrapped lines reads.
 */

/** Set for the length of one synchronous `parseResume` call (see `TParseResumeOptions.rejoinWrapped`). */
let rejoinWrapped = true;
/** The text being parsed (line offsets point into it), for the same call. */
let parsing = '';

/** Starts or ends the `rejoinWrapped` setting of a `parseResume` call. */
export function setRejoinWrapped(value: boolean): void {
  rejoinWrapped = value;
}

/** Starts or ends the text of a `parseResume` call. */
export function setParsing(source: string): void {
  parsing = source;
}

export interface TLine {
  text: string;
  /** Offsets of the trimmed text in the input. */
  start: number;
  end: number;
}

export function toLines(text: string): TLine[] {
  const out: TLine[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ text: trimmed, start: offset + lead, end: offset + lead + trimmed.length });
    offset += raw.length + 1;
  }
  return out;
}

const ICON_OR_SPACE = new RegExp(`^(?:${ICON_GLYPHS.source}|\\s)$`, 'u');

/** The line without the icon glyphs at its ends ("\uf0b1 Experience" → "Experience"). */
export function trimIcons(line: TLine): TLine {
  const chars = Array.from(line.text);
  let lead = 0;
  let trail = chars.length;
  while (lead < trail && ICON_OR_SPACE.test(chars[lead]!)) lead++;
  while (trail > lead && ICON_OR_SPACE.test(chars[trail - 1]!)) trail--;
  if (lead === 0 && trail === chars.length) return line;
  const start = chars.slice(0, lead).join('').length;
  const text = chars.slice(lead, trail).join('');
  return { text, start: line.start + start, end: line.start + start + text.length };
}

export const isLabelOnly = (text: string) => /^[^:：]{1,30}[:：]$/.test(text);

/** The source text between two lines (by their offsets): lines that were not next to each other never join. */
const betweenLines = (a: TLine, b: TLine) => (b.start >= a.end ? parsing.slice(a.end, b.start) : 'x');

/** Lines with those a writer or converter wrapped inside a sentence joined back (wrapped-lines.ts). */
export const rejoined = (lines: TLine[]): TLine[] => (rejoinWrapped ? rejoinWrappedLines(lines, betweenLines) : lines);

export function bodyLines(body: TLine[]): string[] {
  const out: string[] = [];
  for (const line of rejoined(body)) {
    const text = stripBullet(line.text).text;
    if (!text || isLabelOnly(text) || !/[\p{L}\p{N}]/u.test(text)) continue;
    out.push(text);
  }
  return out;
}
