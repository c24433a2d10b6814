/**
 * How a question is asked again, and how feedback quotes a question: its gist, never the follow-up
 * preamble, never 「」 inside 「」.
 */

export const RESTATE_PREFIX = '我换个问法：';
const RESTATE_ASK = '请直接回答这一点。';

/** The follow-up that asks a dodged question again. */
export const restated = (core: string) => `${RESTATE_PREFIX}${core}${RESTATE_ASK}`;

const TRAILING = /[。！？；：，、,.;:!?\s]+$/u;

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
  if (core.startsWith(RESTATE_PREFIX)) core = core.slice(RESTATE_PREFIX.length);
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
