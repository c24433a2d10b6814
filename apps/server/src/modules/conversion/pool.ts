import { fileURLToPath } from 'node:url';
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { AppError, RESUME_MESSAGES, type TErrorCode } from '@offerpilot/shared';
import type { TConverted } from './convert.ts';

/** What a pool sends its process: one job (the converter's is the uploaded file). */
export interface TWorkerRequest<TIn = Uint8Array> {
  id: number;
  data: TIn;
}
export type TWorkerReply<TOut = TConverted> =
  { id: number; ok: true; result: TOut } | { id: number; ok: false; code: TErrorCode | null; message: string };

export interface TConversionPoolOptions {
  /** Longest a single file may take; the converter process is killed and replaced after it. */
  timeoutMs: number;
  /** Converter processes kept (default: one per spare core, at least one, at most two). */
  size?: number;
  /** V8 heap limit of each converter process (--max-old-space-size), in MiB. */
  maxHeapMb?: number;
  /** Resident memory a converter process may reach (heap, buffers, zlib) before it is killed, in MiB. */
  maxRssMb?: number;
  /** Files waiting for a converter, at most (each holds up to 10 MB); beyond it: 503. */
  maxQueue?: number;
  /** Files of one owner (user) waiting or converting at once, at most; beyond it: 429. */
  maxPerOwner?: number;
  /** A converter process with no work for this long exits (its memory goes back to the system). */
  idleMs?: number;
}

/**
 * What one kind of worker process is: its entry file and the errors its jobs end with. The
 * converter (this file) and the PDF writer (export/pdf-pool.ts) are the two kinds.
 */
export interface TWorkerKind {
  /** The process's entry: source mode through worker-boot.mjs, or a bundled file beside dist/main.js. */
  entry: () => { file: string; args: string[] };
  /** A job that ran past `timeoutMs` (its process is killed and replaced). */
  timeout: () => Error;
  /** A job whose process went past its memory limit or was killed by a signal. */
  overLimit: () => Error;
  /** The queue is full: 503. */
  busyMessage: string;
  /** One owner already has `maxPerOwner` jobs in the pool: 429. */
  ownerBusyMessage: string;
}

/** Options of a pool of worker processes: the limits of a converter pool and the kind of worker. */
export type TWorkerPoolOptions = TConversionPoolOptions & { kind: TWorkerKind };

interface TJob<TIn = unknown, TOut = unknown> {
  id: number;
  data: TIn;
  resolve: (value: TOut) => void;
  reject: (error: Error) => void;
}

export const BUSY_MESSAGE = '正在处理的简历文件较多，请稍后再试';
export const OWNER_BUSY_MESSAGE = '您已有简历文件正在处理，请等当前文件处理完成后再上传';
/** A file that drove its converter past the memory limit (or crashed it). */
export const TOO_COMPLEX_MESSAGE = '文件结构过于复杂，解析时占用资源过多，已拒绝处理';

export const CONVERSION_POOL_DEFAULTS = {
  maxHeapMb: 256,
  maxRssMb: 512,
  maxPerOwner: 2,
  idleMs: 5 * 60_000,
  /** How often a converting process's resident memory is read (Linux /proc). */
  watchMs: 25,
} as const;

/** The converter: source mode (tsx, tests, dev) or the bundled file beside dist/main.js. */
export function converterEntry(): { file: string; args: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: fileURLToPath(new URL('./worker-boot.mjs', import.meta.url)),
      args: [new URL('./worker.ts', import.meta.url).href],
    };
  }
  // fileURLToPath, not .pathname: an install path with spaces or Chinese characters must work.
  return { file: fileURLToPath(new URL('./conversion-worker.js', import.meta.url)), args: [] };
}

/** A process's resident memory in MiB (Linux), undefined where /proc cannot say. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

type TSlotOptions = Required<Omit<TConversionPoolOptions, 'maxQueue' | 'maxPerOwner'>> & { kind: TWorkerKind };

class Slot {
  private child: ChildProcess | undefined;
  job: TJob | undefined;
  private timer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Set when this pool killed the process for its memory. */
  private overLimit = false;
  private stderrTail = '';

  constructor(
    private readonly options: TSlotOptions,
    private readonly onIdle: (slot: Slot) => void,
  ) {}

  private spawn(): ChildProcess {
    const entry = this.options.kind.entry();
    const child = fork(entry.file, entry.args, {
      // Not the server's flags (a debugger, vitest's loaders): only the heap limit.
      execArgv: [`--max-old-space-size=${this.options.maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.overLimit = false;
    this.stderrTail = '';
    child.unref();
    child.channel?.unref();
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-600);
    });
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    const isCurrent = () => this.child === child;
    child.on('message', (reply: TWorkerReply<unknown>) => {
      if (!isCurrent() || !this.job || reply.id !== this.job.id) return;
      if (reply.ok) this.finish((job) => job.resolve(reply.result), false);
      else {
        const error = reply.code ? new AppError(reply.code, reply.message) : new Error(reply.message);
        // Recycled after every failure: whatever the file did to the process goes with it.
        this.finish((job) => job.reject(error), true);
      }
    });
    child.on('error', (error) => {
      if (!isCurrent()) return;
      this.child = undefined;
      this.finish((job) => job.reject(error), true);
    });
    child.on('exit', (code, signal) => {
      if (!isCurrent()) return;
      this.child = undefined;
      // Killed for its memory, or died of it (V8 aborts on a full heap, the kernel kills): the
      // job did that. Any other exit is a fault of the worker itself.
      const failure =
        this.overLimit || signal
          ? this.options.kind.overLimit()
          : new Error(`worker process exited with code ${code}: ${this.stderrTail}`);
      this.finish((job) => job.reject(failure), true);
    });
    return child;
  }

  run(job: TJob): void {
    this.job = job;
    clearTimeout(this.idleTimer);
    this.child ??= this.spawn();
    const child = this.child;
    // While a file converts, the process and its channel keep the server's event loop alive.
    child.ref();
    child.channel?.ref();
    this.timer = setTimeout(() => {
      this.finish((j) => j.reject(this.options.kind.timeout()), true);
    }, this.options.timeoutMs);
    // The process's resident memory, read from outside: it counts what a heap limit does not
    // (ArrayBuffers, zlib, pdf.js's decoded streams), and works while the process is busy.
    this.watchdog = setInterval(() => {
      const rss = residentMb(child.pid);
      if (rss !== undefined && rss > this.options.maxRssMb && this.child === child) {
        this.overLimit = true;
        child.kill('SIGKILL'); // its 'exit' rejects the job
      }
    }, CONVERSION_POOL_DEFAULTS.watchMs);
    // A copy goes to the process: the caller's buffer stays usable (it is stored as the original file).
    child.send({ id: job.id, data: job.data } satisfies TWorkerRequest<unknown>);
  }

  private finish(settle: (job: TJob) => void, recycle: boolean): void {
    const job = this.job;
    if (!job) return;
    this.job = undefined;
    clearTimeout(this.timer);
    clearInterval(this.watchdog);
    const child = this.child;
    // A process that kept much of what one file needed gives it back by exiting.
    const isBloated = (residentMb(child?.pid) ?? 0) > this.options.maxRssMb / 2;
    if (recycle || isBloated) this.stop();
    else if (child) {
      child.unref();
      child.channel?.unref();
      this.idleTimer = setTimeout(() => this.stop(), this.options.idleMs);
      this.idleTimer.unref();
    }
    settle(job);
    this.onIdle(this);
  }

  /** Kills the process (its memory returns to the system); the next job starts a new one. */
  private stop(): void {
    clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = undefined;
    child?.kill('SIGKILL');
  }

  async close(): Promise<void> {
    const child = this.child;
    child?.ref(); // wait for its exit even when nothing else keeps the event loop alive
    this.finish((job) => job.reject(new AppError('SERVICE_UNAVAILABLE')), true);
    this.stop();
    if (child && child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Runs jobs in child processes with a time and memory limit per job. Jobs queue when every
 * process is busy; one that times out, fails or dies is killed and replaced on the next job, so
 * the server's own memory and event loop never carry what a hostile input made. One owner has at
 * most `maxPerOwner` jobs in the pool at once: a user's burst cannot fill the queue.
 */
export class WorkerPool<TIn, TOut> {
  private readonly slots: Slot[];
  private readonly queue: TJob<TIn, TOut>[] = [];
  private readonly perOwner = new Map<string, number>();
  private nextId = 1;
  private closed = false;
  private readonly maxQueue: number;
  private readonly maxPerOwner: number;
  private readonly kind: TWorkerKind;

  constructor(options: TWorkerPoolOptions) {
    this.kind = options.kind;
    const resolved: TSlotOptions = {
      kind: options.kind,
      timeoutMs: options.timeoutMs,
      size: options.size ?? Math.min(2, Math.max(1, os.availableParallelism() - 1)),
      maxHeapMb: options.maxHeapMb ?? CONVERSION_POOL_DEFAULTS.maxHeapMb,
      maxRssMb: options.maxRssMb ?? CONVERSION_POOL_DEFAULTS.maxRssMb,
      idleMs: options.idleMs ?? CONVERSION_POOL_DEFAULTS.idleMs,
    };
    this.maxQueue = options.maxQueue ?? resolved.size * 4;
    this.maxPerOwner = options.maxPerOwner ?? CONVERSION_POOL_DEFAULTS.maxPerOwner;
    this.slots = Array.from({ length: resolved.size }, () => new Slot(resolved, (slot) => this.next(slot)));
  }

  /** `owner` (the user id) limits how many jobs one user has in the pool at once. */
  run(data: TIn, owner?: string | number): Promise<TOut> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE'));
    const key = owner === undefined ? undefined : String(owner);
    if (key !== undefined && (this.perOwner.get(key) ?? 0) >= this.maxPerOwner)
      return Promise.reject(new AppError('TOO_MANY_REQUESTS', this.kind.ownerBusyMessage));
    const idle = this.slots.find((s) => !s.job);
    if (!idle && this.queue.length >= this.maxQueue)
      return Promise.reject(new AppError('SERVICE_UNAVAILABLE', this.kind.busyMessage));
    if (key !== undefined) this.perOwner.set(key, (this.perOwner.get(key) ?? 0) + 1);
    const release = () => {
      if (key === undefined) return;
      const left = (this.perOwner.get(key) ?? 1) - 1;
      if (left > 0) this.perOwner.set(key, left);
      else this.perOwner.delete(key);
    };
    return new Promise<TOut>((resolve, reject) => {
      const job: TJob<TIn, TOut> = {
        id: this.nextId++,
        data,
        resolve: (value) => {
          release();
          resolve(value);
        },
        reject: (error) => {
          release();
          reject(error);
        },
      };
      if (idle) idle.run(job as TJob);
      else this.queue.push(job);
    });
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) slot.run(job as TJob);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new AppError('SERVICE_UNAVAILABLE'));
    await Promise.all(this.slots.map((s) => s.close()));
  }
}

/**
 * Converts uploaded files in child processes (worker.ts): a file that takes too long is refused
 * with the extraction timeout, one that drives its process past the memory limit as too complex.
 */
export class ConversionPool extends WorkerPool<Uint8Array, TConverted> {
  constructor(options: TConversionPoolOptions) {
    super({
      ...options,
      kind: {
        entry: converterEntry,
        timeout: () => new AppError('BAD_REQUEST', RESUME_MESSAGES.extractTimeout),
        overLimit: () => new AppError('BAD_REQUEST', TOO_COMPLEX_MESSAGE),
        busyMessage: BUSY_MESSAGE,
        ownerBusyMessage: OWNER_BUSY_MESSAGE,
      },
    });
  }

  convert(data: Uint8Array, owner?: string | number): Promise<TConverted> {
    return this.run(data, owner);
  }
}
