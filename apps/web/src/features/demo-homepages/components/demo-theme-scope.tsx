import { ConfigProvider, theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { buildAntdTheme } from '../../../theme/antd-theme.ts';
import { applyThemeToDocument } from '../../../theme/apply-theme.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import type { TDesignPreset } from '../design-presets.ts';

/**
 * Shows its children in one preset of the theme system without touching the visitor's own
 * theme: antd tokens through a nested ConfigProvider, the `--op-*` CSS variables on the wrapper.
 */
export function DemoThemeScope({
  preset,
  scopeKey,
  children,
}: {
  preset: TDesignPreset;
  scopeKey: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scopedTheme = useMemo<ThemeConfig>(() => {
    const built = buildAntdTheme(preset.theme);
    // buildAntdTheme picks one algorithm (light or dark); compact is added on top of it.
    const algorithm = built.algorithm as MappingAlgorithm;
    return {
      ...built,
      algorithm: preset.isCompact ? [algorithm, antdTheme.compactAlgorithm] : algorithm,
      cssVar: { key: `op-demo-${scopeKey}` },
    };
  }, [preset, scopeKey]);

  useLayoutEffect(() => {
    if (!ref.current) return undefined;
    applyThemeToDocument(preset.theme, ref.current);
    // applyThemeToDocument also sets the browser's theme-colour meta: the visitor's own comes back on leave.
    return () => applyThemeToDocument(useThemeStore.getState().config);
  }, [preset]);

  return (
    <ConfigProvider theme={scopedTheme}>
      <div ref={ref} className="op-demo-scope">
        {children}
      </div>
    </ConfigProvider>
  );
}
