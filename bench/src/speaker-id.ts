// node --import tsx bench/src/speaker-id.ts — the speaker check of /speaker-id-test (issue 15) on
// a set made with espeak-ng: 23 voices (the Mandarin voice `cmn` with variants, each variant one
// "speaker"), 6 Chinese sentences each, with the speed (150/170 words a minute) and the pitch
// (±6) varied per sentence. Development voices fix the normalisation constants and the threshold
// (equal error rate); test voices, never seen in calibration, give the error rates reported in
// docs/operations.md "Speaker check". Same feature code as the browser
// (apps/web/src/features/voice/lib/speaker-features.ts). Needs espeak-ng and sox; no server.
// Writes bench/results/speaker-id.json and prints the constants for speaker-features.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  SPEAKER_THRESHOLD,
  cosineSimilarity,
  mfccStatistics,
  normalisePrint,
} from '../../apps/web/src/features/voice/lib/speaker-features.ts';

const SENTENCES = [
  '我叫张三，今天来参加前端工程师的面试',
  '我在上一家公司负责支付系统的性能优化',
  '我最大的优点是学习能力强，善于沟通',
  '这个项目上线以后，页面加载时间缩短了一半',
  '我希望在贵公司长期发展，承担更多责任',
  '遇到分歧时，我会先倾听对方的理由',
];
const DEV_VOICES = ['m1', 'm3', 'm5', 'm7', 'f1', 'f3', 'f5', 'Andy', 'Annie', 'david', 'linda'];
const TEST_VOICES = ['m2', 'm4', 'm6', 'f2', 'f4', 'adam', 'Alicia', 'john', 'max', 'steph', 'edward', 'paul'];

interface TClip {
  voice: string;
  sentence: number;
  raw: number[];
}

function synthesise(variant: string, text: string, speed: number, pitch: number): Float32Array {
  const wav = execFileSync('espeak-ng', [
    '-v',
    `cmn+${variant}`,
    '-s',
    String(speed),
    '-p',
    String(pitch),
    '--stdout',
    text,
  ]);
  const pcm = execFileSync(
    'sox',
    ['-t', 'wav', '-', '-t', 'raw', '-r', '16000', '-c', '1', '-e', 'signed', '-b', '16', '-'],
    { input: wav, maxBuffer: 1 << 26 },
  );
  const ints = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 2);
  return Float32Array.from(ints, (v) => v / 32768);
}

function clipsOf(voices: readonly string[]): TClip[] {
  const clips: TClip[] = [];
  for (const voice of voices) {
    SENTENCES.forEach((text, sentence) => {
      const stats = mfccStatistics(synthesise(voice, text, sentence % 2 ? 170 : 150, 50 + ((sentence % 3) - 1) * 6));
      if (stats) clips.push({ voice, sentence, raw: stats.raw });
    });
  }
  return clips;
}

/** Mean over all clips, and per dimension the standard deviation within a speaker (pooled). */
function calibrate(clips: readonly TClip[]) {
  const dims = clips[0]!.raw.length;
  const centre = Array.from({ length: dims }, (_, d) => clips.reduce((n, c) => n + c.raw[d]!, 0) / clips.length);
  const voices = [...new Set(clips.map((c) => c.voice))];
  const scale = Array.from({ length: dims }, (_, d) => {
    let sum = 0;
    for (const voice of voices) {
      const own = clips.filter((c) => c.voice === voice);
      const mean = own.reduce((n, c) => n + c.raw[d]!, 0) / own.length;
      for (const c of own) sum += (c.raw[d]! - mean) ** 2;
    }
    return Math.sqrt(sum / clips.length);
  });
  return { centre, scale };
}

/** Every pair of clips with different sentences: same voice → target trial, else impostor trial. */
function trials(clips: readonly TClip[], scale?: number[], centre?: number[]) {
  const prints = clips.map((c) => normalisePrint(c.raw, scale, centre));
  const same: number[] = [];
  const different: number[] = [];
  for (let i = 0; i < clips.length; i += 1)
    for (let j = i + 1; j < clips.length; j += 1) {
      if (clips[i]!.sentence === clips[j]!.sentence) continue;
      (clips[i]!.voice === clips[j]!.voice ? same : different).push(cosineSimilarity(prints[i]!, prints[j]!));
    }
  return { same, different };
}

function ratesAt(t: number, same: number[], different: number[]) {
  return {
    frr: same.filter((s) => s < t).length / same.length,
    far: different.filter((s) => s >= t).length / different.length,
  };
}

function equalErrorRate(same: number[], different: number[]) {
  let best = { threshold: 0, eer: 1, gap: Infinity };
  for (let t = -1; t <= 1.0001; t += 0.005) {
    const { frr, far } = ratesAt(t, same, different);
    const gap = Math.abs(frr - far);
    if (gap < best.gap) best = { threshold: Math.round(t * 1000) / 1000, eer: (frr + far) / 2, gap };
  }
  return { threshold: best.threshold, eer: best.eer };
}

const pct = (x: number) => Math.round(x * 1000) / 10;
const round = (xs: number[]) => xs.map((x) => Math.round(x * 100) / 100);

const started = Date.now();
const dev = clipsOf(DEV_VOICES);
const test = clipsOf(TEST_VOICES);
const { centre, scale } = calibrate(dev);
const devTrials = trials(dev, scale, centre);
const devEer = equalErrorRate(devTrials.same, devTrials.different);
const testTrials = trials(test, scale, centre);
const testEer = equalErrorRate(testTrials.same, testTrials.different);
const atDevThreshold = ratesAt(devEer.threshold, testTrials.same, testTrials.different);
// The shipped constants (speaker-features.ts) on the test voices: what the page really does.
const shipped = trials(test);
const shippedRates = ratesAt(SPEAKER_THRESHOLD, shipped.same, shipped.different);

const result = {
  method: 'MFCC 1..12 mean+std over voiced frames, centred and scaled by the within-speaker spread, cosine',
  set: {
    sentences: SENTENCES.length,
    devVoices: DEV_VOICES.map((v) => `cmn+${v}`),
    testVoices: TEST_VOICES.map((v) => `cmn+${v}`),
    clips: { dev: dev.length, test: test.length },
    trials: {
      dev: { same: devTrials.same.length, different: devTrials.different.length },
      test: { same: testTrials.same.length, different: testTrials.different.length },
    },
  },
  dev: { eerPercent: pct(devEer.eer), eerThreshold: devEer.threshold },
  test: {
    eerPercent: pct(testEer.eer),
    atDevThreshold: {
      threshold: devEer.threshold,
      frrPercent: pct(atDevThreshold.frr),
      farPercent: pct(atDevThreshold.far),
    },
    shipped: { threshold: SPEAKER_THRESHOLD, frrPercent: pct(shippedRates.frr), farPercent: pct(shippedRates.far) },
  },
  seconds: Math.round((Date.now() - started) / 1000),
};
fs.mkdirSync(path.resolve(import.meta.dirname, '../results'), { recursive: true });
fs.writeFileSync(
  path.resolve(import.meta.dirname, '../results/speaker-id.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
console.log(`SCALE = [${round(scale).join(', ')}]`);
console.log(`CENTRE = [${round(centre).join(', ')}]`);
