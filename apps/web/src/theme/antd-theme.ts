import { getThemePalette, type TThemeConfig } from '@offerpilot/shared';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { PRESET_TOKENS } from './presets.ts';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Maps the theme configuration onto antd tokens, using the shared colour math of spec §9. */
export function buildAntdTheme(config: TThemeConfig): ThemeConfig {
  const palette = getThemePalette(config);
  const [text1, text2, text3] = palette.text;
  const [shade1, shade2, shade3] = palette.surfaceShades;
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
