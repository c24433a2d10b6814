import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from './browser.ts';

/** espeak-ng and sox on PATH: the voice journeys make their microphone input with them. */
export function hasAudioTools(): boolean {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    execFileSync('sox', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** One piece of the fake microphone input: silence, or a sentence said by an espeak-ng voice. */
export type TAudioPiece = { silenceS: number } | { text: string; voice?: string; speed?: number; pitch?: number };

export interface TSpeechFile {
  path: string;
  /** where the speech is, ms from the start of the file (each sentence trimmed by sox `silence`) */
  speech: { startMs: number; endMs: number }[];
  totalMs: number;
}

const RATE = 48_000;

function soxDurationMs(file: string): number {
  return Math.round(Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim()) * 1000);
}

/**
 * Builds a 48 kHz mono 16-bit WAV from the pieces. Each sentence is made with `espeak-ng -v cmn…`
 * and its own leading and trailing silence is cut with sox's `silence` effect (threshold 1 %), so
 * the speech boundaries are known exactly from the lengths sox reports.
 */
export function makeSpeechWav(name: string, pieces: readonly TAudioPiece[]): TSpeechFile {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-voice-'));
  const parts: string[] = [];
  const speech: TSpeechFile['speech'] = [];
  let atMs = 0;
  pieces.forEach((piece, i) => {
    const part = path.join(dir, `part-${i}.wav`);
    if ('silenceS' in piece) {
      execFileSync('sox', ['-n', '-r', String(RATE), '-c', '1', '-b', '16', part, 'trim', '0', String(piece.silenceS)]);
    } else {
      const raw = path.join(dir, `raw-${i}.wav`);
      execFileSync('espeak-ng', [
        '-v',
        piece.voice ?? 'cmn',
        '-s',
        String(piece.speed ?? 150),
        '-p',
        String(piece.pitch ?? 50),
        '-w',
        raw,
        piece.text,
      ]);
      execFileSync('sox', [
        raw,
        '-r',
        String(RATE),
        '-c',
        '1',
        '-b',
        '16',
        part,
        'silence',
        '1',
        '0.01',
        '1%',
        'reverse',
        'silence',
        '1',
        '0.01',
        '1%',
        'reverse',
      ]);
    }
    const ms = soxDurationMs(part);
    if (!('silenceS' in piece)) speech.push({ startMs: atMs, endMs: atMs + ms });
    atMs += ms;
    parts.push(part);
  });
  const out = path.join(dir, `${name}.wav`);
  execFileSync('sox', [...parts, out]);
  return { path: out, speech, totalMs: soxDurationMs(out) };
}

/**
 * A Chromium whose microphone plays `wavPath` (in a loop) and which grants the permission
 * without asking.
 */
export function launchWithFakeMicrophone(wavPath: string) {
  return launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavPath}`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
}
