import { describe, expect, it } from 'vitest';
import { isPublicPath, PUBLIC_PATHS, ROUTES } from '../src/lib/routes.ts';

describe('public paths (spec §2 route guard)', () => {
  it('lists every public path of the spec', () => {
    for (const path of [
      '/login',
      '/register',
      '/mobile-login',
      '/mobile-register',
      '/forgot-password',
      '/vad-test',
      '/speaker-id-test',
      '/theme-showcase',
      '/official-website',
      ...Array.from({ length: 8 }, (_, i) => `/mock-homepage-${i + 1}`),
    ]) {
      expect(PUBLIC_PATHS).toContain(path);
      expect(isPublicPath(path)).toBe(true);
    }
  });

  it('keeps every other route of the spec behind sign-in', () => {
    for (const path of [
      ROUTES.home,
      ROUTES.profile,
      ROUTES.positions,
      ROUTES.resume,
      ROUTES.interviewReport,
      ROUTES.deviceTest,
      '/mock-homepage-9',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('ignores query, hash and a trailing slash', () => {
    expect(isPublicPath('/login?redirect=%2Fhome')).toBe(true);
    expect(isPublicPath('/official-website/')).toBe(true);
    expect(isPublicPath('/register#top')).toBe(true);
    expect(isPublicPath('/login/extra')).toBe(false);
  });
});
