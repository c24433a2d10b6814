/**
 * antd draws icons of its own inside its components (a Select's "down" arrow, an Upload's "plus",
 * a list's "ellipsis", an Alert's "check-circle") and names each in English (role="img"
 * aria-label="down"): a screen reader reads those words on a Chinese screen. Our own icons are
 * kept in check by a lint rule (aria-hidden or a Chinese aria-label); these never pass through our
 * JSX, so the app takes their English names away as they appear. They are decorative: the control
 * they sit in has its own name.
 */
const ENGLISH_ICON_NAME = /^[a-z]+(?:-[a-z]+)*$/;
/**
 * antd's controls that name themselves in English whatever the locale: an InputNumber's step
 * buttons (role="button" aria-label="Increase Value"). These are controls, not decoration: they
 * get the Chinese name.
 */
const CONTROL_NAMES: Record<string, string> = { 'Increase Value': '增加', 'Decrease Value': '减少' };
const SELECTOR = '.anticon[role="img"][aria-label], .ant-input-number-action[role="button"][aria-label]';

function quiet(el: Element): void {
  const name = el.getAttribute('aria-label') ?? '';
  const chinese = CONTROL_NAMES[name];
  if (chinese) {
    el.setAttribute('aria-label', chinese);
    return;
  }
  if (!el.matches('.anticon') || !ENGLISH_ICON_NAME.test(name)) return;
  el.removeAttribute('aria-label');
  el.setAttribute('aria-hidden', 'true');
}

/** Quiets the English-named icons under `root` now and whenever they appear; returns the stop. */
export function quietEnglishIconNames(root: Element): () => void {
  root.querySelectorAll(SELECTOR).forEach(quiet);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element && record.target.matches(SELECTOR)) quiet(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SELECTOR)) quiet(node);
        node.querySelectorAll(SELECTOR).forEach(quiet);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
