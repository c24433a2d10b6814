import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeError, safeMessage } from '../src/http/safe-log.ts';
import { findBadText, TEXT_GUARD_MESSAGE } from '../src/http/text-guard.ts';
import { bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const R = '/api/v1/resumes';
const PHONE = '13912345678';
const EMAIL = 'wen.haoran.cv@example.com';
const LINE = '负责订单中心的分库分表改造，慢查询从每天 300 条降到 5 条';
const RESUME = [
  '温浩然',
  `电话：${PHONE}  邮箱：${EMAIL}`,
  '工作经历',
  '2021.03-至今 某某科技有限公司 后端工程师',
  `• ${LINE}`,
  '专业技能',
  'Java、MySQL、Redis',
].join('\n');

describe('text the database cannot store', () => {
  let app: FastifyInstance;
  let token: string;
  const log: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        log.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await createTestApp({ logLevel: 'trace' }, { logStream: stream });
    token = (await register(app)).access_token;
  });
  afterAll(() => app.close());

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('finds NUL characters and lone surrogates with their field path', () => {
    expect(findBadText({ a: 'ok', b: ['fine', 'x\u0000y'] })).toBe('b.1');
    expect(findBadText({ content: 'half \ud83d' })).toBe('content');
    expect(findBadText({ content: 'low \udc00 alone' })).toBe('content');
    expect(findBadText({ content: '整 😀 好' })).toBeNull();
  });

  it('refuses a resume with a NUL character: 400 in Chinese, nothing stored', async () => {
    const res = await call('POST', `${R}/upload-text`, { content: `${RESUME}\u0000` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TEXT_GUARD_MESSAGE);
    expect(res.json().details.fields[0].field).toBe('content');
    const list = await call('GET', R);
    expect(list.json().data.total ?? list.json().data.items.length).toBe(0);
  });

  it('refuses a lone surrogate sent as a JSON escape, and keeps the stored resume unchanged', async () => {
    const created = await call('POST', `${R}/upload-text`, { content: RESUME });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const res = await app.inject({
      method: 'PUT',
      url: `${R}/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"content":"broken \\ud800 text"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TEXT_GUARD_MESSAGE);
    const again = await call('GET', `${R}/${id}`);
    expect(again.json().data.content).toBe(RESUME);
  });

  it('writes no resume text, contact or token to the log, even at trace level', async () => {
    const created = await call('POST', `${R}/upload-text`, { content: RESUME });
    const id = created.json().data.id as number;
    await call('POST', `${R}/${id}/analyze`, { analysis_type: 'basic' });
    await call('POST', `${R}/upload-text`, { content: `${RESUME}\u0000` });
    await call('GET', `${R}/999999`);
    const all = log.join('');
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [PHONE, EMAIL, LINE, '温浩然', token]) expect(all).not.toContain(secret);
  });

  it('refuses a NUL in the sign-in account with a 400, not a 500', async () => {
    for (const account of ['alice\u0000', 'a\ud800b']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/password',
        payload: { account, password: 'whatever-1A' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields[0].field).toBe('account');
    }
    expect(log.join('')).not.toMatch(/\$argon2/);
  });

  it('logs a real database error without its parameters', async () => {
    let error: unknown;
    try {
      await app.database.db.execute(sql`select ${`${LINE} ${EMAIL}`}::int as n`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    // Without the serializer the message carries the parameters.
    expect(`${(error as Error).message} ${String((error as Error).cause ?? '')}`).toContain(EMAIL);
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(LINE);
    expect(safeMessage('Key (email)=(a@b.cn) already exists')).toBe('Key (email)=(…) already exists');
    expect(safeMessage('invalid input syntax for type integer: "13800138000"')).not.toContain('13800138000');
    expect(safeMessage('relation "interview_sessions" does not exist')).toContain('"interview_sessions"');
  });
});
