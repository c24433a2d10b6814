import { DEFAULT_INTERVIEW_SETTINGS, type TInterviewSettings } from '@offerpilot/shared';
import type { TInterviewDeps } from './deps.ts';

// ── Settings ──

export async function readSettings(deps: Pick<TInterviewDeps, 'repo'>, userId: number): Promise<TInterviewSettings> {
  return { ...DEFAULT_INTERVIEW_SETTINGS, ...(await deps.repo.getSettings(userId)) };
}

export async function updateSettings(
  deps: Pick<TInterviewDeps, 'repo'>,
  userId: number,
  patch: Partial<TInterviewSettings>,
): Promise<TInterviewSettings> {
  const next = { ...(await readSettings(deps, userId)), ...patch };
  await deps.repo.saveSettings(userId, next);
  return next;
}
