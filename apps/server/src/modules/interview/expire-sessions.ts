import { AppError, INTERVIEW_MESSAGES as M } from '@offerpilot/shared';
import type { TSessionDeps } from './deps.ts';
import { finishSession } from './finish-session.ts';
import type { TSessionRow } from './repository.ts';

/** The caller's session (404 for anyone else's), expired first if its time is up. */
export async function sessionRow(deps: TSessionDeps, userId: number, id: number): Promise<TSessionRow> {
  let row = await deps.repo.findSession(userId, id);
  if (!row) throw new AppError('NOT_FOUND', M.sessionNotFound);
  if (row.status === 'in_progress' && row.expiresAt < deps.now()) {
    await finishSession(deps, row, 'expired');
    row = (await deps.repo.findSession(userId, id))!;
  }
  return row;
}

/** Sessions left open past their duration and grace period end as 'expired'. */
export async function expireDue(deps: TSessionDeps, userId: number): Promise<void> {
  for (const row of await deps.repo.dueSessions(userId, deps.now())) {
    try {
      await finishSession(deps, row, 'expired');
    } catch (error) {
      deps.log?.error({ err: error, session: row.id }, 'interview session could not be expired');
    }
  }
}
