/**
 * What counts as "used the product" for an invitation reward (issue 34, item 3): work a script
 * would have to fake, not a click. An ended interview with at least one answer of substance that
 * the interview did not judge off topic (a line of letters, "abcdefghijklmnopqrstuvwxyz", has the
 * characters but answers nothing), or a
 * finished optimisation of a resume with real content. Letters and digits of any script count;
 * spaces, punctuation and a character typed over and over do not.
 */
export const REAL_USE = {
  /** One answer: this many letters or digits (Chinese characters count one each)… */
  answerChars: 20,
  /** …of which this many different ones ("啊啊啊…" is not an answer)… */
  answerDistinct: 8,
  /**
   * …scored at least this much by the interview. A sentence about the weather scored 9–14 on
   * questions where the interview did not call it off topic; a short honest answer that misses
   * the question's point scores 25 or more.
   */
  answerScore: 20,
  /** An answer whose character pairs are this much the question's own says the question back. */
  echoShare: 0.6,

  /** The optimised resume: this many letters or digits… */
  resumeChars: 100,
  /** …and this many different ones. */
  resumeDistinct: 25,
} as const;

const MEANINGFUL = /[\p{L}\p{N}]/gu;

/** Whether the text has at least `chars` letters or digits, `distinct` of them different. */
export function hasSubstance(text: string | null | undefined, min: { chars: number; distinct: number }): boolean {
  const chars = (text ?? '').match(MEANINGFUL) ?? [];
  return chars.length >= min.chars && new Set(chars.map((c) => c.toLowerCase())).size >= min.distinct;
}

export const isRealAnswer = (
  text: string | null | undefined,
  judged: { offTopic?: boolean | null; score?: number | null; question?: string | null } = {},
): boolean =>
  hasSubstance(text, { chars: REAL_USE.answerChars, distinct: REAL_USE.answerDistinct }) &&
  judged.offTopic !== true &&
  (judged.score === null || judged.score === undefined || judged.score >= REAL_USE.answerScore) &&
  !echoes(text ?? '', judged.question ?? '');

/** The character pairs of a text's letters and digits. */
function pairs(text: string): string[] {
  const chars = (text.match(MEANINGFUL) ?? []).map((c) => c.toLowerCase());
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

/** Whether an answer is mostly the question said back (its character pairs the question's). */
export function echoes(answer: string, question: string): boolean {
  const own = new Set(pairs(question));
  const said = pairs(answer);
  if (!own.size || !said.length) return false;
  return said.filter((p) => own.has(p)).length / said.length >= REAL_USE.echoShare;
}

export const isRealResume = (text: string | null | undefined): boolean =>
  hasSubstance(text, { chars: REAL_USE.resumeChars, distinct: REAL_USE.resumeDistinct });
