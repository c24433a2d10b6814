/** Why the microphone or the VAD could not start; each has a Chinese text under voice:errors.<code>. */
export type TMicErrorCode = 'unsupported' | 'permission' | 'noDevice' | 'busy' | 'model' | 'gesture' | 'unknown';

export class MicError extends Error {
  constructor(
    readonly code: TMicErrorCode,
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'MicError';
  }
}

/** Maps a getUserMedia / model failure to one of our codes. */
export function toMicError(error: unknown, stage: 'microphone' | 'model'): MicError {
  if (error instanceof MicError) return error;
  if (stage === 'model') return new MicError('model', error);
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return new MicError('permission', error);
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return new MicError('noDevice', error);
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError')
    return new MicError('busy', error);
  return new MicError('unknown', error);
}

/** True when this browser can capture audio and run an AudioWorklet. */
export function canCaptureAudio(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof AudioContext === 'function'
  );
}
