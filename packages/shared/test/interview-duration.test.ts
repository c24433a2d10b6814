import { describe, expect, it } from 'vitest';
import { formatInterviewDuration } from '../src/index.ts';

describe('formatInterviewDuration', () => {
  it('writes the time taken to the second, never rounded to minutes (a mock interview is charged by started minute)', () => {
    expect(formatInterviewDuration(250)).toBe('4 分 10 秒');
    expect(formatInterviewDuration(240)).toBe('4 分钟');
    expect(formatInterviewDuration(45)).toBe('45 秒');
    expect(formatInterviewDuration(0)).toBe('0 秒');
    expect(formatInterviewDuration(89.6)).toBe('1 分 30 秒');
    expect(formatInterviewDuration(-3)).toBe('0 秒');
  });
});
