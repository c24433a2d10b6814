/**
 * How a question is asked again, and how feedback quotes a question: its gist, never the follow-up
 * preamble, never 「」 inside 「」.
 */

/**
 * The question is asked again as it was: "我换个问法" promised a rephrasing and repeated it word
 * for word. Sessions stored before keep the old preamble, which is still recognised.
 */
export const RESTATE_PREFIX = '我们回到这道题：';
const RESTATE_PREFIXES = [RESTATE_PREFIX, '我换个问法：'] as const;
const RESTATE_ASK = '请直接回答这一点。';

/** The follow-up that asks a dodged question again. */
export const restated = (core: string) => `${RESTATE_PREFIX}${core}${RESTATE_ASK}`;
/** A follow-up that asked its question again (this wording or the earlier one). */
export const isRestated = (text: string) => RESTATE_PREFIXES.some((p) => text.startsWith(p));

const TRAILING = /[。．！？；：，、,.;:!?\s]+$/u;

/** Text without its closing punctuation, to put inside 「」 in a sentence that goes on ("…90%」。"). */
export const trimClosing = (s: string) => s.replace(TRAILING, '');

/** Text without the mark of a list's item before it (「- 运行状态…」, 「2. 浏览器…」 read oddly quoted). */
export const withoutListMark = (s: string) => s.replace(/^\s*(?:[-*•·]|\d{1,2}[.、)）])\s*/u, '');

/** Text to put inside 「」: its own 「」 become 『』 (a quote inside a quote). */
export const innerQuote = (s: string) => s.replaceAll('「', '『').replaceAll('」', '』');

/**
 * A question as feedback quotes it: without the restating preamble and ask, at most `max`
 * characters (cut at the last clause break that keeps at least half, else hard, then "…"),
 * without its closing punctuation, inner quotes as 『』 (closed again when the cut falls inside
 * one). Put it inside 「」.
 */
export function questionGist(question: string, max = 30): string {
  let core = question.trim();
  const prefix = RESTATE_PREFIXES.find((p) => core.startsWith(p));
  if (prefix) core = core.slice(prefix.length);
  if (core.endsWith(RESTATE_ASK)) core = core.slice(0, -RESTATE_ASK.length);
  core = innerQuote(core.trim()).replace(TRAILING, '');
  const chars = [...core];
  if (chars.length <= max) return core;
  const head = chars.slice(0, max).join('');
  const cut = Math.max(...['。', '！', '？', '；', '：', '，'].map((p) => head.lastIndexOf(p)));
  const kept = cut > 0 && [...head.slice(0, cut)].length >= max / 2 ? head.slice(0, cut) : head;
  // A cut inside an inner quote closes it.
  const unclosed = (kept.match(/『/g)?.length ?? 0) > (kept.match(/』/g)?.length ?? 0);
  return `${kept.replace(TRAILING, '')}…${unclosed ? '』' : ''}`;
}
