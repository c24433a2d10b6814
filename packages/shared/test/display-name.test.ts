import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDisplayName } from '../src/index.ts';

describe('display name fallback (spec §1)', () => {
  it('is 访客 for a guest', () => {
    expect(getDisplayName(null)).toBe('访客');
    expect(getDisplayName(undefined)).toBe('访客');
  });
  it('prefers name, then username, then displayName, then 用户', () => {
    expect(getDisplayName({ name: '李雷', username: 'lilei', displayName: 'Lei' })).toBe('李雷');
    expect(getDisplayName({ name: '', username: 'lilei', displayName: 'Lei' })).toBe('lilei');
    expect(getDisplayName({ name: '  ', username: null, displayName: 'Lei' })).toBe('Lei');
    expect(getDisplayName({ display_name: '韩梅梅' })).toBe('韩梅梅');
    expect(getDisplayName({})).toBe('用户');
  });
  it('never answers blank text', () => {
    const maybe = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(maybe, maybe, maybe, (name, username, displayName) => {
        expect(getDisplayName({ name, username, displayName }).trim()).not.toBe('');
      }),
    );
  });
});
