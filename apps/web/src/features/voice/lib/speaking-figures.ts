import { speechMs, type TSpeechSegment } from './segmenter.ts';

/**
 * The filler words counted in an answer, in one place (docs/decisions.md "Voice"). Two-character
 * fillers are counted first and removed, then the one-character ones. 那个 / 就是 / 然后 are also
 * ordinary words and every occurrence counts, so the figure is an upper bound.
 */
export const FILLER_WORDS = ['那个', '就是', '然后', '嗯', '啊', '呃'] as const;

export interface TSpeakingFigures {
  /** Chinese characters plus latin words per minute of speech (VAD segments) */
  charsPerMinute: number | null;
  /** silence between the first and last speech / that span, 0..1 */
  pauseRatio: number | null;
  /** the longest silence between two segments, ms */
  longestPauseMs: number;
  /** filler words per minute of speech */
  fillersPerMinute: number | null;
  fillerCount: number;
  speechMs: number;
  units: number;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const LATIN_WORD = /[A-Za-z0-9]+(?:[.'+#-][A-Za-z0-9]+)*/g;

/** Spoken units: each CJK character plus each latin word or number ("React 18" = 2). */
export function countSpeechUnits(text: string): number {
  return (text.match(CJK)?.length ?? 0) + (text.match(LATIN_WORD)?.length ?? 0);
}

export function countFillers(text: string): number {
  let rest = text;
  let count = 0;
  for (const word of FILLER_WORDS) {
    const parts = rest.split(word);
    count += parts.length - 1;
    rest = parts.join(' ');
  }
  return count;
}

/** Pauses: the gaps between consecutive segments, ms. */
export function pausesBetween(segments: readonly TSpeechSegment[]): number[] {
  const sorted = [...segments].sort((a, b) => a.startMs - b.startMs);
  const gaps: number[] = [];
  for (let i = 1; i < sorted.length; i += 1) gaps.push(Math.max(0, sorted[i]!.startMs - sorted[i - 1]!.endMs));
  return gaps;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Speaking figures of one answer from its VAD segments and its transcript (may be empty). */
export function speakingFigures(segments: readonly TSpeechSegment[], transcript: string): TSpeakingFigures {
  const spoken = speechMs(segments);
  const minutes = spoken / 60_000;
  const units = countSpeechUnits(transcript);
  const fillerCount = countFillers(transcript);
  const gaps = pausesBetween(segments);
  const span = segments.length
    ? Math.max(...segments.map((s) => s.endMs)) - Math.min(...segments.map((s) => s.startMs))
    : 0;
  const silence = gaps.reduce((n, g) => n + g, 0);
  return {
    charsPerMinute: minutes > 0 && units > 0 ? Math.round(units / minutes) : null,
    pauseRatio: span > 0 ? Math.round((silence / span) * 1000) / 1000 : null,
    longestPauseMs: gaps.length ? Math.max(...gaps) : 0,
    fillersPerMinute: minutes > 0 && transcript.trim() ? round1(fillerCount / minutes) : null,
    fillerCount,
    speechMs: spoken,
    units,
  };
}
