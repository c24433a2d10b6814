import type { TOptimizationRecord, TResume } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp, isPostgresRun } from './support/test-app.ts';

// The optional Idempotency-Key header of the AI calls (docs/api.md).

const RESUME = ['赵宁', '工作经历', '2020.03-至今 青禾科技 前端开发工程师', '• 负责官网的开发工作，使用 React'].join(
  '\n',
);

describe('Idempotency-Key on AI calls', () => {
  let app: FastifyInstance;
  let user: Record<string, string>;
  let resume: TResume;

  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
    user = bearer((await register(app)).access_token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resumes/upload-text',
      headers: user,
      payload: { content: RESUME },
    });
    resume = res.json().data as TResume;
  });
  afterAll(async () => app.close());

  const refresh = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/resumes/${resume.id}/optimize/direct`,
      headers,
      payload: { force: true },
    });

  it('refuses a malformed key in Chinese', async () => {
    const res = await refresh({ ...user, 'idempotency-key': '带中文的键' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining('Idempotency-Key') });
  });

  it('answers every call without a key with a new run', async () => {
    const first = (await refresh(user)).json().data as TOptimizationRecord;
    const second = (await refresh(user)).json().data as TOptimizationRecord;
    expect(second.id).not.toBe(first.id);
  });

  // Results are kept by the PostgreSQL job queue; the embedded database runs calls in the request.
  it.runIf(isPostgresRun())(
    'answers a retried key with the first run’s result, and refuses it for another request',
    async () => {
      const headers = { ...user, 'idempotency-key': 'retry-4f1c2d' };
      const first = (await refresh(headers)).json().data as TOptimizationRecord;
      const retry = await refresh(headers);
      expect(retry.statusCode).toBe(200);
      expect((retry.json().data as TOptimizationRecord).id).toBe(first.id);
      const other = await app.inject({
        method: 'POST',
        url: `/api/v1/resumes/${resume.id}/analyze`,
        headers,
        payload: { analysis_type: 'basic' },
      });
      expect(other.statusCode).toBe(409);
      expect(other.json().error).toContain('Idempotency-Key');
    },
  );

  it.runIf(isPostgresRun())(
    'finishes a retried run whose process died and whose record timed out meanwhile, with one new record',
    async () => {
      const headers = { ...user, 'idempotency-key': 'takeover-7b2e90' };
      const first = (await refresh(headers)).json().data as TOptimizationRecord;
      // As if its process had died mid-run over ten minutes ago: the job still active with its
      // lease run out, and the record it had started still processing (stale).
      const [job] = await app.database.queryRows<{ key: string }>(sql`
        update jobs set state = 'active', result = null, owner = 'dead-process', lease_until = now() - interval '1 second'
        where run_id = (select run_key::uuid from resume_optimizations where id = ${first.id}) returning key`);
      expect(job).toBeDefined();
      await app.database.db.execute(sql`
        update resume_optimizations set status = 'processing', updated_at = now() - interval '11 minutes'
        where id = ${first.id}`);

      // The retry takes the job over and runs it again on the same run key: the timed-out record
      // goes (as a failed run's does) and frees the key for the record this run makes.
      const retry = await refresh(headers);
      expect(retry.statusCode, retry.body).toBe(200);
      const record = retry.json().data as TOptimizationRecord;
      expect(record).toMatchObject({ status: 'completed' });
      expect(record.id).not.toBe(first.id);
      const rows = await app.database.queryRows<{ id: number; status: string }>(
        sql`select id, status from resume_optimizations where run_key = (select run_id::text from jobs where key = ${job!.key})`,
      );
      expect(rows).toEqual([{ id: record.id, status: 'completed' }]);
      const [taken] = await app.database.queryRows<{ state: string; attempts: number }>(
        sql`select state, attempts from jobs where key = ${job!.key}`,
      );
      expect(taken).toEqual({ state: 'done', attempts: 2 });
    },
  );
});
