import { clipText } from '../../../text/index.ts';
import { fold } from './terms.ts';
import type { TSwapped } from './source-credit.ts';

/**
 * A property of one side of a comparison said of the other (issue 33): the question compares things
 * (String、StringBuilder 和 StringBuffer; 互斥锁和自旋锁), the reference says a property of one of them
 * that it says of no other (StringBuffer 的方法加了 synchronized), and the answer says it of another
 * and never of the first. Read clause by clause; a clause without a named side takes its sentence's
 * last one; a clause naming two sides says nothing of one alone.
 */

const COMPARED = /^(.{2,60}?)(?:之间)?(?:有(?:什么|哪些|何)|的|在.{0,12})?(?:区别|不同|异同|差异|对比|比较|分别)/;

/** The things a question compares, folded: 「互斥锁和自旋锁有什么区别」 → 互斥锁, 自旋锁. */
export function comparedThings(question: string): string[] {
  const q = fold(question).replace(/^(?:请|请你)?(?:说说|讲讲|谈谈|介绍一下|比较一下|对比一下)?/, '');
  const m = COMPARED.exec(q);
  if (!m) return [];
  const things = m[1]!
    .split(/、|，|,|\/|以及|和|与|跟|及|还是|vs\.?|对比/)
    .map((t) =>
      t
        .replace(/^(?:什么是|说说|java\s*中的?|的)/, '')
        .replace(/(?:这)?(?:两|三|几)(?:者|种|个)$/, '')
        .trim(),
    )
    .filter((t) => t.length >= 2 && t.length <= 20);
  return things.length >= 2 && new Set(things).size === things.length ? things : [];
}

/** A word that denies what follows it in the clause. */
const NEGATION = /不|没|非|无|未|别/;
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nameRe = (name: string) =>
  /^[a-z0-9]/.test(name) ? new RegExp(`(?<![a-z0-9])${escape(name)}(?![a-z0-9])`) : new RegExp(escape(name));

interface TClause {
  side: string | null;
  /** Every side the clause names (let 和 const 都…). */
  sides: string[];
  /** The side is named in the clause itself, not carried over from the one before. */
  named: boolean;
  tokens: Set<string>;
  text: string;
  written: string;
}

/** Words of a clause without the sides' names: Latin words and two-character Chinese runs. */
function tokensOf(text: string, names: readonly string[]): Set<string> {
  let t = text;
  for (const n of names) t = t.replace(new RegExp(nameRe(n).source, 'g'), ' ');
  const out = new Set<string>((t.match(/[a-z][a-z0-9+#._-]*/g) ?? []).filter((w) => w.length >= 3));
  for (const run of t.match(/[\u4e00-\u9fff]+/g) ?? [])
    for (let i = 0; i + 1 < run.length; i++) {
      const pair = run.slice(i, i + 2);
      // 更好, 能更: the words of a comparison, not of what is compared (并发性能更好 / 读性能更好).
      if (!/[更较]/.test(pair)) out.add(pair);
    }
  return out;
}

function clausesOf(text: string, names: readonly string[]): TClause[] {
  const out: TClause[] = [];
  for (const sentence of text.split(/[。；;！？!?\n]/)) {
    let side: string | null = null;
    for (const written of sentence.split(/[，,：:]/)) {
      const clause = fold(written).replace(/\s+/g, ' ').trim();
      if (!clause) continue;
      const named = names.filter((n) => nameRe(n).test(clause));
      if (named.length === 1) side = named[0]!;
      else if (named.length > 1) side = null;
      out.push({
        side: named.length > 1 ? null : side,
        sides: named,
        named: named.length === 1,
        tokens: tokensOf(clause, names),
        text: clause,
        written: written.trim(),
      });
    }
  }
  return out;
}

/** Words that say nothing of a side on their own (都是, 可以, 需要, 比较). */
const WEAK =
  /^(?:都是|可以|需要|比较|一个|这个|就是|因为|所以|但是|而且|时候|的话|方法|使用|适合|场景|情况|问题|实现|通过|进行|会被|一般|主要)$/;

export function swappedSides(answer: string, reference: string, question: string): TSwapped[] {
  const names = comparedThings(question);
  if (names.length < 2) return [];
  const ref = clausesOf(reference, names)
    .filter((c) => c.side && c.named)
    .slice(0, 200);
  // Bounded: a hostile answer is read for its first 400 clauses.
  const said = clausesOf(answer, names).slice(0, 400);
  const out: TSwapped[] = [];
  for (const r of ref) {
    // What this clause says of its side and no clause of the reference says of another side.
    const others = ref.filter((o) => o.side !== r.side);
    const own = [...r.tokens].filter((t) => !WEAK.test(t) && !others.some((o) => o.tokens.has(t)));
    if (own.length < 2) continue;
    const hits = (c: TClause) => own.filter((t) => c.tokens.has(t));
    // Most of what the reference says of its side, said in a clause that names another side.
    const wrong = said.find(
      (c) =>
        c.sides.length >= 1 &&
        !c.sides.includes(r.side!) &&
        hits(c).length >= 3 &&
        hits(c).length >= 0.5 * own.length &&
        // Denied on one side only (「HashMap 的方法都没有用 synchronized」, 「UDP 不是面向连接的」) is
        // the other side's property said right, not moved.
        NEGATION.test(c.text) === NEGATION.test(r.text) &&
        // The side is what the clause speaks of, not its object (「把 HashMap 包装成…」).
        c.sides.every((side) => !new RegExp(`(?:把|将|让|使|给|对|像|比|用)\\s*${escape(side)}`).test(c.text)),
    );
    if (!wrong) continue;
    // Said of its own side too: the answer repeats it, it does not move it.
    if (said.some((c) => (c.side === r.side || c.sides.includes(r.side!)) && hits(c).length >= 1)) continue;
    if (out.some((o) => o.said === clipText(wrong.written, 24))) continue;
    // Told like an opposite: 「参考答案是「…」，回答里说成了「…」」, the answer's clause as written.
    const shown = clipText(wrong.written, 24);
    out.push({ kind: 'opposite', said: shown, expected: r.written });
  }
  return [...out, ...swappedComparatives(ref, said).filter((c) => !out.some((o) => o.said === c.said))];
}

/** 更 of a comparison (更安全, 安全性更高), not of 更新 / 更改 / 更换 / 更正 / 更名. */
const MORE = /更(?!新|改|换|正|名|替|迭)/;
/** Characters that say which way a comparison goes. */
const UP = /[高好强大多快优长重]/;
const DOWN = /[低差弱小少慢劣短轻]/;

/** The Chinese characters around 更 (three before, two after): what is compared (安全, 高). */
function comparedOf(text: string): Set<string> {
  const m = MORE.exec(text);
  if (!m) return new Set();
  const span = text.slice(Math.max(0, m.index - 3), m.index) + text.slice(m.index + 1, m.index + 3);
  return new Set([...span].filter((c) => /[\u4e00-\u9fff]/.test(c) && !/[的性是得地了也都就还]/.test(c)));
}

/**
 * A comparison said of the other side (an outside try: 「所以 Cookie 更安全」 against 「相对来说 Session
 * 安全性更高」 was credited as the point): a clause of the reference that names one side and says 更 +
 * a quality, and a clause of the answer that names only another side and says 更 + the same quality
 * (two characters in common) the same way (not 更低 against 更高), without a denial; and the answer never
 * says it of the reference's side.
 */
function swappedComparatives(ref: readonly TClause[], said: readonly TClause[]): TSwapped[] {
  const out: TSwapped[] = [];
  for (const r of ref) {
    if (out.length >= 2) break;
    const quality = comparedOf(r.text);
    if (quality.size < 2 || NEGATION.test(r.text)) continue;
    // The reference says it of one side only.
    if (ref.some((o) => o.side !== r.side && [...comparedOf(o.text)].filter((c) => quality.has(c)).length >= 2))
      continue;
    // The same quality: the same characters besides those of direction (安全性更高 / 更安全; not 安全风险
    // 更高, nor 并发性能 against 读性能, which a reviewer found read as the same), the same way.
    const core = (set: Set<string>) =>
      [...set]
        .filter((x) => !UP.test(x) && !DOWN.test(x))
        .sort()
        .join('');
    const way = (set: Set<string>) =>
      [...set].some((x) => UP.test(x)) ? 1 : [...set].some((x) => DOWN.test(x)) ? -1 : 0;
    const same = (c: TClause) => {
      const q = comparedOf(c.text);
      return core(q).length >= 2 && core(q) === core(quality) && way(q) * way(quality) >= 0;
    };
    const wrong = said.find(
      (c) =>
        c.named && c.sides.length === 1 && c.side !== r.side && !NEGATION.test(c.text) && !/比/.test(c.text) && same(c),
    );
    if (!wrong) continue;
    if (said.some((c) => c.sides.includes(r.side!) && same(c))) continue;
    out.push({ kind: 'opposite', said: clipText(wrong.written, 24), expected: r.written });
  }
  return out;
}
