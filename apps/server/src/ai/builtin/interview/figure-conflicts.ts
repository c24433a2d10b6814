import { parseChineseNumber } from '../../../text/index.ts';
import { fold } from './terms.ts';
import { otherFigure, type TSwapped } from './source-credit.ts';

/**
 * Another figure for the same quantity anywhere in the reference answer (issue 33): the reference
 * says 「bigint 的 8 字节」, the answer 「bigint 才 4 个字节」; 「至少一个从库收到日志」 against 「至少等两个从库
 * 收到日志」; 「默认缓存 -128 到 127」 against 「-128 到 255」. The key-point check reads only the clauses
 * its points come from; this reads every sentence, and only where the quantity is pinned down on
 * both sides: the same unit and the same words after it (what is counted), or the same Latin name
 * right before it, or the same start of a range. A figure the reference also says (anywhere, with
 * that unit) is never wrong, nor one given as an example (比如 / 例如), nor a version (Java 8).
 */

/** Units a quantity is counted in; a figure without one is read only as the end of a range. */
const UNIT =
  '个字节|字节|bytes?|kb|mb|gb|tb|ms|毫秒|秒|分钟|小时|天|个|次|位|层|倍|条|台|种|步|路|级|bit|比特|%|度|核|线程|副本|节点';
const NUMBER = String.raw`\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+`;
const MENTION = new RegExp(`(${NUMBER})\\s*(${UNIT})`, 'g');
/** 「-128 到 127」: a range's end, read with its start. */
const RANGE = new RegExp(String.raw`(-?\d+(?:\.\d+)?)\s*(?:到|至|~|～|-)\s*(-?\d+(?:\.\d+)?)`, 'g');
/** The most figures read on each side. */
const MAX_MENTIONS = 120;
const EXAMPLE = /比如|例如|假如|假设|如果|举个例子|举例/;

interface TMention {
  value: number;
  unit: string;
  /** Up to 8 characters before the figure, in its clause. */
  before: string;
  /** Up to 8 characters after the unit, in its clause. */
  after: string;
  clause: string;
  /** The clause as written. */
  written: string;
  /** The figure with a few characters around it (folded, as the answer is read). */
  raw: string;
}

/** Back to the start of a Latin word the cut fell inside (「bigint 才 4 个字节」, not 「t 才 4 个字节」). */
function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && /[a-z0-9]/i.test(text[i - 1]!) && /[a-z0-9]/i.test(text[i]!)) i--;
  return i;
}

/** Where a quote of a figure starts: at the Latin name it belongs to, else four characters before. */
function rawStart(clause: string, start: number): number {
  const from = wordStart(clause, Math.max(0, start - 8));
  const before = clause.slice(from, start);
  const name = latinBefore(before);
  return name ? from + before.lastIndexOf(name) : wordStart(clause, Math.max(0, start - 4));
}

const unitOf = (u: string) => (u === '个字节' || /^bytes?$/.test(u) ? '字节' : u);

/** Clauses folded for reading, each with its words as written (a quote is verbatim). */
function clausesOf(text: string): { clause: string; written: string }[] {
  return text
    .split(/[，,；;。！？!?\n]/)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((written) => ({ clause: fold(written), written }));
}

function mentionsOf(text: string): TMention[] {
  const out: TMention[] = [];
  for (const { clause, written } of clausesOf(text)) {
    for (const m of clause.matchAll(MENTION)) {
      const start = m.index;
      const end = start + m[0].length;
      // A version (jdk8, http/2, java 8 起) or part of a longer number or name is no count, nor an
      // ordinal (第三次握手).
      if (/[a-z0-9./_-]$/i.test(clause.slice(0, start)) || /第\s*$/.test(clause.slice(0, start))) continue;
      const value = parseChineseNumber(m[1]!);
      if (!Number.isFinite(value)) continue;
      out.push({
        value,
        unit: unitOf(m[2]!),
        before: clause.slice(wordStart(clause, Math.max(0, start - 8)), start),
        after: clause.slice(end, end + 8),
        clause,
        written,
        raw: clause.slice(rawStart(clause, start), end + 6).trim(),
      });
    }
  }
  return out;
}

/** The words of a window: Latin words and two-character Chinese runs (的 and spaces left out). */
function tokensOf(window: string): Set<string> {
  const t = window.replace(/[的了是为有就才要等]/g, '');
  const out = new Set<string>(t.match(/[a-z][a-z0-9+#.]*/g) ?? []);
  const cjk = t.replace(/[^\u4e00-\u9fff]/g, '');
  for (let i = 0; i + 1 < cjk.length; i++) out.add(cjk.slice(i, i + 2));
  return out;
}
const shared = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;
/** The Latin name right before a figure, up to three Chinese characters away (bigint 只占 8 字节 → bigint), or ''. */
const latinBefore = (before: string) =>
  /([a-z][a-z0-9+#]*)\s*(?:[\u4e00-\u9fff]{0,3}|[=:：])\s*$/.exec(before)?.[1] ?? '';

/** What a figure counts: the first word after its unit (「两个从库收到」 → 从库), or ''. */
function headOf(after: string): string {
  const t = after.replace(/^[\s的了就才要等:：]+/, '');
  return /^[a-z][a-z0-9+#]*/.exec(t)?.[0] ?? /^[\u4e00-\u9fff]{2}/.exec(t)?.[0] ?? '';
}

function sameQuantity(a: TMention, b: TMention): boolean {
  if (a.unit !== b.unit) return false;
  const name = latinBefore(a.before);
  if (name && name === latinBefore(b.before)) return true;
  // What is counted, after the unit, on both sides: 「至少一个从库收到日志」 and 「至少等两个从库收到
  // 日志」; not 「三个线程」 and 「一个收发线程」 (one of the three), whose first words differ.
  const [ha, hb] = [headOf(a.after), headOf(b.after)];
  return (
    !!ha && !!hb && b.after.includes(ha) && a.after.includes(hb) && shared(tokensOf(a.after), tokensOf(b.after)) >= 2
  );
}

/** Every conflicting figure: what the answer said, and the reference's sentence it contradicts. */
export function figureConflicts(answer: string, reference: string, asked: ReadonlySet<string> = new Set()): TSwapped[] {
  // Bounded: a hostile answer of 10,000 figures is read for its first ones only.
  const ref = mentionsOf(reference)
    .filter((m) => !EXAMPLE.test(m.before))
    .slice(0, MAX_MENTIONS);
  const said = mentionsOf(answer)
    .filter((m) => !EXAMPLE.test(m.before) && !EXAMPLE.test(m.clause.slice(0, 6)))
    .slice(0, MAX_MENTIONS);
  const out: TSwapped[] = [];
  const seen = new Set<string>();
  for (const s of said) {
    // 一 is mostly an article (一个节点, 加一次锁): it counts only where what it counts is pinned
    // down, which sameQuantity asks of every figure.
    for (const r of ref) {
      if (r.value === s.value || !sameQuantity(r, s)) continue;
      // The answer's figure is the reference's for this quantity elsewhere, or the reference's
      // figure is said too: then the two are about different things.
      if (ref.some((x) => x.value === s.value && sameQuantity(x, s))) continue;
      if (said.some((x) => x.value === r.value && sameQuantity(x, r))) continue;
      const key = `${s.value}${s.unit}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: 'number', said: s.raw, expected: r.written });
    }
  }
  // A range with the same start and another end: 「缓存 -128 到 127」 against 「-128 到 255」.
  const ranges = (text: string) =>
    clausesOf(text).flatMap(({ clause, written }) =>
      [...clause.matchAll(RANGE)].map((m) => ({
        from: Number(m[1]),
        to: Number(m[2]),
        clause,
        written,
        at: m.index,
        raw: m[0],
      })),
    );
  const refRanges = ranges(reference).slice(0, MAX_MENTIONS);
  const saidRanges = ranges(answer).slice(0, MAX_MENTIONS);
  for (const s of saidRanges) {
    if (EXAMPLE.test(s.clause.slice(0, s.at))) continue;
    const r = refRanges.find((x) => x.from === s.from && x.to !== s.to && x.from !== x.to);
    if (!r || refRanges.some((x) => x.to === s.to) || saidRanges.some((x) => x.to === r.to)) continue;
    // The same thing ranged: the clauses share words besides the figures (默认缓存, 知名端口).
    if (shared(tokensOf(s.clause), tokensOf(r.clause)) < 2) continue;
    const key = `${s.from}-${s.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ kind: 'number', said: s.raw, expected: r.written });
  }
  // A figure right after the word it quantifies (负载因子 0.75, 默认容量 16), in every clause of the
  // reference: the key-point check's own rule (otherFigure), read beyond the key points' clauses.
  const folded = fold(answer).replace(/\s+/g, ' ');
  const counted = clausesOf(reference).filter(({ clause }) => /[\d一二两三四五六七八九十百千]/.test(clause));
  for (const { clause, written } of counted.slice(0, MAX_MENTIONS)) {
    const wrong = otherFigure(folded, clause, asked);
    if (!wrong || seen.has(wrong.said)) continue;
    seen.add(wrong.said);
    out.push({ ...wrong, expected: written });
  }
  return out;
}
