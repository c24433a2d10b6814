import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME_CONFIG, getBrightness, getThemePalette } from '@offerpilot/shared';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildAntdTheme } from '../src/theme/antd-theme.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ['#ffffff', '#fafafa', '#fffaf5', '#fbf8f3', '#1e1e1e', '#0b1220'];

describe('small text is readable (WCAG AA 4.5:1)', () => {
  it('the text colours the screens use for small text pass on the surface and its first shade', () => {
    for (const surfaceColor of SURFACES) {
      const palette = getThemePalette({ ...DEFAULT_THEME_CONFIG, surfaceColor });
      const [text1, text2] = palette.text;
      for (const background of [palette.surface, palette.surfaceShades[0]])
        for (const text of [text1, text2]) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('antd draws placeholders, descriptions and description labels in the second text colour', () => {
    for (const surfaceColor of SURFACES) {
      const config = { ...DEFAULT_THEME_CONFIG, surfaceColor };
      const [, text2] = getThemePalette(config).text;
      const theme = buildAntdTheme(config);
      expect(theme.token).toMatchObject({ colorTextPlaceholder: text2, colorTextDescription: text2 });
      expect(theme.components?.Descriptions?.labelColor).toBe(text2);
    }
  });

  it('a selected option or item keeps its text readable and its background distinct, whatever the primary', () => {
    // The default primary is black: antd's own derivation made the chosen option's background
    // #404040 under #333333 text.
    for (const surfaceColor of SURFACES)
      for (const primaryColor of ['#000000', '#1677ff', '#ffffff', '#ffd400', '#7a1f1f', surfaceColor]) {
        const config = { ...DEFAULT_THEME_CONFIG, surfaceColor, primaryColor };
        const palette = getThemePalette(config);
        const token = antdTheme.getDesignToken(buildAntdTheme(config));
        for (const background of [token.controlItemBgActive, token.controlItemBgActiveHover, token.colorPrimaryBg]) {
          const label = `${primaryColor} on ${surfaceColor}`;
          expect(contrast(palette.text[0], background), label).toBeGreaterThanOrEqual(4.5);
          // Seen as a selection on the surface the list sits on (popups use the elevated one):
          // darker on a light theme, lighter on a dark one.
          const step = getBrightness(background) - getBrightness(token.colorBgElevated);
          expect(palette.isDark ? step : -step, label).toBeGreaterThanOrEqual(6);
        }
      }
  });

  it('no stylesheet colours text with the third text colour (#999999 on white is 2.8:1)', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const offenders = (fs.readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => f.endsWith('.css'))
      .filter((f) => /(^|[^-])color:\s*var\(--op-text-3\)/.test(fs.readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
