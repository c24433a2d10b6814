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
  /** What the sentence says of the two steps, their names left out (写…标记为 prepare / 写): its content characters. */
  doing: ReadonlySet<string>;
  /** How the order is said: 先…再, 先于 / 晚于, 在…之前 / 之后, or steps in sentences of their own (1. … 2. …; …。然后…). */
  form: 'then' | 'before' | 'around' | 'steps';
}

/** Markers of a later step within a sentence (执行完毕后 too). */
const LATER = /再(?!比如|者|说|举)|然后|之后(?!的)|接着|随后|最后|才|(?<=[完毕束])后/g;
/**
 * 先 that starts an order (首先 too: 「首先写 redo log，然后写 binlog」), not 优先, 事先, 预先, 原先, 率先,
 * 抢先, nor 先于 / 先后 / 先进. An enumeration (首先…，其次…) states no order: 其次 is no later step.
 */
const FIRST = /(?<![优事预原率抢争领祖])先(?![于后进])/g;
/** Steps one 先 orders, at most (a bound on time whatever the text). */
const MAX_STEPS = 12;
/** A sentence that says no order of its own: denied, supposed, warned against or asked. */
const NO_CLAIM =
  /不会先|不是先|并非先|而不是|不能先|不要先|不应该|别先|避免|如果|假如|假设|倘若|要是|若是|的话|一旦|万一|错误的|反过来|[？?]|吗$/;
/** 「X 先于 Y」: X first. */
const BEFORE = /(.{1,24}?)(?:先于|早于|优先于|领先于)(.{1,24})/;
/** 「X 在 Y 之前 / 之后」. */
const AROUND = /(.{1,24}?)在(.{1,24}?)(之前|以前|前面|之后|以后|后面)/;
/** 「X 晚于 Y」: Y first. */
const AFTER = /(.{1,24}?)晚于(.{1,24})/;
/** Latin words that name no step (ok, for 循环): the steps are things the trade names. */
const NO_STEP = new Set([
  'the',
  'and',
  'for',
  'not',
  'but',
  'yes',
  'are',
  'was',
  'get',
  'set',
  'put',
  'new',
  'all',
  'one',
  'two',
]);
/** Characters that say nothing of what a step does. */
const FUNCTION_CHARS = new Set([
  ...'的了是在和与并把将为时后前先再然才就也都会要被从到对个一这那其它们中上下之以及或而且等又还即则呢吧啊么最',
]);

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
  // A Latin word of three letters or more, no version or figure (JDK 8, HTTP/2: times, not steps).
  for (const m of compact.matchAll(/[a-z][a-z0-9_.$]*/g)) {
    const word = m[0].replace(/\.$/, '');
    if (word.length < 3 || /\d/.test(word) || NO_STEP.has(word)) continue;
    if (!best || m.index < best.at) best = { key: word, at: m.index };
    break;
  }
  return best?.key ?? null;
}

/**
 * The thing a clause ends on, right before its 先 (「重做日志先落盘…」: the redo log goes first, not
 * 落盘's disk) — a name ending there, or one word (也, 都, 就, 会, 要) before it. A frame that names a
 * thing earlier (「提交事务时先写 redo log」) is no subject.
 */
function subjectOf(pre: string): string | null {
  const compact = fold(pre)
    .replace(/\s+/g, '')
    .replace(/[也都就会要则]$/, '');
  // 「redo log 比 binlog 先写」: the one before 比 goes first; 「A 要等 B 先…」 orders nothing here.
  const than = compact.lastIndexOf('比');
  if (than > 0) return subjectOf(compact.slice(0, than));
  if (!compact || /等|让|待/.test(compact)) return null;
  let best: { key: string; length: number } | null = null;
  for (const [id, names] of conceptNamesIn(compact))
    for (const n of names.map((x) => x.replace(/\s+/g, '')))
      if (compact.endsWith(n) && (!best || n.length > best.length)) best = { key: `≈${id}`, length: n.length };
  if (best) return best.key;
  const latin = /([a-z][a-z0-9_.$]*)$/.exec(compact)?.[1];
  return latin && latin.length >= 3 && !/\d/.test(latin) && !NO_STEP.has(latin) ? latin : null;
}

/** Every thing a piece of text names (concepts, Latin words of three letters or more without a digit), by where it is first named. */
function thingsIn(piece: string): string[] {
  const compact = fold(piece).replace(/\s+/g, '');
  const found: { key: string; at: number }[] = [];
  for (const [id, names] of conceptNamesIn(piece)) {
    const at = Math.min(...names.map((n) => compact.indexOf(n.replace(/\s+/g, ''))).filter((i) => i >= 0));
    if (Number.isFinite(at)) found.push({ key: `≈${id}`, at });
  }
  for (const m of compact.matchAll(/[a-z][a-z0-9_.$]*/g)) {
    const word = m[0].replace(/\.$/, '');
    if (word.length >= 3 && !/\d/.test(word) && !NO_STEP.has(word)) found.push({ key: word, at: m.index });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.key))];
}

/** A step that opens with its number (1. 2、 （3） 第四步) or with a marker of a later step (然后，接着…). */
const NUMBERED = /^\s*(?:(\d{1,2})\s*(?:[.．](?!\d)|[、)）])|[（(](\d{1,2})[)）]|第([一二三四五六七八九十])步)/;
const LATER_START =
  /^\s*(?:然后(?!呢)|接着|紧接着|随后|之后(?!的)|再(?!比如|者|说|举|来看)|最后(?!总结|说|一点|补充|提一下)|下一步)/;
const FIRST_ONE = new RegExp(FIRST.source);
/** Words that say a list is of steps (总体来说分为以下几个步骤). */
const PROCESS = /步骤|流程|过程|顺序|阶段|依次|先后|几步/;
const CN_DIGITS = '一二三四五六七八九十';

/**
 * Orders of steps said in sentences of their own: a numbered list (1. … 2. …), or sentences that
 * each open with 然后 / 接着 / 最后 after the one before. What a step names first, and no step
 * before it, comes before what the next step names first (DNS in 「2. 浏览器通过 DNS 协议…」 before
 * TCP in 「3. …发起一个 TCP 连接请求」). A step that supposes (如果…) orders nothing.
 */
function stepOrders(text: string, maxSentences: number, strict: boolean): TOrder[] {
  // Sentences, each marked when it starts a line (a list's item does).
  const sentences = text
    .split('\n')
    .flatMap((line) =>
      line
        .split(/(?<=[。；;！!])/)
        .map((t, i) => ({ text: t.trim(), lineStart: i === 0 }))
        .filter((x) => x.text),
    )
    .slice(0, maxSentences);
  const out: TOrder[] = [];
  let chain: string[] = [];
  let number = 0;
  // What comes before the chain (「总体来说分为以下几个步骤：」).
  let intro = '';
  const flush = () => {
    // The reference's list of features (1. 简单易学 2. 面向对象…) or an enumeration (首先…。然后…)
    // is no process: only a list said to be steps, or whose steps say 先 / 再 / 然后.
    const steps = chain.map((step) => step.replace(NUMBERED, '').trim());
    const starts = FIRST_ONE.test(steps[0] ?? '') || /第一/.test(steps[0] ?? '');
    const ordered = PROCESS.test(intro) || starts || steps.slice(1).some((step) => LATER_START.test(step));
    // Sentences that open with 然后 / 最后 after any sentence are no steps (spoken 然后 is filler; a
    // reviewer's 「这里展开说一下 TCP…。然后 DNS 解析一般走 UDP」): only after one that says 先 / 首先 / 第一.
    if ((strict && !ordered) || (!number && !starts)) {
      chain = [];
      return;
    }
    const seen = new Set<string>();
    const fresh = chain.map((step) => {
      const things = thingsIn(step);
      const first = things.find((t) => !seen.has(t));
      for (const t of things) seen.add(t);
      return NO_CLAIM.test(fold(step).replace(/\s+/g, '')) ? undefined : first;
    });
    for (let i = 0; i + 1 < chain.length; i++) {
      const [a, b] = [fresh[i], fresh[i + 1]];
      if (!a || !b || a === b) continue;
      const [x, y] = [chain[i]!.replace(NUMBERED, '').trim(), chain[i + 1]!.replace(NUMBERED, '').trim()];
      out.push({
        first: a,
        then: b,
        written: `${x}${/[。；;！!]$/.test(x) ? '' : '；'}${y}`,
        doing: doingOf(`${x}${y}`),
        form: 'steps',
      });
    }
    chain = [];
  };
  let previous: string | undefined;
  for (const { text: sentence, lineStart } of sentences) {
    const m = NUMBERED.exec(sentence);
    const n = m ? Number(m[1] ?? m[2] ?? CN_DIGITS.indexOf(m[3]!) + 1) : 0;
    if (m && number > 0 && n === number + 1) {
      // The next item of a list.
      chain.push(sentence);
      number = n;
    } else if (!m && number > 0 && !lineStart) {
      // A second sentence of an item.
      chain[chain.length - 1] += sentence;
    } else if (!m && !number && chain.length && LATER_START.test(sentence)) {
      // 「…。然后…。接着…」
      chain.push(sentence);
    } else {
      flush();
      intro = previous ?? '';
      chain.push(sentence);
      number = m && n === 1 ? 1 : 0;
    }
    previous = sentence;
  }
  flush();
  return out;
}

/** The content characters of a piece of text, the names of things in it left out (写…标记为 of 「写 redo log 并标记为 prepare」). */
function doingOf(piece: string): Set<string> {
  let rest = fold(piece).replace(/\s+/g, '');
  for (const names of conceptNamesIn(piece).values())
    for (const name of names) rest = rest.split(name.replace(/\s+/g, '')).join(' ');
  rest = rest.replace(/[a-z0-9_.$]+/g, ' ');
  return new Set([...rest].filter((c) => /[\u3400-\u9fff]/.test(c) && !FUNCTION_CHARS.has(c)));
}

/** The orders a sentence states. */
function ordersOf(sentence: string, once: boolean): TOrder[] {
  const written = sentence.trim();
  const text = fold(written).replace(/\s+/g, '');
  if (!text || NO_CLAIM.test(text)) return [];
  const out: TOrder[] = [];
  const add = (a: string | null, b: string | null, doing: () => ReadonlySet<string>, form: TOrder['form']) => {
    if (a && b && a !== b) out.push({ first: a, then: b, written, doing: doing(), form });
  };
  // What a span does, read once (a hostile sentence of many steps took seconds when read per pair).
  const lazy = <T>(f: () => T) => {
    let v: T | undefined;
    return () => (v ??= f());
  };
  // 先 A（，）再 B（，然后 C…）: each step the first thing named after its marker; each 先 starts
  // its own order (提交时先…再…，恢复时先…再…).
  const firsts = [...text.matchAll(FIRST)].map((m) => m.index);
  firsts.forEach((start, n) => {
    const stop = firsts[n + 1] ?? text.length;
    const marks = [...text.slice(start + 1, stop).matchAll(LATER)].map((m) => start + 1 + m.index).slice(0, MAX_STEPS);
    // Each step is the first thing named after its marker, else the one its clause names before it
    // (「重做日志先标成准备」: the step is the redo log's).
    const bounds = [start, ...marks];
    const steps = bounds.map((at, i) => {
      const end = i + 1 < bounds.length ? bounds[i + 1]! : stop;
      const from = Math.max(i ? bounds[i - 1]! + 1 : 0, text.lastIndexOf(',', at) + 1, text.lastIndexOf('，', at) + 1);
      const pre = text.slice(from, at);
      return (i === 0 ? subjectOf(pre) : null) ?? firstThing(text.slice(at + 1, end)) ?? firstThing(pre);
    });
    // A step that names nothing (然后才…) is no step. The reference's steps count once (…最后把
    // redo log 标记为 commit is no new step); an answer's each time, so that a cycle (宏任务 → 微任务
    // → 下一个宏任务) also says the order the reference says.
    const named = steps.filter((t, i): t is string => !!t && (!once || steps.indexOf(t) === i));
    // What the steps do, from 先 on (not the sentence's frame: 「提交事务时」).
    const doing = lazy(() => doingOf(text.slice(start + 1, stop)));
    for (let i = 0; i + 1 < named.length; i++) add(named[i]!, named[i + 1]!, doing, 'then');
  });
  const whole = lazy(() => doingOf(text));
  const before = BEFORE.exec(text);
  if (before)
    add(firstThing(before[1]!.split(/[，,：:]/).pop()!), firstThing(before[2]!.split(/[，,]/)[0]!), whole, 'before');
  const after = AFTER.exec(text);
  if (after)
    add(firstThing(after[2]!.split(/[，,]/)[0]!), firstThing(after[1]!.split(/[，,：:]/).pop()!), whole, 'before');
  const around = AROUND.exec(text);
  if (around) {
    const x = firstThing(around[1]!.split(/[，,：:]/).pop()!);
    const y = firstThing(around[2]!);
    if (/前/.test(around[3]!)) add(x, y, whole, 'around');
    else add(y, x, whole, 'around');
  }
  return out;
}

function ordersIn(text: string, maxSentences: number, once: boolean): TOrder[] {
  return text
    .split(/[。；;！!\n]/)
    .slice(0, maxSentences)
    .flatMap((s) => ordersOf(s, once));
}

/** Where in a sentence its order is said, for each form. */
const FORM_AT: Record<TOrder['form'], RegExp> = {
  then: /(?<![首优事预原率抢争领祖])先(?![于后进])/,
  before: /先于|早于|优先于|领先于|晚于/,
  around: /在[^，,：:]{0,24}?(?:之前|以前|前面|之后|以后|后面)/,
  steps: /^/,
};

/** The sentence from the clause that states its order on (「…一致：先写 binlog，然后…」 → 「先写 binlog，然后…」). */
function fromOrderClause(order: TOrder): string {
  const { written } = order;
  const at = written.search(FORM_AT[order.form]);
  if (at < 0) return written;
  const clause = Math.max(...[...'，,：:'].map((mark) => written.lastIndexOf(mark, at)));
  return written.slice(clause + 1).trim();
}

/**
 * The two sentences speak of one process: what the answer says of its steps shares a character of
 * content with what the reference says of them (写 and 写), or says nothing but the order (先
 * binlog，再 redo log). 「崩溃恢复时先看 binlog，再决定 redo log 提交还是回滚」 speaks of another
 * process than 「提交时先写 redo log，再写 binlog」.
 */
const sameProcess = (said: TOrder, ref: TOrder) => !said.doing.size || [...said.doing].some((c) => ref.doing.has(c));

/** Orders of the reference that the answer states the other way round and never the reference's way (at most two). */
export function orderConflicts(answer: string, reference: string): TSwapped[] {
  // Bounded: the first 60 sentences of the reference and 120 of the answer.
  const ref = [...ordersIn(reference, 60, true), ...stepOrders(reference, 60, true)];
  if (!ref.length) return [];
  const said = [...ordersIn(answer, 120, false), ...stepOrders(answer, 120, false)];
  const out: TSwapped[] = [];
  for (const r of ref) {
    const reversed = said.find((s) => s.first === r.then && s.then === r.first && sameProcess(s, r));
    if (!reversed) continue;
    if (said.some((s) => s.first === r.first && s.then === r.then)) continue;
    // The reference states the other order too (of another case): not one order.
    if (ref.some((o) => o.first === r.then && o.then === r.first)) continue;
    if (out.some((o) => o.expected === r.written)) continue;
    out.push({ kind: 'order', said: clipText(fromOrderClause(reversed), 32), expected: r.written });
    if (out.length >= 2) break;
  }
  return out;
}
