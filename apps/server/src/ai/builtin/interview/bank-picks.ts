import type { TInterviewDifficulty } from '@offerpilot/shared';
import type { TInterviewRubric } from '../../provider.ts';
import { COMPETENCY_IDS, bankBySkill, type TBankDifficulty, type TBankQuestion } from './bank/index.ts';
import { getSkill } from '../../../text/index.ts';
import { competencyName } from './fixed-questions.ts';
import { seededOrder } from './terms.ts';

/**
 * Which bank questions the interviewer asks: skills are mapped to bank skills (a skill without
 * questions of its own reaches the bank through the lexicon's related skills), ordered by weight
 * with the seed breaking ties, and their questions interleaved (one per skill, then a second per
 * skill…) so a plan covers several skills. The difficulty decides which questions fit.
 */

/** How well a question's difficulty fits the session's (0 = only when nothing else is left). */
const FIT: Record<TInterviewDifficulty, Record<TBankDifficulty, number>> = {
  easy: { easy: 3, medium: 2, hard: 0 },
  medium: { medium: 3, easy: 1, hard: 1 },
  hard: { hard: 3, medium: 2, easy: 0 },
};

export function difficultyFit(session: TInterviewDifficulty, question: TBankDifficulty): number {
  return FIT[session][question];
}

const COMPETENCIES = new Set<string>(COMPETENCY_IDS);

/** Bank skills for a lexicon skill: itself when it has questions, else its related skills that do. */
export function bankSkillsFor(id: string): string[] {
  if (COMPETENCIES.has(id)) return [];
  if (bankBySkill(id).length) return [id];
  return (getSkill(id)?.related ?? []).filter((r) => bankBySkill(r).length > 0 && !COMPETENCIES.has(r));
}

/**
 * Weighted lexicon skills → weighted bank skills: a related skill weighs 0.5 less, and each further
 * skill implying it adds 0.5 (Selenium and Appium, both listed, claim automated testing).
 */
export function toBankSkills(weighted: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  const implied = new Set<string>();
  for (const [id, weight] of weighted) {
    const direct = bankBySkill(id).length > 0 && !COMPETENCIES.has(id);
    for (const skill of bankSkillsFor(id)) {
      const w = direct ? weight : weight - 0.5;
      const again = !direct && implied.has(skill) ? 0.5 : 0;
      if (!direct) implied.add(skill);
      if (w + again > 0) out.set(skill, Math.max(out.get(skill) ?? 0, w) + again);
    }
  }
  return out;
}

/** Questions of several skills, interleaved by round, best fitting first within a skill. */
export function interleavedQuestions(options: {
  skills: ReadonlyMap<string, number>;
  difficulty: TInterviewDifficulty;
  seed: number;
}): TBankQuestion[] {
  const { skills, difficulty, seed } = options;
  const order = seededOrder(
    [...skills.keys()],
    seed,
    (s) => s,
    (s) => skills.get(s) ?? 0,
  );
  const lists = order.map((skill) =>
    seededOrder(
      bankBySkill(skill),
      seed,
      (q) => q.id,
      (q) => difficultyFit(difficulty, q.difficulty),
    ),
  );
  const good: TBankQuestion[] = [];
  const poor: TBankQuestion[] = [];
  const rounds = Math.max(0, ...lists.map((l) => l.length));
  for (let round = 0; round < rounds; round++) {
    for (const list of lists) {
      const q = list[round];
      if (q) (difficultyFit(difficulty, q.difficulty) > 0 ? good : poor).push(q);
    }
  }
  return [...good, ...poor];
}

export function bankRubric(q: TBankQuestion): TInterviewRubric {
  return {
    key_points: [...q.key_points],
    key_point_aliases: q.key_point_aliases.map((a) => [...a]),
    reference_outline: [...q.reference_outline],
    reference_answer: null,
    skill: q.skill,
    competency: competencyName(q.skill, q.kind === 'behavioral' ? '综合素质' : '专业知识'),
    deeper: [...(q.deeper ?? [])],
  };
}
