/**
 * The answer mode chosen on /device-test before any session exists ("改为打字作答" when the voice
 * checks fail or there is no microphone): the next formal session started in this tab takes it
 * (sessionStorage, read once).
 */
const KEY = 'op-interview-mode-next';

export function chooseNextFormalMode(mode: 'typed' | null): void {
  try {
    if (mode === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, mode);
  } catch {
    // Storage blocked: the interview starts in voice mode, where 改为打字 is one click away.
  }
}

export function takeNextFormalMode(): 'typed' | null {
  try {
    const next = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return next === 'typed' ? next : null;
  } catch {
    return null;
  }
}
