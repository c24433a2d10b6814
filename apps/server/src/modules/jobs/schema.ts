import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type TJobState = 'active' | 'done' | 'failed';

/** A failed job's error as the client sees it (an AppError code and its Chinese message). */
export interface TJobError {
  code: string;
  message: string;
}

/**
 * Work that must outlive one request or one process (docs/operations.md "后台任务"): used only on
 * PostgreSQL (DATABASE_URL); the embedded database runs the same work in the request itself.
 * A job is `active` while a process holds its lease (renewed by heartbeats); a lease that runs
 * out means its process died, and any process takes the job over. Finished jobs keep their
 * result for an hour so a client's retry (same Idempotency-Key) receives it.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** The request's key: user id with the client's Idempotency-Key, or with a hash of the request. */
    key: text('key').primaryKey(),
    /** New for every run of the key: the handler's side effects are idempotent on it. */
    runId: uuid('run_id').notNull(),
    kind: text('kind').notNull(),
    /** Hash of the request (route, parameters, body): one Idempotency-Key, one request. */
    fingerprint: text('fingerprint').notNull(),
    /** An Idempotency-Key's finished result is answered again; a hashed request's is not. */
    reuseResult: boolean('reuse_result').notNull().default(false),
    payload: jsonb('payload').notNull(),
    /**
     * Whose job it is, and the resume it works on: payloads and results hold resume data, so the
     * rows go with the account (auth) and with the resume (resumes). Null only in rows from before
     * migration 0013 that it could not attribute.
     */
    userId: integer('user_id'),
    resumeId: integer('resume_id'),
    state: text('state').$type<TJobState>().notNull(),
    owner: text('owner').notNull(),
    attempts: integer('attempts').notNull().default(1),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    result: jsonb('result'),
    error: jsonb('error').$type<TJobError>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_state_lease_idx').on(t.state, t.leaseUntil),
    index('jobs_updated_idx').on(t.updatedAt),
    index('jobs_user_resume_idx').on(t.userId, t.resumeId),
  ],
);
