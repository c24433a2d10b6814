import { randomUUID } from 'node:crypto';

/**
 * Identifies one request to the queue. Two requests with the same `id` share one job: the second
 * waits for the first's result (a client's retry on another server process included).
 */
export interface TJobKey {
  id: string;
  /** Hash of the request: an Idempotency-Key reused for another request is refused. */
  fingerprint: string;
  /** True for a client's Idempotency-Key: a finished result is answered again instead of re-running. */
  reuseResult: boolean;
}

export interface TJobContext {
  /** New for every run of a key; the same when a job is taken over after its process died. */
  runId: string;
  /** 1 for the first process that runs the job, 2+ when another one took it over. */
  attempt: number;
}

/**
 * Whose data a job holds (its payload and result carry their resume): its row is deleted with the
 * user's account, and with the resume when it works on one.
 */
export interface TJobOwner {
  userId: number;
  resumeId?: number | null;
}

/** Runs a job's work; must be safe to run again with the same runId (a takeover after a crash). */
export type TJobHandler<P, R> = (payload: P, context: TJobContext) => Promise<R>;

/**
 * Runs one kind of job for a request and answers its result (or throws its error). `signal`: the
 * request's client went away, so waiting for a job another process runs stops (the job goes on).
 */
export type TJobRunner<P, R> = (key: TJobKey, payload: P, options?: { signal?: AbortSignal }) => Promise<R>;

export interface JobQueue {
  readonly mode: 'in-process' | 'postgres';
  /** Registers the handler of a kind (payload and result are JSON) and answers its runner. */
  define<P extends TJobOwner, R>(kind: string, handler: TJobHandler<P, R>): TJobRunner<P, R>;
  /** Starts taking over jobs whose process died (PostgreSQL only). */
  start(): void;
  /** Stops taking jobs; jobs running in the background are handed back to other processes. */
  stop(): Promise<void>;
}

/** Without PostgreSQL: the work runs in the request, as it always did; nothing is stored. */
export function createInProcessQueue(): JobQueue {
  return {
    mode: 'in-process',
    define:
      <P extends TJobOwner, R>(_kind: string, handler: TJobHandler<P, R>): TJobRunner<P, R> =>
      (_key, payload) =>
        handler(payload, { runId: randomUUID(), attempt: 1 }),
    start() {},
    async stop() {},
  };
}
