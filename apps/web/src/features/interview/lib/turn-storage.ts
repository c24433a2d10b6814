/**
 * What a reload must not lose for the question being answered: when it was first shown (the
 * countdown goes on from there) and the answer typed so far. Kept in sessionStorage (this tab).
 */
const key = (kind: 'start' | 'draft', sessionId: number, questionId: number) =>
  `op-interview-${kind}-${sessionId}-${questionId}`;

function read(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}
function write(name: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(name);
    else sessionStorage.setItem(name, value);
  } catch {
    // Storage full or blocked: the countdown restarts and the draft is lost on reload, nothing worse.
  }
}

/** When the question was first shown (now, the first time it is asked for). */
export function questionStartedAt(sessionId: number, questionId: number, now = Date.now()): number {
  const stored = Number(read(key('start', sessionId, questionId)));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  write(key('start', sessionId, questionId), String(now));
  return now;
}

export const readDraft = (sessionId: number, questionId: number) => read(key('draft', sessionId, questionId)) ?? '';
export const saveDraft = (sessionId: number, questionId: number, text: string) =>
  write(key('draft', sessionId, questionId), text || null);

/** The question was answered: its countdown and draft are no longer needed. */
export function forgetTurn(sessionId: number, questionId: number): void {
  write(key('start', sessionId, questionId), null);
  write(key('draft', sessionId, questionId), null);
}

/** How the candidate chose to answer in this session (voice or typing), kept for the next questions. */
export function answerModeOf(sessionId: number): 'voice' | 'typed' | null {
  const stored = read(`op-interview-mode-${sessionId}`);
  return stored === 'voice' || stored === 'typed' ? stored : null;
}
export const saveAnswerMode = (sessionId: number, mode: 'voice' | 'typed') =>
  write(`op-interview-mode-${sessionId}`, mode);
