import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as JiebaLib from '@node-rs/jieba';

const localRequire = createRequire(import.meta.url);
let jieba: JiebaLib.Jieba | undefined;
/**
 * jieba (native module and dictionary) loads at the first segmentation, not at start-up: it holds
 * about 16 MiB an idle server does not need (docs/operations.md, issue 18). Only dict.txt is read:
 * `@node-rs/jieba/dict.js` also reads the 6 MB idf.txt and keeps both buffers for the process.
 */
const getJieba = () =>
  (jieba ??= (localRequire('@node-rs/jieba') as typeof JiebaLib).Jieba.withDict(
    Buffer.concat([readFileSync(localRequire.resolve('@node-rs/jieba/dict.txt')), Buffer.from(OWN_WORDS)]),
  ));
/**
 * Words of adverts jieba's dictionary lacks and cuts wrongly (快消品 as 快 + 消品), in its format:
 * word, frequency, part of speech.
 */
const OWN_WORDS = ['快消品 3000 n', '快消 3000 n', '客单价 3000 n', '连带率 3000 n'].join('\n') + '\n';

/** How often a word of everyday Chinese must occur in jieba's dictionary (of 60 million) to be common. */
const COMMON_FREQ = 5000;
/**
 * How often a word must occur there to be a word of general Chinese rather than a trade's term:
 * 国家, 地方, 规模, 速度, 政策, 企业 are; 良率, 账期, 年报, 调优, 值班 are not.
 */
const EVERYDAY_FREQ = 1500;
let counts: ReadonlyMap<string, number> | undefined;
let places: ReadonlySet<string> | undefined;
/** Reads dict.txt once: the counts of everyday words and the place names (tagged ns). */
function readDict() {
  const found = new Map<string, number>();
  const named = new Set<string>();
  for (const line of readFileSync(localRequire.resolve('@node-rs/jieba/dict.txt'), 'utf8').split('\n')) {
    const [w, n, tag] = line.split(' ');
    if (!w || [...w].length < 2) continue;
    if (Number(n) >= EVERYDAY_FREQ) found.set(w, Number(n));
    if (tag === 'ns') named.add(w);
  }
  counts = found;
  places = named;
}
/** jieba's count of a word of two or more characters (0: rarer than everyday). */
function dictCount(word: string): number {
  if (!counts) readDict();
  return counts!.get(word) ?? 0;
}

/** Words of everyday Chinese (不同, 机会, 执行, 处理, 超过): jieba's dictionary counts them at least 5,000 times. */
export function isCommonWord(word: string): boolean {
  return dictCount(word) >= COMMON_FREQ;
}

/**
 * Words of general Chinese (国家, 规模, 速度, 政策, 培训): a resume says what they name in many other
 * ways, so not finding the word is no evidence that the resume lacks what it names.
 */
export function isEverydayWord(word: string): boolean {
  return dictCount(word) >= EVERYDAY_FREQ;
}

/**
 * Place names (安徽省, 厦门, 欧洲; jieba's tag ns): a resume shows a place by another of its names or
 * by a city in it (合肥 for 安徽省), so not finding the name is no evidence either.
 */
export function isPlaceName(word: string): boolean {
  if (!places) readDict();
  return places!.has(word);
}

/** A word whose absence from a resume is no evidence: of general Chinese, or a place. */
export function isEverydayOrPlace(word: string): boolean {
  return isEverydayWord(word) || isPlaceName(word);
}

/** Words that carry no meaning for search. */
const STOPWORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '等',
  '在',
  '对',
  '并',
  '将',
  '为',
  '是',
  '有',
  '能',
  '会',
  '中',
  '上',
  '下',
  '以',
  '其',
  '之',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'for',
  'with',
  'a',
  'an',
  'on',
  'at',
  'by',
  'is',
  'are',
  'be',
  'as',
]);

/** Something with a letter, digit or Chinese character (drops punctuation and spaces). */
const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * Chinese-aware words for search: jieba's search mode also yields the parts of long words
 * (前端开发 → 前端, 开发, 前端开发), lower-cased, without stopwords, each once.
 */
export function segmentForSearch(text: string): string[] {
  if (!text.trim()) return [];
  const words = getJieba().cutForSearch(text, true);
  const seen = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    // Bare numbers (list numbering, years) only add noise to search.
    if (word && MEANINGFUL.test(word) && !STOPWORDS.has(word) && !/^\d+$/.test(word)) seen.add(word);
  }
  return [...seen];
}

/** Plain segmentation (no sub-words), for analysis. */
export function segment(text: string): string[] {
  return getJieba()
    .cut(text, true)
    .map((w) => w.trim())
    .filter((w) => w && MEANINGFUL.test(w));
}

export interface TTaggedWord {
  word: string;
  /** jieba's part-of-speech tag: n noun, v verb, c conjunction, eng Latin word, x unknown… */
  tag: string;
}

/** Plain segmentation with jieba's part-of-speech tags (punctuation and spaces dropped). */
export function segmentTagged(text: string): TTaggedWord[] {
  return getJieba()
    .tag(text, true)
    .map((w) => ({ word: w.word.trim(), tag: w.tag }))
    .filter((w) => w.word && MEANINGFUL.test(w.word));
}

/**
 * The first `n` characters of a text, and "…" when it goes on, never cut inside a Latin word or a
 * number (「…MyISA…」 read as a typo to an outside tester): the cut moves to the end of the word,
 * at most 12 characters on, else back to its start.
 */
export function clipText(text: string, n: number): string {
  const chars = [...text];
  if (chars.length <= n) return text;
  const word = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
  let end = n;
  while (end < chars.length && end < n + 12 && word(chars[end - 1]) && word(chars[end])) end++;
  if (end < chars.length && word(chars[end - 1]) && word(chars[end])) {
    end = n;
    while (end > 0 && word(chars[end - 1]) && word(chars[end])) end--;
  }
  const han = (c: string | undefined) => c !== undefined && /\p{Script=Han}/u.test(c);
  if (end < chars.length && han(chars[end - 1]) && han(chars[end])) end = chineseWordEnd(chars, end);
  return end >= chars.length ? text : `${chars.slice(0, end).join('').trimEnd()}…`;
}

/**
 * Where a cut at `at` between two Han characters may fall without splitting a word (取舍, 线程 —
 * 「…做取…」 and 「…而一个线…」 read as typos to an outside tester): the end of the word it falls in
 * when that is at most 3 characters on, else its start; jieba reads 8 characters either side.
 */
function chineseWordEnd(chars: readonly string[], at: number): number {
  const from = Math.max(0, at - 8);
  let pos = from;
  for (const word of getJieba().cut(chars.slice(from, Math.min(chars.length, at + 8)).join(''), true)) {
    const next = pos + [...word].length;
    if (next > at) return pos === at ? at : next - at <= 3 ? next : Math.max(pos, 1);
    pos = next;
  }
  return at;
}

/**
 * Where a quote that should start at `at` may start without splitting a Chinese word (「多可以有…」
 * of 最多 read as a typo to an outside tester): the start of the word `at` falls inside, when that
 * is at most 3 characters back; `at` otherwise. Positions count UTF-16 units of `text`.
 */
export function chineseWordStart(text: string, at: number): number {
  const han = (c: string | undefined) => c !== undefined && /\p{Script=Han}/u.test(c);
  if (at <= 0 || at >= text.length || !han(text[at - 1]) || !han(text[at])) return at;
  const from = Math.max(0, at - 8);
  let pos = from;
  let previous = '';
  for (const word of getJieba().cut(text.slice(from, Math.min(text.length, at + 8)), true)) {
    const next = pos + word.length;
    if (next > at) {
      if (pos !== at) return at - pos > 3 ? at : pos;
      // jieba leaves 最 of 最多 a word of its own: a single character before is taken along.
      return previous.length === 1 && han(previous) && !/[的了是在和与就也都把被对从向]/.test(previous) ? at - 1 : at;
    }
    previous = word;
    pos = next;
  }
  return at;
}
