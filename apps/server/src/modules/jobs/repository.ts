import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { jobs, type TJobError, type TJobState } from './schema.ts';

/** A job this process now holds: its lease is ours until it runs out or we finish. */
export interface TClaimedJob {
  key: string;
  runId: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** The owner of a job handed back and not yet taken over: no process. */
const RELEASED = 'released';

/** now() + ms, on the database's clock: every process compares leases on the same clock. */
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Every query of the job queue. Leases are fenced by owner and attempt: a process that lost its lease changes nothing. */
export class JobsRepository {
  constructor(private readonly db: TDb) {}

  /**
   * Inserts the job as held by `owner`, or takes the key over when its job is finished and may be
   * run again (failed, or done without an Idempotency-Key). Undefined: a job holds the key.
   */
  async start(values: {
    key: string;
    runId: string;
    kind: string;
    fingerprint: string;
    reuseResult: boolean;
    payload: unknown;
    userId: number;
    resumeId: number | null;
    owner: string;
    leaseMs: number;
  }): Promise<TClaimedJob | undefined> {
    const fresh = {
      runId: values.runId,
      kind: values.kind,
      fingerprint: values.fingerprint,
      reuseResult: values.reuseResult,
      payload: values.payload,
      userId: values.userId,
      resumeId: values.resumeId,
      state: 'active' as const,
      owner: values.owner,
      attempts: 1,
      leaseUntil: fromNow(values.leaseMs),
    };
    const [row] = await this.db
      .insert(jobs)
      .values({ key: values.key, ...fresh })
      .onConflictDoUpdate({
        target: jobs.key,
        set: { ...fresh, result: null, error: null, createdAt: sql`now()`, updatedAt: sql`now()` },
        setWhere: sql`${jobs.state} = 'failed' or (${jobs.state} = 'done' and not ${jobs.reuseResult})`,
      })
      .returning(claimedColumns);
    return row;
  }

  /** What a waiter polls: the job's state, never its payload or result. */
  async findStatus(key: string): Promise<{ fingerprint: string; state: TJobState; leaseExpired: boolean } | undefined> {
    const [row] = await this.db
      .select({
        fingerprint: jobs.fingerprint,
        state: jobs.state,
        leaseExpired: sql<boolean>`${jobs.leaseUntil} < now()`,
      })
      .from(jobs)
      .where(eq(jobs.key, key));
    return row;
  }

  /** A finished job's outcome, read once by its waiter. */
  async findOutcome(key: string): Promise<{ state: TJobState; result: unknown; error: TJobError | null } | undefined> {
    const [row] = await this.db
      .select({ state: jobs.state, result: jobs.result, error: jobs.error })
      .from(jobs)
      .where(eq(jobs.key, key));
    return row;
  }

  /**
   * Takes over one active job whose lease ran out (its process died), the given key's or the
   * oldest; SKIP LOCKED lets every process claim at once without two taking the same job.
   */
  async claimExpired(
    owner: string,
    leaseMs: number,
    maxAttempts: number,
    key?: string,
  ): Promise<TClaimedJob | undefined> {
    const due = sql`${jobs.state} = 'active' and ${jobs.leaseUntil} < now() and ${jobs.attempts} < ${maxAttempts}`;
    const [row] = await this.db
      .update(jobs)
      .set({ owner, attempts: sql`${jobs.attempts} + 1`, leaseUntil: fromNow(leaseMs), updatedAt: sql`now()` })
      .where(
        and(
          sql`${jobs.key} = (select ${jobs.key} from ${jobs} where ${due} ${key === undefined ? sql`` : sql`and ${jobs.key} = ${key}`} order by ${jobs.leaseUntil} limit 1 for update skip locked)`,
          due,
        ),
      )
      .returning(claimedColumns);
    return row;
  }

  /** A job that lost its process `maxAttempts` times is failed rather than tried forever. */
  async failExhausted(maxAttempts: number, error: TJobError): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'failed', error, updatedAt: sql`now()` })
      .where(sql`${jobs.state} = 'active' and ${jobs.leaseUntil} < now() and ${jobs.attempts} >= ${maxAttempts}`);
  }

  /** Extends our lease; false when another process took the job over meanwhile. */
  async heartbeat(job: TClaimedJob, owner: string, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ leaseUntil: fromNow(leaseMs), updatedAt: sql`now()` })
      .where(and(this.held(job, owner)))
      .returning({ key: jobs.key });
    return rows.length > 0;
  }

  /** Stores the outcome; false when another process took the job over meanwhile. */
  async finish(
    job: TClaimedJob,
    owner: string,
    outcome: { state: 'done'; result: unknown } | { state: 'failed'; error: TJobError },
  ): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({
        state: outcome.state,
        result: outcome.state === 'done' ? (outcome.result ?? null) : null,
        error: outcome.state === 'failed' ? outcome.error : null,
        updatedAt: sql`now()`,
      })
      .where(this.held(job, owner))
      .returning({ key: jobs.key });
    return rows.length > 0;
  }

  /**
   * Hands a job back at once (a process shutting down): another process takes it over. The owner
   * goes too, so the process that let go can neither renew the lease nor store an outcome.
   */
  async release(job: TClaimedJob, owner: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({ owner: RELEASED, leaseUntil: sql`now()`, updatedAt: sql`now()` })
      .where(this.held(job, owner));
  }

  /** Deletes finished jobs older than `ageMs`: their clients have long had their answer. */
  async deleteFinished(ageMs: number): Promise<number> {
    const rows = await this.db
      .delete(jobs)
      .where(and(ne(jobs.state, 'active'), lt(jobs.updatedAt, sql`now() - ${ageMs} * interval '1 millisecond'`)))
      .returning({ key: jobs.key });
    return rows.length;
  }

  private held(job: TClaimedJob, owner: string) {
    return and(
      eq(jobs.key, job.key),
      eq(jobs.runId, job.runId),
      eq(jobs.owner, owner),
      eq(jobs.attempts, job.attempts),
      eq(jobs.state, 'active'),
    );
  }
}

const claimedColumns = {
  key: jobs.key,
  runId: jobs.runId,
  kind: jobs.kind,
  payload: jobs.payload,
  attempts: jobs.attempts,
};
