import { ERROR_TEXTS } from '@offerpilot/shared';
import type { TOrtPreloadResult } from './ort-preload.worker.ts';

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
 * WebAssembly files under /models/. It runs in a worker (ort-preload.worker.ts), so a phone's main
 * thread never carries its download, compilation and start. Any failure (the worker's or the
 * runtime's) logs 'ORT preload skipped' with the reason, and the app carries on.
 */
export function preloadOrt(): Promise<void> {
  if (status !== 'idle') return Promise.resolve();
  setStatus('loading');
  return new Promise<void>((resolve) => {
    let worker: Worker | undefined;
    // The first answer counts: an error after the result (or a result after an error) changes nothing.
    let settled = false;
    // A download that stalls must not hold a worker (and the runtime's memory) for good.
    const timer = window.setTimeout(
      () => done({ ok: false, reason: `no answer within ${ORT_PRELOAD_TIMEOUT_MS / 1000} s` }),
      ORT_PRELOAD_TIMEOUT_MS,
    );
    const done = (result: TOrtPreloadResult) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      worker?.terminate();
      if (result.ok) setStatus('ready');
      else {
        setStatus('skipped');
        console.warn(ERROR_TEXTS.ortPreloadSkipped, result.reason);
      }
      resolve();
    };
    try {
      worker = new Worker(new URL('./ort-preload.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      done({ ok: false, reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<TOrtPreloadResult>) => done(event.data));
    worker.addEventListener('messageerror', () =>
      done({ ok: false, reason: 'unreadable answer from the preload worker' }),
    );
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      done({ ok: false, reason: event.message || 'the preload worker could not start' });
    });
  });
}

/** How long the preload may take (a 2.7 MB download on a slow line, then its compilation). */
export const ORT_PRELOAD_TIMEOUT_MS = 120_000;

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
