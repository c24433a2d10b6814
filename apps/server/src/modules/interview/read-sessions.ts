import {
  AppError,
  INTERVIEW_MESSAGES as M,
  type TAnsweredQuestion,
  type TInterviewQuestion,
  type TInterviewSession,
  type TSessionStatus,
} from '@offerpilot/shared';
import type { TInterviewDeps, TSessionDeps } from './deps.ts';
import { expireDue, sessionRow } from './expire-sessions.ts';
import type { TSessionRow } from './repository.ts';
import { isCutByMinutes, toQuestion, toSession } from './session-view.ts';

export async function readSession(deps: TSessionDeps, userId: number, id: number): Promise<TInterviewSession> {
  const [session] = await withCounts(deps, [await sessionRow(deps, userId, id)]);
  return session!;
}

/**
 * Sessions as the API shows them, with their main questions answered and skipped, and whether an
 * open mock session (one per user at most) ends when its minutes do.
 */
async function withCounts(deps: Pick<TInterviewDeps, 'repo'>, rows: TSessionRow[]): Promise<TInterviewSession[]> {
  const counts = await deps.repo.mainQuestionCounts(rows.map((r) => r.id));
  return Promise.all(
    rows.map(async (r) => {
      const open = r.mode === 'mock' && r.status === 'in_progress';
      return toSession(r, counts.get(r.id), open && isCutByMinutes(r, await deps.repo.questions(r.id)));
    }),
  );
}

export async function listSessions(
  deps: TSessionDeps,
  userId: number,
  q: { page: number; page_size: number; mode?: TInterviewSession['mode']; status?: TSessionStatus },
) {
  await expireDue(deps, userId);
  const { rows, total } = await deps.repo.listSessions(userId, q.page, q.page_size, q);
  return { items: await withCounts(deps, rows), total, page: q.page, page_size: q.page_size };
}

export async function listQuestions(deps: TSessionDeps, userId: number, id: number): Promise<TInterviewQuestion[]> {
  const row = await sessionRow(deps, userId, id);
  return (await deps.repo.questions(row.id)).map(toQuestion);
}

export async function listFeedback(deps: TSessionDeps, userId: number, id: number): Promise<TAnsweredQuestion[]> {
  const row = await sessionRow(deps, userId, id);
  if (row.mode === 'formal' && row.status === 'in_progress') throw new AppError('CONFLICT', M.formalFeedbackLater);
  return (await deps.repo.questions(row.id)).flatMap((q) =>
    q.answeredAt && q.feedback ? [{ question_id: q.id, answer_text: q.answerText ?? '', feedback: q.feedback }] : [],
  );
}
