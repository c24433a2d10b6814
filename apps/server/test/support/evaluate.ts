import type { TPlannedQuestion } from '../../src/ai/provider.ts';
import { evaluateAnswerBuiltin } from '../../src/ai/builtin/interview/index.ts';
import { customRubric } from '../../src/ai/builtin/interview/custom.ts';
import { bankRubric } from '../../src/ai/builtin/interview/bank-picks.ts';
import { QUESTION_BANK } from '../../src/ai/builtin/interview/bank/index.ts';
import { parseResume } from '../../src/text/index.ts';

const NO_RESUME = { text: '张三', json: parseResume('张三') };

/** The built-in evaluator's feedback on one answer, as the interview service asks for it (medium, first try). */
export const evaluate = (
  question: TPlannedQuestion,
  answer: string,
  resume: { text: string; json: ReturnType<typeof parseResume> } = NO_RESUME,
) =>
  evaluateAnswerBuiltin({
    question,
    answer_text: answer,
    difficulty: 'medium',
    resume,
    follow_ups_asked: 0,
    follow_ups_enabled: true,
  }).feedback;

/** The follow-up the built-in interviewer asks after one answer (medium, first try), or null. */
export const followUpAfter = (question: TPlannedQuestion, answer: string) =>
  evaluateAnswerBuiltin({
    question,
    answer_text: answer,
    difficulty: 'medium',
    resume: NO_RESUME,
    follow_ups_asked: 0,
    follow_ups_enabled: true,
  }).follow_up;

/** A question of the user's own, with its reference answer or none. */
export const custom = (text: string, reference: string | null = null): TPlannedQuestion => ({
  kind: 'custom',
  text,
  source: { type: 'custom' },
  time_limit_s: 180,
  rubric: customRubric({ text, reference_answer: reference }),
});

/** A question of the built-in bank by id, as the plan asks it. */
export const bank = (id: string): TPlannedQuestion => {
  const q = QUESTION_BANK.find((x) => x.id === id);
  if (!q) throw new Error(`no bank question ${id}`);
  return {
    kind: q.kind,
    text: q.text,
    source: { type: 'bank', skill: q.skill },
    time_limit_s: 180,
    rubric: bankRubric(q),
  };
};
