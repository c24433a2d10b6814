/** The browser's speech synthesis, when it has one. */
export function hasSpeechSynthesis(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

/** A zh-CN voice (a local one first), else any Chinese voice, else none. */
export function pickChineseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const zhCn = voices.filter((v) => /^zh[-_]CN/i.test(v.lang));
  return (
    zhCn.find((v) => v.localService) ??
    zhCn[0] ??
    voices.find((v) => /^zh/i.test(v.lang)) ??
    voices.find((v) => /^cmn/i.test(v.lang))
  );
}

/** Roughly how long a Chinese text takes to say (≈ 4 characters a second at rate 1), for the time-out. */
export function estimateSpeechMs(text: string, rate = 1): number {
  return Math.round((text.length / 4 / rate) * 1000);
}

/**
 * Says `text` in Chinese and resolves when done. Resolves (never rejects) also when the browser
 * has no speech synthesis, no voices (headless Chromium) or never reports the end: after the
 * estimated speaking time plus 2 s. `signal` cancels.
 */
export function speak(text: string, options: { rate?: number; signal?: AbortSignal } = {}): Promise<void> {
  const { rate = 1, signal } = options;
  if (!hasSpeechSynthesis() || !text.trim() || signal?.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'zh-CN';
    utterance.rate = rate;
    const voice = pickChineseVoice(synth.getVoices());
    if (voice) utterance.voice = voice;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      resolve();
    };
    const cancel = () => {
      synth.cancel();
      done();
    };
    utterance.onend = done;
    utterance.onerror = done;
    signal?.addEventListener('abort', cancel, { once: true });
    const timer = setTimeout(done, estimateSpeechMs(text, rate) + 2000);
    synth.cancel();
    synth.speak(utterance);
  });
}
