import {
  AppError,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  type TRetryAnswerRequest,
  type TRetryAnswerResponse,
} from '@offerpilot/shared';
import type { TSessionDeps } from './deps.ts';
import { sessionRow } from './expire-sessions.ts';
import { planned } from './session-view.ts';

/**
 * "再答一次": judges a new answer to a question already answered, beside the recorded score. Not
 * recorded, not charged, the session's score unchanged: practice. A formal interview only once it
 * has ended (its feedback is hidden until then).
 */
export async function retryAnswer(
  deps: TSessionDeps,
  userId: number,
  sessionId: number,
  req: TRetryAnswerRequest,
): Promise<TRetryAnswerResponse> {
  const session = await sessionRow(deps, userId, sessionId);
  if (session.mode === 'formal' && session.status === 'in_progress')
    throw new AppError('CONFLICT', M.formalFeedbackLater);
  const questions = await deps.repo.questions(session.id);
  const question = questions.find((q) => q.id === req.question_id);
  if (!question) throw new AppError('NOT_FOUND', M.questionNotFound);
  if (!question.answeredAt || !question.feedback) throw new AppError('CONFLICT', M.retryNotAnswered);
  const answer = req.answer_text.trim();
  if (!/[\p{L}\p{N}]/u.test(answer)) throw new AppError('BAD_REQUEST', M.retryBlank);
  const main = question.parentId ? (questions.find((q) => q.id === question.parentId) ?? null) : null;
  const result = await deps.ai.evaluateAnswer({
    question: planned(question),
    answer_text: answer,
    difficulty: session.config.difficulty,
    resume: session.context.resume,
    follow_ups_asked: INTERVIEW_LIMITS.followUps,
    follow_ups_enabled: false,
    thread: main ? [{ question: planned(main), answer_text: main.answerText ?? '' }] : [],
  });
  return {
    question_id: question.id,
    previous_score: question.feedback.skipped ? 0 : question.feedback.score,
    previous_skipped: question.feedback.skipped,
    feedback: result.feedback,
  };
}
