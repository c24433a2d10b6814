import type { TCustomQuestionInput } from '@offerpilot/shared';
import type { TInterviewRubric } from '../../provider.ts';
import { extractSkills, segment } from '../../../text/index.ts';
import { idf, splitSentences, termSet, weightOf } from './terms.ts';

/**
 * Rubrics of the user's own questions (custom templates): the user's key points when given;
 * otherwise key points derived from the reference answer (one per clause, its rarest words as
 * aliases); otherwise none, and the evaluator judges by relevance and length.
 */

const MAX_DERIVED_POINTS = 6;
const MAX_POINT_CHARS = 30;

/** Clauses of a text: split at sentence and clause marks, short pieces joined to the next. */
function clausesOf(text: string): string[] {
  const pieces = text
    .split(/[。！？!?；;\n，,]+/)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
  const out: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    const clause = carry ? `${carry}，${piece}` : piece;
    if (clause.replace(/\s/g, '').length < 6) {
      carry = clause;
    } else {
      out.push(clause);
      carry = '';
    }
  }
  if (carry) out.push(carry);
  return out;
}

/** How rare a word is in the bank (mean IDF of its terms); 0 for a word without terms. */
function rarity(word: string): number {
  const terms = termSet(word);
  return terms.size ? weightOf(terms) / terms.size : 0;
}

/**
 * Key points of a reference answer: one per clause (up to 6, the clauses with the rarest words
 * kept, in order), each with its two rarest words (jieba words or lexicon skills that the question
 * itself does not use) as aliases — saying either covers the point.
 */
export function keyPhrases(reference: string, question = ''): { point: string; aliases: string[] }[] {
  const asked = termSet(question);
  const candidates = clausesOf(reference).map((clause, index) => {
    const words = [...new Set([...extractSkills(clause).map((m) => m.matched), ...segment(clause)])]
      .filter((w) => w.length >= 2 && [...termSet(w)].some((t) => !asked.has(t)))
      .map((w) => ({ w, r: rarity(w) }))
      .filter((x) => x.r > 0)
      .sort((a, b) => b.r - a.r);
    const point = [...clause].length > MAX_POINT_CHARS ? `${[...clause].slice(0, MAX_POINT_CHARS).join('')}…` : clause;
    return { index, point, aliases: words.slice(0, 2).map((x) => x.w), weight: words[0]?.r ?? 0 };
  });
  return candidates
    .filter((c) => c.aliases.length > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_DERIVED_POINTS)
    .sort((a, b) => a.index - b.index)
    .map(({ point, aliases }) => ({ point, aliases }));
}

/** The rarest terms of a reference answer (for coverage when a rubric has no key points). */
export function referenceTerms(reference: string, limit = 12): string[] {
  return [...termSet(reference)].sort((a, b) => idf(b) - idf(a) || (a < b ? -1 : 1)).slice(0, limit);
}

/** The first sentences of a reference answer, as its outline. */
export function referenceOutline(reference: string, sentences = 3): string[] {
  return splitSentences(reference)
    .slice(0, sentences)
    .map((s) => ([...s].length > 80 ? `${[...s].slice(0, 80).join('')}…` : s));
}

export function customRubric(question: TCustomQuestionInput): TInterviewRubric {
  const reference = question.reference_answer?.trim() || null;
  const given = (question.key_points ?? []).map((p) => p.trim()).filter(Boolean);
  const derived = given.length || !reference ? [] : keyPhrases(reference, question.text);
  const points = given.length ? given.map((point) => ({ point, aliases: [] as string[] })) : derived;
  const skill = extractSkills(question.text)[0] ?? null;
  const outline = reference ? referenceOutline(reference) : given;
  return {
    key_points: points.map((p) => p.point),
    key_point_aliases: points.map((p) => p.aliases),
    reference_outline: outline,
    reference_answer: reference,
    skill: skill?.id ?? null,
    competency: skill?.name ?? '自定义题目',
    deeper: [],
  };
}
