import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '../src/i18n/index.ts';

// waitFor and findBy* give up after 1 s by default. CI runs this suite beside the server's on two
// cores, where Ant Design's asynchronous form validation alone has taken longer (a register submit
// that passed here failed there). What never happens still fails, after 5 s, within testTimeout.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; antd's responsive pieces ask it. Nothing matches: the desktop layout.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A test that makes React or our code call console.error fails (a warning nobody reads is a bug).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called: ${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
