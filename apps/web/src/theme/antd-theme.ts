import {
  getBrightness,
  getThemePalette,
  hexToRgb,
  rgbToHex,
  shiftChannels,
  type TThemeConfig,
} from '@offerpilot/shared';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { PRESET_TOKENS } from './presets.ts';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** `share` of `a` mixed into `b`. */
function mix(a: string, b: string, share: number): string {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return rgbToHex({
    r: x.r * share + y.r * (1 - share),
    g: x.g * share + y.g * (1 - share),
    b: x.b * share + y.b * (1 - share),
  });
}

/**
 * The backgrounds of selected and active items (a select's chosen option, a menu's current item):
 * a tint of the primary colour over the surface they sit on, with plain shades where the tint
 * would not show. antd derives them from the primary's own palette, which for a black or very
 * dark primary (the default is #000000) is dark grey: the chosen option's text, in the normal text
 * colour, was invisible on it. On a dark theme they sit on the popups' lighter surface and are
 * lighter still.
 */
function selectedBackgrounds(palette: ReturnType<typeof getThemePalette>) {
  const { primary, surface, surfaceShades, isDark } = palette;
  if (!isDark) {
    const active = mix(primary, surface, 0.1);
    if (getBrightness(surface) - getBrightness(active) < 6)
      return { active: surfaceShades[1], hover: surfaceShades[2] };
    return { active, hover: mix(primary, surface, 0.15) };
  }
  const elevated = surfaceShades[0];
  const active = mix(primary, elevated, 0.25);
  if (getBrightness(active) - getBrightness(elevated) < 12)
    return { active: shiftChannels(elevated, 24), hover: shiftChannels(elevated, 36) };
  return { active, hover: mix(primary, elevated, 0.35) };
}

/** Maps the theme configuration onto antd tokens, using the shared colour math of spec §9. */
export function buildAntdTheme(config: TThemeConfig): ThemeConfig {
  const palette = getThemePalette(config);
  const [text1, text2, text3] = palette.text;
  const [shade1, shade2, shade3] = palette.surfaceShades;
  const selected = selectedBackgrounds(palette);
  return {
    algorithm: palette.isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    cssVar: { key: 'offerpilot' },
    token: {
      ...PRESET_TOKENS[config.preset],
      fontFamily: FONT_FAMILY,
      colorPrimary: palette.primary,
      colorLink: palette.isDark ? palette.primaryLight : palette.primary,
      colorBgBase: palette.surface,
      colorBgContainer: palette.surface,
      colorBgElevated: palette.isDark ? shade1 : palette.surface,
      colorBgLayout: shade1,
      colorFillAlter: shade1,
      colorFillSecondary: shade2,
      colorFill: shade3,
      colorBorder: palette.border,
      colorBorderSecondary: shade2,
      colorText: text1,
      colorTextSecondary: text2,
      colorTextTertiary: text3,
      // Text people must read (placeholders, empty-state and form descriptions) uses the second
      // text colour: the third (#999999 on light surfaces) is under WCAG AA's 4.5:1 for small text.
      colorTextPlaceholder: text2,
      colorTextDescription: text2,
      colorTextBase: text1,
      colorPrimaryBg: selected.active,
      colorPrimaryBgHover: selected.hover,
      controlItemBgActive: selected.active,
      controlItemBgActiveHover: selected.hover,
      motion: true,
    },
    components: {
      Layout: { headerBg: palette.surface, bodyBg: shade1, footerBg: palette.surface },
      Input: { activeBorderColor: palette.isDark ? palette.primaryLight : palette.primary },
      Progress: { defaultColor: palette.isDark ? palette.primaryLight : palette.primary },
      Descriptions: { labelColor: text2 },
    },
  };
}
