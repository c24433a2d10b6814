import i18n from '../../i18n/index.ts';
import demoHomepages from '../../i18n/zh-CN/demo-homepages.json';

/**
 * The gallery's texts (a large namespace only these pages use) travel in the gallery's own chunk
 * instead of every screen's bundle. The page calls this before its first render; a second call
 * does nothing. Their keys are still typed with the others (i18n/index.ts, `TResources`).
 */
export function registerDemoHomepagesTexts(): void {
  if (!i18n.hasResourceBundle('zh-CN', 'demoHomepages'))
    i18n.addResourceBundle('zh-CN', 'demoHomepages', demoHomepages, true, true);
}
