/**
 * Plays a test tone through the speakers (OscillatorNode, soft attack and release so it does not
 * click). Resolves when the tone has finished.
 */
export async function playTestTone(options: { frequencyHz?: number; durationMs?: number; volume?: number } = {}) {
  const { frequencyHz = 660, durationMs = 1200, volume = 0.2 } = options;
  const context = new AudioContext();
  try {
    await context.resume();
    const oscillator = new OscillatorNode(context, { type: 'sine', frequency: frequencyHz });
    const gain = new GainNode(context, { gain: 0 });
    oscillator.connect(gain).connect(context.destination);
    const now = context.currentTime;
    const seconds = durationMs / 1000;
    gain.gain.linearRampToValueAtTime(volume, now + 0.05);
    gain.gain.setValueAtTime(volume, now + seconds - 0.1);
    gain.gain.linearRampToValueAtTime(0, now + seconds);
    oscillator.start(now);
    oscillator.stop(now + seconds);
    await new Promise<void>((resolve) => {
      oscillator.onended = () => resolve();
      // Some headless browsers never play audio: do not wait forever.
      setTimeout(resolve, durationMs + 500);
    });
  } finally {
    await context.close();
  }
}
