interface TRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: (() => void) | null;
  start: () => void;
  stop: () => void;
}

/**
 * The browser's own speech recognition (zh-CN) alongside a recording, where it exists. `stop()`
 * returns what it heard so far (final results only); never throws.
 */
export function startBrowserRecognition(): { stop: () => string } | null {
  const scope = globalThis as unknown as Record<string, (new () => TRecognitionLike) | undefined>;
  const Recognition = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  if (!Recognition) return null;
  let heard = '';
  try {
    const recognition = new Recognition();
    recognition.lang = 'zh-CN';
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      heard = Array.from(event.results)
        .filter((r) => r.isFinal)
        .map((r) => r[0]?.transcript ?? '')
        .join('');
    };
    recognition.onerror = () => undefined;
    recognition.start();
    return {
      stop: () => {
        try {
          recognition.stop();
        } catch {
          // already stopped
        }
        return heard;
      },
    };
  } catch {
    return null;
  }
}
