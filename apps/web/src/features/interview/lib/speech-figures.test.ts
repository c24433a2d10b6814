import { describe, expect, it } from 'vitest';
import { questionLabels } from './question-label.ts';
import { speechFigures } from './speech-figures.ts';

describe('speechFigures', () => {
  it('counts speech, the pauses between segments only, and the longest pause', () => {
    const figures = speechFigures(
      [
        { startMs: 4_000, endMs: 6_000 },
        { startMs: 1_000, endMs: 2_500 },
        { startMs: 9_000, endMs: 9_500 },
      ],
      { transcript: 'stt', sttFailed: false },
    );
    expect(figures).toEqual({
      speech_ms: 4_000,
      pause_ms: 1_500 + 3_000,
      segments: 3,
      longest_pause_ms: 3_000,
      transcript: 'stt',
      stt_failed: false,
    });
  });

  it('reports no speech as zero segments', () => {
    expect(speechFigures([], { transcript: 'typed', sttFailed: true })).toMatchObject({
      speech_ms: 0,
      pause_ms: 0,
      segments: 0,
      longest_pause_ms: 0,
      stt_failed: true,
    });
  });

  it('does not count overlapping segments as a pause', () => {
    const figures = speechFigures(
      [
        { startMs: 0, endMs: 3_000 },
        { startMs: 2_000, endMs: 4_000 },
      ],
      { transcript: 'browser', sttFailed: false },
    );
    expect(figures.pause_ms).toBe(0);
    expect(figures.segments).toBe(2);
  });
});

describe('questionLabels', () => {
  it('numbers follow-ups under their parent', () => {
    const labels = questionLabels([
      { question_id: 10, order: 1, parent_id: null },
      { question_id: 11, order: 2, parent_id: null },
      { question_id: 20, order: 2, parent_id: 11 },
      { question_id: 21, order: 2, parent_id: 11 },
      { question_id: 12, order: 3, parent_id: null },
    ]);
    expect([...labels.values()]).toEqual(['1', '2', '2-1', '2-2', '3']);
  });
});
