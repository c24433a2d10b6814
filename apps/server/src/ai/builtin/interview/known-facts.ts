import { CONTRASTS, type TContrast, type TContrastSide } from './known-facts.data.ts';
import { NEGATED_BEFORE, fold } from './terms.ts';

/**
 * Facts the built-in engine carries: an answer that says of one side of a classic contrast what
 * is true of the other ("UDP 是面向连接的", "HashMap 是线程安全的") states a wrong fact, whether
 * or not the question has a reference answer. Deterministic and bounded: clauses are checked one
 * by one, the first name in a clause is its subject, and a clause counts only when it names no
 * other side before the property, asks nothing (…吗？), does not negate the property and has no
 * property of its own subject.
 */

export interface TWrongFact {
  /** The answer's clause, as written. */
  said: string;
  /** What is true, in Chinese: 「面向连接」是 TCP 的特点，不是 UDP 的. */
  expected: string;
  /** The property said of the wrong side, as written: 面向连接. */
  prop: string;
  /** The key point it contradicts, when known (a denied point). */
  point?: string;
}

interface TCompiled {
  side: TContrastSide;
  names: RegExp;
  props: RegExp;
}

const compile = (side: TContrastSide): TCompiled => ({
  side,
  names: new RegExp(side.names, 'i'),
  props: new RegExp(side.props, 'gi'),
});
const COMPILED: readonly (readonly [TCompiled, TCompiled])[] = CONTRASTS.map(
  (pair: TContrast) => [compile(pair[0]), compile(pair[1])] as const,
);

const OPENS_NEGATED =
  /^\s*(也|都|就|还|并|而且|但|但是|而|且)?\s*(没有|没|不|无|非|并不|并没有|无需|无须|不用|不必|不会|不需要)/;
/**
 * A clause that reports what others believe or supposes it, to refute it: 很多人以为 UDP 也是可靠的,
 * 还有人觉得…, 如果说 UDP 是面向连接的（那就错了）, 要是有人说…. Read before the subject.
 */
const REPORTED =
  /以为|误认为|误解|误会|(有人|很多人|不少人|有些人|有的人|别人|大家|网上|一般人|新手|初学者)(都|会|常常|经常|总|往往)?(说|认为|觉得|当成|当作|搞混|弄混)|(如果|要是|假如|若是?|假设)(有人)?(说|认为|觉得|讲)/;
/**
 * The first name is not the subject when a pronoun stands before it (它在 HTTP 下面加了 SSL 层: 它 is
 * HTTPS) or a preposition governs it (在 UDP 上实现, 比 TCP 快, 和 UDP 不同).
 */
const NOT_SUBJECT =
  /(它|它们|其|这|那|前者|后者|两者|二者)|(在|比|和|跟|与|同|对|像|相比|比起|基于|从|向|把|给|用|往)\s*$/;
/** A side denied where it is named (干脆不存 Session, 不用 Cookie): the clause is not about it. */
const DENIED_NAME =
  /(?:不|没|没有|无|别|无需|不再)\s*(?:用|存|要|需要|保存|依赖|使用)?\s*$|(?:去掉|抛弃|弃用|代替|取代|替代)\s*$/;
/** A Latin name in a clause that names no side brings in another thing (用 JWT 这种 token). */
const LATIN_NAME = /[a-z][a-z0-9+#.-]+/g;
/** Words that make the property something built on top, not the thing's own: 在应用层实现可靠传输. */
const BUILT_ON = /实现|自己|应用层|上层|基于|借助|模拟|封装|改造/;
const MAX_CLAUSE = 200;

/** A Latin name keeps a space on each side in Chinese text: 是 TCP 的. */
const spaced = (label: string) => (/^[A-Za-z]/.test(label) ? ` ${label} ` : label);
/** A label before a mark (，): a space before a Latin one only. */
const spacedBefore = (label: string) => (/^[A-Za-z]/.test(label) ? ` ${label}` : label);

/** The first place a side is named in the clause, or -1. */
const nameAt = (c: TCompiled, clause: string) => clause.search(c.names);

/** The side a clause is about: its first name, when that name is its subject. */
interface TSubject {
  /** Index of the side in the pair. */
  i: number;
  /** Where what is said of it starts. */
  n: number;
}

/**
 * The wrong fact of a clause, if any. A clause that names no side goes on with the subject of the
 * clause before it in the same sentence (乐观锁是认为一定会有人改，所以操作之前先把锁拿到), passed as
 * `carried`. Returns the subject for the next clause too.
 */
function wrongIn(
  clause: string,
  pair: readonly [TCompiled, TCompiled],
  carried: TSubject | null,
): { wrong: TWrongFact | null; subject: TSubject | null } {
  const at = pair.map((c) => nameAt(c, clause));
  const named = at.map((n, i) => ({ n, i })).filter((x) => x.n >= 0);
  if (!named.length) {
    // A clause that opens with a negation denies what follows (没有建立连接和保证可靠性的复杂过程).
    if (!carried || REPORTED.test(clause) || NOT_SUBJECT.test(clause.slice(0, 3)) || OPENS_NEGATED.test(clause))
      return { wrong: null, subject: null };
    // The clause is still read as the carried side's, but one that brings in another named thing
    // hands that thing, not the side, to the clauses after it (…，用 JWT 这种 token，…放客户端).
    const other = (clause.match(LATIN_NAME) ?? []).some((w) => w.length >= 2 && !pair.some((c) => c.names.test(w)));
    return { wrong: reversed(clause, pair, { i: carried.i, n: 0 }, -1), subject: other ? null : carried };
  }
  const first = named.reduce((a, b) => (b.n < a.n ? b : a));
  const prefix = clause.slice(0, first.n);
  if (REPORTED.test(prefix) || NOT_SUBJECT.test(prefix) || DENIED_NAME.test(prefix))
    return { wrong: null, subject: null };
  const otherAt = at[1 - first.i]!;
  // A clause that names both sides hands on no subject: the next clause could be about either.
  return { wrong: reversed(clause, pair, first, otherAt), subject: otherAt >= 0 ? null : first };
}

function reversed(
  clause: string,
  pair: readonly [TCompiled, TCompiled],
  first: TSubject,
  otherAt: number,
): TWrongFact | null {
  const subject = pair[first.i]!;
  const other = pair[1 - first.i]!;
  // What is said of the subject ends where the other side is named ("UDP 面向连接而 TCP 无连接",
  // "TCP 不像 UDP 那样无连接").
  const rest = clause.slice(first.n, otherAt > first.n ? otherAt : undefined);
  if (rest.match(subject.props)?.length) return null;
  for (const m of rest.matchAll(other.props)) {
    const pos = first.n + m.index;
    const before = clause.slice(Math.max(first.n, pos - 8), pos);
    if (NEGATED_BEFORE.test(before.slice(-6)) || BUILT_ON.test(before)) continue;
    return {
      said: clause.trim(),
      prop: m[0],
      // A figure is no 特点 (「443」是 HTTPS 的特点 read oddly to an outside tester): 说的是 HTTPS.
      expected: /\d/.test(m[0])
        ? `「${m[0]}」说的是${spacedBefore(other.side.label)}，不是${spacedBefore(subject.side.label)}`
        : `「${m[0]}」是${spaced(other.side.label)}的特点，不是${spaced(subject.side.label)}的`,
    };
  }
  return null;
}

/** The wrong facts of an answer about a question that names a side of a known contrast. */
export function wrongFacts(question: string, answer: string): TWrongFact[] {
  const q = fold(question);
  const pairs = COMPILED.filter((pair) => pair.some((c) => c.names.test(q)));
  if (!pairs.length) return [];
  const out: TWrongFact[] = [];
  for (const [sentence] of answer.matchAll(/[^。；;！!？?\n]+[。；;！!？?\n]?/g)) {
    // A question asks, it does not state (难道 UDP 是面向连接的？).
    if (/[？?]$/.test(sentence)) continue;
    // A subject goes on from clause to clause within a sentence, never into the next one.
    const carried: (TSubject | null)[] = pairs.map(() => null);
    // One wrong fact per subject: the clauses that go on with it usually say the same thing wrong.
    let reported = false;
    for (const raw of sentence.replace(/[。；;！!\n]$/, '').split(/[，,]/)) {
      if (/吗\s*$/.test(raw)) continue;
      const clause = fold(raw).slice(0, MAX_CLAUSE);
      let found: TWrongFact | null = null;
      pairs.forEach((pair, k) => {
        const { wrong, subject } = wrongIn(clause, pair, carried[k]!);
        carried[k] = subject;
        found ??= wrong;
      });
      if (pairs.some((pair) => pair.some((c) => c.names.test(clause)))) reported = false;
      if (found && !reported) {
        out.push({ ...(found as TWrongFact), said: raw.trim().slice(0, MAX_CLAUSE) });
        reported = true;
      }
      if (out.length >= 3) return out;
    }
  }
  return out;
}
