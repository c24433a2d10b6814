import { z } from 'zod';

/**
 * The practice plan across sessions (issue 36 item 2, `GET /api/interview/practice-plan`): the
 * competencies that stay weak with the answers that show it, the questions to redo (spaced 1, 3
 * and 7 days after each bad attempt until one scores well), the next session's focus and the
 * next step in one sentence.
 */
export const ZPracticeEvidence = z.object({
  session_id: z.number().int(),
  question_id: z.number().int(),
  question: z.string(),
  score: z.number().int(),
  /** Key points that answer missed (up to 3). */
  missed: z.array(z.string()),
});
export const ZPracticeWeakness = z.object({
  competency: z.string(),
  mean_score: z.number().int(),
  answers: z.number().int(),
  evidence: z.array(ZPracticeEvidence),
});
export type TPracticeWeakness = z.infer<typeof ZPracticeWeakness>;
export const ZPracticeRedo = z.object({
  question: z.string(),
  competency: z.string(),
  /** The latest attempt's session and question. */
  session_id: z.number().int(),
  question_id: z.number().int(),
  last_score: z.number().int(),
  attempts: z.number().int(),
  last_at: z.string(),
  due_at: z.string(),
  due: z.boolean(),
  missed: z.array(z.string()),
});
export type TPracticeRedo = z.infer<typeof ZPracticeRedo>;
export const ZPracticePlan = z.object({
  /** Ended sessions with an answer that the plan read. */
  sessions: z.number().int(),
  weak: z.array(ZPracticeWeakness),
  focus: z.string().nullable(),
  redo: z.array(ZPracticeRedo),
  next_step: z.string(),
});
export type TPracticePlan = z.infer<typeof ZPracticePlan>;

/** `POST /api/interview/practice-plan/start`: the practice bank made of the plan's questions, and where to start it. */
export const ZPracticeStart = z.object({
  template_id: z.number().int(),
  question_count: z.number().int(),
  /** The resume and position of the session the first question was asked in (null when since deleted). */
  resume_id: z.number().int().nullable(),
  position_id: z.number().int().nullable(),
  /** That session's settings, for a practice that feels the same. */
  difficulty: z.enum(['easy', 'medium', 'hard']),
  answer_time_limit_s: z.number().int(),
  feedback_mode: z.enum(['instant', 'end']),
  follow_ups: z.boolean(),
});
export type TPracticeStart = z.infer<typeof ZPracticeStart>;

export const PRACTICE_MESSAGES = {
  planEmpty: '还没有需要练习的题：先完成一场模拟面试，答过的题会进入练习计划',
} as const;
