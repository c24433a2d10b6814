import { ZSpeechFigures, type TSpeechFigures } from '@offerpilot/shared';

/**
 * What a reload must not lose for the question being answered: when it was first shown (the
 * countdown goes on from there), the answer typed so far, and a voice answer recorded but not yet
 * turned into text. Kept in sessionStorage (this tab).
 */
const key = (kind: 'start' | 'draft' | 'voice', sessionId: number, questionId: number) =>
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

/** A voice answer that was recorded but not transcribed: the candidate is typing it. */
export interface TPendingVoice {
  figures: TSpeechFigures;
  durationMs: number;
  reason: 'sttFailed' | 'noStt';
  /** Until when (ms since epoch) the candidate may type what they said. */
  typeUntil: number;
  /** The typing time granted, in seconds (the question's limit, at least 60 s, within the session's end). */
  typeSeconds: number;
}

export function readPendingVoice(sessionId: number, questionId: number): TPendingVoice | null {
  try {
    const stored = JSON.parse(read(key('voice', sessionId, questionId)) ?? 'null') as Partial<TPendingVoice> | null;
    const figures = ZSpeechFigures.safeParse(stored?.figures);
    if (!stored || !figures.success) return null;
    const { durationMs, reason, typeUntil, typeSeconds } = stored;
    if (typeof durationMs !== 'number' || typeof typeUntil !== 'number') return null;
    if (reason !== 'sttFailed' && reason !== 'noStt') return null;
    // Stored before typeSeconds existed: the time left then is the best figure there is.
    const granted =
      typeof typeSeconds === 'number' ? typeSeconds : Math.max(0, Math.round((typeUntil - Date.now()) / 1000));
    return { figures: figures.data, durationMs, reason, typeUntil, typeSeconds: granted };
  } catch {
    return null;
  }
}
export const savePendingVoice = (sessionId: number, questionId: number, pending: TPendingVoice) =>
  write(key('voice', sessionId, questionId), JSON.stringify(pending));

/** The same figures, saying no text came of the speech (submitted as spoken, not transcribed). */
export const untranscribed = (figures: TSpeechFigures): TSpeechFigures => ({ ...figures, transcript: 'none' });

/** The question was answered: its countdown, draft and pending voice answer are no longer needed. */
export function forgetTurn(sessionId: number, questionId: number): void {
  write(key('start', sessionId, questionId), null);
  write(key('draft', sessionId, questionId), null);
  write(key('voice', sessionId, questionId), null);
}

/** How the candidate chose to answer in this session (voice or typing), kept for the next questions. */
export function answerModeOf(sessionId: number): 'voice' | 'typed' | null {
  const stored = read(`op-interview-mode-${sessionId}`);
  return stored === 'voice' || stored === 'typed' ? stored : null;
}
export const saveAnswerMode = (sessionId: number, mode: 'voice' | 'typed') =>
  write(`op-interview-mode-${sessionId}`, mode);
