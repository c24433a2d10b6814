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

export const isRealAnswer = (text: string | null | undefined, judged: { offTopic?: boolean | null } = {}): boolean =>
  hasSubstance(text, { chars: REAL_USE.answerChars, distinct: REAL_USE.answerDistinct }) && judged.offTopic !== true;

export const isRealResume = (text: string | null | undefined): boolean =>
  hasSubstance(text, { chars: REAL_USE.resumeChars, distinct: REAL_USE.resumeDistinct });
