import { segmentTagged } from '../../../text/index.ts';
import type { TContext } from './context.ts';

/**
 * The kind an advert puts right before what it asks (「进口」单证, 「冷链」仓储, 「高压」电工证), where
 * the resume shows the thing and only the opposite kind (出口, 常温, 低压): the item is shown for
 * another kind, so it is partial at most, whatever the rest of its words add up to. Only named
 * opposites count: a kind merely not written (房地产 for a resume of 楼盘 and 置业顾问) may be
 * said in other words, and is no evidence of another kind.
 */

/** Kinds that exclude each other, both ways. */
const OPPOSITE_KINDS: readonly (readonly [string, string])[] = [
  ['进口', '出口'],
  ['冷链', '常温'],
  ['高压', '低压'],
  ['新房', '二手房'],
  ['内销', '外销'],
  ['直营', '加盟'],
  ['境内', '境外'],
  ['线上', '线下'],
];
const OPPOSITE = new Map(OPPOSITE_KINDS.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));

interface TSpan {
  word: string;
  start: number;
  end: number;
  tag: string;
}

/** The item's words with where they stand (jieba drops punctuation; the order is kept). */
function spansOf(text: string): TSpan[] {
  const out: TSpan[] = [];
  let at = 0;
  for (const { word, tag } of segmentTagged(text)) {
    const start = text.indexOf(word, at);
    if (start < 0) continue;
    out.push({ word, start, end: start + word.length, tag });
    at = start + word.length;
  }
  return out;
}

/**
 * The kind the item asks of something the resume shows, where the resume names only the opposite
 * kind: { kind: '进口', other: '出口', head: '单证' }. None when the resume has the kind asked too,
 * or when any thing asked is shown of a kind the resume does not oppose. `found` gives the spans
 * of the item's words and skills the resume shows.
 */
export function missingKind(
  ctx: TContext,
  clean: string,
  found: readonly { start: number; end: number; text: string }[],
): { kind: string; other: string; head: string } | null {
  if (!found.length) return null;
  const text = ctx.text;
  let missing: { kind: string; other: string; head: string } | null = null;
  for (const head of found) {
    const before = spansOf(clean).find((s) => s.end === head.start);
    const other = before && OPPOSITE.get(before.word);
    if (!before || !other) continue;
    if (text.includes(before.word) || !text.includes(other)) return null;
    missing ??= { kind: before.word, other, head: head.text };
  }
  return missing;
}
