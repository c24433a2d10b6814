import { GAP_PATTERN } from '@offerpilot/shared';

/**
 * Whether a sentence states a result in figures: a number, percent, amount, scale or ranking,
 * outside the 【待补充：…】 gaps; dates, versions and the speaker's own numbering are not figures.
 * Used by the resume analysis, the rewrites and the interview evaluator alike.
 */

const withoutGaps = (text: string) => text.replace(GAP_PATTERN, ' ');

/** Years and dates (2019.09, 2021年3月) are not results; 2000万 is. */
const DATE =
  /(?<![\d.])(?:19|20)\d{2}(?![\d.]*\s*(?:万|亿|千|百|%|％|人|元|个|家|条|次|笔|台|名|位|倍|k\b|K\b|w\b|W\b|\+))(?:\s*年)?(?:\s*[./-]\s*\d{1,2}(?!\d))?(?:\s*月)?/g;
/** Digits glued to letters are names and versions (HTML5, P99, Vue3, CET-6), except Top 3. */
const LETTER_DIGITS = /[A-Za-z]+-?\d[\d.]*/g;
const TOP_N = /\btop\s*\d/i;
/**
 * Rankings are results too: 全区第二, 第 1 名, 排名第三. An ordinal that numbers the speaker's own
 * points or steps (第一，… 第二步 …) is no figure.
 */
const CN_ORDINAL =
  /第\s*(?:\d+|[一二三四五六七八九十]+)\s*(?:名|位)|(?:[国省市区县校院系班级组队赛届]|排名|排|位列|位居|名列|获得?|拿到?|得了?|取得|荣获)\s*第\s*(?:\d+|[一二三四五六七八九十]+)(?!\s*(?:[，,、:：.．;；]|步|点|条|个|种|次|天|年|周|轮|章|部分|方面|阶段|层|件|页|行|是|就是))/;
/** Enumeration markers: 第一，/ 第 2 步 / "1." or "(3)" at a clause's start, ①. */
const ENUMERATION =
  /第\s*(?:\d+|[一二三四五六七八九十]+)\s*(?=[，,、:：.．;；]|步|点|条|个?方面|部分|阶段|是|就是)|(?:^|[\n；;。])\s*[(（]?\d{1,2}\s*[.、．)）:：](?!\d)|[①-⑳]/g;
/** A Chinese numeral with its unit; at most 12 numeral characters (a longer run is no number: bounded time). */
const CN_NUMBER =
  /(?:[两三四五六七八九十百千]|一(?=[十百千万亿倍])|数(?=[十百千万亿]))[一二两三四五六七八九十百千万亿]{0,12}(?:个|人|项|倍|家|次|款|条|套|名|位|万|亿|千|百|余|多|年|月|周|天|小时|分钟|秒|场|期|门|篇|所|台|种|类|支|级|城|省|座|部|本|份|轮|班)|百分之/;
const EN_NUMBER =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|doubled|tripled|halved)\b/i;

/** A concrete number, percent, amount or scale outside the gaps. */
/** A version after a name (Redis 4.0, MySQL 5.5, JDK 1.8, TLS 1.3): a name, not a result. */
const VERSION =
  /(?<![A-Za-z])[A-Za-z][A-Za-z+#]*\s*[vV]?\d+\.\d+(?:\.\d+)?(?![\d.]*\s*(?:%|％|倍|万|亿|千|[kKwWmMsSgG]|秒|毫秒|分|小时|天|元|个|人|次|条|笔|ms|MB|GB|KB))/g;
/** Numbers that are part of a term (三次握手, 四次挥手, 两阶段提交), not a count of anything done. */
const TERM_NUMERAL = /[两二三四]次(握手|挥手)|[两二三]阶段提交|[23]\s*pc\b/gi;

export function isQuantified(text: string): boolean {
  const t = withoutGaps(text).replace(TERM_NUMERAL, ' ');
  if (TOP_N.test(t) || CN_ORDINAL.test(t)) return true;
  const stripped = t.replace(ENUMERATION, ' ').replace(DATE, ' ').replace(VERSION, ' ').replace(LETTER_DIGITS, ' ');
  return /\d/.test(stripped) || /[%％‰]/.test(stripped) || CN_NUMBER.test(stripped) || EN_NUMBER.test(stripped);
}

/**
 * Whether a line holds a figure or a version (Java 1.6, Spring 3.2). The rewrites ask for a result
 * only on a line without either: a line of versions is a list of tools, not an action to quantify.
 */
export function hasFigureOrVersion(text: string): boolean {
  return isQuantified(text) || new RegExp(VERSION.source).test(withoutGaps(text));
}
