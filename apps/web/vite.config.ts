import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The ONNX Runtime WebAssembly files the app preloads from /models/ (spec §7 "Other"). */
const ORT_FILES = ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs'];
const ortDist = path.resolve(import.meta.dirname, '../../node_modules/onnxruntime-web/dist');

function ortModels(): Plugin {
  return {
    name: 'offerpilot-ort-models',
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!ORT_FILES.includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        fs.createReadStream(path.join(ortDist, name)).pipe(res);
      });
    },
    writeBundle(options) {
      const out = path.join(options.dir ?? 'dist', 'models');
      fs.mkdirSync(out, { recursive: true });
      for (const file of ORT_FILES) fs.copyFileSync(path.join(ortDist, file), path.join(out, file));
    },
  };
}

export default defineConfig({
  plugins: [react(), ortModels()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/proxy': 'http://localhost:8080', '/docs': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
