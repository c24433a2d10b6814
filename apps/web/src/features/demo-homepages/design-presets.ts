import { DEFAULT_THEME_CONFIG, type TThemeConfig } from '@offerpilot/shared';

export const DESIGN_KEYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8'] as const;
export type TDesignKey = (typeof DESIGN_KEYS)[number];

export interface TDesignPreset {
  /** the theme system's configuration this design is shown in (preset, primary and surface colour) */
  theme: TThemeConfig;
  /** adds antd's compact algorithm on top of the preset */
  isCompact: boolean;
}

const base = { ripple: true, rtl: false } as const;

/**
 * Each design of the gallery wears a different preset of the theme system (spec §3): the same
 * `buildAntdTheme` and CSS variables the theme configurator uses, scoped to the page.
 */
export const DESIGN_PRESETS: Record<TDesignKey, TDesignPreset> = {
  d1: { theme: { ...base, preset: 'lara', primaryColor: '#1d4ed8', surfaceColor: '#ffffff' }, isCompact: false },
  d2: { theme: { ...base, preset: 'aura', primaryColor: '#7c3aed', surfaceColor: '#ffffff' }, isCompact: false },
  d3: { theme: { ...base, preset: 'aura', primaryColor: '#22d3ee', surfaceColor: '#0b1220' }, isCompact: false },
  d4: { theme: { ...base, preset: 'material', primaryColor: '#0f766e', surfaceColor: '#ffffff' }, isCompact: false },
  d5: { theme: { ...base, preset: 'aura', primaryColor: '#ea580c', surfaceColor: '#fffaf5' }, isCompact: false },
  d6: { theme: { ...base, preset: 'nora', primaryColor: '#15803d', surfaceColor: '#ffffff' }, isCompact: true },
  d7: { theme: { ...base, preset: 'lara', primaryColor: '#9f1239', surfaceColor: '#fbf8f3' }, isCompact: false },
  d8: { theme: { ...DEFAULT_THEME_CONFIG }, isCompact: false },
};

/** 1–8 → 'd1'–'d8'; anything else shows the first design. */
export function toDesignKey(variant: number): TDesignKey {
  return DESIGN_KEYS[variant - 1] ?? 'd1';
}
