import { getThemePalette, type TThemeConfig } from '@offerpilot/shared';

/**
 * Applies the configuration to the document at once (spec §4): CSS variables from the colour
 * math, the preset name, colour scheme, and `dir="rtl"` only when rtl is on (spec §9).
 */
export function applyThemeToDocument(config: TThemeConfig, root: HTMLElement = document.documentElement): void {
  const p = getThemePalette(config);
  const vars: Record<string, string> = {
    '--op-primary': p.primary,
    '--op-primary-light': p.primaryLight,
    '--op-primary-dark': p.primaryDark,
    '--op-on-primary': getThemePalette({ primaryColor: p.primary, surfaceColor: p.primary }).isDark
      ? '#ffffff'
      : '#111111',
    '--op-surface-0': p.surface,
    '--op-surface-1': p.surfaceShades[0],
    '--op-surface-2': p.surfaceShades[1],
    '--op-surface-3': p.surfaceShades[2],
    '--op-light-grey': p.lightGrey,
    '--op-border': p.border,
    '--op-text-1': p.text[0],
    '--op-text-2': p.text[1],
    '--op-text-3': p.text[2],
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.dataset.themePreset = config.preset;
  root.dataset.themeMode = p.isDark ? 'dark' : 'light';
  root.dataset.ripple = config.ripple ? 'on' : 'off';
  root.style.colorScheme = p.isDark ? 'dark' : 'light';
  if (config.rtl) root.setAttribute('dir', 'rtl');
  else root.removeAttribute('dir');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', p.surface);
}
