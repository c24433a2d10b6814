import type { TSpeechFigures, TTranscriptSource } from '@offerpilot/shared';

/** One stretch of speech the voice detection marked, in ms from the start of listening. */
export interface TSpeechSpan {
  startMs: number;
  endMs: number;
}

const clampMs = (ms: number) => Math.min(3_600_000, Math.max(0, Math.round(ms)));

/**
 * What a voice answer sends with `speech` (submit-answer): the time spoken, the pauses between
 * speech segments (silence before the first word and after the last one is not a pause: it is the
 * wait for the question to sink in and the silence that ended the answer), the longest of them.
 */
export function speechFigures(
  spans: readonly TSpeechSpan[],
  source: { transcript: TTranscriptSource; sttFailed: boolean },
): TSpeechFigures {
  const sorted = [...spans].filter((s) => s.endMs > s.startMs).sort((a, b) => a.startMs - b.startMs);
  let speech = 0;
  let pause = 0;
  let longest = 0;
  let lastEnd: number | null = null;
  for (const s of sorted) {
    speech += s.endMs - s.startMs;
    if (lastEnd !== null && s.startMs > lastEnd) {
      const gap = s.startMs - lastEnd;
      pause += gap;
      longest = Math.max(longest, gap);
    }
    lastEnd = Math.max(lastEnd ?? 0, s.endMs);
  }
  return {
    speech_ms: clampMs(speech),
    pause_ms: clampMs(pause),
    segments: Math.min(10_000, sorted.length),
    longest_pause_ms: clampMs(longest),
    transcript: source.transcript,
    stt_failed: source.sttFailed,
  };
}
