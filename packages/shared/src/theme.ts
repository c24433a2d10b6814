/** Theme configuration (spec §3) and colour math (spec §9 "Theme"). Pure functions, no DOM. */

export const THEME_PRESETS = ['aura', 'material', 'lara', 'nora'] as const;
export type TThemePreset = (typeof THEME_PRESETS)[number];

export interface TThemeConfig {
  preset: TThemePreset;
  primaryColor: string;
  surfaceColor: string;
  ripple: boolean;
  rtl: boolean;
}

export const DEFAULT_THEME_CONFIG: Readonly<TThemeConfig> = Object.freeze({
  preset: 'lara',
  primaryColor: '#000000',
  surfaceColor: '#ffffff',
  ripple: true,
  rtl: false,
});

export interface TRgb {
  r: number;
  g: number;
  b: number;
}

const clampChannel = (value: number): number => Math.min(255, Math.max(0, Math.round(value)));

/** Parses '#rrggbb' (or 'rrggbb'); spec §5 says colours are assumed to be six-digit hex. */
export function hexToRgb(hex: string): TRgb {
  const clean = hex.trim().replace(/^#/, '');
  const value = Number.parseInt(clean.slice(0, 6).padEnd(6, '0'), 16);
  const safe = Number.isNaN(value) ? 0 : value;
  return { r: (safe >> 16) & 0xff, g: (safe >> 8) & 0xff, b: safe & 0xff };
}

export function rgbToHex({ r, g, b }: TRgb): string {
  return `#${[r, g, b].map((c) => clampChannel(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived brightness on a 0–255 scale: 0.299 R + 0.587 G + 0.114 B. */
export function getBrightness(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  // Integer weights keep the 128 threshold exact (0.299 + 0.587 + 0.114 sums to 1 only in decimals).
  return (299 * r + 587 * g + 114 * b) / 1000;
}

export function isDarkSurface(surfaceHex: string): boolean {
  return getBrightness(surfaceHex) < 128;
}

/** Adds `delta` to every channel, clamped to 0..255. */
export function shiftChannels(hex: string, delta: number): string {
  const { r, g, b } = hexToRgb(hex);
  return rgbToHex({ r: r + delta, g: g + delta, b: b + delta });
}

/** Moves every channel `percent` of the way towards white (positive) or black (negative). */
export function scaleTowards(hex: string, percent: number): string {
  const { r, g, b } = hexToRgb(hex);
  const f = percent / 100;
  const move = (c: number) => (f >= 0 ? c + (255 - c) * f : c * (1 + f));
  return rgbToHex({ r: move(r), g: move(g), b: move(b) });
}

export const getPrimaryLight = (primaryHex: string): string => shiftChannels(primaryHex, 50);
export const getPrimaryDark = (primaryHex: string): string => shiftChannels(primaryHex, -50);
export const getLightGrey = (hex: string): string => shiftChannels(hex, 30);
export const getBorderColor = (hex: string): string => shiftChannels(hex, -20);

const DARK_SHADE_PERCENTS = [6, 10, 14] as const;
const LIGHT_SHADE_PERCENTS = [3, 6, 9] as const;

/** Surface shades 1–3: lighter by 6/10/14 % on dark surfaces, darker by 3/6/9 % on light ones. */
export function getSurfaceShades(surfaceHex: string): [string, string, string] {
  const dark = isDarkSurface(surfaceHex);
  const percents = dark ? DARK_SHADE_PERCENTS : LIGHT_SHADE_PERCENTS;
  const [a, b, c] = percents.map((p) => scaleTowards(surfaceHex, dark ? p : -p));
  return [a as string, b as string, c as string];
}

export function getTextColors(surfaceHex: string): [string, string, string] {
  return isDarkSurface(surfaceHex) ? ['#ffffff', '#cccccc', '#999999'] : ['#333333', '#666666', '#999999'];
}

export interface TThemePalette {
  isDark: boolean;
  primary: string;
  primaryLight: string;
  primaryDark: string;
  surface: string;
  surfaceShades: [string, string, string];
  lightGrey: string;
  border: string;
  text: [string, string, string];
}

/** Every derived colour of spec §9 for one configuration. */
export function getThemePalette(config: Pick<TThemeConfig, 'primaryColor' | 'surfaceColor'>): TThemePalette {
  const { primaryColor, surfaceColor } = config;
  return {
    isDark: isDarkSurface(surfaceColor),
    primary: rgbToHex(hexToRgb(primaryColor)),
    primaryLight: getPrimaryLight(primaryColor),
    primaryDark: getPrimaryDark(primaryColor),
    surface: rgbToHex(hexToRgb(surfaceColor)),
    surfaceShades: getSurfaceShades(surfaceColor),
    lightGrey: getLightGrey(surfaceColor),
    border: getBorderColor(surfaceColor),
    text: getTextColors(surfaceColor),
  };
}

function isPreset(value: unknown): value is TThemePreset {
  return typeof value === 'string' && (THEME_PRESETS as readonly string[]).includes(value);
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * Reads a saved configuration (spec §4: missing or unparseable means defaults, silently).
 * Known fields of the right type are kept; anything else falls back to its default.
 */
export function parseThemeConfig(raw: string | null | undefined): TThemeConfig {
  if (!raw) return { ...DEFAULT_THEME_CONFIG };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_THEME_CONFIG };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ...DEFAULT_THEME_CONFIG };
  }
  const value = parsed as Record<string, unknown>;
  const colour = (v: unknown, fallback: string) => (typeof v === 'string' && HEX_COLOUR.test(v) ? v : fallback);
  return {
    preset: isPreset(value.preset) ? value.preset : DEFAULT_THEME_CONFIG.preset,
    primaryColor: colour(value.primaryColor, DEFAULT_THEME_CONFIG.primaryColor),
    surfaceColor: colour(value.surfaceColor, DEFAULT_THEME_CONFIG.surfaceColor),
    ripple: typeof value.ripple === 'boolean' ? value.ripple : DEFAULT_THEME_CONFIG.ripple,
    rtl: typeof value.rtl === 'boolean' ? value.rtl : DEFAULT_THEME_CONFIG.rtl,
  };
}
