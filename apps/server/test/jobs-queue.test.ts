import { AppError } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestConfig } from '../src/config.ts';
import { openDatabase, type TDatabase } from '../src/db/client.ts';
import { JOB_MESSAGES, PostgresJobQueue, type TPostgresQueueOptions } from '../src/modules/jobs/postgres-queue.ts';
import type { TJobKey } from '../src/modules/jobs/queue.ts';
import { JobsRepository } from '../src/modules/jobs/repository.ts';
import { createTestDatabaseUrl, isPostgresRun } from './support/test-app.ts';

// Long enough that a heartbeat (every third of it) is never late on a loaded CI machine.
const LEASE_MS = 1500;
const OPTIONS: TPostgresQueueOptions = { leaseMs: LEASE_MS, waitMs: 20_000, retentionMs: 60_000, maxAttempts: 3 };
const log = pino({ level: 'silent' });

let counter = 0;
const hashedKey = (): TJobKey => ({ id: `1:r:${(counter += 1)}`, fingerprint: `f${counter}`, reuseResult: false });
const idempotencyKey = (): TJobKey => ({ id: `1:k:${(counter += 1)}`, fingerprint: `f${counter}`, reuseResult: true });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const until = (check: () => Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not reached');
    },
    { timeout: 10_000, interval: 25 },
  );

// The queue is PostgreSQL's (several processes); without DATABASE_URL jobs run in the request.
describe.runIf(isPostgresRun())('the PostgreSQL job queue', () => {
  let drop: () => Promise<void>;
  let database: TDatabase;
  let repo: JobsRepository;
  /** Two server processes sharing one database, as far as the queue can tell. */
  let a: PostgresJobQueue;
  let b: PostgresJobQueue;
  const calls: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred<void>>>();

  const define = (queue: PostgresJobQueue) => ({
    echo: queue.define<{ userId: number; name: string }, { hello: string; by: string; attempt: number }>(
      'test.echo',
      async (payload, run) => {
        calls.push(payload.name);
        await gates.get(payload.name)?.promise;
        return { hello: payload.name, by: queue.owner, attempt: run.attempt };
      },
    ),
    fail: queue.define<{ userId: number; name: string }, never>('test.fail', async (payload) => {
      calls.push(payload.name);
      await gates.get(payload.name)?.promise;
      throw new AppError('BAD_REQUEST', `不能处理 ${payload.name}`);
    }),
  });
  let runA: ReturnType<typeof define>;
  let runB: ReturnType<typeof define>;

  beforeAll(async () => {
    const created = await createTestDatabaseUrl();
    if (!created) throw new Error('DATABASE_URL expected');
    drop = created.drop;
    database = await openDatabase(buildTestConfig({ databaseUrl: created.url }));
    repo = new JobsRepository(database.db);
    a = new PostgresJobQueue(repo, OPTIONS, log);
    b = new PostgresJobQueue(repo, OPTIONS, log);
    runA = define(a);
    runB = define(b);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.close();
    await drop?.();
  });

  const job = async (key: TJobKey) =>
    (
      await database.queryRows<{ state: string; attempts: number; owner: string; error: unknown; result: unknown }>(
        sql`select state, attempts, owner, error, result from jobs where key = ${key.id}`,
      )
    )[0];

  /** A job whose process died mid-run: held by an owner that will never beat again, lease run out. */
  const orphan = async (key: TJobKey, name: string, attempts = 1) => {
    await database.db.execute(sql`
      insert into jobs (key, run_id, kind, fingerprint, reuse_result, payload, state, owner, attempts, lease_until)
      values (${key.id}, gen_random_uuid(), 'test.echo', ${key.fingerprint}, ${key.reuseResult},
              ${JSON.stringify({ name })}::jsonb, 'active', 'dead-process', ${attempts}, now() - interval '1 second')`);
  };

  it('runs a job in the requesting process and stores its result', async () => {
    const key = idempotencyKey();
    const result = await runA.echo(key, { userId: 1, name: 'first' });
    expect(result).toEqual({ hello: 'first', by: a.owner, attempt: 1 });
    expect(await job(key)).toMatchObject({ state: 'done', owner: a.owner, result });
  });

  it('answers an Idempotency-Key’s finished result again, on any process, without running it twice', async () => {
    const key = idempotencyKey();
    const first = await runA.echo(key, { userId: 1, name: 'once' });
    const again = await runB.echo(key, { userId: 1, name: 'once' });
    expect(again).toEqual(first);
    expect(calls.filter((c) => c === 'once')).toHaveLength(1);
  });

  it('runs a request without an Idempotency-Key again once its job has finished', async () => {
    const key = hashedKey();
    await runA.echo(key, { userId: 1, name: 'twice' });
    await runA.echo(key, { userId: 1, name: 'twice' });
    expect(calls.filter((c) => c === 'twice')).toHaveLength(2);
  });

  it('refuses an Idempotency-Key reused for another request', async () => {
    const key = idempotencyKey();
    await runA.echo(key, { userId: 1, name: 'own' });
    await expect(
      runB.echo({ ...key, fingerprint: 'another request' }, { userId: 1, name: 'own' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: JOB_MESSAGES.keyReused,
    });
  });

  it('lets a second request with the same key wait for the running job and get its result', async () => {
    const key = idempotencyKey();
    gates.set('shared', deferred());
    const first = runA.echo(key, { userId: 1, name: 'shared' });
    await until(async () => (await job(key))?.state === 'active');
    const second = runB.echo(key, { userId: 1, name: 'shared' });
    // A fixed wait on purpose: longer than a lease, which A keeps by heartbeats meanwhile (the time
    // passing is what is tested).
    await new Promise((r) => setTimeout(r, LEASE_MS * 1.5));
    gates.get('shared')!.resolve();
    expect(await second).toEqual(await first);
    expect((await second).by).toBe(a.owner);
    expect(calls.filter((c) => c === 'shared')).toHaveLength(1);
  });

  it('tells a waiter its job is gone when the row it waited on is deleted (its resume or account was), never runs it again', async () => {
    const key = idempotencyKey();
    gates.set('deleted', deferred());
    const first = runA.echo(key, { userId: 1, name: 'deleted' });
    await until(async () => (await job(key))?.state === 'active');
    const looked = vi.spyOn(repo, 'findStatus');
    const second = runB.echo(key, { userId: 1, name: 'deleted' });
    const refused = expect(second).rejects.toMatchObject({ code: 'NOT_FOUND', message: JOB_MESSAGES.gone });
    // B has seen the row (only a waiter reads a job's status).
    await until(async () =>
      looked.mock.settledResults.some(
        (r, i) => looked.mock.calls[i]?.[0] === key.id && r.type === 'fulfilled' && r.value,
      ),
    );
    looked.mockRestore();
    await database.queryRows(sql`delete from jobs where key = ${key.id}`);
    await refused;
    gates.get('deleted')!.resolve();
    await first;
    expect(calls.filter((c) => c === 'deleted')).toHaveLength(1);
  });

  it('stores a failure with its Chinese message and re-throws it to a waiter on another process', async () => {
    const key = idempotencyKey();
    gates.set('bad', deferred());
    const first = runA.fail(key, { userId: 1, name: 'bad' });
    await until(async () => (await job(key))?.state === 'active');
    const second = runB.fail(key, { userId: 1, name: 'bad' });
    // Both handlers attached before either can reject: no unhandled rejection in between.
    const settled = Promise.all([
      expect(first).rejects.toMatchObject({ code: 'BAD_REQUEST', message: '不能处理 bad' }),
      expect(second).rejects.toMatchObject({ code: 'BAD_REQUEST', message: '不能处理 bad', status: 400 }),
    ]);
    gates.get('bad')!.resolve();
    await settled;
    expect(await job(key)).toMatchObject({ state: 'failed', error: { code: 'BAD_REQUEST', message: '不能处理 bad' } });
  });

  it('runs a failed Idempotency-Key job again when the client retries', async () => {
    const key = idempotencyKey();
    await expect(runA.fail(key, { userId: 1, name: 'retry' })).rejects.toThrow('不能处理 retry');
    await expect(runB.fail(key, { userId: 1, name: 'retry' })).rejects.toThrow('不能处理 retry');
    expect(calls.filter((c) => c === 'retry')).toHaveLength(2);
  });

  it('lets a waiting request take over a job whose process died, and fences the dead owner out', async () => {
    const key = idempotencyKey();
    await orphan(key, 'orphan-waited');
    const [before] = await database.queryRows<{ run_id: string }>(sql`select run_id from jobs where key = ${key.id}`);
    gates.set('orphan-waited', deferred());
    const taken = runB.echo(key, { userId: 1, name: 'orphan-waited' });
    await until(async () => (await job(key))?.owner === b.owner);
    // While B runs it, the dead process, were it to wake up, can neither renew nor store anything.
    const stale = { key: key.id, runId: before!.run_id, kind: 'test.echo', payload: {}, attempts: 1 };
    expect(await repo.heartbeat(stale, 'dead-process', LEASE_MS)).toBe(false);
    expect(await repo.finish(stale, 'dead-process', { state: 'done', result: 'late' })).toBe(false);
    gates.get('orphan-waited')!.resolve();
    expect(await taken).toEqual({ hello: 'orphan-waited', by: b.owner, attempt: 2 });
    expect(await job(key)).toMatchObject({ state: 'done', attempts: 2, owner: b.owner });
  });

  it('has the worker of a live process finish a job whose process died, with nobody waiting', async () => {
    const key = idempotencyKey();
    await orphan(key, 'orphan-worker');
    b.start();
    try {
      await until(async () => (await job(key))?.state === 'done');
    } finally {
      await b.stop();
      b = new PostgresJobQueue(repo, OPTIONS, log);
      runB = define(b);
    }
    expect(await job(key)).toMatchObject({ state: 'done', result: { hello: 'orphan-worker', attempt: 2 } });
  });

  it('on stop hands a background job back for good: no more heartbeats, and this process can store nothing', async () => {
    const key = idempotencyKey();
    await orphan(key, 'handed-back');
    gates.set('handed-back', deferred());
    // A third process with its own repository, so its heartbeats and stores can be counted; its
    // intervals (worker and heartbeats) move only when the test advances them.
    const ownRepo = new JobsRepository(database.db);
    const heartbeats = vi.spyOn(ownRepo, 'heartbeat');
    const finishes = vi.spyOn(ownRepo, 'finish');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const c = new PostgresJobQueue(ownRepo, OPTIONS, log);
      define(c);
      c.start();
      vi.advanceTimersByTime(LEASE_MS); // the worker's tick takes the orphan over
      await until(async () => calls.includes('handed-back'));
      vi.advanceTimersByTime(LEASE_MS);
      expect(heartbeats).toHaveBeenCalled(); // it renews its lease while it runs the job

      await c.stop(); // SIGTERM: the job is handed back while its handler still runs
      heartbeats.mockClear();
      vi.advanceTimersByTime(LEASE_MS * 3);
      expect(heartbeats).not.toHaveBeenCalled();
      const [held] = await database.queryRows<{ run_id: string; attempts: number; owner: string }>(
        sql`select run_id, attempts, owner from jobs where key = ${key.id}`,
      );
      expect(held!.owner).not.toBe(c.owner);
      // Whatever its run still does, it neither renews the lease nor stores an outcome.
      const released = { key: key.id, runId: held!.run_id, kind: 'test.echo', payload: {}, attempts: held!.attempts };
      expect(await repo.heartbeat(released, c.owner, LEASE_MS)).toBe(false);
      expect(await repo.finish(released, c.owner, { state: 'done', result: 'late' })).toBe(false);

      // Another process takes it over at once, and its outcome is the one stored.
      const taken = runB.echo(key, { userId: 1, name: 'handed-back' });
      await until(async () => (await job(key))?.owner === b.owner);
      gates.get('handed-back')!.resolve(); // both runs finish now: the stopped one's outcome is dropped
      expect(await taken).toEqual({ hello: 'handed-back', by: b.owner, attempt: 3 });
      expect(await job(key)).toMatchObject({ state: 'done', owner: b.owner, result: { by: b.owner } });
      expect(finishes).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails a job whose processes died too often instead of trying it forever', async () => {
    const key = idempotencyKey();
    await orphan(key, 'poison', OPTIONS.maxAttempts);
    await expect(runA.echo(key, { userId: 1, name: 'poison' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: JOB_MESSAGES.interrupted,
    });
    expect(calls).not.toContain('poison');
  });

  it('answers 503 in Chinese when the job outlasts the wait, and the job goes on', async () => {
    const key = idempotencyKey();
    gates.set('slow', deferred());
    const first = runA.echo(key, { userId: 1, name: 'slow' });
    await until(async () => (await job(key))?.state === 'active');
    const impatient = new PostgresJobQueue(repo, { ...OPTIONS, waitMs: LEASE_MS }, log);
    const runImpatient = define(impatient);
    await expect(runImpatient.echo(key, { userId: 1, name: 'slow' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: JOB_MESSAGES.waitTimeout,
    });
    gates.get('slow')!.resolve();
    await first;
    expect(await runImpatient.echo(key, { userId: 1, name: 'slow' })).toEqual(await first);
  });

  it('stops a waiter whose client went away, having polled the job’s state only', async () => {
    const key = idempotencyKey();
    gates.set('abandoned', deferred());
    const first = runA.echo(key, { userId: 1, name: 'abandoned' });
    await until(async () => (await job(key))?.state === 'active');
    // The waiting process's polls are counted; the client disconnects right after the first one.
    const waiterRepo = new JobsRepository(database.db);
    const findStatus = waiterRepo.findStatus.bind(waiterRepo);
    const client = new AbortController();
    const polls = vi.spyOn(waiterRepo, 'findStatus').mockImplementation(async (id) => {
      const status = await findStatus(id);
      client.abort();
      return status;
    });
    const outcomes = vi.spyOn(waiterRepo, 'findOutcome');
    const waiter = new PostgresJobQueue(waiterRepo, OPTIONS, log);
    const runWaiter = define(waiter);
    await expect(
      runWaiter.echo(key, { userId: 1, name: 'abandoned' }, { signal: client.signal }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(polls).toHaveBeenCalledTimes(1);
    const polled = await polls.mock.results[0]!.value;
    expect(polled).toEqual({ fingerprint: key.fingerprint, state: 'active', leaseExpired: false });
    expect(outcomes).not.toHaveBeenCalled();

    // The job goes on; a waiter that stays reads its result once, when it is there.
    const stays = runWaiter.echo(key, { userId: 1, name: 'abandoned' });
    await until(async () => polls.mock.calls.length > 1);
    polls.mockImplementation(findStatus);
    gates.get('abandoned')!.resolve();
    expect(await stays).toEqual(await first);
    expect(outcomes).toHaveBeenCalledTimes(1);
  });

  it('deletes finished jobs after the retention time, never running ones', async () => {
    const done = idempotencyKey();
    await runA.echo(done, { userId: 1, name: 'old' });
    const running = idempotencyKey();
    await orphan(running, 'still-running');
    await database.db.execute(sql`update jobs set updated_at = now() - interval '2 hours'`);
    await repo.deleteFinished(OPTIONS.retentionMs);
    expect(await job(done)).toBeUndefined();
    expect(await job(running)).toMatchObject({ state: 'active' });
  });
});
