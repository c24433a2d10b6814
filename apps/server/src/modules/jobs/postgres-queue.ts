import { randomUUID } from 'node:crypto';
import { AppError, ERROR_CODES, type TErrorCode } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TClaimedJob, JobsRepository } from './repository.ts';
import type { JobQueue, TJobHandler, TJobKey, TJobOwner, TJobRunner } from './queue.ts';
import type { TJobError } from './schema.ts';

export interface TPostgresQueueOptions {
  /** How long a job stays ours without a heartbeat; a process silent this long is taken as dead. */
  leaseMs: number;
  /** How long a request waits for its job before answering 503 (the job itself goes on). */
  waitMs: number;
  /** Finished jobs (and their results) are deleted after this long. */
  retentionMs: number;
  /** A job whose process died this many times is failed instead of run again. */
  maxAttempts: number;
}

export const JOB_MESSAGES = {
  waitTimeout: 'AI 处理时间较长，结果仍在生成中，请稍后重试（请求头带相同的 Idempotency-Key 可直接取回结果）',
  keyReused: '这个 Idempotency-Key 已用于另一个请求，请为新的请求换一个',
  interrupted: '任务多次因服务重启而中断，请重试',
  gone: '这项任务的数据已被删除（简历或账号已删除），请刷新后重试',
} as const;

/** A waiter whose client went away stops waiting; nobody reads this answer, so it is no error. */
const clientGone = () =>
  Object.assign(new AppError('SERVICE_UNAVAILABLE', JOB_MESSAGES.waitTimeout), { logLevel: 'info' as const });

const isErrorCode = (code: string): code is TErrorCode => Object.hasOwn(ERROR_CODES, code);

/** What a waiter on any process re-throws: the AppError's code and Chinese text, never a stack. */
export function toJobError(error: unknown): TJobError {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  return { code: 'INTERNAL', message: ERROR_CODES.INTERNAL.message };
}

export function fromJobError(error: TJobError | null): AppError {
  if (error && isErrorCode(error.code)) return new AppError(error.code, error.message);
  return new AppError('INTERNAL');
}

/** Waits `ms`, or less when the signal aborts meanwhile. */
const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * The PostgreSQL job queue (DATABASE_URL). A request inserts its job already claimed and runs it
 * in place, so the usual path costs two small writes; a heartbeat keeps the lease. If the process
 * dies, the lease runs out and the job is taken over by a waiting request (the client's retry on
 * another process) or by any process's worker, which runs it again with the same runId.
 */
export class PostgresJobQueue implements JobQueue {
  readonly mode = 'postgres' as const;
  /** This process, as the owner of the leases it holds. */
  readonly owner = randomUUID();
  private readonly handlers = new Map<string, TJobHandler<unknown, unknown>>();
  /** Jobs the worker runs with nobody waiting here: handed back on stop. */
  private readonly background = new Set<TClaimedJob>();
  /** The heartbeat timer of every job running here. */
  private readonly beats = new Map<TClaimedJob, NodeJS.Timeout>();
  /** Jobs handed back on stop: another process runs them now, so their outcome here is dropped. */
  private readonly released = new WeakSet<TClaimedJob>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;
  private lastCleanup = 0;
  private readonly pollMs: number;

  constructor(
    private readonly repo: JobsRepository,
    private readonly options: TPostgresQueueOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pollMs = Math.min(1000, Math.max(50, Math.round(options.leaseMs / 5)));
  }

  define<P extends TJobOwner, R>(kind: string, handler: TJobHandler<P, R>): TJobRunner<P, R> {
    this.handlers.set(kind, handler as TJobHandler<unknown, unknown>);
    return (key, payload, options) => this.run(kind, key, payload, options?.signal) as Promise<R>;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.ticking ??= this.tick().finally(() => (this.ticking = undefined));
    }, this.pollMs * 2);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    await Promise.all([...this.background].map((job) => this.release(job)));
  }

  /**
   * Hands a running job back for good: its heartbeats stop now (else they would keep the lease
   * from the process meant to take it over), and the record no longer names this process, so
   * whatever its run here still does can neither renew the lease nor store an outcome.
   */
  private async release(job: TClaimedJob): Promise<void> {
    this.released.add(job);
    clearInterval(this.beats.get(job));
    this.beats.delete(job);
    await this.repo.release(job, this.owner).catch(() => undefined);
  }

  private async run(kind: string, key: TJobKey, payload: TJobOwner, signal?: AbortSignal): Promise<unknown> {
    const deadline = Date.now() + this.options.waitMs;
    const claimed = await this.repo.start(this.startValues(kind, key, payload));
    if (claimed) return this.execute(claimed);
    return this.waitFor({ kind, key, payload, deadline, signal });
  }

  /**
   * Waits for the job that holds the key, taking it over when its process died. Polls its state
   * only and reads the result once it is there; stops when the client has gone (`signal`).
   */
  private async waitFor(wait: {
    kind: string;
    key: TJobKey;
    payload: TJobOwner;
    deadline: number;
    signal: AbortSignal | undefined;
  }): Promise<unknown> {
    const { kind, key, payload, deadline, signal } = wait;
    let first = true;
    for (;;) {
      if (signal?.aborted) throw clientGone();
      const row = await this.repo.findStatus(key.id);
      // Gone before it was ever seen: cleaned up between the insert's conflict and this read, so
      // start afresh. Gone after it was seen: deleted with its resume or account; running it
      // again would store the deleted data once more.
      if (!row) {
        if (first) return this.run(kind, key, payload, signal);
        throw new AppError('NOT_FOUND', JOB_MESSAGES.gone);
      }
      if (first && row.fingerprint !== key.fingerprint) throw new AppError('CONFLICT', JOB_MESSAGES.keyReused);
      first = false;
      if (row.state !== 'active') {
        const outcome = await this.repo.findOutcome(key.id);
        if (outcome?.state === 'done') return outcome.result;
        if (outcome?.state === 'failed') throw fromJobError(outcome.error);
        continue; // run again or deleted since: look once more
      }
      if (row.leaseExpired) {
        const taken = await this.repo.claimExpired(this.owner, this.options.leaseMs, this.options.maxAttempts, key.id);
        if (taken) return this.execute(taken);
        await this.repo.failExhausted(this.options.maxAttempts, {
          code: 'SERVICE_UNAVAILABLE',
          message: JOB_MESSAGES.interrupted,
        });
      }
      if (Date.now() >= deadline) throw new AppError('SERVICE_UNAVAILABLE', JOB_MESSAGES.waitTimeout);
      await sleep(this.pollMs, signal);
    }
  }

  private startValues(kind: string, key: TJobKey, payload: TJobOwner) {
    return {
      key: key.id,
      runId: randomUUID(),
      kind,
      fingerprint: key.fingerprint,
      reuseResult: key.reuseResult,
      payload,
      userId: payload.userId,
      resumeId: payload.resumeId ?? null,
      owner: this.owner,
      leaseMs: this.options.leaseMs,
    };
  }

  /** Runs a job we hold, with heartbeats, and stores its result or error for waiters elsewhere. */
  private async execute(job: TClaimedJob): Promise<unknown> {
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      await this.repo.release(job, this.owner);
      throw new AppError('INTERNAL');
    }
    const beat = setInterval(
      () => {
        this.repo.heartbeat(job, this.owner, this.options.leaseMs).then(
          (held) => {
            if (!held) this.log.warn({ kind: job.kind }, '后台任务的租约已被其他进程接管');
          },
          (error: unknown) => this.log.warn({ err: error, kind: job.kind }, '后台任务心跳失败'),
        );
      },
      Math.max(20, Math.round(this.options.leaseMs / 3)),
    );
    beat.unref();
    this.beats.set(job, beat);
    try {
      const result = await handler(job.payload, { runId: job.runId, attempt: job.attempts });
      await this.store(job, { state: 'done', result });
      return result;
    } catch (error) {
      await this.store(job, { state: 'failed', error: toJobError(error) });
      throw error;
    } finally {
      clearInterval(beat);
      this.beats.delete(job);
    }
  }

  private async store(
    job: TClaimedJob,
    outcome: { state: 'done'; result: unknown } | { state: 'failed'; error: TJobError },
  ): Promise<void> {
    if (this.released.has(job)) return; // handed back on stop: the process that took it over stores its own
    try {
      // False: another process took the job over (our heartbeats stalled); its outcome stands,
      // and ours is the same work on the same runId, so the answer here is still right.
      await this.repo.finish(job, this.owner, outcome);
    } catch (error) {
      this.log.warn({ err: error, kind: job.kind }, '保存后台任务结果失败');
    }
  }

  /** The worker: takes over one orphaned job and deletes old finished ones. */
  private async tick(): Promise<void> {
    try {
      const { maxAttempts, leaseMs, retentionMs } = this.options;
      await this.repo.failExhausted(maxAttempts, { code: 'SERVICE_UNAVAILABLE', message: JOB_MESSAGES.interrupted });
      if (this.stopped) return;
      const job = await this.repo.claimExpired(this.owner, leaseMs, maxAttempts);
      if (job) {
        this.log.info({ kind: job.kind, attempt: job.attempts }, '接管中断的后台任务');
        this.background.add(job);
        void this.execute(job)
          .catch(() => undefined) // stored for its waiters; nobody waits here
          .finally(() => this.background.delete(job));
      }
      if (Date.now() - this.lastCleanup > Math.min(retentionMs, 60_000)) {
        this.lastCleanup = Date.now();
        await this.repo.deleteFinished(retentionMs);
      }
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, '后台任务轮询失败');
    }
  }
}
