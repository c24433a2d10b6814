import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { PostgresJobQueue } from './postgres-queue.ts';
import { createInProcessQueue, type JobQueue } from './queue.ts';
import { JobsRepository } from './repository.ts';

export { createInProcessQueue } from './queue.ts';
export type { JobQueue, TJobContext, TJobHandler, TJobKey, TJobOwner, TJobRunner } from './queue.ts';
export { JOB_MESSAGES } from './postgres-queue.ts';

/** Finished jobs (and their results) are kept this long for clients' retries. */
const RETENTION_MS = 60 * 60_000;

/**
 * The job queue of this process: PostgreSQL-backed when the database is PostgreSQL (several
 * server processes share it), else the work simply runs in the request (docs/decisions.md).
 */
export function createJobQueue(
  database: TDatabase,
  options: { leaseMs: number; waitMs: number },
  log: FastifyBaseLogger,
): JobQueue {
  if (database.driver !== 'postgres') return createInProcessQueue();
  return new PostgresJobQueue(
    new JobsRepository(database.db),
    { ...options, retentionMs: RETENTION_MS, maxAttempts: 3 },
    log,
  );
}
