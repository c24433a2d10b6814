/**
 * Compact authoring helpers for the question bank. A key point is written together with its
 * aliases (`['RDB 快照', 'RDB', 'snapshot']`) so the two lists cannot drift out of order, and ids
 * are numbered by position within a skill: append new questions at the end of a skill's list,
 * never insert or reorder, so that stored ids keep pointing at the same question.
 */
import type { TBankDifficulty, TBankKind, TBankQuestion } from './types.ts';

/** A key point followed by 1–4 aliases that count as covering it. */
export type TPoint = readonly [point: string, ...aliases: string[]];

export interface TDraft {
  difficulty: TBankDifficulty;
  text: string;
  points: readonly TPoint[];
  outline: readonly string[];
  deeper?: readonly string[];
}

export function q(
  difficulty: TBankDifficulty,
  text: string,
  points: readonly TPoint[],
  outline: readonly string[],
  deeper?: readonly string[],
): TDraft {
  return deeper ? { difficulty, text, points, outline, deeper } : { difficulty, text, points, outline };
}

/** Numbers a skill's drafts `${skill}-01`, `${skill}-02`, … in the order given. */
export function forSkill(skill: string, drafts: readonly TDraft[], kind: TBankKind = 'technical'): TBankQuestion[] {
  return drafts.map((d, i) => {
    const question: TBankQuestion = {
      id: `${skill}-${String(i + 1).padStart(2, '0')}`,
      skill,
      kind,
      difficulty: d.difficulty,
      text: d.text,
      key_points: d.points.map(([point]) => point),
      key_point_aliases: d.points.map(([, ...aliases]) => aliases),
      reference_outline: [...d.outline],
    };
    if (d.deeper) question.deeper = [...d.deeper];
    return question;
  });
}
