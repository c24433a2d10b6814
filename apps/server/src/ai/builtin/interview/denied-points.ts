import type { TWrongFact } from './known-facts.ts';
import { fold, termSet } from './terms.ts';

/**
 * Key points an answer denies: the point says something must or need be done ("重写 equals 时必须同时
 * 重写 hashCode"), and a clause of the answer says of the same thing that it need not ("重写 equals 的
 * 时候不需要重写 hashCode"). Matching the point's terms, the clause would count as covering it.
 * Deterministic and bounded: the point's clause with the modal and the answer's clause with the
 * denial must share most of what follows (the act) and something of what comes before (its
 * subject), so "UDP 不需要建立连接" does not deny "TCP 面向连接，需要三次握手建立连接".
 */

const MODAL = /必须|一定要|需要|务必|应当|应该|得要/;
/** Saying that something is not needed: 不需要, 不用, 没必要, 无需. */
const NOT_NEEDED_WORDS = '不需要|不必|没必要|无需|无须|不用|不一定要';
export const NOT_NEEDED = new RegExp(`${NOT_NEEDED_WORDS}|没有必要`);
/** A "not needed" and what it denies, up to the end of its clause (at most 12 characters). */
export const NOT_NEEDED_SPAN = new RegExp(`(?:${NOT_NEEDED.source})[^，,。；;！!？?、\\n]{0,12}`, 'g');
const DENIAL = new RegExp(`${NOT_NEEDED_WORDS}|不应该|不应当`);
const MAX_CLAUSE = 200;

interface TSplit {
  before: Set<string>;
  after: Set<string>;
}

function splitAt(clause: string, mark: RegExp, context = ''): TSplit | null {
  const m = mark.exec(clause);
  if (!m) return null;
  return {
    before: termSet(`${context} ${clause.slice(0, m.index)}`),
    after: termSet(clause.slice(m.index + m[0].length)),
  };
}

const shareOf = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  if (!a.size) return 0;
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n / a.size;
};

/** The covered points the answer denies, each with the clause that denies it. */
export function deniedPoints(points: readonly string[], answer: string): TWrongFact[] {
  const clauses = answer
    .slice(0, 4000)
    .split(/[，,。；;！!？?\n]/)
    .filter((c) => DENIAL.test(c))
    .map((raw) => ({ raw: raw.trim(), split: splitAt(fold(raw).slice(0, MAX_CLAUSE), DENIAL) }));
  if (!clauses.length) return [];
  const out: TWrongFact[] = [];
  for (const point of points) {
    const parts = fold(point).split(/[，,；;。]/);
    const i = parts.findIndex((p) => MODAL.test(p) && !DENIAL.test(p));
    if (i < 0) continue;
    // What comes before the modal in the point's clause, else in the point's clauses before it.
    const own = splitAt(parts[i]!, MODAL);
    const said = own && (own.before.size ? own : splitAt(parts[i]!, MODAL, parts.slice(0, i).join(' ')));
    if (!said || said.after.size < 2) continue;
    const denial = clauses.find(
      (c) =>
        c.split &&
        shareOf(said.after, c.split.after) >= 0.6 &&
        (!said.before.size || shareOf(said.before, c.split.before) > 0),
    );
    if (denial) out.push({ said: denial.raw, prop: '', point, expected: `要点是「${point.trim()}」` });
  }
  return out;
}
