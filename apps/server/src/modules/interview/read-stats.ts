import {
  INTERVIEW_LIMITS,
  type TInterviewSession,
  type TInterviewStats,
  type TMinutes,
  type TMinutesEntry,
} from '@offerpilot/shared';
import type { TInterviewDeps, TSessionDeps } from './deps.ts';
import { expireDue } from './expire-sessions.ts';

export async function minutesLeft(deps: Pick<TInterviewDeps, 'repo'>, userId: number): Promise<TMinutes> {
  const { granted, used } = await deps.repo.minutes(userId);
  return { granted, used, left: Math.max(0, granted - used) };
}

export async function readStats(deps: TSessionDeps, userId: number): Promise<TInterviewStats> {
  await expireDue(deps, userId);
  await deps.repo.ensureGrant(userId, INTERVIEW_LIMITS.signupGrantMinutes);
  const [sessions, minutes, average, ended, ledger] = await Promise.all([
    deps.repo.sessionCounts(userId),
    minutesLeft(deps, userId),
    deps.repo.averageScore(userId),
    deps.repo.endedWithReport(userId, 10),
    deps.repo.ledger(userId, 50),
  ]);
  return {
    sessions,
    minutes,
    average_score: average,
    trend: ended.reverse().flatMap((s) =>
      s.report
        ? [
            {
              session_id: s.id,
              mode: s.mode as TInterviewSession['mode'],
              created_at: s.createdAt.toISOString(),
              overall_score: s.report.overall_score,
              dimensions: s.report.dimensions,
            },
          ]
        : [],
    ),
    ledger: ledger.map((e): TMinutesEntry => ({
      id: e.id,
      kind: e.kind as TMinutesEntry['kind'],
      minutes: e.minutes,
      session_id: e.sessionId,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
