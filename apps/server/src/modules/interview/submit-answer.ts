import {
  AppError,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  type TSessionStatus,
  type TSubmitAnswerRequest,
  type TSubmitAnswerResponse,
} from '@offerpilot/shared';
import { removeFiles } from './audio-files.ts';
import type { TInterviewDeps, TSessionDeps } from './deps.ts';
import { endSession } from './end-session.ts';
import { sessionRow } from './expire-sessions.ts';
import { finishSession } from './finish-session.ts';
import type { TQuestionRow, TSessionRow } from './repository.ts';
import { isCutByMinutes, planned, toQuestion } from './session-view.ts';

// ── Answers ──

/** The question being answered must be the session's current one (the first unanswered). */
export function checkTurn(questions: TQuestionRow[], questionId: number): TQuestionRow {
  const question = questions.find((q) => q.id === questionId);
  if (!question) throw new AppError('NOT_FOUND', M.questionNotFound);
  if (question.answeredAt) throw new AppError('CONFLICT', M.alreadyAnswered);
  const current = questions.find((q) => !q.answeredAt);
  if (current?.id !== question.id) throw new AppError('CONFLICT', M.notCurrent);
  return question;
}

/**
 * An answer to a session that is over: refused, saying why. A mock session that ended because its
 * minutes did answers 402 (what the minutes paid for is used); any other, 409.
 */
export async function refuseClosed(deps: Pick<TInterviewDeps, 'repo'>, session: TSessionRow): Promise<never> {
  if (session.status === 'expired' && isCutByMinutes(session, await deps.repo.questions(session.id)))
    throw new AppError('PAYMENT_REQUIRED', M.minutesRanOut);
  throw new AppError('CONFLICT', M.sessionClosed);
}

export async function submitAnswer(
  deps: TSessionDeps,
  userId: number,
  req: TSubmitAnswerRequest,
): Promise<TSubmitAnswerResponse> {
  // Judged by when it arrived: the evaluation may take seconds, and an answer given in time counts.
  const receivedAt = deps.now();
  const session = await sessionRow(deps, userId, req.session_id);
  if (session.status !== 'in_progress') return refuseClosed(deps, session);
  const questions = await deps.repo.questions(session.id);
  const question = checkTurn(questions, req.question_id);
  const answer = req.answer_text.trim();
  // 'none' says no text came of the speech: with text, the text was typed.
  const speech =
    req.speech?.transcript === 'none' && answer ? { ...req.speech, transcript: 'typed' as const } : req.speech;

  // Judged first (no side effects), then recorded in one transaction with its follow-up.
  const main = question.parentId ? (questions.find((q) => q.id === question.parentId) ?? question) : question;
  const thread = questions.filter((q) => (q.id === main.id || q.parentId === main.id) && q.answeredAt);
  const followUpsAsked = questions.filter((q) => q.parentId === main.id).length;
  const result = await deps.ai.evaluateAnswer({
    question: planned(question),
    answer_text: answer,
    duration_ms: req.duration_ms,
    speech,
    difficulty: session.config.difficulty,
    resume: session.context.resume,
    follow_ups_asked: followUpsAsked,
    follow_ups_enabled: session.config.follow_ups,
    thread: thread.map((q) => ({ question: planned(q), answer_text: q.answerText ?? '' })),
  });
  const asksFollowUp = result.follow_up && session.config.follow_ups && followUpsAsked < INTERVIEW_LIMITS.followUps;
  const recorded = await deps.repo.recordAnswer({
    sessionId: session.id,
    questionId: question.id,
    values: {
      answerText: answer,
      durationMs: req.duration_ms ?? null,
      speech: speech ?? null,
      feedback: result.feedback,
    },
    followUp:
      asksFollowUp && result.follow_up
        ? {
            ord: main.ord,
            followIndex: followUpsAsked + 1,
            parentId: main.id,
            kind: 'follow_up',
            text: result.follow_up.text,
            source: result.follow_up.source,
            timeLimitS: result.follow_up.time_limit_s,
            rubric: result.follow_up.rubric,
          }
        : null,
    receivedAt,
    minutesOf: session.mode === 'mock' ? session.userId : null,
  });
  if (recorded.outcome === 'expired') {
    await finishSession(deps, session, 'expired');
    return refuseClosed(deps, { ...session, status: 'expired' });
  }
  if (recorded.outcome === 'closed') throw new AppError('CONFLICT', M.sessionClosed);
  if (recorded.outcome === 'answered') throw new AppError('CONFLICT', M.alreadyAnswered);
  if (recorded.outcome === 'not_current') throw new AppError('CONFLICT', M.notCurrent);
  // The answer's audio served its transcription: it is not kept beyond the answer.
  await removeFiles(deps, await deps.repo.deleteAudio({ sessionId: session.id, questionId: question.id }));

  const followUp = recorded.followUp;
  const next = followUp ?? (await deps.repo.questions(session.id)).find((q) => !q.answeredAt);
  let status: TSessionStatus = 'in_progress';
  if (!next) status = (await endSession(deps, userId, session.id)).status;
  return {
    feedback: session.config.feedback_mode === 'instant' ? result.feedback : null,
    next_question: next ? toQuestion(next) : null,
    is_follow_up: Boolean(followUp),
    session_status: status,
  };
}
