/** A 401 from the auth service or the interview API (spec §2, §8): the auth store listens. */
type TListener = (source: 'auth' | 'interview') => void;
const listeners = new Set<TListener>();

export function onUnauthorized(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUnauthorized(source: 'auth' | 'interview'): void {
  for (const listener of listeners) listener(source);
}

/** The signed-in user changed (sign-in, sign-out): stores holding user data start over. */
const sessionListeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

export function emitSessionChange(): void {
  for (const listener of sessionListeners) listener();
}
