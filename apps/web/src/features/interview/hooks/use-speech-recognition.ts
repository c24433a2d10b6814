import { useCallback, useEffect, useRef, useState } from 'react';

interface TRecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface TRecognitionEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<TRecognitionResult>;
}
interface TRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: TRecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
type TRecognitionCtor = new () => TRecognition;

/** The browser's speech recognition (standard or webkit-prefixed), if it offers one. */
function recognitionCtor(): TRecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: TRecognitionCtor; webkitSpeechRecognition?: TRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const SPEECH_ERRORS = [
  'not-allowed',
  'service-not-allowed',
  'no-speech',
  'audio-capture',
  'network',
  'language-not-supported',
  'service-failed',
] as const;

/**
 * The recognition says 'audio-capture' (no microphone) or 'not-allowed' also when it is its own
 * service that failed (Chrome's goes to Google, unreachable in mainland China): ask the
 * microphone itself. Found and allowed: the service failed ('service-failed'); none found:
 * 'audio-capture'; refused: 'not-allowed'. Never rejects.
 */
export async function microphoneCause(reported: string): Promise<string> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof media?.getUserMedia !== 'function') return reported;
  try {
    const stream = await media.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return 'service-failed';
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
      return 'audio-capture';
    if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
      return 'not-allowed';
    return reported;
  }
}

/**
 * Speaking an answer (Chinese): final phrases go to `onFinal`, the phrase being heard is
 * `interim`. `supported` is false where the browser has no speech recognition; `error` names
 * why recognition stopped working ('not-allowed', 'network', 'service-failed', …) so the screen
 * can say so; a microphone is blamed only when the microphone itself was not found.
 */
export function useSpeechRecognition(onFinal: (text: string) => void) {
  const [supported] = useState(() => recognitionCtor() !== null);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<TRecognition | null>(null);
  const onFinalRef = useRef(onFinal);

  useEffect(() => {
    onFinalRef.current = onFinal;
  }, [onFinal]);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor || recognition.current) return;
    const rec = new Ctor();
    rec.lang = 'zh-CN';
    rec.continuous = true;
    rec.interimResults = true;
    rec.onresult = (event) => {
      let heard = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) onFinalRef.current(result[0].transcript.trim());
        else heard += result[0].transcript;
      }
      setInterim(heard);
    };
    rec.onerror = (event) => {
      // 'aborted' is our own stop; 'no-speech' only means silence: neither is a failure.
      if (event.error === 'aborted' || event.error === 'no-speech') return;
      if (event.error === 'audio-capture' || event.error === 'not-allowed')
        void microphoneCause(event.error).then(setError);
      else setError(event.error);
    };
    rec.onend = () => {
      recognition.current = null;
      setListening(false);
      setInterim('');
    };
    recognition.current = rec;
    setError(null);
    try {
      rec.start();
      setListening(true);
    } catch {
      recognition.current = null;
      setError('other');
    }
  }, []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  return { supported, listening, interim, error, start, stop };
}
