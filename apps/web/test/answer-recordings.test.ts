import { describe, expect, it } from 'vitest';
import {
  getAnswerRecording,
  memoryRecordings,
  RECORDING_LIMITS,
  saveAnswerRecording,
  sessionsToDrop,
} from '../src/features/interview/lib/answer-recordings.ts';

const MB = 1024 * 1024;
const audio = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'audio/webm' });

describe('answer recordings kept in the browser: bounded', () => {
  it('keeps the newest 5 sessions and drops the older ones', () => {
    const metas = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
      sessionId: id,
      questionId: 1,
      bytes: 1000,
      savedAt: id * 1000,
    }));
    expect(sessionsToDrop(metas, 7)).toEqual([2, 1]);
  });

  it('drops the oldest sessions beyond 50 MB in all, and never the session being recorded', () => {
    const metas = [
      { sessionId: 1, questionId: 1, bytes: 20 * MB, savedAt: 1 },
      { sessionId: 2, questionId: 1, bytes: 20 * MB, savedAt: 2 },
      { sessionId: 3, questionId: 1, bytes: 15 * MB, savedAt: 3 },
      { sessionId: 3, questionId: 2, bytes: 10 * MB, savedAt: 4 },
    ];
    // Session 3 (25 MB) and session 2 (20 MB) fit; session 1 would take it past 50 MB.
    expect(sessionsToDrop(metas, 3)).toEqual([1]);
    // The interview in progress is session 1, the oldest: it stays, and the newest that fit stay with it.
    expect(sessionsToDrop(metas, 1)).toEqual([2]);
    expect(RECORDING_LIMITS).toEqual({ sessions: 5, bytes: 50 * MB });
  });

  it('saving a sixth session forgets the first session’s answers; a question answered again keeps the new take', async () => {
    const store = memoryRecordings();
    for (const sessionId of [1, 2, 3, 4, 5, 6])
      for (const questionId of [10, 11])
        await saveAnswerRecording(
          { sessionId, questionId, audio: audio(100), durationMs: 5000, savedAt: sessionId * 100 + questionId },
          store,
        );
    expect(await getAnswerRecording(1, 10, store)).toBeNull();
    expect(await getAnswerRecording(1, 11, store)).toBeNull();
    expect(await getAnswerRecording(2, 10, store)).not.toBeNull();
    expect((await getAnswerRecording(6, 11, store))?.durationMs).toBe(5000);

    await saveAnswerRecording({ sessionId: 6, questionId: 11, audio: audio(300), durationMs: 9000 }, store);
    const again = await getAnswerRecording(6, 11, store);
    expect(again?.durationMs).toBe(9000);
    expect(again?.audio.size).toBe(300);
    expect((await store.list()).filter((r) => r.sessionId === 6)).toHaveLength(2);
  });

  it('keeps nothing for an empty recording, and a storage that fails only means nothing to play', async () => {
    const store = memoryRecordings();
    expect(await saveAnswerRecording({ sessionId: 1, questionId: 1, audio: audio(0), durationMs: 0 }, store)).toBe(
      false,
    );
    const broken = {
      ...store,
      put: () => Promise.reject(new Error('QuotaExceededError')),
      get: () => Promise.reject(new Error('blocked')),
    };
    expect(await saveAnswerRecording({ sessionId: 1, questionId: 1, audio: audio(10), durationMs: 1 }, broken)).toBe(
      false,
    );
    expect(await getAnswerRecording(1, 1, broken)).toBeNull();
  });
});
