import { extractSkills, normaliseSkill } from '../../../text/index.ts';
import { QUESTION_BANK } from './bank/index.ts';
import { conceptsOf } from './concepts.ts';

/**
 * Text helpers of the interview agents: the terms two texts share (Latin words, CJK bigrams and
 * one term per lexicon skill, so k8s meets Kubernetes), their weight (IDF over the question
 * bank), phrase matching for key points, filler words, sentences and the seeded tie-break.
 * Deterministic and without I/O.
 */

export const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));
export const round = (n: number) => Math.round(clamp(n));

/** NFKC, lower case. */
export const fold = (text: string) => text.normalize('NFKC').toLowerCase();
/** Folded and without whitespace: `Spring Boot` = `springboot`, for phrase matching. */
export const compact = (text: string) => fold(text).replace(/\s+/g, '');
/** Characters that are not whitespace. */
export const visibleLength = (text: string) => text.replace(/\s+/g, '').length;

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN_WORD = /[a-z][a-z0-9+#]*/g;

/** Characters that make a CJK bigram a function-word pair rather than a topic (的是, 我们, 这个). */
const FUNCTION_CHARS = new Set([
  ...'的了是在和与及或我你他她它们这那个也就都而把被让给吗呢吧啊嗯呃么之其着过得地很还又再些啦哦呀',
]);

/** Spoken and generic bigrams that say nothing about a topic. */
const GENERIC_BIGRAMS = new Set(
  (
    '然后 因为 所以 时候 一个 可以 需要 进行 自己 比较 非常 如果 的话 什么 怎么 如何 以及 还有 其实 主要 通过 ' +
    '一些 这样 没有 不是 就会 会有 觉得 应该 一下 一点 当时 之后 之前 后来 最后 首先 其次 另外 此外 同时 ' +
    '问题 说说 讲讲 介绍 一次 经历 请你 请讲 情况 方面 一般 知道 理解 具体 例子 能够 以上 为什么 哪些 怎样 ' +
    '分别 区别 什么 如何 有哪 哪些 方式 做法 实际 结合 ' +
    // The shape of a question, not its subject: 有什么, 会带来, 了解吗, 各有什么优缺点.
    '有什 是什 来什 做什 用什 么是 么样 会带 带来 了解 解吗 有何 何保 何实 何处 哪几 几种 通常 常见 常用 ' +
    '各自 各有 优缺 作用 用途 原因 描述 说明 简述 谈谈 聊聊 什么样 怎么样'
  ).split(' '),
);

const LATIN_STOP = new Set(
  (
    'the and or of to in for with an on at by is are be as it this that we you he she they was were have has had ' +
    'do does did not no so if but then than there their them our your my me us from into about what how why which ' +
    'when where who can could would should will just also very really like um uh ok'
  ).split(' '),
);

/** Decimals and versions (1.8, 0.75, 6.0): in a technical question they name the topic. */
const DECIMAL = /(?<![\d.])\d+\.\d+(?![\d.])/g;

/**
 * Terms of a text: Latin words (2+ letters), decimals, CJK bigrams without function characters,
 * `§skill` ids and `≈concept` ids (concepts.ts: 内存 = memory, 左模糊 = 以百分号开头的模糊查询).
 */
export function tokens(text: string): string[] {
  const folded = fold(text);
  const out: string[] = [...(folded.match(DECIMAL) ?? [])];
  for (const m of folded.matchAll(LATIN_WORD)) {
    const word = m[0].length > 3 && m[0].endsWith('s') && !m[0].endsWith('ss') ? m[0].slice(0, -1) : m[0];
    if (word.length >= 2 && !LATIN_STOP.has(word)) out.push(word);
  }
  for (const run of folded.match(CJK_RUN) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) {
      const gram = run.slice(i, i + 2);
      if (!FUNCTION_CHARS.has(gram[0]!) && !FUNCTION_CHARS.has(gram[1]!) && !GENERIC_BIGRAMS.has(gram)) out.push(gram);
    }
  }
  for (const mention of extractSkills(text)) out.push(`§${mention.id}`);
  for (const concept of conceptsOf(folded)) out.push(`≈${concept}`);
  return out;
}

/**
 * Recent texts' tokens: one evaluation reads the question, its key points and the answer's
 * sentences many times over. Bounded in count and in the length of a text kept.
 */
const recentTokens = new Map<string, string[]>();
const RECENT_TEXTS = 4000;
const RECENT_TEXT_CHARS = 600;

export function termSet(text: string): Set<string> {
  if (text.length > RECENT_TEXT_CHARS) return new Set(tokens(text));
  let list = recentTokens.get(text);
  if (!list) {
    list = tokens(text);
    if (recentTokens.size >= RECENT_TEXTS) recentTokens.delete(recentTokens.keys().next().value!);
    recentTokens.set(text, list);
  }
  return new Set(list);
}

let idfTable: Map<string, number> | undefined;
let unknownIdf = 1;

/** Document frequencies over the question bank (question, key points, aliases, outline), built once. */
function getIdfTable(): Map<string, number> {
  if (idfTable) return idfTable;
  const df = new Map<string, number>();
  for (const q of QUESTION_BANK) {
    const text = [q.text, ...q.key_points, ...q.key_point_aliases.flat(), ...q.reference_outline].join('\n');
    for (const t of termSet(text)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = QUESTION_BANK.length;
  idfTable = new Map([...df].map(([t, d]) => [t, Math.log((n + 1) / (d + 1)) + 1]));
  unknownIdf = Math.log(n + 1) + 1;
  return idfTable;
}

/** How much a term says about a topic: rare in the bank = high; skills weigh at least 4. */
export function idf(term: string): number {
  const table = getIdfTable();
  const value = table.get(term) ?? unknownIdf;
  return term.startsWith('§') ? Math.max(4, value) : value;
}

/** Whether the bank's questions and rubrics use a term (a word of the trade, not talk). */
export function isBankTerm(term: string): boolean {
  return getIdfTable().has(term);
}

export function weightOf(terms: Iterable<string>): number {
  let sum = 0;
  for (const t of terms) sum += idf(t);
  return sum;
}

/** Weight of the terms of `a` that are also in `b`. */
export function sharedWeight(a: Iterable<string>, b: ReadonlySet<string>): number {
  let sum = 0;
  for (const t of a) if (b.has(t)) sum += idf(t);
  return sum;
}

const LATIN_ONLY = /^[a-z0-9 .+#/_-]+$/;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An answer prepared once for phrase matching. */
export interface TMatchText {
  folded: string;
  compact: string;
  skills: ReadonlySet<string>;
  terms: ReadonlySet<string>;
}

export function matchText(text: string): TMatchText {
  return {
    folded: fold(text).replace(/\s+/g, ' '),
    compact: compact(text),
    skills: new Set(extractSkills(text).map((m) => m.id)),
    terms: termSet(text),
  };
}

/**
 * Whether the text says a phrase: a lexicon skill by any of its names (k8s = Kubernetes), a Latin
 * phrase as whole words, anything else as written (ignoring spaces and case).
 */
export function saysPhrase(text: TMatchText, phrase: string): boolean {
  const p = fold(phrase).trim();
  if (!p) return false;
  const skill = normaliseSkill(phrase);
  if (skill && text.skills.has(skill)) return true;
  if (LATIN_ONLY.test(p)) {
    const re = new RegExp(`(?<![a-z0-9])${escapeRe(p).replace(/ /g, '\\s*')}(?![a-z0-9])`);
    return re.test(text.folded);
  }
  return text.compact.includes(p.replace(/\s+/g, ''));
}

/** Share (by weight) of a phrase's own terms that the text has: 数组 + 链表 + 红黑树 ~ 数组加链表和红黑树. */
export function phraseTermShare(text: TMatchText, phrase: string): number {
  const own = termSet(phrase);
  const total = weightOf(own);
  return total > 0 ? sharedWeight(own, text.terms as Set<string>) / total : 0;
}

/**
 * Words just before a word that take it back: 不是无连接的, 没有拥塞控制, 非阻塞, 未提交, 不算线性,
 * 并非, 不会这样阻塞住. Tested on the text that ends where the word starts.
 */
export const NEGATED_BEFORE =
  /(?:不|没|非|未|无|并非|而非|无需|(?<![区分级类识特个告派性差])别)(?:是|有|会|能|用|需要|支持|再|太|算)?(?:这样|那样|这么|那么|被|再|一直|直接|去)?(?:做|进行|采用|使用|走)?\s*$/;

// ── Fillers, sentences ───────────────────────────────────────────────────────────────────────

export const FILLER_WORDS = ['嗯', '呃', '额', '那个', '然后', '就是', '这个这个', 'um', 'uh', 'emm'] as const;
/**
 * 就是 is a filler only where it pads (at a clause's start, before a pause, 就是说, 就是就是); as a
 * copula ("惰性求值就是用到时才计算") it is a word of the sentence. 那个 likewise: 「那个，我觉得」 pads,
 * 「最顶上那个加载器」 points.
 */
const FILLER_RE =
  /嗯+|呃+|额(?=[，,。\s])|(?:(?<=^|[，,。；;！？!?\s嗯呃])那个(?=[，,、…\s]|那个|嗯|呃))|那个那个|然后|(?:(?<=^|[，,。；;！？!?\s嗯呃然后])就是|就是(?=[，,。\s…]|说|就是))|这个这个|\b(?:um+|uh+|emm+)\b/gi;

/** Filler words of a text, each occurrence counted. */
export function countFillers(text: string): number {
  return (text.match(FILLER_RE) ?? []).length;
}

/** The filler words a text says, each once, in the order first said (嗯嗯 as 嗯). */
export function fillersSaid(text: string): string[] {
  const said = (text.match(FILLER_RE) ?? []).map((w) => w.toLowerCase().replace(/^(嗯|呃)+$/, '$1'));
  return [...new Set(said)];
}

/** Sentences (split at 。！？；!?; and line breaks), trimmed, non-empty. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[。！？!?；;])|\n+|(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Clauses (sentences split again at ，,、 and ：), trimmed, non-empty. */
export function splitClauses(text: string): string[] {
  return splitSentences(text)
    .flatMap((s) => s.split(/[，,：:]/))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A stable number in [0, 1) for a key under a seed: seeds vary the pick among equal candidates. */
export function seededUnit(seed: number, key: string): number {
  let h = 0x811c9dc5;
  const s = `${seed}:${key}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

/** Items ordered by priority (high first), ties broken by the seed. */
export function seededOrder<T>(items: readonly T[], seed: number, key: (t: T) => string, priority: (t: T) => number) {
  return items
    .map((item) => ({ item, p: priority(item), r: seededUnit(seed, key(item)) }))
    .sort((a, b) => b.p - a.p || a.r - b.r)
    .map((x) => x.item);
}
