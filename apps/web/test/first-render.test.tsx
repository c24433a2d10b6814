// What the app's first render over a saved page relies on (issue 18): the breakpoints known from
// the first render on, and the saved page's style registry.
import { DEFAULT_THEME_CONFIG } from '@offerpilot/shared';
import { render, act } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreens } from '../src/hooks/use-screens.ts';
import { keepSavedStyles } from '../src/theme/style-cache.ts';
import { ThemeProvider } from '../src/theme/theme-provider.tsx';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
  document.querySelectorAll('style[data-ant-cssinjs-cache-path]').forEach((s) => s.remove());
});

/** A window `width` px wide whose width can change; min-width queries only. */
function windowOf(width: number) {
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const state = { width };
  window.matchMedia = (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return state.width >= min;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, l: () => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => entry.listeners.delete(l),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      state.width = next;
      for (const l of lists) for (const listener of l.listeners) listener();
    },
  };
}

describe('useScreens', () => {
  it("knows the window's breakpoints on the first render, so nothing renders twice", () => {
    windowOf(1000);
    const seen: { md: boolean; lg: boolean; xl: boolean }[] = [];
    function Probe() {
      seen.push(useScreens());
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual([{ md: true, lg: true, xl: false }]);
  });

  it('follows the window when it is resized', () => {
    const win = windowOf(1440);
    const seen: { md: boolean; lg: boolean; xl: boolean }[] = [];
    function Probe() {
      seen.push(useScreens());
      return null;
    }
    render(<Probe />);
    act(() => win.resize(390));
    expect(seen.at(0)).toEqual({ md: true, lg: true, xl: true });
    expect(seen.at(-1)).toEqual({ md: false, lg: false, xl: false });
  });
});

describe("the saved page's style registry", () => {
  it("lists the path and tag id of every style antd registered, in antd's own format", () => {
    render(
      <ThemeProvider>
        <Button>确定</Button>
      </ThemeProvider>,
    );
    const registry = window.__opStyleRegistry?.() ?? '';
    expect(registry).toMatch(/^\.data-ant-cssinjs-cache-path\{content:".+";\}$/);
    const entries = /content:"(.*)"/.exec(registry)![1]!.split(';');
    const button = entries.find((e) => e.includes('Button-Button'));
    expect(button).toBeDefined();
    // Each path names the id its <style> tag carries in the page.
    const id = button!.split(':').at(-1)!;
    expect(document.querySelector(`style[data-css-hash="${id}"]`)).not.toBeNull();
  });

  it('is kept for the default theme and dropped before the first render for any other', () => {
    const add = () => {
      const s = document.createElement('style');
      s.setAttribute('data-ant-cssinjs-cache-path', 'data-ant-cssinjs-cache-path');
      document.head.append(s);
    };
    add();
    keepSavedStyles({ ...DEFAULT_THEME_CONFIG });
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).not.toBeNull();
    keepSavedStyles({ ...DEFAULT_THEME_CONFIG, surfaceColor: '#111111' });
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).toBeNull();
    add();
    keepSavedStyles({ ...DEFAULT_THEME_CONFIG, preset: 'aura' as typeof DEFAULT_THEME_CONFIG.preset });
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).toBeNull();
  });
});
