import { clipText } from '../../../text/index.ts';
import { fold } from './terms.ts';
import type { TSwapped } from './source-credit.ts';

/**
 * Two facts exchanged in a frame the reference keeps (issue 33): the reference says 「key 是弱引用，
 * value 是强引用」 and the answer 「key 是强引用，value 是弱引用」; 「no-cache 表示走协商缓存，no-store
 * 表示不缓存」 against 「no-cache 表示不缓存，no-store 表示要去协商」; 「只能继承一个抽象类，但可以实现
 * 多个接口」 against 「可以继承多个抽象类，但只能实现一个接口」. Read on windows of two or three clauses
 * of one sentence: a window of the answer that shares most of its words with one of the reference's,
 * where two words said once in both (P, Q) stand in different clauses of the reference and the
 * answer's clause most like P's clause — by their other words — holds Q while the one most like Q's
 * holds P (强引用 in the clause of key, 弱引用 in the clause of value). Moving a whole clause
 * (「value 是强引用，key 是弱引用」) keeps each word in the clause most like its own: no exchange. A
 * comparison said from the other side (「A 比 B 快」, 「B 比 A 慢」) is not read at all. Bounded: windows
 * that share more than 60 words are not read, and at most 10,000 pairs of words are weighed.
 */

interface TToken {
  word: string;
  at: number;
}

interface TWindow {
  text: string;
  /** Its clauses as written, each with the mark that ends it (none for the last). */
  parts: string[];
  /** Words said exactly once in the window, with where they start. */
  once: Map<string, number>;
  /** The clause of the window each of them is in. */
  clause: Map<string, number>;
  /** Every word of each clause, with where it starts. */
  clauses: Map<string, number>[];
  negations: number;
}

/** Pairs of characters that carry no fact of their own: 这个, 就是, 的话, and any with 的, 了, 是… */
const GLUE = /[的了是在和与及或就也都还又很把被对从向这那个些么呢吗啊嗯吧着过]/;
const COMPARES = /比(?!较|如|例|特|率|值|重|对)|相比|不如|than\b/;
const NEGATION = /不|没|非|无|未|别/g;

/** Latin words and pairs of Chinese characters, where each starts. */
function tokens(text: string): TToken[] {
  const out: TToken[] = [];
  for (const m of text.matchAll(/[a-z][a-z0-9+#._/-]*|[\u4e00-\u9fff]+/g)) {
    const run = m[0];
    if (/^[a-z]/.test(run)) {
      if (run.length >= 2) out.push({ word: run.replace(/[._/-]+$/, ''), at: m.index });
      continue;
    }
    for (let i = 0; i + 1 < run.length; i++) {
      const pair = run.slice(i, i + 2);
      if (!GLUE.test(pair)) out.push({ word: pair, at: m.index + i });
    }
  }
  return out;
}

/** Where the items of an enumeration are (a、b、c): their order says nothing. */
const LISTED = /[^，,、\s]{1,16}(?:\s*、\s*[^，,、\s]{1,16})+/g;

interface TClauseWords {
  written: string;
  /** The mark after it in the sentence (，；：). */
  mark: string;
  text: string;
  /** Its words, each marked when it is an item of an enumeration. */
  words: (TToken & { listed: boolean })[];
}

/** A clause longer than this is no clause of speech (a run-on without commas): not read. */
const MAX_CLAUSE = 120;

function clauseWords(piece: string): TClauseWords {
  const written = piece.replace(/[，,：:；;]$/, '').trim();
  const mark = piece.slice(written.length).trim();
  const text = fold(written);
  const listed: [number, number][] = [...text.matchAll(LISTED)].map((m) => [m.index, m.index + m[0].length]);
  const words = tokens(text).map((t) => ({ ...t, listed: listed.some(([a, b]) => t.at >= a && t.at < b) }));
  return { written, mark, text, words };
}

function windowOf(parts: readonly TClauseWords[]): TWindow {
  const seen = new Map<string, number>();
  const once = new Map<string, number>();
  const clause = new Map<string, number>();
  const clauses: Map<string, number>[] = parts.map(() => new Map<string, number>());
  let offset = 0;
  parts.forEach((part, at) => {
    for (const t of part.words) {
      const where = offset + t.at;
      seen.set(t.word, t.listed ? 2 : (seen.get(t.word) ?? 0) + 1);
      once.set(t.word, where);
      clause.set(t.word, at);
      if (!clauses[at]!.has(t.word)) clauses[at]!.set(t.word, where);
    }
    offset += part.text.length + 1;
  });
  for (const [w, n] of seen) if (n > 1) once.delete(w);
  const text = parts.map((p) => p.text).join('，');
  return {
    text,
    parts: parts.map((p, i) => (i < parts.length - 1 ? p.written + p.mark : p.written)),
    once,
    clause,
    clauses,
    negations: (text.match(NEGATION) ?? []).length,
  };
}

/** Windows of two and three clauses of each sentence (a sentence of one clause is its own window). */
function windowsOf(text: string, maxClauses: number): TWindow[] {
  const out: TWindow[] = [];
  let clauses = 0;
  // Sentences, and within them runs of clauses of speech (a run-on clause ends a run).
  const runs = text.split(/[。！？!?\n]/).flatMap((sentence) =>
    sentence.split(/(?<=[，,：:；;])/).reduce<string[][]>(
      (acc, piece) => {
        if (piece.trim().length > MAX_CLAUSE) acc.push([]);
        else if (piece.replace(/[，,：:；;]$/, '').trim()) acc[acc.length - 1]!.push(piece);
        return acc;
      },
      [[]],
    ),
  );
  for (const run of runs) {
    const parts = run.slice(0, maxClauses - clauses).map(clauseWords);
    if (!parts.length) continue;
    if (parts.length === 1) out.push(windowOf(parts));
    for (let i = 0; i + 1 < parts.length; i++) {
      out.push(windowOf(parts.slice(i, i + 2)));
      if (i + 2 < parts.length) out.push(windowOf(parts.slice(i, i + 3)));
    }
    clauses += parts.length;
    if (clauses >= maxClauses) break;
  }
  return out.filter((w) => !COMPARES.test(w.text));
}

/** Words two windows share, at most, for an exchange of two of them to be read. */
const MAX_SHARED = 60;
/** Pairs of words weighed, at most, in one answer against one reference (a bound on time whatever the text). */
const MAX_PAIRS = 10_000;

/** Two words that overlap where they are written (弱引 and 引用 of 弱引用) are one place, not two. */
const apart = (a: number, b: number) => Math.abs(a - b) >= 2;

/**
 * The reference's clause that an answer's clause is clearly most like without P and Q: four
 * characters or more in common (a Latin word counts two; 客户端 is three), half as many again as
 * with any other (none otherwise). A word of every clause of the reference's window (fsync, 表示)
 * tells none of them from another.
 */
function likeOf(ref: TWindow, said: TWindow, c: number, not: readonly string[]): number {
  const mine = said.clauses[c]!;
  const everywhere = (w: string) => ref.clauses.every((words) => words.has(w));
  const counts = ref.clauses.map((words) => {
    const covered = new Set<number>();
    for (const [w, i] of mine) {
      if (!words.has(w) || not.includes(w) || everywhere(w)) continue;
      covered.add(i);
      covered.add(/^[a-z]/.test(w) ? i + 0.5 : i + 1);
    }
    return covered.size;
  });
  const most = Math.max(...counts);
  const best = counts.indexOf(most);
  const second = Math.max(0, ...counts.filter((_, i) => i !== best));
  return most >= 4 && most > 1.5 * second ? best : -1;
}

/**
 * How a reference window places P and Q against the answer's window: 'exchanged' where the answer's
 * clause most like P's holds Q and the one most like Q's holds P, 'same' where each clause most
 * like one holds that one, null otherwise.
 */
function placing(ref: TWindow, said: TWindow, p: string, q: string): 'exchanged' | 'same' | null {
  const [rp, rq, sp, sq] = [ref.clause.get(p), ref.clause.get(q), said.clause.get(p), said.clause.get(q)];
  if (rp === undefined || rq === undefined || sp === undefined || sq === undefined) return null;
  if (rp === rq || sp === sq) return null;
  if (!ref.once.has(p) || !ref.once.has(q)) return null;
  if (likeOf(ref, said, sq, [p, q]) === rp && likeOf(ref, said, sp, [p, q]) === rq) return 'exchanged';
  if (likeOf(ref, said, sp, [p, q]) === rp && likeOf(ref, said, sq, [p, q]) === rq) return 'same';
  return null;
}

/**
 * The pair of words of `said` that stand in each other's place in `ref`, if any: P in one clause of
 * the reference and Q in another, where the answer's clause most like P's (key 是…, 继承…) says Q
 * and the one most like Q's (value 是…, 实现…) says P.
 */
function exchanged(
  ref: TWindow,
  said: TWindow,
  budget: { pairs: number },
): { p: string; q: string; said: string; expected: string } | null {
  const shared = [...ref.once.keys()].filter((w) => said.once.has(w));
  if (shared.length < 5 || shared.length < 0.4 * Math.min(ref.once.size, said.once.size)) return null;
  // Windows that share this many words say far more than one fact: no two words of them are read.
  if (shared.length > MAX_SHARED) return null;
  for (const p of shared)
    for (const q of shared) {
      if (p === q) continue;
      if (ref.clause.get(p) === ref.clause.get(q) || said.clause.get(p) === said.clause.get(q)) continue;
      if (!apart(ref.once.get(p)!, ref.once.get(q)!) || !apart(said.once.get(p)!, said.once.get(q)!)) continue;
      if (--budget.pairs < 0) return null;
      if (placing(ref, said, p, q) !== 'exchanged') continue;
      // The clauses that hold the two words, as written.
      const span = (w: TWindow, a: number, b: number) =>
        w.parts
          .slice(Math.min(a, b), Math.max(a, b) + 1)
          .join('')
          .replace(/[，,：:；;]$/, '');
      const [rp, rq, sp, sq] = [ref.clause.get(p)!, ref.clause.get(q)!, said.clause.get(p)!, said.clause.get(q)!];
      return { p, q, said: span(said, sp, sq), expected: span(ref, rp, rq) };
    }
  return null;
}

/** Facts of the reference the answer says with two of their words exchanged (at most two). */
export function transposedFacts(answer: string, reference: string): TSwapped[] {
  // Bounded: the first 120 clauses of each (a three-minute answer has about 40).
  const refs = windowsOf(reference, 120);
  const saids = windowsOf(answer, 120);
  const compactRef = fold(reference).replace(/[\s，,：:；;]+/g, '');
  // The reference's windows by each word they say once: only those that share five words are read.
  const byWord = new Map<string, number[]>();
  refs.forEach((r, i) => {
    for (const w of r.once.keys()) byWord.set(w, [...(byWord.get(w) ?? []), i]);
  });
  const out: TSwapped[] = [];
  const budget = { pairs: MAX_PAIRS };
  for (const said of saids) {
    const hits = new Map<number, number>();
    for (const w of said.once.keys()) for (const i of byWord.get(w) ?? []) hits.set(i, (hits.get(i) ?? 0) + 1);
    for (const [i, n] of hits) {
      const ref = refs[i]!;
      // A denial added or dropped turns the fact round again: not read.
      if (n < 5 || ref.negations !== said.negations) continue;
      const found = exchanged(ref, said, budget);
      if (!found) continue;
      // The reference says it the answer's way too (客户端能发，服务端能收 and 服务端能发，客户端能收 of
      // two handshakes): another case, not an exchange.
      if (refs.some((other) => placing(other, said, found.p, found.q) === 'same')) continue;
      if (compactRef.includes(said.text.replace(/[\s，,：:；;]+/g, ''))) continue;
      const shown = clipText(found.said, 32);
      // One note for each fact of the reference (two windows of the answer may hold the same exchange).
      if (!out.some((o) => o.expected.includes(found.expected) || found.expected.includes(o.expected)))
        out.push({ kind: 'opposite', said: shown, expected: found.expected });
      break;
    }
    if (out.length >= 2) break;
  }
  return out;
}
