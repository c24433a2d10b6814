import { describe, expect, it } from 'vitest';
import { weightPercent } from '../src/index.ts';

describe('weightPercent', () => {
  it('shows a weight with one decimal at most, as the match explanations do', () => {
    expect(weightPercent(0.65)).toBe(65);
    expect(weightPercent(0.175)).toBe(17.5);
    expect(weightPercent(0.0291666)).toBe(2.9);
    expect(weightPercent(0.0583333)).toBe(5.8);
    expect(weightPercent(0)).toBe(0);
  });
});
