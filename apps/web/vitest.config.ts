import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Rendering Ant Design screens in jsdom takes 1–2 s per test here, and more than 5 s (the default)
    // on a 2-core machine busy with other work.
    testTimeout: 15_000,
  },
});
