import { createCache, extractStyle } from '@ant-design/cssinjs';
import { DEFAULT_THEME_CONFIG, type TThemeConfig } from '@offerpilot/shared';
import { sameJson } from '../lib/same-json.ts';

/**
 * The cache Ant Design registers its styles in (ThemeProvider hands it to antd's StyleProvider).
 *
 * A page saved at build time (scripts/prerender.ts) carries the styles antd inserted while it was
 * saved, and beside them the registry antd's own server-side extraction writes: the path of every
 * registered style and the id its <style> tag carries. With it, the app's first render over the
 * saved page takes each of those styles from its tag instead of computing and serialising it
 * again, which was most of that render's cost on a phone.
 */
export const styleCache = createCache();

/** antd's name for the registry (@ant-design/cssinjs, util/cacheMapUtil). */
const REGISTRY = 'data-ant-cssinjs-cache-path';

/** The registry rule of the styles registered so far, as antd's extraction writes it (build time only). */
function styleRegistry(): string {
  const plain = extractStyle(styleCache, { types: 'style', plain: true });
  const rule = new RegExp(`\\.${REGISTRY}\\{content:"[^"]*";\\}$`).exec(plain);
  if (!rule) throw new Error('antd wrote no style registry');
  return rule[0];
}

declare global {
  interface Window {
    /** Read by scripts/prerender.ts when it saves a page. */
    __opStyleRegistry?: () => string;
  }
}
window.__opStyleRegistry = styleRegistry;

/**
 * The saved styles were made with the default theme. With another theme saved in this browser,
 * the registry goes before the first render and every style is made afresh, as without it.
 */
export function keepSavedStyles(config: TThemeConfig): void {
  if (sameJson(config, DEFAULT_THEME_CONFIG)) return;
  document.querySelector(`style[${REGISTRY}]`)?.remove();
}
