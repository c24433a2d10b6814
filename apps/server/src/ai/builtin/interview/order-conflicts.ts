import { clipText } from '../../../text/index.ts';
import { conceptNamesIn } from './concepts.ts';
import { fold } from './terms.ts';
import type { TSwapped } from './source-credit.ts';

/**
 * Two steps said in the other order (issue 33): the reference says 「先写 redo log 并标记为 prepare，
 * 再写 binlog」 or 「微任务先于宏任务执行」, the answer 「先写 binlog，再写 redo log」 or 「先执行
 * setTimeout，再执行 Promise.then」. The steps are the things named: Latin words (binlog, FIN) and
 * the engine's concepts (setTimeout and 宏任务 are one). Orders are read from 先…再 / 然后 / 之后 /
 * 接着 / 最后 within a sentence, and from 「X 先于 / 早于 / 优先于 Y」, 「X 在 Y 之前 / 之后」. A
 * sentence that denies, supposes or warns (不会先…, 如果先…, 避免先…) states no order; an answer that
 * also says the reference's order is not told it said the other.
 */

/** An order: `first` comes before `then`, read in one sentence. */
interface TOrder {
  first: string;
  then: string;
  /** The sentence as written. */
  written: string;
}

/** Markers of a later step within a sentence (执行完毕后 too). */
const LATER = /再|然后|之后|接着|随后|最后|其次|才|(?<=[完毕束])后/g;
/** A sentence that says no order of its own: denied, supposed, warned against or asked. */
const NO_CLAIM =
  /不会先|不是先|并非先|而不是|不能先|不要先|别先|避免|如果|假如|要是|若是|一旦|万一|错误的|反过来|[？?]|吗$/;
/** 「X 先于 Y」: X first. */
const BEFORE = /(.{1,24}?)(?:先于|早于|优先于|领先于)(.{1,24})/;
/** 「X 在 Y 之前 / 之后」. */
const AROUND = /(.{1,24}?)在(.{1,24}?)(之前|以前|前面|之后|以后|后面)/;
/** 「X 晚于 Y」: Y first. */
const AFTER = /(.{1,24}?)晚于(.{1,24})/;

/** The first thing a piece of text names (a concept, else a Latin word), as a key: ≈id or the word. */
function firstThing(piece: string): string | null {
  const compact = fold(piece).replace(/\s+/g, '');
  let best: { key: string; at: number } | null = null;
  for (const [id, names] of conceptNamesIn(piece)) {
    for (const name of names) {
      const at = compact.indexOf(name.replace(/\s+/g, ''));
      if (at >= 0 && (!best || at < best.at)) best = { key: `≈${id}`, at };
    }
  }
  for (const m of compact.matchAll(/[a-z][a-z0-9_.$]*/g)) {
    if (m[0].length < 2) continue;
    if (!best || m.index < best.at) best = { key: m[0].replace(/\.$/, ''), at: m.index };
    break;
  }
  return best?.key ?? null;
}

/** The orders a sentence states. */
function ordersOf(sentence: string): TOrder[] {
  const written = sentence.trim();
  const text = fold(written).replace(/\s+/g, '');
  if (!text || NO_CLAIM.test(text)) return [];
  const out: TOrder[] = [];
  const add = (a: string | null, b: string | null) => {
    if (a && b && a !== b) out.push({ first: a, then: b, written });
  };
  // 先 A（，）再 B（，然后 C…）: each step the first thing named after its marker.
  const start = text.indexOf('先');
  if (start >= 0) {
    const marks = [...text.slice(start + 1).matchAll(LATER)].map((m) => start + 1 + m.index);
    // Each step is the first thing named after its marker, else the one its clause names before it
    // (「重做日志先标成准备」: the step is the redo log's).
    const steps = [start, ...marks].map((at, i, all) => {
      const end = i + 1 < all.length ? all[i + 1]! : text.length;
      const from = Math.max(i ? all[i - 1]! + 1 : 0, text.lastIndexOf(',', at) + 1, text.lastIndexOf('，', at) + 1);
      return firstThing(text.slice(at + 1, end)) ?? firstThing(text.slice(from, at));
    });
    // A step that names nothing (然后才…) or a thing named before (…最后把 redo log 标记为 commit)
    // is no new step of the order.
    const named = steps.filter((t, i): t is string => !!t && steps.indexOf(t) === i);
    for (let i = 0; i + 1 < named.length; i++) add(named[i]!, named[i + 1]!);
  }
  const before = BEFORE.exec(text);
  if (before) add(firstThing(before[1]!.split(/[，,：:]/).pop()!), firstThing(before[2]!.split(/[，,]/)[0]!));
  const after = AFTER.exec(text);
  if (after) add(firstThing(after[2]!.split(/[，,]/)[0]!), firstThing(after[1]!.split(/[，,：:]/).pop()!));
  const around = AROUND.exec(text);
  if (around) {
    const x = firstThing(around[1]!.split(/[，,：:]/).pop()!);
    const y = firstThing(around[2]!);
    if (/前/.test(around[3]!)) add(x, y);
    else add(y, x);
  }
  return out;
}

function ordersIn(text: string, maxSentences: number): TOrder[] {
  return text
    .split(/[。；;！!\n]/)
    .slice(0, maxSentences)
    .flatMap(ordersOf);
}

/** The sentence from the clause that states its order on (「…一致：先写 binlog，然后…」 → 「先写 binlog，然后…」). */
function fromOrderClause(written: string): string {
  const at = written.includes('先') ? written.indexOf('先') : written.search(/早于|晚于|之前|以前|之后|以后/);
  if (at < 0) return written;
  const clause = Math.max(...[...'，,：:'].map((mark) => written.lastIndexOf(mark, at)));
  return written.slice(clause + 1).trim();
}

/** Orders of the reference that the answer states the other way round and never the reference's way (at most two). */
export function orderConflicts(answer: string, reference: string): TSwapped[] {
  // Bounded: the first 60 sentences of the reference and 120 of the answer.
  const ref = ordersIn(reference, 60);
  if (!ref.length) return [];
  const said = ordersIn(answer, 120);
  const out: TSwapped[] = [];
  for (const r of ref) {
    const reversed = said.find((s) => s.first === r.then && s.then === r.first);
    if (!reversed) continue;
    if (said.some((s) => s.first === r.first && s.then === r.then)) continue;
    // The reference states the other order too (of another case): not one order.
    if (ref.some((o) => o.first === r.then && o.then === r.first)) continue;
    if (out.some((o) => o.expected === r.written)) continue;
    out.push({ kind: 'order', said: clipText(fromOrderClause(reversed.written), 32), expected: r.written });
    if (out.length >= 2) break;
  }
  return out;
}
