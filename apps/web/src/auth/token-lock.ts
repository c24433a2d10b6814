// Shared by the app's auth store and the resume library's saved page (saved-pages/resume-list.ts),
// which may rotate a stored sign-in before the app's code has loaded.

/** An access token this close to its end is refreshed before use. */
export const TOKEN_MARGIN_MS = 60_000;

/** Runs `task` holding a lock shared by every tab of this site (Web Locks), or directly without it. */
export function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('offerpilot-token-refresh', task) as unknown as Promise<T>) : task();
}
