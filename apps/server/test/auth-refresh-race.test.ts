import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, post, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const A = '/api/v1/auth';

describe('refresh tokens refreshed in parallel (several tabs, retried requests)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
  });
  afterAll(() => app.close());

  const refresh = (token: string) => post(app, `${A}/refresh`, { refresh_token: token });
  const profile = (access: string) => app.inject({ method: 'GET', url: `${A}/profile`, headers: bearer(access) });
  const liveTokens = async (userId: number) =>
    (
      await app.database.queryRows<{ n: number }>(
        sql`select count(*)::int as n from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
            where s.user_id = ${userId} and t.used_at is null`,
      )
    )[0]!.n;
  /** The grace window over: the token's use is moved 31 s into the past. */
  const pastGrace = (userId: number) =>
    app.database.db.execute(
      sql`update auth_refresh_tokens t set used_at = t.used_at - interval '31 seconds'
          from auth_sessions s where s.id = t.session_id and s.user_id = ${userId} and t.used_at is not null`,
    );

  it('20 parallel refreshes of one token get one and the same successor; reusing the original later revokes it all', async () => {
    const account = await register(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(account.refresh_token)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const successors = new Set(answers.map((res) => res.json().refresh_token as string));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(account.refresh_token);
    // One live chain: the successor is the session's only unused token.
    expect(await liveTokens(account.user.id)).toBe(1);
    for (const res of answers) expect((await profile(res.json().access_token)).statusCode).toBe(200);

    // After the grace window, the original comes back (a thief's copy): everything is revoked.
    await pastGrace(account.user.id);
    const reuse = await refresh(account.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe('登录已过期，请重新登录');
    expect((await refresh(successor!)).statusCode).toBe(401);
    for (const res of answers) expect((await profile(res.json().access_token)).statusCode).toBe(401);
  });

  it('a repeat once the successor has itself been used is a reuse, even inside the grace window', async () => {
    const account = await register(app);
    const second = (await refresh(account.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    expect(third.success).toBe(true);
    // The original again, seconds later: its successor is spent, so this is no second tab.
    expect((await refresh(account.refresh_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await profile(third.access_token)).statusCode).toBe(401);
  });

  it('each successor of the chain goes on rotating as one chain', async () => {
    const account = await register(app);
    const [a, b] = await Promise.all([refresh(account.refresh_token), refresh(account.refresh_token)]);
    expect(a!.json().refresh_token).toBe(b!.json().refresh_token);
    const next = await refresh(a!.json().refresh_token);
    expect(next.statusCode).toBe(200);
    expect(await liveTokens(account.user.id)).toBe(1);
    // The second tab's copy of the (now spent) successor, after the window: caught.
    await pastGrace(account.user.id);
    expect((await refresh(b!.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.json().refresh_token)).statusCode).toBe(401);
  });
});
