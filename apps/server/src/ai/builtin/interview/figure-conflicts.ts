import { chineseWordStart, clipText, parseChineseNumber } from '../../../text/index.ts';
import { fold } from './terms.ts';
import { otherFigure, type TSwapped } from './source-credit.ts';

/**
 * Another figure for the same quantity anywhere in the reference answer (issue 33): the reference
 * says 「bigint 的 8 字节」, the answer 「bigint 才 4 个字节」; 「至少一个从库收到日志」 against 「至少等两个从库
 * 收到日志」; 「默认缓存 -128 到 127」 against 「-128 到 255」. The key-point check reads only the clauses
 * its points come from; this reads every sentence, and only where the quantity is pinned down on
 * both sides: the same unit and the same words after it (what is counted), or the same Latin name
 * right before it with nothing else said between, or the same start of a range; the clause's other
 * figures must agree (「3 个节点的集群最多容忍 1 个」 is another case, not another answer). A figure the
 * reference gives for that quantity too is never wrong, nor one given as an example (比如 / 比方说),
 * nor a version (Java 8), an ordinal (第三次), a between (两次快照之间).
 */

/** Units a quantity is counted in; a figure without one is read only as the end of a range. */
const UNIT =
  '个字节|字节|bytes?|kb|mb|gb|tb|ms|毫秒|秒|分钟|小时|天|个|次|位|层|倍|条|台|种|步|路|级|bit|比特|%|度|核|线程|副本|节点';
/** 「10,000」 is one number: its comma splits no clause. */
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+`;
const MENTION = new RegExp(`(${NUMBER})\\s*(${UNIT})`, 'g');
/** 「-128 到 127」: a range's end, read with its start. */
const RANGE = new RegExp(String.raw`(-?\d+(?:\.\d+)?)\s*(?:到|至|~|～|-)\s*(-?\d+(?:\.\d+)?)`, 'g');
/** A figure with the two characters before it (容量 16): what otherFigure reads. */
const ANCHORED = /([\u3400-\u9fff]{2})\s*(?:是|为|约|：|:|=|设为|默认)?\s*(?:\d|[一二两三四五六七八九十])/g;
/** The most figures read on each side. */
const MAX_MENTIONS = 120;
const EXAMPLE = /比如|例如|比方|譬如|假如|假设|假定|如果|举个例子|举例|打个比方/;
/** Words between a name and its figure that say nothing of what is measured (udp 只有 8 字节). */
const FILLER = /只有|一共|总共|共|大概|大约|约|只|才|就|是|为|有|占|要/g;

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
  /** The words of `before` and `after`, read once. */
  beforeWords: Set<string>;
  afterWords: Set<string>;
  /** A difference or a sum (「int 比 long 少 4 个字节」, 「两个 int 加起来」), not a quantity of one thing. */
  differs: boolean;
  /** The last Latin name of three letters or more before the figure in its clause (timestamp of 「TIMESTAMP 只需要使用 4 个字节」), or ''. */
  name: string;
}

/** Back to the start of a Latin word the cut fell inside (「bigint 才 4 个字节」, not 「t 才 4 个字节」). */
function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && /[a-z0-9]/i.test(text[i - 1]!) && /[a-z0-9]/i.test(text[i]!)) i--;
  return i;
}

/** On to the end of a Latin word the cut fell inside (binlog, not b). */
function wordEnd(text: string, at: number): number {
  let i = Math.min(at, text.length);
  while (i < text.length && /[a-z0-9]/i.test(text[i - 1] ?? '') && /[a-z0-9]/i.test(text[i]!)) i++;
  return i;
}

/** Where a quote of a figure starts: at the Latin name it belongs to, else four characters before. */
function rawStart(clause: string, start: number): number {
  const from = wordStart(clause, Math.max(0, start - 8));
  const before = clause.slice(from, start);
  const name = latinBefore(before);
  return name ? from + before.lastIndexOf(name) : chineseWordStart(clause, wordStart(clause, Math.max(0, start - 4)));
}

const unitOf = (u: string) => (u === '个字节' || /^bytes?$/.test(u) ? '字节' : u);

/** Clauses folded for reading, each with its words as written (a quote is verbatim). */
function clausesOf(text: string): { clause: string; written: string }[] {
  return text
    .split(/[，；;。！？!?\n]|,(?!\d{3}(?!\d))/)
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
      // ordinal (第三次握手, 最后一次, 上一次, 每一次), nor a between (两次快照之间: an outside
      // tester's false 数字不对 against 最后一次快照之后).
      const head = clause.slice(0, start);
      if (/[a-z0-9./_-]$/i.test(head) || /(?:第|最后|上|下|前|每|这|那|同|哪)\s*$/.test(head)) continue;
      if (/^\s*(?:[\u4e00-\u9fff]{0,4})之间/.test(clause.slice(start + m[0].length))) continue;
      const value = parseChineseNumber(m[1]!.replace(/,/g, ''));
      if (!Number.isFinite(value)) continue;
      const before = clause.slice(wordStart(clause, Math.max(0, start - 8)), start);
      const after = clause.slice(end, wordEnd(clause, end + 8));
      out.push({
        value,
        unit: unitOf(m[2]!),
        before,
        after,
        beforeWords: tokensOf(before),
        afterWords: tokensOf(after),
        differs:
          /比[^，,。；;]{0,14}(?:少|多|大|小|快|慢|高|低|长|短)了?\s*$/.test(head) ||
          /加起来|一共|总共|合计|之和|相加/.test(clause),
        // Only a clause that names one thing: 「int 比 long 少 4 个字节」 names two (a reviewer's false alarm).
        name:
          new Set(clause.match(/[a-z][a-z0-9_]{2,}/g) ?? []).size === 1
            ? (/([a-z][a-z0-9_]{2,})[^a-z]*$/.exec(head)?.[1] ?? '')
            : '',
        clause,
        written,
        // Never cut inside a word (「3 到 4 个额外字节来记」 read as a typo to an outside tester).
        raw: (clause.length <= 24
          ? clause
          : clipText(clause.slice(rawStart(clause, start)), end - rawStart(clause, start) + 6)
        ).trim(),
      });
    }
  }
  return out;
}

/** The words of a window: Latin words and two-character Chinese runs (的 and spaces left out). */
function tokensOf(window: string): Set<string> {
  const t = window.replace(/[的了是为有就才要等]/g, '');
  const out = new Set<string>((t.match(/[a-z][a-z0-9+#.]*/g) ?? []).filter((w) => w.length >= 2));
  const cjk = t.replace(/[^\u4e00-\u9fff]/g, '');
  for (let i = 0; i + 1 < cjk.length; i++) out.add(cjk.slice(i, i + 2));
  return out;
}
const shared = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;
/** The Latin name right before a figure, up to five Chinese characters away (udp 首部固定 8 字节 → udp), or ''. */
const latinBefore = (before: string) =>
  /([a-z][a-z0-9+#]*)\s*(?:[\u4e00-\u9fff]{0,5}|[=:：])\s*$/.exec(before)?.[1] ?? '';

/** What a figure counts: the first word after its unit (「两个从库收到」 → 从库), or ''. */
function headOf(after: string): string {
  // 「5 秒左右的数据」: the hedge and 的 are not what is counted.
  const t = after.replace(/^(?:[\s的了就才要等:：]|左右|上下|以上|以内|以下|多|余)+/, '');
  return /^[a-z][a-z0-9+#]*/.exec(t)?.[0] ?? /^[\u4e00-\u9fff]{1,2}/.exec(t)?.[0] ?? '';
}

/** What stands between a Latin name and its figure, less the words that say nothing (udp 首部固定 → 首部固定). */
const between = (before: string, name: string) =>
  before
    .slice(before.lastIndexOf(name) + name.length)
    .replace(FILLER, '')
    .replace(/[\s=:：]/g, '');

function sameQuantity(a: TMention, b: TMention): boolean {
  if (a.unit !== b.unit) return false;
  const name = latinBefore(a.before);
  if (name && name === latinBefore(b.before)) {
    // The same name may have two quantities (redis 16384 个槽, redis 16 个数据库; tcp 头部 20 字节,
    // tcp 最大 60 字节): what is counted and what is said between must not differ.
    const [ha, hb] = [headOf(a.after), headOf(b.after)];
    if (ha && hb && ha !== hb) return false;
    const [wa, wb] = [between(a.before, name), between(b.before, name)];
    return !wa || !wb || wa === wb || shared(tokensOf(wa), tokensOf(wb)) >= 1;
  }
  // What is counted, after the unit, on both sides: 「至少一个从库收到日志」 and 「至少等两个从库收到
  // 日志」; not 「三个线程」 and 「一个收发线程」 (one of the three), whose first words differ.
  const [ha, hb] = [headOf(a.after), headOf(b.after)];
  if (!ha || !hb || !b.after.includes(ha) || !a.after.includes(hb)) return false;
  // …and the same words around it: two after the unit, or one after and one before
  // (「最多丢失约 1 秒的数据」 / 「最多丢 5 秒左右的数据」).
  const after = shared(a.afterWords, b.afterWords);
  return after >= 2 || (after >= 1 && shared(a.beforeWords, b.beforeWords) >= 1);
}

/** Every conflicting figure: what the answer said, and the reference's sentence it contradicts. */
export function figureConflicts(answer: string, reference: string, asked: ReadonlySet<string> = new Set()): TSwapped[] {
  // Bounded: a hostile answer of 10,000 figures is read for its first 120 only.
  const ref = mentionsOf(reference)
    .filter((m) => !EXAMPLE.test(m.before))
    .slice(0, MAX_MENTIONS);
  const said = mentionsOf(answer)
    .filter((m) => !m.differs && !EXAMPLE.test(m.before) && !EXAMPLE.test(m.clause.slice(0, 6)))
    .slice(0, MAX_MENTIONS);
  const out: TSwapped[] = [];
  const seen = new Set<string>();
  // The other figures of a clause, which must agree: the same case, another answer.
  const others = (m: TMention, all: TMention[]) => all.filter((x) => x.clause === m.clause && x !== m);
  // Two figures exchanged between two named things: 「DATETIME 只需要 4 个字节，TIMESTAMP 需要 8 个字节」
  // against 「TIMESTAMP 只需要使用 4 个字节…DATETIME 需要耗费 8 个字节」 (an outside try; each figure
  // is the reference's for the other thing, so the check above lets both pass).
  const named = said.filter((m) => m.name && m.unit).slice(0, 40);
  const refNamed = ref.filter((m) => m.name && m.unit);
  const has = (name: string, value: number, unit: string) =>
    refNamed.find((r) => r.name === name && r.value === value && r.unit === unit);
  for (const a of named) {
    if (out.length >= 5 || seen.has(String(a.value))) break;
    for (const b of named) {
      if (b === a || b.name === a.name || b.unit !== a.unit || b.value === a.value) continue;
      const [ra, rb] = [has(a.name, b.value, a.unit), has(b.name, a.value, a.unit)];
      if (!ra || !rb || has(a.name, a.value, a.unit) || has(b.name, b.value, b.unit)) continue;
      // One note for the exchange: the reference's two clauses, in its order.
      seen.add(String(a.value));
      seen.add(String(b.value));
      const both = [ra, rb].sort((x, y) => reference.indexOf(x.written) - reference.indexOf(y.written));
      out.push({ kind: 'number', said: a.raw, expected: both.map((r) => r.written).join('，') });
      break;
    }
  }
  // Five are plenty: two are charged and told.
  for (const s of said) {
    if (out.length >= 5) break;
    for (const r of ref) {
      if (seen.has(String(s.value))) break;
      if (r.value === s.value || !sameQuantity(r, s)) continue;
      // 「主库一个线程负责发送 binlog」 against 「涉及三个线程」: one of them, not another count; and
      // 一 is mostly an article (「一个事务内两次读到」 against 「两个事务同时读到」). One counts only
      // where it is said as a count: 至少一个, 只有一个, 最多丢失约 1 秒.
      if (s.value === 1 && r.value > 1) continue;
      if ([s, r].some((m) => m.value === 1 && !/至少|至多|最多|最少|只有|仅|只|约|不超过|超过/.test(m.before)))
        continue;
      const [os, or] = [others(s, said), others(r, ref)];
      if (
        os.some((x) => or.some((y) => y.unit === x.unit && y.value !== x.value) && !or.some((y) => y.value === x.value))
      )
        continue;
      // The answer's figure is the reference's for this quantity elsewhere, or the reference's
      // figure is said too: then the two are about different things.
      if (ref.some((x) => x.value === s.value && sameQuantity(x, s))) continue;
      // …or the reference gives the answer's figure in the same unit at all (「10 位是工作机器 ID，通常拆成
      // 5 位数据中心 ID 和 5 位机器 ID」: 「10位机器ID」 is its own whole, not 5 位 said wrong).
      // Not when the two name different things before the figure (「TCP 首部固定 8 字节」 against
      // 「UDP 首部固定 8 字节」: the figure moved to the other thing).
      const latin = (m: TMention) => m.before.match(/[a-z][a-z0-9]*(?=[^a-z]*$)/)?.[0] ?? '';
      // Only for the same thing counted (机器 of both): 「12 位时间戳」 against 「41 位是时间戳…12 位是序列号」
      // moved 12 to another part.
      if (
        s.unit &&
        ref.some(
          (x) =>
            x.value === s.value &&
            x.unit === s.unit &&
            latin(x) === latin(s) &&
            shared(x.afterWords, s.afterWords) >= 1,
        )
      )
        continue;
      if (said.some((x) => x.value === r.value && sameQuantity(x, r))) continue;
      if (seen.has(String(s.value))) continue;
      seen.add(String(s.value));
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
    if (out.length >= 5) break;
    if (EXAMPLE.test(s.clause.slice(0, s.at))) continue;
    const r = refRanges.find((x) => x.from === s.from && x.to !== s.to && x.from !== x.to);
    if (!r || refRanges.some((x) => x.to === s.to) || saidRanges.some((x) => x.to === r.to)) continue;
    // The same thing ranged: the clauses share words besides the figures (默认缓存, 知名端口).
    if (shared(tokensOf(s.clause), tokensOf(r.clause)) < 2) continue;
    if (seen.has(String(s.to))) continue;
    seen.add(String(s.to));
    out.push({ kind: 'number', said: s.raw, expected: r.written });
  }
  // A figure right after the word it quantifies (负载因子 0.75, 默认容量 16), in every clause of the
  // reference: the key-point check's own rule (otherFigure), read beyond the key points' clauses —
  // only for a clause whose words before a figure the answer says at all, at most 20 of them (each
  // reads the whole answer).
  const folded = fold(answer).replace(/\s+/g, ' ');
  // Each call reads the whole answer: only for an answer of spoken length (up to 3,000 characters;
  // three minutes is about 900) and 12 clauses of the reference at most.
  const counted =
    folded.length > 3000
      ? []
      : clausesOf(reference)
          .filter(({ clause }) => [...clause.matchAll(ANCHORED)].some((m) => folded.includes(m[1]!)))
          .slice(0, 12);
  for (const { clause, written } of counted) {
    const wrong = otherFigure(folded, clause, asked);
    // One figure of the answer is one conflict, however it was found (「只占 4」 and 「4 字节」).
    // The figure is the last number of what was said (「通常是 120 秒」: 120).
    const value = /([\d.]+|[一二两三四五六七八九十百千万亿]+)(?=[^\d.一二两三四五六七八九十百千万亿]*$)/.exec(
      wrong?.said ?? '',
    )?.[1];
    if (!wrong || seen.has(wrong.said) || (value && [...seen].some((k) => k === value))) continue;
    seen.add(wrong.said);
    out.push({ ...wrong, expected: written });
  }
  return out;
}
