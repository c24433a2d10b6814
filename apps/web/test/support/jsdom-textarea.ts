import { vi } from 'vitest';

/** jsdom has no ResizeObserver; antd's auto-sized TextArea asks for one. */
export function stubResizeObserver(): void {
  if ('ResizeObserver' in globalThis) return;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

// jsdom does not resolve antd's CSS variables (padding: calc(var(--ant-…))), so antd's autoSize
// measures NaN heights of a textarea (and React says so on console.error): report plain zeros.
const realGetComputedStyle = window.getComputedStyle.bind(window);
function zeroBoxStyle(element: Element, pseudo?: string | null): CSSStyleDeclaration {
  const style = realGetComputedStyle(element, pseudo);
  if (!(element instanceof HTMLTextAreaElement)) return style;
  const read = (name: string) => {
    const value = style.getPropertyValue(name);
    return /^(padding|border)-/.test(name) && Number.isNaN(Number.parseFloat(value)) ? '0px' : value;
  };
  return new Proxy(style, {
    get(target, prop) {
      if (prop === 'getPropertyValue') return read;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Call in beforeEach: auto-sized text areas measure plain numbers in jsdom. */
export function stubTextareaMeasurement(): void {
  vi.spyOn(window, 'getComputedStyle').mockImplementation(zeroBoxStyle);
}
