import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { buildAntdTheme } from './antd-theme.ts';
import { styleCache } from './style-cache.ts';
import { useThemeStore } from './theme-store.ts';

/** antd's own ConfigProvider does the theming: zh_CN locale, tokens, direction, wave (ripple). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const config = useThemeStore((s) => s.config);
  const antdTheme = useMemo(() => buildAntdTheme(config), [config]);
  return (
    <StyleProvider cache={styleCache}>
      <ConfigProvider
        locale={zhCN}
        theme={antdTheme}
        direction={config.rtl ? 'rtl' : 'ltr'}
        wave={{ disabled: !config.ripple }}
        input={{ variant: 'outlined' }}
      >
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
