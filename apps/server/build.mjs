// Bundles the server (and the shared TypeScript source) into dist/main.js; node_modules stay external.
import { build } from 'esbuild';

await build({
  // The converter and the PDF writer are their own entries: the server forks them as child
  // processes from beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'conversion-worker': 'src/modules/conversion/worker.ts',
    'pdf-worker': 'src/modules/export/pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Modules loaded with import() at first use (the export writers) become chunks beside main.js,
  // so their packages stay out of an idle server's memory.
  splitting: true,
  sourcemap: true,
  packages: 'external',
  // @offerpilot/shared is TypeScript source: bundle it instead of leaving it external.
  alias: { '@offerpilot/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js, dist/conversion-worker.js, dist/pdf-worker.js');
