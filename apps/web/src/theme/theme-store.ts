import { BUSINESS_CONSTANTS, DEFAULT_THEME_CONFIG, parseThemeConfig, type TThemeConfig } from '@offerpilot/shared';
import { create } from 'zustand';
import { applyThemeToDocument } from './apply-theme.ts';

const STORAGE_KEY = BUSINESS_CONSTANTS.storageKeys.themeConfig;

function readSaved(): TThemeConfig {
  try {
    return parseThemeConfig(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, policy): defaults, silently (spec §4).
    return { ...DEFAULT_THEME_CONFIG };
  }
}

function save(config: TThemeConfig): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage full or blocked: the change still applies for this visit.
  }
}

interface TThemeState {
  config: TThemeConfig;
  /** Changes one setting. */
  set: <K extends keyof TThemeConfig>(key: K, value: TThemeConfig[K]) => void;
  /** Merges several settings at once. */
  merge: (partial: Partial<TThemeConfig>) => void;
  reset: () => void;
}

export const useThemeStore = create<TThemeState>((setState, getState) => {
  const commit = (next: TThemeConfig) => {
    save(next);
    applyThemeToDocument(next);
    setState({ config: next });
  };
  return {
    config: readSaved(),
    set: (key, value) => commit({ ...getState().config, [key]: value }),
    merge: (partial) => commit({ ...getState().config, ...partial }),
    reset: () => commit({ ...DEFAULT_THEME_CONFIG }),
  };
});

/** Applies the saved configuration before the first render. */
export function initTheme(): void {
  applyThemeToDocument(useThemeStore.getState().config);
}
