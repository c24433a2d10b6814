import { isCommonWord, parseChineseNumber, segment } from '../../../text/index.ts';
import { polarityFlip } from './polarity.ts';
import { NEGATED_BEFORE, fold, idf, isBankTerm, termSet, type TMatchText } from './terms.ts';

/**
 * How far an answer covers a key point derived from a reference answer (`key_point_sources`), and
 * whether it says the point of the wrong thing. Deterministic, without I/O.
 */

/** A clause's credit (0–1) from the weighted share of its heaviest terms said: 0 below 15 %, full from 45 %. */
const SOURCE_SHARE = { none: 0.15, full: 0.45 } as const;
const SOURCE_TERMS = 10;

/** The reference says something of one thing the question asks about; the answer says it of another. */
export interface TSwapped {
  /**
   * 'subject': said of another thing the question names; 'number': another figure for the same
   * thing; 'fact': a property of one side of a known contrast said of the other (known-facts.ts).
   */
  kind: 'subject' | 'number' | 'fact' | 'opposite' | 'order';
  /** What the answer said (its words, folded): the other subject, or the other figure. */
  said: string;
  /** The reference's clause, verbatim. */
  expected: string;
}

/** A figure after a Chinese word: "容量 16", "负载因子是 0.75", "扩容为两倍", "超过 8" (not a version: JDK8, HTTP/2). */
const FIGURE =
  /([\u3400-\u9fff]{2})\s*(?:是|为|约|了|：|:|=|设为|默认)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)\s*([万亿]?)(?=\s*(?:倍|个|次|位|层|%|ms|s|秒|毫秒|字节|kb|mb|[^\d.]|$))/g;

/** Words before a figure that label an example or a step, or compare, not name a quantity: 事务 1, 比如 2, 超过 8. */
const LABEL_ANCHORS =
  /^(比如|例如|事务|线程|进程|步骤|阶段|方案|方法|情况|问题|用户|节点|服务|第[一二三四五六七八九十]|版本|超过|小于|大于|少于|多于|高于|低于|达到|不到|等于|至少|最多|最少|约为|大约|左右|以上|以下)$/;

/** The numerator after a denominator: 八「分之三」, 百「分之三十七」. */
const FRACTION = /^分之(\d+(?:\.\d+)?|[零一二两三四五六七八九十百]+)/;

/** 成 after a figure as a tenth (七成, 八成左右), not of 成本, 成功, 成为… */
const TENTHS = /^\s*成(?![本功为员绩果熟立长就交都了型品])/;

/** Two figures for one quantity: equal, or a share rounded (37 % and 八分之三 = 37.5 %). */
export const sameFigure = (a: number, b: number) =>
  a === b || (Math.abs(a - b) <= 0.5 && (!Number.isInteger(a) || !Number.isInteger(b)));

function figuresOf(text: string): { anchor: string; value: number; raw: string; unit: string; written: string }[] {
  return (
    [...text.matchAll(FIGURE)]
      // 两千万 is 2000 万, not 2000 (an outside tester's false 数字不对 against 1170).
      .map((m) => ({
        m,
        fraction: FRACTION.exec(text.slice(m.index + m[0].length)),
      }))
      // A fraction is one figure, a share in %: 八分之三 is 37.5 (a fresh set's false 数字不对 of 「认占八」
      // against 37 %), 百分之三十七 is 37.
      // …and so is a tenth: 七成 is 70 % (a fresh set's false 数字不对 of 「核数的七成」 against 70 %).
      .map(({ m, fraction }) => ({
        m,
        fraction,
        tenths: !fraction && !m[3] && TENTHS.test(text.slice(m.index + m[0].length)),
      }))
      .map(({ m, fraction, tenths }) => ({
        anchor: m[1]!,
        value: fraction
          ? (parseChineseNumber(fraction[1]!) / parseChineseNumber(m[2]!)) * 100
          : tenths
            ? parseChineseNumber(m[2]!) * 10
            : parseChineseNumber(m[2]!) * (m[3] === '万' ? 1e4 : m[3] === '亿' ? 1e8 : 1),
        raw: fraction ? `${m[2]!}${fraction[0]}` : `${m[2]!}${m[3] ?? ''}`,
        // The words and the figure as the text has them (「通常是 120」): the quote, and where the
        // improved answer finds the sentence to correct.
        // …with its measure word (「经历 3 次」, not 「经历 3」).
        written: fraction
          ? `${m[0]}${fraction[0]}`.trim()
          : `${m[0]}${/^\s*(?:[个次位倍层条张行秒天年月%]|字节|毫秒|分钟|小时|ms|kb|mb|gb)/.exec(text.slice(m.index + m[0].length))?.[0] ?? ''}`.trim(),
        // The measure word after it (个, 行, 条): 能存 1170 个指针 and 能存两千万行 count other things.
        unit:
          fraction || tenths
            ? '%'
            : (/^\s*([\u4e00-\u9fff]|[a-z]+)/.exec(text.slice(m.index + m[0].length))?.[1] ?? ''),
      }))
      // Two numerals side by side are a range, not a figure: 六七成, 三四次.
      .filter(
        (f) => Number.isFinite(f.value) && !LABEL_ANCHORS.test(f.anchor) && !/^[一二三四五六七八九]{2}/.test(f.raw),
      )
  );
}

/**
 * Another figure for the same thing: the reference says "默认容量 16", the answer "默认容量是 10".
 * Only a figure right after the same word counts (容量, 因子, 超过), so two figures about
 * different things never clash.
 */
/** The same figure, a share said either way: 四分之一 (25 %) is 0.25. */
function sameShare(a: { value: number; unit: string }, b: { value: number; unit: string }): boolean {
  if (sameFigure(a.value, b.value)) return true;
  if (a.unit === '%' && b.unit !== '%') return sameFigure(a.value / 100, b.value);
  if (b.unit === '%' && a.unit !== '%') return sameFigure(a.value, b.value / 100);
  return false;
}

export function otherFigure(
  answerFolded: string,
  clause: string,
  asked: ReadonlySet<string> = new Set(),
): TSwapped | null {
  // A quantity, not a state or a flag (访问位为 0 / 1 are both said in a right answer).
  const expected = figuresOf(clause).filter((e) => e.value >= 3 || !Number.isInteger(e.value));
  if (!expected.length) return null;
  const saidFigures = figuresOf(answerFolded);
  // A figure in a sentence about another thing the question names is about that thing: 「HashMap …
  // 默认容量 16」 is no wrong figure for 「Hashtable 默认初始容量 11」 (an outside tester's false alarm).
  // Things by their Latin names only (HashMap, Hashtable, TCP): the question's Chinese words (扩容,
  // 机制) are what every sentence of the answer speaks of.
  const latinThings = (text: string) => namedThings(text, asked).filter((t) => /^[a-z]/.test(t));
  const clauseThings = latinThings(clause);
  const ownFigures = answerFolded
    .split(/[。；;！？!?\n]/)
    .filter((sentence) => !clauseThings.length || latinThings(sentence).every((t) => clauseThings.includes(t)))
    .flatMap((sentence) => figuresOf(sentence));
  for (const said of ownFigures) {
    // 一 is not read as a count: mostly an article (每收到一个 ACK, 加一个节点).
    if (said.raw === '一') continue;
    const same = expected.filter((e) => e.anchor === said.anchor && (!e.unit || !said.unit || e.unit === said.unit));
    // The reference's own figure said anywhere in the answer (3 or 三): the other one is about something else.
    const named = same.some(
      (e) =>
        answerFolded.includes(e.raw) ||
        answerFolded.includes(String(e.value)) ||
        saidFigures.some((f) => sameShare(e, f)),
    );
    if (same.length && !named && !same.some((e) => sameShare(e, said)))
      return { kind: 'number', said: said.written, expected: clause.trim() };
  }
  return null;
}

type TCore = { t: string; w: number }[];

/** The ten heaviest terms of a text, the question's left out; a two-character run the bank never uses (内线, 符等: a seam between words) weighs 0.3 of its IDF. */
function coreTerms(text: string, asked: ReadonlySet<string>): TCore {
  return [...termSet(text)]
    .filter((t) => !asked.has(t))
    .map((t) => ({ t, w: pairWeight(t) }))
    .sort((a, b) => b.w - a.w || (a.t < b.t ? -1 : 1))
    .slice(0, SOURCE_TERMS);
}

function termCredit(terms: ReadonlySet<string>, core: TCore): number {
  const total = core.reduce((n, x) => n + x.w, 0);
  if (!total) return 0;
  const share = core.reduce((n, x) => n + (terms.has(x.t) ? x.w : 0), 0) / total;
  return Math.min(1, Math.max(0, (share - SOURCE_SHARE.none) / (SOURCE_SHARE.full - SOURCE_SHARE.none)));
}

const CJK_PAIR = /^[\u3400-\u9fff]{2}$/;
const pairWeight = (t: string) => (CJK_PAIR.test(t) && !isBankTerm(t) ? 0.3 * idf(t) : idf(t));

/** What a word of everyday Chinese (不同, 机会, 处理) weighs, of its weight in the bank. */
const COMMON_WEIGHT = 0.4;

/** A unit of a reference clause: a word (jieba, with its two-character runs) or a Latin word, figure or concept. */
type TWordCore = { t: string; w: number; pairs?: readonly string[] }[];

const wordCache = new Map<string, readonly string[]>();
/** The words of a text (jieba) of two or more CJK characters, folded; cached (a rubric's clauses recur). */
function cjkWords(text: string): readonly string[] {
  let words = wordCache.get(text);
  if (!words) {
    words = [...new Set(segment(text).map((w) => fold(w)))].filter((w) => /^[\u3400-\u9fff]{2,}$/.test(w));
    if (wordCache.size >= 2000) wordCache.clear();
    wordCache.set(text, words);
  }
  return words;
}

/**
 * The ten heaviest units of a reference clause, the question's left out: its words, not its
 * two-character runs — a run across two words (做扰, 动处 of 「做扰动处理」) is a seam no
 * paraphrase repeats, and a three-character word (缓冲区) counts once, not twice. A word weighs
 * the mean of its runs' weights.
 */
function wordCore(text: string, asked: ReadonlySet<string>): TWordCore {
  const terms = termSet(text);
  const units: TWordCore = [...terms].filter((t) => !CJK_PAIR.test(t) && !asked.has(t)).map((t) => ({ t, w: idf(t) }));
  for (const word of cjkWords(text)) {
    const pairs = [...word.slice(1)].map((c, i) => word[i]! + c).filter((p) => terms.has(p));
    if (!pairs.length || pairs.every((p) => asked.has(p))) continue;
    const w = pairs.reduce((n, p) => n + pairWeight(p), 0) / pairs.length;
    units.push({ t: word, w: isCommonWord(word) ? COMMON_WEIGHT * w : w, pairs });
  }
  return units.sort((a, b) => b.w - a.w || (a.t < b.t ? -1 : 1)).slice(0, SOURCE_TERMS);
}

/** A clause's credit from the weighted share of its units the answer says (a word: written as is, or all its runs). */
function wordCredit(text: TMatchText, core: TWordCore): number {
  const total = core.reduce((n, x) => n + x.w, 0);
  if (!total) return 0;
  const said = (x: TWordCore[number]) =>
    x.pairs ? text.compact.includes(x.t) || x.pairs.every((p) => text.terms.has(p)) : text.terms.has(x.t);
  const share = core.reduce((n, x) => n + (said(x) ? x.w : 0), 0) / total;
  return Math.min(1, Math.max(0, (share - SOURCE_SHARE.none) / (SOURCE_SHARE.full - SOURCE_SHARE.none)));
}

/**
 * Words that say the opposite of each other about the same thing: a clause of the answer that says
 * one where the reference's clause on the same thing says the other ("慢启动阶段线性增长" against
 * "慢启动阶段拥塞窗口指数增长") states a wrong fact. Pairs only, both written as the trade writes
 * them; a word with 不/非/没/无 just before it is not said (非阻塞 is not 阻塞).
 */
const OPPOSITES: readonly (readonly [string, string])[] = [
  ['指数', '线性'],
  ['有序', '无序'],
  ['升序', '降序'],
  ['悲观', '乐观'],
  ['强一致', '最终一致'],
  ['公平锁', '非公平锁'],
  ['浅拷贝', '深拷贝'],
  ['值传递', '引用传递'],
  ['物理日志', '逻辑日志'],
  ['大顶堆', '小顶堆'],
  ['先进先出', '后进先出'],
  ['长连接', '短连接'],
  ['有状态', '无状态'],
  ['全量', '增量'],
  ['水平拆分', '垂直拆分'],
  ['编译期', '运行期'],
  ['编译时', '运行时'],
  ['单向链表', '双向链表'],
];

/**
 * More opposite pairs, read only where the reference does not say the other word anywhere
 * (`oppositeWords`): a reference that says 永久 of 301 and 临时 of 302, or 主动 and 被动 of the two
 * sides of a TCP close, speaks of two things, and an answer's sentence may rightly say either.
 */
const ONE_SIDED_OPPOSITES: readonly (readonly [string, string])[] = [
  ...OPPOSITES,
  ['头插', '尾插'],
  ['奇数', '偶数'],
  ['单播', '广播'],
  ['同步', '异步'],
  ['独占', '共享'],
  ['永久', '临时'],
  ['强引用', '弱引用'],
  ['前缀', '后缀'],
  ['推模式', '拉模式'],
  ['上界', '下界'],
  ['用户态', '内核态'],
  ['大端', '小端'],
  ['串行', '并行'],
  ['深度优先', '广度优先'],
  ['饿汉', '懒汉'],
  ['左连接', '右连接'],
  ['内连接', '外连接'],
  ['显式', '隐式'],
  ['有界', '无界'],
  ['短轮询', '长轮询'],
  ['冷备', '热备'],
  ['随机', '固定'],
  ['捕获', '冒泡'],
  ['可变', '不可变'],
  ['堆内存', '栈内存'],
  ['升级', '降级'],
  ['读锁', '写锁'],
];

/** Where a text says a word, not right after a negation (「非公平锁」 does not say 公平锁). */
function says(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    if (!NEGATED_BEFORE.test(text.slice(Math.max(0, at - 8), at))) return true;
  return false;
}

/** Heavy terms a reference clause needs besides the pair word to say what it speaks of. */
const MIN_CORE = 3;

/** The things of the question a text names (list, set, 进程): its words that are neither concepts nor skills. */
const namedThings = (text: string, asked: ReadonlySet<string>) =>
  [...termSet(text)].filter((t) => asked.has(t) && !t.startsWith('≈') && !t.startsWith('§'));

/** A clause's share of the reference clause's heaviest terms, its pair words left out, above which it speaks of the same thing. */
const SAME_THING = 0.5;

/**
 * The answer says of the reference clause's subject the opposite word: the clause says A (and not
 * B), and a clause of the answer that shares most of its other heavy terms says B (and not A).
 */
/** A sentence of the answer (。；！？), without spaces, its terms read once when first needed. */
interface TPiece {
  text: string;
  compact: string;
  terms: () => ReadonlySet<string>;
}

/** The answer's sentences, at most 200 (a three-minute answer has about 30). */
function piecesOf(answerFolded: string): TPiece[] {
  return answerFolded
    .split(/[。；;！？!?\n]/)
    .slice(0, 200)
    .map((text) => {
      let terms: ReadonlySet<string> | undefined;
      return { text, compact: text.replace(/\s+/g, ''), terms: () => (terms ??= termSet(text)) };
    });
}

function oppositeWord(
  answer: string | readonly TPiece[],
  clause: string,
  asked: ReadonlySet<string>,
  units: readonly string[],
  pairs: readonly (readonly [string, string])[] = OPPOSITES,
): TSwapped | null {
  const c = clause.replace(/\s+/g, '');
  for (const pair of pairs)
    for (const [a, b] of [pair, [pair[1], pair[0]] as const]) {
      if (!says(c, a) || says(c, b)) continue;
      // Terms of the pair words and the bigrams across their edges (呈指, 数增) are not the subject.
      const pairChars = new Set([...a, ...b]);
      const core = coreTerms(clause, asked).filter((x) => ![...x.t].some((ch) => pairChars.has(ch)));
      // A clause this short (「呈指数增长」) does not say what it speaks of.
      if (core.length < MIN_CORE) continue;
      const named = namedThings(c, asked);
      // The reference's sentences that say b themselves: a piece closer to one of them speaks of
      // what it speaks of (拥塞避免 … 线性增长 is right, beside 慢启动 … 指数增长).
      const rivals = units
        .map((u) => u.replace(/\s+/g, ''))
        .filter((u) => u !== c && says(u, b))
        .map((u) => coreTerms(u, asked).filter((x) => ![...x.t].some((ch) => pairChars.has(ch))));
      for (const piece of typeof answer === 'string' ? piecesOf(answer) : answer) {
        const p = piece.compact;
        if (!p.includes(b) || !says(p, b) || says(p, a) || /吗$/.test(p)) continue;
        const terms = piece.terms();
        // The same thing: most of the clause's other heavy terms said.
        const credit = termCredit(terms, core);
        if (core.filter((x) => terms.has(x.t)).length < 3 || credit < SAME_THING) continue;
        if (rivals.some((r) => termCredit(terms, r) >= credit)) continue;
        // A thing the question names that the clause does not: said of another thing («Set 是无序的»
        // beside «List 是有序的», or beside «存储的元素是有序的» whose subject is elsewhere).
        const own = namedThings(p, asked);
        if (own.some((t) => !named.includes(t)) || named.some((t) => !own.includes(t))) continue;
        return { kind: 'opposite', said: b, expected: clause.trim() };
      }
    }
  return null;
}

/**
 * Opposite words anywhere in the reference (issue 33): every sentence (。；) of the reference, not
 * only the key points' sources, read as `oppositeWord` reads a point's sentence; one note for each
 * sentence, at most two. Bounded: the reference's first 60 sentences.
 */
export function oppositeWords(answer: string, reference: string, asked: ReadonlySet<string>): TSwapped[] {
  const units = referenceUnits([reference]).slice(0, 60);
  const written = reference
    .split(/[；;。\n]/)
    .filter((u) => u.trim())
    .slice(0, 60);
  const folded = fold(answer).slice(0, 6000);
  const compact = folded.replace(/\s+/g, '');
  const pieces = piecesOf(folded);
  const out: TSwapped[] = [];
  units.forEach((u, i) => {
    if (out.length >= 2) return;
    const wrong = oppositeWord(pieces, u, asked, units, ONE_SIDED_OPPOSITES);
    if (!wrong) return;
    // Where the reference says the other word too (301 永久, 302 临时), it speaks of two things, and
    // which one an answer's sentence speaks of is left to the key points' own check.
    if (units.some((o) => o !== u && says(o.replace(/\s+/g, ''), wrong.said))) return;
    // An answer that also says the reference's word contrasts the two cases (301 永久 … 302 是临时;
    // Kafka 拉模式 … RabbitMQ 推模式): its other word is said of the other case.
    const pair = ONE_SIDED_OPPOSITES.find((p) => p.includes(wrong.said))!;
    if (says(compact, pair[0] === wrong.said ? pair[1] : pair[0])) return;
    out.push({ ...wrong, expected: written[i]!.trim() });
  });
  return out;
}

/** "进程是资源分配的基本单位" → 进程 / 资源分配的基本单位: a short subject, a copula, what is said of it. */
const DEFINITION = /^([^：:，,]{1,8}?)(?<![不非也并])(?:就是|指的是|是指|是)(.{4,})$/;

/**
 * Words of the question that name a thing (进程, 线程, get, post), not a concept id or a skill id,
 * when the subject is little more than that name ("而线程", "进程", not "get 因为它").
 */
function namesAsked(subject: string, asked: ReadonlySet<string>): string[] {
  const names = [...termSet(subject)].filter((t) => asked.has(t) && !t.startsWith('≈') && !t.startsWith('§'));
  const rest = names.reduce((left, n) => left.replace(n, ''), subject.replace(/\s+/g, ''));
  return rest.replace(/^(而且|而|但是|但|那么|其中|并且)/, '').length <= 1 ? names : [];
}

/**
 * The answer says of another thing the question asks about what the reference says of this one:
 * "线程是资源分配的基本单位" against "进程是资源分配的基本单位".
 */
function swappedSubject(
  answerFolded: string,
  clause: string,
  asked: ReadonlySet<string>,
  others: readonly ReadonlySet<string>[],
): TSwapped | null {
  const def = DEFINITION.exec(clause.replace(/\s+/g, ''));
  if (!def) return null;
  const own = namesAsked(def[1]!, asked);
  // Only what this clause says and no other definition of the reference does: 资源分配 of
  // "进程是资源分配的基本单位", not 基本单位, which "线程是 CPU 调度的基本单位" says too.
  const core = coreTerms(def[2]!, asked).filter((x) => !others.some((o) => o !== undefined && o.has(x.t)));
  if (!own.length || !core.length) return null;
  for (const piece of answerFolded.split(/(?<=[，,。；;！？!?\n])/)) {
    // A question the answer asks itself ("线程是资源分配的基本单位吗？") claims nothing.
    if (/[？?]$|吗[，,。]?$/.test(piece.trim())) continue;
    const said = DEFINITION.exec(piece.replace(/[\s，,。；;！!\n]+/g, ''));
    if (!said) continue;
    const subject = namesAsked(said[1]!, asked);
    if (!subject.length || subject.some((t) => own.includes(t))) continue;
    const terms = termSet(said[2]!);
    if (termCredit(terms, core) < 0.75) continue;
    // One phrase in common (一段时间) is not the same claim: two apart at least.
    if (
      sharedRuns(
        said[2]!,
        core.filter((x) => terms.has(x.t)).map((x) => x.t),
      ) < 2
    )
      continue;
    // 非聚簇 is not 聚簇: a shared term denied on one side only is another claim, not a swap.
    const shared = core.filter((x) => terms.has(x.t)).map((x) => x.t);
    if (deniesAny(def[2]!, shared) !== deniesAny(said[2]!, shared)) continue;
    // The converse said of the other thing is the same fact (拆箱 is 包装类型 → 基本类型; 装箱 is
    // 基本类型 → 包装类): two shared terms in the other order.
    if (converse(def[2]!, said[2]!)) continue;
    return { kind: 'subject', said: said[1]!, expected: clause.trim() };
  }
  return null;
}

/** In how many separate runs of a text its matched terms stand (一段时间 is one run, of three bigrams). */
function sharedRuns(text: string, matched: readonly string[]): number {
  const covered = new Array<boolean>(text.length).fill(false);
  // A concept or skill term (≈id, §name) is not written as such: each counts as a run of its own.
  let named = 0;
  for (const t of matched) {
    const at = text.indexOf(t);
    if (at >= 0) for (let i = at; i < at + t.length; i++) covered[i] = true;
    else if (/^[≈§]/.test(t)) named++;
  }
  return named + covered.filter((c, i) => c && !covered[i - 1]).length;
}

/** Whether a text denies one of the terms right before it: 非聚簇, 不可变, 无状态 (not 非常, 不同: those are not terms of the predicate). */
function deniesAny(text: string, terms: readonly string[]): boolean {
  return terms.some((t) => {
    const at = text.indexOf(t);
    return at > 0 && /[非不无没未]/.test(text[at - 1]!);
  });
}

/** Whether two predicates name two of the same core terms in opposite orders (A 转成 B / B 转成 A). */
function converse(expected: string, said: string): boolean {
  const theirs = termSet(said);
  const shared = [...termSet(expected)]
    .filter((t) => !/^[≈§]/.test(t) && theirs.has(t) && expected.includes(t) && said.includes(t))
    .sort((a, b) => idf(b) - idf(a))
    .slice(0, 4);
  for (let i = 0; i < shared.length; i++)
    for (let j = i + 1; j < shared.length; j++) {
      const [a, b] = [shared[i]!, shared[j]!];
      if (a.includes(b) || b.includes(a)) continue;
      const before = (text: string) => text.indexOf(a) < text.indexOf(b);
      if (before(expected) !== before(said)) return true;
    }
  return false;
}

/** Every sentence (。；) of a reference's key point sources, folded. */
export function referenceUnits(sources: readonly string[]): string[] {
  return sources
    .flatMap((s) => s.split(/[；;。\n]/))
    .filter((u) => u.trim())
    .map(fold);
}

/** The terms of what each definitional clause of the reference says ("进程是…" → the terms after 是). */
export function definitionTerms(sources: readonly string[]): ReadonlySet<string>[] {
  return sources
    .flatMap((s) => s.split(/[，,；;。]/))
    .map((c) => DEFINITION.exec(fold(c).replace(/\s+/g, ''))?.[2])
    .filter((x): x is string => !!x)
    .map((x) => termSet(x));
}

/**
 * The credit of a derived point: a unit that states several facts ("线程是 CPU 调度的基本单位，同一
 * 进程内线程共享地址空间…") is covered fact by fact, the mean of its clauses' credits (clauses with
 * two terms or more); a clause the answer says of another thing the question names, or with
 * another figure for the same thing, counts 0.
 */
export function sourceCredit(
  text: TMatchText,
  source: string,
  asked: ReadonlySet<string>,
  definitions: readonly ReadonlySet<string>[] = [],
  /** Every sentence of the reference, folded (`referenceUnits`): what an opposite word is weighed against. */
  units: readonly string[] = [],
): { credit: number; swapped: TSwapped | null } {
  const clauses = source
    .split(/[，,；;。]/)
    .map((c) => ({ c, core: wordCore(c, asked) }))
    .filter((x) => x.core.length >= 2);
  const parts = clauses.length >= 2 ? clauses : [{ c: source, core: wordCore(source, asked) }];
  let swapped: TSwapped | null = null;
  // An opposite word is read sentence by sentence (。；), where a clause's subject and what is said
  // of it stand together: 「慢启动阶段拥塞窗口每个往返时间翻倍，呈指数增长」.
  const reversed = source
    .split(/[；;。\n]/)
    .filter((u) => u.trim())
    .map((u) => ({ u, wrong: oppositeWord(text.folded, fold(u), asked, units) }))
    .filter((x) => x.wrong);
  const credits = parts.map(({ c, core }) => {
    const opposite = reversed.find((x) => x.u.includes(c.trim()));
    if (opposite) {
      swapped ??= { ...opposite.wrong!, expected: opposite.u.trim() };
      return 0;
    }
    const folded = fold(c);
    const said = DEFINITION.exec(folded.replace(/\s+/g, ''))?.[2];
    const others = definitions.filter((d) => !said || !sameSet(d, termSet(said)));
    const wrong =
      swappedSubject(text.folded, folded, asked, others) ??
      otherFigure(text.folded, folded, asked) ??
      polarityFlip(text.folded, folded, asked, fold(leadOf(source, c)));
    if (wrong) {
      swapped ??= { ...wrong, expected: c.trim().replace(/[。；;，,]+$/, '') };
      return 0;
    }
    // Read both ways, the better counts: by words (a paraphrase keeps words, not the runs across
    // them) and by two-character runs (jieba splits 只存键 badly; a run still meets 键 in 只放键).
    return Math.max(wordCredit(text, core), termCredit(text.terms, coreTerms(c, asked)));
  });
  return { credit: credits.length ? credits.reduce((a, b) => a + b, 0) / credits.length : 0, swapped };
}

/**
 * The clause before `clause` in its sentence of `source` ('' for the first): where a clause without
 * a subject takes it from. The nearest, not the first: in 「Cookie 会随请求携带，localStorage 只存在
 * 浏览器端，不会随请求发送」 the last clause speaks of localStorage (an outside tester's false 说反了).
 */
function leadOf(source: string, clause: string): string {
  const sentence = source.split(/[；;。\n]/).find((u) => u.includes(clause)) ?? '';
  const parts = sentence.split(/[，,]/).map((p) => p.trim());
  const at = parts.indexOf(clause.trim());
  return at > 0 ? parts[at - 1]! : '';
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((t) => b.has(t));
