import { DEFAULT_THEME_CONFIG } from '@offerpilot/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('../src/theme/theme-store.ts')).useThemeStore;
}

describe('theme store (spec §3, §4, §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('dir');
  });

  it('starts from the defaults when nothing is saved', async () => {
    const store = await freshStore();
    expect(store.getState().config).toEqual(DEFAULT_THEME_CONFIG);
  });

  it('starts from the defaults, silently, when the saved value is corrupt', async () => {
    localStorage.setItem('theme-config', '{"preset": "lara", oops');
    const store = await freshStore();
    expect(store.getState().config).toEqual(DEFAULT_THEME_CONFIG);
  });

  it('saves a single change under theme-config and applies it at once', async () => {
    const store = await freshStore();
    store.getState().set('primaryColor', '#1677ff');
    expect(JSON.parse(localStorage.getItem('theme-config')!)).toMatchObject({
      primaryColor: '#1677ff',
      preset: 'lara',
    });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--op-primary')).toBe('#1677ff');
    expect(root.style.getPropertyValue('--op-primary-light')).toBe('#48a9ff');
    expect(root.style.getPropertyValue('--op-primary-dark')).toBe('#0045cd');
  });

  it('merges several changes at once; a dark surface switches the mode', async () => {
    const store = await freshStore();
    store.getState().merge({ preset: 'nora', surfaceColor: '#1f1f1f', ripple: false });
    expect(store.getState().config).toEqual({
      ...DEFAULT_THEME_CONFIG,
      preset: 'nora',
      surfaceColor: '#1f1f1f',
      ripple: false,
    });
    const root = document.documentElement;
    expect(root.dataset.themeMode).toBe('dark');
    expect(root.dataset.themePreset).toBe('nora');
    expect(root.style.getPropertyValue('--op-text-1')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--op-surface-1')).toBe('#2c2c2c');
  });

  it('sets dir="rtl" when rtl is on and removes it when off', async () => {
    const store = await freshStore();
    store.getState().set('rtl', true);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    store.getState().set('rtl', false);
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it('reads back what was saved after a reload', async () => {
    const first = await freshStore();
    first.getState().merge({ preset: 'aura', primaryColor: '#7c3aed' });
    const second = await freshStore();
    expect(second.getState().config).toMatchObject({ preset: 'aura', primaryColor: '#7c3aed' });
  });
});
