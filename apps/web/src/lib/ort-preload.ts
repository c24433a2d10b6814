import { ERROR_TEXTS } from '@offerpilot/shared';
import { buildIdentityModel } from './onnx-identity-model.ts';

export type TOrtStatus = 'idle' | 'loading' | 'ready' | 'skipped';

let status: TOrtStatus = 'idle';

function setStatus(next: TOrtStatus) {
  status = next;
  document.documentElement.dataset.ortStatus = next;
}

export function getOrtStatus(): TOrtStatus {
  return status;
}

/**
 * Spec §7 "Other": preload the browser ML runtime (onnxruntime-web) with log level error and its
 * WebAssembly files under /models/. A one-op model is run so the WebAssembly is really compiled.
 * Any failure logs 'ORT preload skipped' with the reason, and the app carries on.
 */
export async function preloadOrt(): Promise<void> {
  if (status !== 'idle') return;
  setStatus('loading');
  try {
    const ort = await import('onnxruntime-web/wasm');
    ort.env.logLevel = 'error';
    ort.env.wasm.wasmPaths = '/models/';
    // Threads need cross-origin isolation; one thread is plenty for the voice features.
    ort.env.wasm.numThreads = 1;
    const session = await ort.InferenceSession.create(buildIdentityModel());
    const input = new ort.Tensor('float32', new Float32Array([1]), [1]);
    const result = await session.run({ x: input });
    if (result.y?.data[0] !== 1) throw new Error('warm-up model returned an unexpected value');
    await session.release();
    setStatus('ready');
  } catch (error) {
    setStatus('skipped');
    console.warn(ERROR_TEXTS.ortPreloadSkipped, error instanceof Error ? error.message : error);
  }
}

/** How long after a screen opens the preload waits: the screen's own code and data come first. */
export const ORT_PRELOAD_DELAY_MS = 5000;

/**
 * Schedules `preloadOrt` for when the screen has settled: ORT_PRELOAD_DELAY_MS after it opens and
 * then only when the browser is idle, so compiling the WebAssembly never competes with a deep
 * link's first render on a busy machine. Returns a cancel for a screen that is left before then.
 */
export function preloadOrtWhenIdle(): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (window.requestIdleCallback) idle = window.requestIdleCallback(() => void preloadOrt(), { timeout: 10_000 });
    else void preloadOrt();
  }, ORT_PRELOAD_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
