// The ML runtime's preload (ort-preload.ts), in a worker of its own: loading onnxruntime-web,
// compiling its WebAssembly and starting it cost a phone seconds of main-thread time, during
// which the screen would not answer a tap. Here that work runs beside the page; the browser keeps
// the downloaded files for the voice screens (whether they reuse the compiled WebAssembly too was
// not measured). Answers one message: { ok } or { ok: false, reason }.
import { buildIdentityModel } from './onnx-identity-model.ts';

export type TOrtPreloadResult = { ok: true } | { ok: false; reason: string };

async function preload(): Promise<TOrtPreloadResult> {
  try {
    const ort = await import('onnxruntime-web/wasm');
    ort.env.logLevel = 'error';
    ort.env.wasm.wasmPaths = '/models/';
    // Threads need cross-origin isolation; one thread is plenty for the voice features.
    ort.env.wasm.numThreads = 1;
    // A one-op model is run so the WebAssembly is really compiled and started.
    const session = await ort.InferenceSession.create(buildIdentityModel());
    const input = new ort.Tensor('float32', new Float32Array([1]), [1]);
    const result = await session.run({ x: input });
    if (result.y?.data[0] !== 1) throw new Error('warm-up model returned an unexpected value');
    await session.release();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

// A dedicated worker's global answers its page (typed here without the WebWorker library, which
// would give the whole web project worker globals).
const scope = self as unknown as { postMessage: (message: TOrtPreloadResult) => void };
void preload().then((result) => scope.postMessage(result));
