interface TProbeRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
}

/** Why the browser's recognition gave no text: its service unreachable, not allowed, or nothing heard. */
export type TProbeFailure = 'network' | 'not-allowed' | 'no-speech' | 'other';

export type TRecognitionProbe = { ok: true; heard: string } | { ok: false; reason: TProbeFailure };

function failureOf(error: string): TProbeFailure {
  if (error === 'network') return 'network';
  if (error === 'not-allowed' || error === 'service-not-allowed' || error === 'audio-capture') return 'not-allowed';
  if (error === 'no-speech' || error === 'aborted') return 'no-speech';
  return 'other';
}

/**
 * Whether the microphone itself can be opened. Chrome's recognition reports 'audio-capture' or
 * 'not-allowed' also when it is its own service that failed (it sends audio to Google, unreachable
 * in mainland China and from headless Chromium), so the microphone is asked before it is blamed
 * (issue 36 item 7: the device test said 麦克风或识别权限被拒绝 right under a passed microphone).
 */
async function microphoneOpens(scope: Record<string, unknown>): Promise<boolean> {
  const media = (scope.navigator as Navigator | undefined)?.mediaDevices;
  if (typeof media?.getUserMedia !== 'function') return false;
  try {
    const stream = await media.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return true;
  } catch {
    return false;
  }
}

/**
 * One short real attempt at the browser's speech recognition (zh-CN): `{ok: true, heard}` on the
 * first words it turns into text, else `{ok: false, reason}` — the vendor's service unreachable
 * (Chrome sends audio to Google, unreachable in mainland China and in headless Chromium), not
 * allowed, or nothing heard within `timeoutMs`. That the API exists proves nothing. Never rejects;
 * `signal` stops it (resolving 'no-speech'). Null when the browser has no recognition at all.
 */
export function probeRecognition(
  options: { timeoutMs?: number; signal?: AbortSignal; scope?: Record<string, unknown> } = {},
): Promise<TRecognitionProbe> | null {
  const scope = options.scope ?? (globalThis as unknown as Record<string, unknown>);
  const Recognition = (scope.SpeechRecognition ?? scope.webkitSpeechRecognition) as
    (new () => TProbeRecognition) | undefined;
  if (typeof Recognition !== 'function') return null;
  return new Promise((resolve) => {
    let done = false;
    let recognition: TProbeRecognition | null = null;
    let askingMicrophone = false;
    const finish = (result: TRecognitionProbe) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      try {
        recognition?.abort();
      } catch {
        // already ended
      }
      resolve(result);
    };
    const onAbort = () => finish({ ok: false, reason: 'no-speech' });
    const timer = setTimeout(() => finish({ ok: false, reason: 'no-speech' }), options.timeoutMs ?? 8000);
    options.signal?.addEventListener('abort', onAbort);
    try {
      recognition = new Recognition();
      recognition.lang = 'zh-CN';
      recognition.continuous = false;
      recognition.interimResults = true;
      recognition.onresult = (event) => {
        const heard = Array.from(event.results)
          .map((r) => r[0]?.transcript ?? '')
          .join('')
          .trim();
        if (heard) finish({ ok: true, heard });
      };
      recognition.onerror = (event) => {
        const reason = failureOf(event.error);
        if (reason !== 'not-allowed') {
          finish({ ok: false, reason });
          return;
        }
        // The microphone works: the recognition service is what failed. The end that follows
        // the error waits for the answer.
        askingMicrophone = true;
        void microphoneOpens(scope).then((opens) => finish({ ok: false, reason: opens ? 'network' : reason }));
      };
      recognition.onend = () => {
        if (!askingMicrophone) finish({ ok: false, reason: 'no-speech' });
      };
      recognition.start();
    } catch {
      finish({ ok: false, reason: 'other' });
    }
  });
}
