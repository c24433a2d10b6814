import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AppError, isAppError } from '@offerpilot/shared';
// The plugin's types add `app.rateLimit` to Fastify: wherever this file is compiled (the bench too).
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userId } from '../../http/ai-rate-limit.ts';
import { type TConversionPoolOptions, WorkerPool } from '../conversion/index.ts';
import type { TPdfInput } from './render.ts';

/**
 * PDF exports (the resume, the optimised resume, the interview report) render in worker processes
 * with a time limit, are cached per user and document content, and are limited per user: one
 * user's downloads can neither stall the server nor crowd out everyone else's (issue 34).
 */
export const PDF_EXPORT_LIMITS = {
  /** Longest one render may take; its process is killed and replaced after it. */
  timeoutMs: 20_000,
  /** Renders waiting for a worker, at most, over all users; beyond it: 503. */
  maxQueue: 4,
  /** Different documents of one user rendering or waiting at once; beyond it: 429. */
  maxPerOwner: 2,
  /** Rendered bytes kept in memory (least recently used go first). */
  cacheBytes: 32 * 1024 * 1024,
  /** Renders (not cached downloads) one user may start per minute; beyond it: 429. */
  perMinute: 10,
  /** Retry-After of a 503 (busy or timed out) and of a 429 for renders already running. */
  retryAfterSeconds: 5,
} as const;

export const PDF_EXPORT_MESSAGES = {
  busy: '导出繁忙，请稍后重试',
  ownerBusy: '您已有 PDF 正在生成，请等当前导出完成后再试',
  timeout: '生成 PDF 超时，请稍后重试',
  failed: '生成 PDF 失败，请稍后重试',
  rateLimited: (seconds: number) => `导出 PDF 过于频繁，请 ${seconds} 秒后再试`,
} as const;

/** One render as the worker receives it. */
export interface TPdfJob {
  input: TPdfInput;
  /** Tests and the bench: the worker stays busy this long before drawing (a heavy document). */
  spinMs?: number;
  /** Tests: the worker stays busy until this file exists instead (failing after `spinMs`). */
  releaseFile?: string;
}

export interface TPdfExportOptions {
  /** Worker processes (default: one per spare core, at most two), time limit, queue, per-user cap. */
  pool?: Partial<Pick<TConversionPoolOptions, 'size' | 'timeoutMs' | 'maxQueue' | 'maxPerOwner' | 'idleMs'>>;
  /** Bytes the cache of rendered PDFs may hold. */
  cacheBytes?: number;
  /** Renders one user may start per minute. */
  perMinute?: number;
  /** Tests and the bench: each render first keeps its worker busy this long (read at every render). */
  spinMs?: number;
  /** Tests: each render keeps its worker busy until this file exists (at most `spinMs`). */
  releaseFile?: string;
  /** Called when a render starts (a cache miss that is not already rendering): tests count renders. */
  onRender?: () => void;
}

/** The PDF writer: source mode (tsx, tests, dev) or the bundled file beside dist/main.js. */
function pdfWorkerEntry(): { file: string; args: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: fileURLToPath(new URL('../conversion/worker-boot.mjs', import.meta.url)),
      args: [new URL('./pdf-worker.ts', import.meta.url).href],
    };
  }
  return { file: fileURLToPath(new URL('./pdf-worker.js', import.meta.url)), args: [] };
}

/** Rendered PDFs by key, least recently used first, bounded by their total size. */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.length;
    }
    // A document larger than a quarter of the cache is not kept: it would push out many others.
    if (value.length > this.maxBytes / 4) return;
    this.entries.set(key, value);
    this.total += value.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= bytes.length;
    }
  }
}

/** A PDF to send: whose it is, which document (for the cache key) and what it draws. */
export interface TPdfDocument {
  owner: number;
  /** The document: "report:12", "resume:3", "optimization:7". */
  scope: string;
  input: TPdfInput;
}

/**
 * Renders PDFs in the worker pool, at most once per document version: the key is the owner, the
 * document and a hash of everything drawn (a changed report or resume is a new key; an unchanged
 * one is served from memory). Requests for a document that is rendering wait for that render.
 */
export class PdfExports {
  private readonly pool: WorkerPool<TPdfJob, Uint8Array>;
  private readonly cache: ByteLru;
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: TPdfExportOptions = {}) {
    this.pool = new WorkerPool<TPdfJob, Uint8Array>({
      timeoutMs: PDF_EXPORT_LIMITS.timeoutMs,
      maxQueue: PDF_EXPORT_LIMITS.maxQueue,
      maxPerOwner: PDF_EXPORT_LIMITS.maxPerOwner,
      ...options.pool,
      kind: {
        entry: pdfWorkerEntry,
        timeout: () => new AppError('SERVICE_UNAVAILABLE', PDF_EXPORT_MESSAGES.timeout),
        overLimit: () => new AppError('INTERNAL', PDF_EXPORT_MESSAGES.failed),
        busyMessage: PDF_EXPORT_MESSAGES.busy,
        ownerBusyMessage: PDF_EXPORT_MESSAGES.ownerBusy,
      },
    });
    this.cache = new ByteLru(options.cacheBytes ?? PDF_EXPORT_LIMITS.cacheBytes);
  }

  get cachedBytes(): number {
    return this.cache.bytes;
  }

  /**
   * The document's PDF: from the cache, from a render already running, or rendered now.
   * `beforeRender` (the per-user limit) runs only when a new render is about to start.
   */
  async pdf(doc: TPdfDocument, beforeRender?: () => Promise<void>): Promise<Buffer> {
    const key = `${doc.owner}:${doc.scope}:${createHash('sha256').update(JSON.stringify(doc.input)).digest('base64url')}`;
    const ready = this.cache.get(key) ?? this.rendering.get(key);
    if (ready) return ready;
    // Refused before the per-minute limit counts it: a render that never starts uses none of it
    // (the pool refuses the same, should two requests pass here at once).
    if (this.renderingFor(doc.owner) >= (this.options.pool?.maxPerOwner ?? PDF_EXPORT_LIMITS.maxPerOwner))
      throw new AppError('TOO_MANY_REQUESTS', PDF_EXPORT_MESSAGES.ownerBusy);
    await beforeRender?.();
    const raced = this.cache.get(key) ?? this.rendering.get(key);
    if (raced) return raced;
    this.options.onRender?.();
    const render = this.pool
      .run({ input: doc.input, spinMs: this.options.spinMs, releaseFile: this.options.releaseFile }, doc.owner)
      // The process sends a Uint8Array (structured clone); a Buffer view of it, not a copy.
      .then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      .then((body) => {
        this.cache.set(key, body);
        return body;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, render);
    return render;
  }

  /** Renders of this owner running or waiting (each is one job in the pool). */
  private renderingFor(owner: number): number {
    let count = 0;
    for (const key of this.rendering.keys()) if (key.startsWith(`${owner}:`)) count += 1;
    return count;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The per-user limit on PDF renders (429 in Chinese, with Retry-After), in memory or in Redis. */
export function pdfRateLimit(app: FastifyInstance, perMinute: number) {
  return app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `pdf:${userId(req as { auth?: { user: { id: number } } })}`,
    errorResponseBuilder: (_req, context) =>
      new AppError('TOO_MANY_REQUESTS', PDF_EXPORT_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}

/** What the PDF routes need: the renderer and the per-user limit. */
export interface TPdfService {
  exports: PdfExports;
  limit: ReturnType<typeof pdfRateLimit>;
}

/** The PDF renderer and its per-user limit, closed with the app (after the rate-limit plugin). */
export function createPdfService(app: FastifyInstance, options: TPdfExportOptions = {}): TPdfService {
  const exports = new PdfExports(options);
  app.addHook('onClose', async () => exports.close());
  return { exports, limit: pdfRateLimit(app, options.perMinute ?? PDF_EXPORT_LIMITS.perMinute) };
}

/** The signed-in user's PDF of `doc` (cached, or rendered within the user's limit). */
export async function pdfFor(
  pdf: TPdfService,
  req: FastifyRequest,
  reply: FastifyReply,
  doc: Omit<TPdfDocument, 'owner'>,
): Promise<Buffer> {
  try {
    return await pdf.exports.pdf({ ...doc, owner: userId(req) }, async () => {
      await pdf.limit.call(req.server, req, reply);
    });
  } catch (error) {
    // Busy, timed out, or this user's renders already running: say when to come back.
    if (isAppError(error) && (error.status === 503 || error.status === 429) && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(PDF_EXPORT_LIMITS.retryAfterSeconds));
    throw error;
  }
}
