import type { TVoicePrint } from './speaker-features.ts';

/** The enrolled voice print stays in this browser only (localStorage), never on the server. */
const KEY = 'voice-print';

export function loadVoicePrint(): TVoicePrint | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as TVoicePrint | null;
    return parsed && Array.isArray(parsed.vector) && typeof parsed.voicedMs === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveVoicePrint(print: TVoicePrint | null): void {
  if (print) localStorage.setItem(KEY, JSON.stringify(print));
  else localStorage.removeItem(KEY);
}
