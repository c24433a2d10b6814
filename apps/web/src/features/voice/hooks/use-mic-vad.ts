import { useCallback, useEffect, useRef, useState } from 'react';
import { MicError } from '../lib/mic-errors.ts';
import { startVoiceSession, type TVoiceResult, type TVoiceSession, type TVoiceSessionOptions } from '../lib/mic-vad.ts';
import type { TSpeechSegment } from '../lib/segmenter.ts';

export type TMicVadStatus = 'idle' | 'loading' | 'listening' | 'stopped' | 'error';

export interface TProbabilityPoint {
  atMs: number;
  probability: number;
}

export type TUseMicVadOptions = Pick<
  TVoiceSessionOptions,
  'endSilenceMs' | 'maxMs' | 'rawAudio' | 'record' | 'segmenter'
> & {
  /** called with the result when listening ends, whether by stop() or on its own */
  onEnd?: (result: TVoiceResult) => void;
  /** vad-web's speech clip at each speech end (16 kHz) */
  onSpeechEnd?: (audio: Float32Array) => void;
};

/**
 * The microphone with voice activity detection. `probabilities` is a ref (it changes every 32 ms;
 * draw it in an animation frame rather than re-rendering); segments, status and the elapsed time
 * (every 250 ms) are state.
 */
export function useMicVad(options: TUseMicVadOptions = {}) {
  const [status, setStatus] = useState<TMicVadStatus>('idle');
  const [error, setError] = useState<MicError | null>(null);
  const [segments, setSegments] = useState<TSpeechSegment[]>([]);
  const [speaking, setSpeaking] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [result, setResult] = useState<TVoiceResult | null>(null);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const probabilities = useRef<TProbabilityPoint[]>([]);
  const session = useRef<TVoiceSession | null>(null);
  /** Unmounted, or told to discard: nothing more is reported and the microphone is released. */
  const disposed = useRef(false);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const ended = useCallback((r: TVoiceResult) => {
    session.current = null;
    if (disposed.current) return;
    setAnalyser(null);
    setSpeaking(false);
    setResult(r);
    setSegments(r.segments);
    setElapsedMs(r.durationMs);
    setStatus('stopped');
    optionsRef.current.onEnd?.(r);
  }, []);

  /** Starts listening; `overrides` (e.g. a time limit computed now) win over the hook's options. */
  const start = useCallback(
    async (overrides: Pick<TUseMicVadOptions, 'endSilenceMs' | 'maxMs'> = {}) => {
      if (session.current) return;
      setStatus('loading');
      setError(null);
      setSegments([]);
      setResult(null);
      setElapsedMs(0);
      probabilities.current = [];
      let lastTick = 0;
      try {
        const { endSilenceMs, maxMs, rawAudio, record, segmenter } = { ...optionsRef.current, ...overrides };
        const started = await startVoiceSession({
          endSilenceMs,
          maxMs,
          rawAudio,
          record,
          segmenter,
          onFrame: (probability, atMs) => {
            probabilities.current.push({ atMs, probability });
            if (atMs - lastTick >= 250) {
              lastTick = atMs;
              setElapsedMs(atMs);
            }
          },
          onSpeechStart: () => setSpeaking(true),
          onSegment: (segment) => {
            setSpeaking(false);
            setSegments((list) => [...list, segment]);
          },
          onSpeechAudio: (audio) => optionsRef.current.onSpeechEnd?.(audio),
          onAutoStop: ended,
        });
        // Unmounted (or discarded) while the model loaded or the permission prompt was open.
        if (disposed.current) {
          void started.stop();
          return;
        }
        session.current = started;
        setAnalyser(started.analyser);
        setStatus('listening');
      } catch (e) {
        setError(e instanceof MicError ? e : new MicError('unknown', e));
        setStatus('error');
      }
    },
    [ended],
  );

  const stop = useCallback(async (): Promise<TVoiceResult | null> => {
    const current = session.current;
    if (!current) return null;
    const r = await current.stop();
    // An auto-stop may have got there first; report once.
    if (session.current === current) ended(r);
    return r;
  }, [ended]);

  /** Stops listening and reports nothing: the recording is thrown away (e.g. "改为打字"). */
  const discard = useCallback(() => {
    disposed.current = true;
    void session.current?.stop();
    session.current = null;
  }, []);

  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      void session.current?.stop();
      session.current = null;
    };
  }, []);

  return { status, error, segments, speaking, elapsedMs, result, analyser, probabilities, start, stop, discard };
}
