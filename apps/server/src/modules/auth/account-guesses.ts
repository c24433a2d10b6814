import { AppError, AUTH_MESSAGES } from '@offerpilot/shared';
import type { AuthRepository } from './repository.ts';
import { accountGuessLimitedMessage, formatWait, LIMITS } from './limits.ts';

/**
 * Password guesses at one account from any address (issue 34 item 9): one counter per window of
 * `LIMITS.accountGuessWindows`, the shortest first. Only browsers that never signed in to the
 * account are counted (the caller passes no keys for a known browser).
 */
export function accountGuessKeys(account: string): string[] {
  return LIMITS.accountGuessWindows.map((window) => `guess:${window.windowMs}:${account}`);
}

/**
 * Counts one password check at the account in every window before the check is made (so
 * parallel guesses cannot slip past), and refuses it with 429 when a window is full: then
 * nothing is counted. Returns the count of the shortest window.
 */
export async function reserveAccountGuess(repo: AuthRepository, keys: string[], now: Date): Promise<number> {
  const hits = await Promise.all(
    keys.map((key, i) => repo.hitCounter(key, LIMITS.accountGuessWindows[i]!.windowMs, now)),
  );
  const full = hits.filter((hit, i) => hit.count > LIMITS.accountGuessWindows[i]!.maxFailures);
  if (full.length > 0) {
    await releaseAccountGuess(repo, keys, now);
    const waitMs = Math.max(...full.map((hit) => hit.windowEndsAt.getTime() - now.getTime()), 1000);
    throw new AppError('TOO_MANY_REQUESTS', accountGuessLimitedMessage(formatWait(waitMs)), {
      retry_after_s: Math.ceil(waitMs / 1000),
    });
  }
  return hits[0]?.count ?? 0;
}

/** Takes back a guess counted by `reserveAccountGuess` (a right password, a refused attempt). */
export async function releaseAccountGuess(repo: AuthRepository, keys: string[], now: Date): Promise<void> {
  for (const key of keys) await repo.unhitCounter(key, now);
}

/** The answer to a sign-in from an address locked out of the account: 429 with the wait. */
export function lockedError(lockedUntil: Date, now: Date): AppError {
  const waitMs = lockedUntil.getTime() - now.getTime();
  return new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.locked(formatWait(waitMs)), {
    retry_after_s: Math.ceil(waitMs / 1000),
  });
}
