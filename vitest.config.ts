import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1); the server tests wait on
    // PGlite, PostgreSQL and child processes as much as they compute, so two overlap well
    // (docs/decisions.md). The browser journeys stay one file at a time (fileParallelism: false).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'repo', include: ['scripts/test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/pglite-template.ts'],
          // Files of one worker share their imports (the app, jieba, the bank): importing them again
          // for each of the 99 files took 313 s of a 696 s run. Each file still builds its own app
          // and database; the few that fake timers restore them (docs/decisions.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Pages on a loaded 2-core machine (CI) can take a few seconds: polls wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
