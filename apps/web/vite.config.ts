import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The ONNX Runtime WebAssembly files the app preloads from /models/ (spec §7 "Other"), also used by the VAD. */
const ORT_FILES = ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs'];
const ortDist = path.resolve(import.meta.dirname, '../../node_modules/onnxruntime-web/dist');
/** The voice activity detector's files (@ricky0123/vad-web): its AudioWorklet and the Silero v5 model. */
const VAD_FILES = ['vad.worklet.bundle.min.js', 'silero_vad_v5.onnx'];
const vadDist = path.resolve(import.meta.dirname, '../../node_modules/@ricky0123/vad-web/dist');

const MODEL_FILES = new Map<string, string>([
  ...ORT_FILES.map((f): [string, string] => [f, path.join(ortDist, f)]),
  ...VAD_FILES.map((f): [string, string] => [f, path.join(vadDist, f)]),
]);

function modelContentType(name: string): string {
  if (name.endsWith('.wasm')) return 'application/wasm';
  if (name.endsWith('.onnx')) return 'application/octet-stream';
  return 'text/javascript';
}

function ortModels(): Plugin {
  return {
    name: 'offerpilot-ort-models',
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const file = MODEL_FILES.get(name);
        if (!file) return next();
        res.setHeader('Content-Type', modelContentType(name));
        fs.createReadStream(file).pipe(res);
      });
    },
    writeBundle(options) {
      const out = path.join(options.dir ?? 'dist', 'models');
      fs.mkdirSync(out, { recursive: true });
      for (const [name, file] of MODEL_FILES) fs.copyFileSync(file, path.join(out, name));
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|onnx)$/;

/** Writes .br and .gz next to every compressible file; the server sends them as-is (preCompressed). */
function precompress(): Plugin {
  // The build's own output folder (vite build --outDir included), known once the config is resolved.
  let outDir = '';
  return {
    name: 'offerpilot-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Called after a failed build too: nothing was written, and the build's own error is the one to show.
      if (!fs.existsSync(outDir)) return;
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = fs.readFileSync(full);
          if (data.length < 1024) return;
          const quality = data.length > 2_000_000 ? 6 : 11;
          const [br, gz] = await Promise.all([
            new Promise<Buffer>((resolve, reject) =>
              zlib.brotliCompress(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }, (e, out) =>
                e ? reject(e) : resolve(out),
              ),
            ),
            new Promise<Buffer>((resolve, reject) =>
              zlib.gzip(data, { level: 9 }, (e, out) => (e ? reject(e) : resolve(out))),
            ),
          ]);
          fs.writeFileSync(`${full}.br`, br);
          fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), ortModels(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/proxy': 'http://localhost:8080', '/docs': 'http://localhost:8080' },
  },
  // The ML runtime's preload worker loads onnxruntime-web on demand (lib/ort-preload.worker.ts).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first paint of any screen runs, as one file instead of ~20 (fewer round trips).
            { name: 'app', tags: ['$initial'], priority: 30 },
            // The icons the screens load later: one small file instead of one request per icon.
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
