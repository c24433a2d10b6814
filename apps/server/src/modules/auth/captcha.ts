import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as SvgCaptcha from 'svg-captcha';

/** svg-captcha (and the opentype.js font it parses) loads with the first captcha, not at start-up. */
const localRequire = createRequire(import.meta.url);
let svgCaptcha: typeof SvgCaptcha | undefined;

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Characters that cannot be confused with each other (no 0/O, 1/l/I). */
const CHARSET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

export function hashCaptchaAnswer(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

/** An image captcha: glyphs drawn as SVG paths (no text to copy), noise lines, random colours. */
export function createCaptchaImage(): { id: string; answer: string; dataUrl: string } {
  svgCaptcha ??= localRequire('svg-captcha') as typeof SvgCaptcha;
  const c = svgCaptcha.create({
    size: 4,
    noise: 3,
    color: true,
    charPreset: CHARSET,
    width: 120,
    height: 40,
    fontSize: 46,
    background: '#f4f5f7',
  });
  return {
    id: randomUUID(),
    answer: c.text,
    dataUrl: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`,
  };
}
