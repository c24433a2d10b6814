import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_CONFIG,
  getBorderColor,
  getBrightness,
  getLightGrey,
  getPrimaryDark,
  getPrimaryLight,
  getSurfaceShades,
  getTextColors,
  getThemePalette,
  hexToRgb,
  isDarkSurface,
  parseThemeConfig,
  rgbToHex,
} from '../src/index.ts';

const channel = fc.integer({ min: 0, max: 255 });
const hexColour = fc.tuple(channel, channel, channel).map(([r, g, b]) => rgbToHex({ r, g, b }));

describe('theme colour math (spec §9)', () => {
  it('computes brightness as 0.299 R + 0.587 G + 0.114 B', () => {
    expect(getBrightness('#ffffff')).toBeCloseTo(255);
    expect(getBrightness('#000000')).toBe(0);
    expect(getBrightness('#ff0000')).toBeCloseTo(76.245);
    expect(getBrightness('#00ff00')).toBeCloseTo(149.685);
  });
  it('calls a surface dark exactly when brightness < 128', () => {
    expect(isDarkSurface('#808080')).toBe(false); // 128
    expect(isDarkSurface('#7f7f7f')).toBe(true); // 127
    fc.assert(
      fc.property(hexColour, (hex) => {
        expect(isDarkSurface(hex)).toBe(getBrightness(hex) < 128);
      }),
    );
  });
  it('shifts primary ±50 and grey/border +30/−20 per channel, clamped to 0..255', () => {
    expect(getPrimaryLight('#000000')).toBe('#323232');
    expect(getPrimaryDark('#000000')).toBe('#000000');
    expect(getPrimaryLight('#f0e0d0')).toBe('#ffffff');
    expect(getPrimaryDark('#3366cc')).toBe('#01349a');
    expect(getLightGrey('#101010')).toBe('#2e2e2e');
    expect(getBorderColor('#ffffff')).toBe('#ebebeb');
    fc.assert(
      fc.property(hexColour, fc.integer({ min: -300, max: 300 }), (hex, _d) => {
        const base = hexToRgb(hex);
        const light = hexToRgb(getPrimaryLight(hex));
        const dark = hexToRgb(getPrimaryDark(hex));
        for (const k of ['r', 'g', 'b'] as const) {
          expect(light[k]).toBe(Math.min(255, base[k] + 50));
          expect(dark[k]).toBe(Math.max(0, base[k] - 50));
        }
      }),
    );
  });
  it('makes shades 6/10/14 % lighter on dark surfaces and 3/6/9 % darker on light ones', () => {
    expect(getSurfaceShades('#000000')).toEqual(['#0f0f0f', '#1a1a1a', '#242424']);
    expect(getSurfaceShades('#ffffff')).toEqual(['#f7f7f7', '#f0f0f0', '#e8e8e8']);
    fc.assert(
      fc.property(hexColour, (hex) => {
        const dark = isDarkSurface(hex);
        const shades = getSurfaceShades(hex).map(getBrightness);
        const base = getBrightness(hex);
        const ordered = dark
          ? base <= shades[0]! && shades[0]! <= shades[1]! && shades[1]! <= shades[2]!
          : base >= shades[0]! && shades[0]! >= shades[1]! && shades[1]! >= shades[2]!;
        expect(ordered).toBe(true);
      }),
    );
  });
  it('picks text colours by surface', () => {
    expect(getTextColors('#1e1e1e')).toEqual(['#ffffff', '#cccccc', '#999999']);
    expect(getTextColors('#fafafa')).toEqual(['#333333', '#666666', '#999999']);
  });
  it('gives a full palette for the defaults', () => {
    const p = getThemePalette(DEFAULT_THEME_CONFIG);
    expect(p).toMatchObject({ isDark: false, primary: '#000000', primaryLight: '#323232' });
    expect(p.border).toBe('#ebebeb');
  });
  it('round-trips hex through rgb for every colour', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        expect(rgbToHex(hexToRgb(hex))).toBe(hex);
      }),
    );
  });
});

describe('saved theme configuration (spec §4)', () => {
  it('uses the defaults when missing or unparseable, silently', () => {
    expect(parseThemeConfig(null)).toEqual(DEFAULT_THEME_CONFIG);
    expect(parseThemeConfig('{not json')).toEqual(DEFAULT_THEME_CONFIG);
    expect(parseThemeConfig('[1,2]')).toEqual(DEFAULT_THEME_CONFIG);
    expect(parseThemeConfig('"lara"')).toEqual(DEFAULT_THEME_CONFIG);
  });
  it('keeps valid fields and replaces invalid ones', () => {
    expect(parseThemeConfig(JSON.stringify({ preset: 'nora', primaryColor: 'red', rtl: true }))).toEqual({
      ...DEFAULT_THEME_CONFIG,
      preset: 'nora',
      rtl: true,
    });
  });
  it('never throws and always yields a complete config', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const config = parseThemeConfig(raw);
        expect(Object.keys(config).sort()).toEqual(['preset', 'primaryColor', 'ripple', 'rtl', 'surfaceColor'].sort());
      }),
    );
  });
});
