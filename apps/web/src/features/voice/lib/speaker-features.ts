import Meyda from 'meyda';

/**
 * Speaker check by MFCC statistics (docs/operations.md "Speaker check"). Shared by the browser
 * (/speaker-id-test) and the Node measurement (bench/src/speaker-id.ts), so both compute the same
 * numbers. Input: mono audio at 16 kHz in [-1, 1].
 *
 * 1. 512-sample frames (32 ms), hop 256, Hann window.
 * 2. Voiced frames: RMS within 25 dB of the 95th-percentile frame and above -50 dBFS.
 * 3. MFCC 1..12 (c0, the loudness, left out) per voiced frame, 26 mel bands.
 * 4. The voice print: per coefficient the mean and the standard deviation over the voiced frames,
 *    minus the development set's average and divided by the spread within one speaker, so the
 *    cosine compares how two voices differ from an average voice, and steady dimensions count more.
 * 5. Similarity: the cosine of the two prints; same speaker at SPEAKER_THRESHOLD or above.
 */
export const SPEAKER_SAMPLE_RATE = 16_000;
const FRAME = 512;
const HOP = 256;
const COEFFICIENTS = 13;

/** Same speaker when the similarity is at least this (chosen on the development set, see docs). */
export const SPEAKER_THRESHOLD = 0.47;
/** Less voiced audio than this cannot be compared. */
export const MIN_VOICED_MS = 1500;

export interface TVoicePrint {
  vector: number[];
  voicedMs: number;
}

function frameRms(samples: Float32Array, start: number): number {
  let sum = 0;
  for (let i = start; i < start + FRAME; i += 1) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / FRAME);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** MFCC 1..12 of each voiced frame. */
export function voicedMfccs(samples: Float32Array): number[][] {
  Meyda.bufferSize = FRAME;
  Meyda.sampleRate = SPEAKER_SAMPLE_RATE;
  Meyda.melBands = 26;
  Meyda.numberOfMFCCCoefficients = COEFFICIENTS;
  Meyda.windowingFunction = 'hanning';
  const starts: number[] = [];
  const energies: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    starts.push(start);
    energies.push(frameRms(samples, start));
  }
  const floor = Math.max(10 ** (-50 / 20), percentile(energies, 0.95) * 10 ** (-25 / 20));
  const out: number[][] = [];
  starts.forEach((start, i) => {
    if ((energies[i] ?? 0) < floor) return;
    const mfcc = Meyda.extract('mfcc', samples.slice(start, start + FRAME)) as unknown as number[] | null;
    if (mfcc && mfcc.every(Number.isFinite)) out.push(mfcc.slice(1));
  });
  return out;
}

/**
 * Per dimension of [means…, stds…]: the spread within one speaker, and the average over all clips,
 * both measured on the development voices by bench/src/speaker-id.ts (which prints them).
 */
const SCALE = [
  2.17, 1.18, 1.85, 1.37, 1.35, 1.63, 1.1, 0.73, 0.78, 0.76, 0.69, 0.58, 0.98, 1.08, 0.93, 0.84, 0.86, 0.78, 0.72, 0.74,
  0.51, 0.42, 0.48, 0.39,
];
const CENTRE = [
  23.71, 3.88, 0.55, -11.21, -6.81, -3.03, -4.88, -2.34, -2.38, -2.68, -2.17, -0.85, 18.02, 12.1, 15.26, 14.4, 11.91,
  11.89, 8.91, 7.08, 6.1, 5.62, 5.29, 4.82,
];

/** [means…, standard deviations…] of MFCC 1..12 over the voiced frames, before scaling. */
export function mfccStatistics(samples: Float32Array): { raw: number[]; voicedMs: number } | null {
  const frames = voicedMfccs(samples);
  const voicedMs = Math.round(((frames.length * HOP) / SPEAKER_SAMPLE_RATE) * 1000);
  if (frames.length < 10) return null;
  const dims = frames[0]!.length;
  const mean = new Array<number>(dims).fill(0);
  const std = new Array<number>(dims).fill(0);
  for (const f of frames) f.forEach((v, d) => (mean[d]! += v / frames.length));
  for (const f of frames) f.forEach((v, d) => (std[d]! += (v - mean[d]!) ** 2 / frames.length));
  return { raw: [...mean, ...std.map(Math.sqrt)], voicedMs };
}

/** Scales and centres raw statistics with the given (default: the development set's) constants. */
export function normalisePrint(
  raw: readonly number[],
  scale: readonly number[] = SCALE,
  centre: readonly number[] = CENTRE,
) {
  return raw.map((v, d) => (v - (centre[d] ?? 0)) / (scale[d] ?? 1));
}

/** The voice print of a recording, or null when it has too little voiced audio. */
export function voicePrint(samples: Float32Array): TVoicePrint | null {
  const stats = mfccStatistics(samples);
  return stats ? { vector: normalisePrint(stats.raw), voicedMs: stats.voicedMs } : null;
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! ** 2;
    nb += b[i]! ** 2;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

export function compareVoices(enrolled: TVoicePrint, test: TVoicePrint) {
  const similarity = Math.round(cosineSimilarity(enrolled.vector, test.vector) * 1000) / 1000;
  return { similarity, threshold: SPEAKER_THRESHOLD, isSameSpeaker: similarity >= SPEAKER_THRESHOLD };
}

/** The parts of a 16 kHz recording inside the speech segments (with 100 ms either side). */
export function speechOnly(audio: Float32Array, segments: readonly { startMs: number; endMs: number }[]): Float32Array {
  if (segments.length === 0) return audio;
  const perMs = SPEAKER_SAMPLE_RATE / 1000;
  const pieces = segments.map((s) =>
    audio.subarray(
      Math.max(0, Math.floor((s.startMs - 100) * perMs)),
      Math.min(audio.length, Math.ceil((s.endMs + 100) * perMs)),
    ),
  );
  const out = new Float32Array(pieces.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of pieces) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
