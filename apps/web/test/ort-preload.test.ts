import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the preload's worker: the test says what it answers, and when. */
class FakeWorker {
  static last: FakeWorker | null = null;
  terminated = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A fresh copy of the module (its status is per page load). */
const load = async () => {
  vi.resetModules();
  return import('../src/lib/ort-preload.ts');
};

describe('the ML runtime preload (page side)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    delete document.documentElement.dataset.ortStatus;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is ready when the worker answers ok, and ends the worker', async () => {
    const { preloadOrt, getOrtStatus } = await load();
    const done = preloadOrt();
    expect(document.documentElement.dataset.ortStatus).toBe('loading');
    FakeWorker.last!.emit('message', { data: { ok: true } });
    await done;
    expect(getOrtStatus()).toBe('ready');
    expect(document.documentElement.dataset.ortStatus).toBe('ready');
    expect(FakeWorker.last!.terminated).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is skipped, with the reason on the console, when the runtime fails or the worker cannot start', async () => {
    const first = await load();
    const failed = first.preloadOrt();
    FakeWorker.last!.emit('message', { data: { ok: false, reason: 'HTTP 404' } });
    await failed;
    expect(first.getOrtStatus()).toBe('skipped');
    expect(warn).toHaveBeenCalledWith('ORT preload skipped', 'HTTP 404');

    const second = await load();
    const broken = second.preloadOrt();
    FakeWorker.last!.emit('error', { message: 'could not load the script', preventDefault: () => undefined });
    await broken;
    expect(second.getOrtStatus()).toBe('skipped');
    expect(warn).toHaveBeenLastCalledWith('ORT preload skipped', 'could not load the script');
  });

  it('counts the first answer only: an error after the result changes nothing', async () => {
    const { preloadOrt, getOrtStatus } = await load();
    const done = preloadOrt();
    FakeWorker.last!.emit('message', { data: { ok: true } });
    FakeWorker.last!.emit('error', { message: 'late', preventDefault: () => undefined });
    await done;
    expect(getOrtStatus()).toBe('ready');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is skipped when the worker cannot be made, or its answer cannot be read', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('workers are off');
        }
      },
    );
    const first = await load();
    await first.preloadOrt();
    expect(first.getOrtStatus()).toBe('skipped');
    expect(warn).toHaveBeenLastCalledWith('ORT preload skipped', 'workers are off');

    vi.stubGlobal('Worker', FakeWorker);
    const second = await load();
    const done = second.preloadOrt();
    FakeWorker.last!.emit('messageerror', {});
    await done;
    expect(second.getOrtStatus()).toBe('skipped');
    expect(FakeWorker.last!.terminated).toBe(true);
    expect(warn).toHaveBeenLastCalledWith('ORT preload skipped', 'unreadable answer from the preload worker');
  });

  it('gives up on a worker that never answers, and ends it', async () => {
    vi.useFakeTimers();
    const { preloadOrt, getOrtStatus, ORT_PRELOAD_TIMEOUT_MS } = await load();
    const done = preloadOrt();
    vi.advanceTimersByTime(ORT_PRELOAD_TIMEOUT_MS);
    await done;
    expect(getOrtStatus()).toBe('skipped');
    expect(FakeWorker.last!.terminated).toBe(true);
    expect(warn).toHaveBeenCalledWith('ORT preload skipped', 'no answer within 120 s');
  });
});
