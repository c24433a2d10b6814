import type { TThemePreset } from '@offerpilot/shared';
import type { ThemeConfig } from 'antd';

/**
 * The four presets of spec §3 as antd design tokens. Each is a distinct design language:
 * shape (radius), density (control height), depth (shadows) and type.
 */
export const PRESET_TOKENS: Record<TThemePreset, NonNullable<ThemeConfig['token']>> = {
  // Aura: soft and modern — generous radius, airy controls, light diffuse shadows.
  aura: {
    borderRadius: 10,
    borderRadiusLG: 14,
    borderRadiusSM: 6,
    controlHeight: 38,
    fontSize: 14,
    boxShadow: '0 6px 24px rgba(15, 23, 42, 0.08)',
    boxShadowSecondary: '0 10px 32px rgba(15, 23, 42, 0.12)',
    wireframe: false,
  },
  // Material: crisp elevation, small radius, roomy touch targets.
  material: {
    borderRadius: 4,
    borderRadiusLG: 8,
    borderRadiusSM: 2,
    controlHeight: 40,
    fontSize: 14,
    boxShadow: '0 2px 4px rgba(0,0,0,0.14), 0 3px 6px rgba(0,0,0,0.10)',
    boxShadowSecondary: '0 8px 16px rgba(0,0,0,0.18), 0 3px 6px rgba(0,0,0,0.12)',
    wireframe: false,
  },
  // Lara (default): balanced — medium radius and density, restrained shadows.
  lara: {
    borderRadius: 6,
    borderRadiusLG: 10,
    borderRadiusSM: 4,
    controlHeight: 36,
    fontSize: 14,
    boxShadow: '0 1px 3px rgba(0,0,0,0.08), 0 4px 12px rgba(0,0,0,0.05)',
    boxShadowSecondary: '0 6px 20px rgba(0,0,0,0.10)',
    wireframe: false,
  },
  // Nora: compact and sharp — square corners, outlined (wireframe) surfaces, dense controls.
  nora: {
    borderRadius: 2,
    borderRadiusLG: 3,
    borderRadiusSM: 1,
    controlHeight: 32,
    fontSize: 13,
    boxShadow: 'none',
    boxShadowSecondary: '0 2px 8px rgba(0,0,0,0.12)',
    wireframe: true,
  },
};
