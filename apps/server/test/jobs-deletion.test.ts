import type { TResume } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp, isPostgresRun } from './support/test-app.ts';

// A job's payload and result hold resume data and are kept an hour for retries (docs/operations.md
// "后台任务"): they go at once with the resume and with the account. Jobs exist on PostgreSQL only.

const RESUME = ['赵宁', '工作经历', '2020.03-至今 青禾科技 前端开发工程师', '• 负责官网的开发工作，使用 React'].join(
  '\n',
);

describe.runIf(isPostgresRun())('AI jobs of a deleted resume or account', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
  });
  afterAll(async () => app.close());

  /** A signed-up user with a resume that has been analysed and optimised (two finished jobs). */
  async function userWithJobs() {
    const account = await register(app);
    const headers = bearer(account.access_token);
    const resumeWithJobs = async () => {
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/v1/resumes/upload-text',
        headers,
        payload: { content: RESUME },
      });
      const resume = uploaded.json().data as TResume;
      for (const [url, payload] of [
        [`/api/v1/resumes/${resume.id}/analyze`, { analysis_type: 'basic' }],
        [`/api/v1/resumes/${resume.id}/optimize/direct`, { force: true }],
      ] as const) {
        const res = await app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, res.body).toBe(200);
      }
      return resume.id;
    };
    return { account, headers, resumeIds: [await resumeWithJobs(), await resumeWithJobs()] };
  }

  /** The resume ids in the user's job rows (job keys start with the user id). */
  const jobResumes = async (userId: number) =>
    (
      await app.database.queryRows<{ resume_id: string }>(
        sql`select payload->>'resumeId' as resume_id from jobs where key like ${`${userId}:%`} order by (payload->>'resumeId')::int`,
      )
    ).map((row) => Number(row.resume_id));

  it('deletes the jobs of a resume with it, and every job of an account with the account', async () => {
    const owner = await userWithJobs();
    const other = await userWithJobs();
    const [gone, kept] = owner.resumeIds as [number, number];
    expect(await jobResumes(owner.account.user.id)).toEqual([gone, gone, kept, kept]);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/resumes/${gone}`, headers: owner.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await jobResumes(owner.account.user.id)).toEqual([kept, kept]);

    const closed = await app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: owner.headers,
      payload: { confirm_text: '注销账号', password: owner.account.password },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await jobResumes(owner.account.user.id)).toEqual([]);
    // Nobody else's jobs go with them.
    expect(await jobResumes(other.account.user.id)).toHaveLength(4);
  });
});
