/**
 * The built-in interview question bank, written by us in Chinese: technical questions keyed by
 * skill-lexicon ids, and behavioural questions keyed by competency ids (teamwork, conflict, …).
 * Data only; the interview engine picks and scores questions from it.
 */
import { BACKEND_QUESTIONS } from './backend.ts';
import { BEHAVIORAL_QUESTIONS } from './behavioral.ts';
import { BUSINESS_QUESTIONS } from './business.ts';
import { DATA_AI_QUESTIONS } from './data-ai.ts';
import { FRONTEND_QUESTIONS } from './frontend.ts';
import { LANGUAGE_QUESTIONS } from './languages.ts';
import { MOBILE_QUESTIONS } from './mobile.ts';
import { QUALITY_QUESTIONS } from './quality.ts';
import { SYSTEMS_QUESTIONS } from './systems.ts';
import type { TBankQuestion } from './types.ts';

export type { TBankDifficulty, TBankKind, TBankQuestion } from './types.ts';

/** Competency ids of the behavioural questions; every other skill id is a skill-lexicon id. */
export const COMPETENCY_IDS = [
  'teamwork',
  'communication',
  'leadership',
  'problem-solving',
  'learning',
  'pressure',
  'conflict',
  'ownership',
  'career-motivation',
  'failure',
] as const;

export const QUESTION_BANK: readonly TBankQuestion[] = [
  ...BACKEND_QUESTIONS,
  ...SYSTEMS_QUESTIONS,
  ...LANGUAGE_QUESTIONS,
  ...FRONTEND_QUESTIONS,
  ...MOBILE_QUESTIONS,
  ...QUALITY_QUESTIONS,
  ...DATA_AI_QUESTIONS,
  ...BUSINESS_QUESTIONS,
  ...BEHAVIORAL_QUESTIONS,
];

const BY_SKILL: ReadonlyMap<string, readonly TBankQuestion[]> = (() => {
  const map = new Map<string, TBankQuestion[]>();
  for (const question of QUESTION_BANK) {
    const list = map.get(question.skill);
    if (list) list.push(question);
    else map.set(question.skill, [question]);
  }
  return map;
})();

/** Skills with at least one question, in bank order. */
export const BANK_SKILLS: readonly string[] = [...BY_SKILL.keys()];

/** The questions for one skill or competency id, in id order; empty for an unknown id. */
export function bankBySkill(skill: string): readonly TBankQuestion[] {
  return BY_SKILL.get(skill) ?? [];
}
