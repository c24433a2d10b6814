import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError, RESUME_MESSAGES, type TErrorCode } from '@offerpilot/shared';
import { CONVERSION_MESSAGES, type TConverted } from './convert.ts';

export interface TWorkerRequest {
  id: number;
  data: Uint8Array;
}
export type TWorkerReply =
  { id: number; ok: true; result: TConverted } | { id: number; ok: false; code: TErrorCode | null; message: string };

export interface TConversionPoolOptions {
  /** Longest a single file may take; the worker is killed and replaced after it. */
  timeoutMs: number;
  /** Worker threads kept (default: one per spare core, at least one, at most two). */
  size?: number;
  /** Heap limit of each worker, so a decompression bomb cannot take the server's memory. */
  maxHeapMb?: number;
  /** Files waiting for a worker, at most (each holds up to 10 MB); beyond it: 503. */
  maxQueue?: number;
}

interface TJob {
  id: number;
  data: Uint8Array;
  resolve: (value: TConverted) => void;
  reject: (error: Error) => void;
}

export const BUSY_MESSAGE = '正在处理的简历文件较多，请稍后再试';

/** The worker script: source mode (tsx, tests) or the bundled file beside dist/main.js. */
function workerEntry(): { file: URL; workerData?: { entry: string } } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: new URL('./worker-boot.mjs', import.meta.url),
      workerData: { entry: new URL('./worker.ts', import.meta.url).href },
    };
  }
  return { file: new URL('./conversion-worker.js', import.meta.url) };
}

class Slot {
  private worker: Worker | undefined;
  job: TJob | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: Required<Omit<TConversionPoolOptions, 'maxQueue'>>,
    private readonly onIdle: (slot: Slot) => void,
  ) {}

  private spawn(): Worker {
    const entry = workerEntry();
    const worker = new Worker(entry.file, {
      workerData: entry.workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    worker.on('message', (reply: TWorkerReply) => {
      if (!this.job || reply.id !== this.job.id) return;
      if (reply.ok) this.finish((job) => job.resolve(reply.result));
      else {
        const error = reply.code ? new AppError(reply.code, reply.message) : new Error(reply.message);
        this.finish((job) => job.reject(error));
      }
    });
    // After a timeout the slot has moved on: late events of the killed worker are ignored.
    const isCurrent = () => this.worker === worker;
    worker.on('error', (error: Error & { code?: string }) => {
      if (!isCurrent()) return;
      this.worker = undefined;
      // Out of memory is what a decompression bomb or a monstrous file does: refuse the file.
      const message = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? CONVERSION_MESSAGES.broken : error.message;
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError('BAD_REQUEST', message) : new Error(message);
      this.finish((job) => job.reject(failure));
    });
    worker.on('exit', () => {
      if (!isCurrent()) return;
      this.worker = undefined;
      this.finish((job) => job.reject(new Error('conversion worker exited')));
    });
    return worker;
  }

  run(job: TJob): void {
    this.job = job;
    this.worker ??= this.spawn();
    this.timer = setTimeout(() => {
      const worker = this.worker;
      this.worker = undefined;
      this.finish((j) => j.reject(new AppError('BAD_REQUEST', RESUME_MESSAGES.extractTimeout)));
      void worker?.terminate();
    }, this.options.timeoutMs);
    // A copy goes to the worker: the caller's buffer stays usable (it is stored as the original file).
    this.worker.postMessage({ id: job.id, data: job.data } satisfies TWorkerRequest);
  }

  private finish(settle: (job: TJob) => void): void {
    const job = this.job;
    if (!job) return;
    this.job = undefined;
    clearTimeout(this.timer);
    settle(job);
    this.onIdle(this);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.finish((job) => job.reject(new AppError('SERVICE_UNAVAILABLE')));
    await worker?.terminate();
  }
}

/**
 * Converts files in worker threads with a time limit per file. Jobs queue when every worker is
 * busy; a worker that times out or dies is replaced on the next job.
 */
export class ConversionPool {
  private readonly slots: Slot[];
  private readonly queue: TJob[] = [];
  private nextId = 1;
  private closed = false;
  private readonly maxQueue: number;

  constructor(options: TConversionPoolOptions) {
    const resolved = {
      timeoutMs: options.timeoutMs,
      size: options.size ?? Math.min(2, Math.max(1, os.availableParallelism() - 1)),
      maxHeapMb: options.maxHeapMb ?? 512,
    };
    this.maxQueue = options.maxQueue ?? resolved.size * 4;
    this.slots = Array.from({ length: resolved.size }, () => new Slot(resolved, (slot) => this.next(slot)));
  }

  convert(data: Uint8Array): Promise<TConverted> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE'));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE));
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, data, resolve, reject };
      const idle = this.slots.find((s) => !s.job);
      if (idle) idle.run(job);
      else this.queue.push(job);
    });
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) slot.run(job);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new AppError('SERVICE_UNAVAILABLE'));
    await Promise.all(this.slots.map((s) => s.close()));
  }
}
