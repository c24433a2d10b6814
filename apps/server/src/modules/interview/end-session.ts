import { AppError, INTERVIEW_MESSAGES as M, type TInterviewReport } from '@offerpilot/shared';
import { removeFiles } from './audio-files.ts';
import type { TSessionDeps } from './deps.ts';
import { sessionRow } from './expire-sessions.ts';
import { finishSession } from './finish-session.ts';

/** Ends the session (ending twice returns the same report). */
export async function endSession(deps: TSessionDeps, userId: number, id: number): Promise<TInterviewReport> {
  const row = await sessionRow(deps, userId, id);
  if (row.report) return row.report;
  return finishSession(deps, row, 'completed');
}

/** Deletes a session with its answers and audio; an open mock session is ended (and charged) first. */
export async function deleteSession(deps: TSessionDeps, userId: number, id: number): Promise<void> {
  const row = await sessionRow(deps, userId, id);
  // Only an open mock session needs ending first (its minutes); a formal one is simply removed.
  if (!row.report && row.mode === 'mock') await finishSession(deps, row, 'completed');
  const deleted = await deps.repo.deleteSession(userId, id);
  if (!deleted) throw new AppError('NOT_FOUND', M.sessionNotFound);
  await removeFiles(deps, deleted.audioKeys);
}
