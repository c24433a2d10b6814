import { describe, expect, it } from 'vitest';
import { meterLevel, rms, toDb } from './level.ts';
import { SpeechSegmenter } from './segmenter.ts';
import { pickChineseVoice } from './speak.ts';
import { encodeWav } from './wav.ts';

const options = { frameMs: 32, positiveThreshold: 0.5, negativeThreshold: 0.35, redemptionMs: 96, minSpeechMs: 64 };
const feed = (s: SpeechSegmenter, probs: number[]) => probs.flatMap((p) => s.push(p));

describe('SpeechSegmenter', () => {
  it('starts at the first speech frame and ends after the last voiced frame, not after the redemption time', () => {
    const s = new SpeechSegmenter(options);
    const events = feed(s, [0.1, 0.1, 0.9, 0.9, 0.4, 0.9, 0.1, 0.1, 0.1, 0.1]);
    expect(events).toEqual([
      { type: 'start', atMs: 64 },
      { type: 'end', segment: { startMs: 64, endMs: 192 } },
    ]);
    expect(s.silenceMs).toBe(4 * 32);
  });

  it('drops a blip shorter than minSpeechMs as a misfire and closes an open segment on flush', () => {
    const s = new SpeechSegmenter(options);
    expect(feed(s, [0.9, 0.1, 0.1, 0.1]).at(-1)).toEqual({ type: 'misfire' });
    feed(s, [0.9, 0.9, 0.9]);
    expect(s.flush()).toEqual([{ type: 'end', segment: { startMs: 128, endMs: 224 } }]);
    expect(s.segments).toHaveLength(1);
  });
});

describe('audio helpers', () => {
  it('writes a 16 kHz mono 16-bit WAV header and clamps samples', () => {
    const view = new DataView(encodeWav(new Float32Array([0, 1, -1, 2]), 16_000));
    const text = (o: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(o + i)));
    expect([text(0), text(8), text(36)]).toEqual(['RIFF', 'WAVE', 'data']);
    expect([view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 16_000, 16]);
    expect(view.getUint32(40, true)).toBe(8);
    expect([view.getInt16(46, true), view.getInt16(48, true), view.getInt16(50, true)]).toEqual([32767, -32768, 32767]);
  });

  it('measures level in RMS and dBFS', () => {
    expect(rms([0.5, -0.5])).toBe(0.5);
    expect(Math.round(toDb(0.1))).toBe(-20);
    expect(meterLevel(1)).toBe(1);
    expect(meterLevel(0)).toBe(0);
  });

  it('prefers a local zh-CN voice', () => {
    const voice = (lang: string, localService: boolean, name = lang) =>
      ({ lang, localService, name }) as SpeechSynthesisVoice;
    expect(
      pickChineseVoice([voice('en-US', true), voice('zh-CN', false, 'remote'), voice('zh-CN', true, 'local')])?.name,
    ).toBe('local');
    expect(pickChineseVoice([voice('zh-TW', true)])?.lang).toBe('zh-TW');
    expect(pickChineseVoice([voice('en-US', true)])).toBeUndefined();
  });
});
