import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPdfExportOptions } from '../src/modules/export/index.ts';
import { PDF_EXPORT_MESSAGES } from '../src/modules/export/index.ts';
import { ByteLru } from '../src/modules/export/pdf-pool.ts';
import { bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';
import { SAMPLE_RESUME as RESUME } from './support/sample-resume.ts';

const I = '/api/interview';
const R = '/api/v1/resumes';

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A resume of `token`'s; `n` makes its content (and so its PDF) its own. */
async function uploadResume(app: FastifyInstance, token: string, n: number): Promise<number> {
  const res = await call(app, 'POST', `${R}/upload-text`, token, { content: `${RESUME}\n项目 ${n}：第 ${n} 个版本` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** An ended formal interview of `token`'s with a report. */
async function endedInterview(app: FastifyInstance, token: string, resumeId: number): Promise<number> {
  const start = await call(app, 'POST', `${I}/start`, token, {
    mode: 'formal',
    resume_id: resumeId,
    config: { question_count: 3 },
  });
  expect(start.statusCode, start.body).toBe(200);
  const id = start.json().data.session.id as number;
  const q = (await call(app, 'GET', `${I}/session/${id}/questions`, token)).json().data.items[0];
  await call(app, 'POST', `${I}/submit-answer`, token, {
    session_id: id,
    question_id: q.id,
    answer_text: '我在订单服务里用 Redis 缓存热点商品数据，数据库 QPS 峰值下降了 60%。',
  });
  expect((await call(app, 'POST', `${I}/session/${id}/end`, token)).statusCode).toBe(200);
  return id;
}

const isPdf = (res: LightMyRequestResponse) =>
  res.statusCode === 200 && res.rawPayload.subarray(0, 5).toString() === '%PDF-';

describe('PDF exports: worker pool, cache, per-user limit', () => {
  let app: FastifyInstance;
  let renders = 0;
  let started: () => void = () => undefined;
  const options: TPdfExportOptions = {
    pool: { size: 1, maxQueue: 3, maxPerOwner: 4, timeoutMs: 6_000 },
    perMinute: 1_000,
    onRender: () => {
      renders += 1;
      started();
    },
  };
  let alice: string;
  let bob: string;
  let aliceResume: number;

  beforeAll(async () => {
    app = await createTestApp({}, { pdfExports: options });
    alice = (await register(app)).access_token;
    bob = (await register(app)).access_token;
    aliceResume = await uploadResume(app, alice, 0);
  });
  afterAll(async () => {
    await app.close();
  });

  it('renders off the event loop: /api/health answers while 4 report PDFs render', async () => {
    const sessions = [];
    for (let i = 0; i < 4; i += 1) sessions.push(await endedInterview(app, alice, aliceResume));
    // The first render stays busy (a heavy report) until the test has its health answer; on the
    // server's own thread it would hold the event loop, the health check could never answer, and
    // the render would fail when its 4 s are up.
    const release = path.join(mkdtempSync(path.join(os.tmpdir(), 'op-pdf-')), 'release');
    options.spinMs = 4_000;
    options.releaseFile = release;
    const order: string[] = [];
    const firstRender = new Promise<void>((resolve) => (started = resolve));
    const before = renders;
    const pdfs = sessions.map((id) =>
      call(app, 'GET', `${I}/session/${id}/report.pdf`, alice).then((res) => {
        order.push('pdf');
        return res;
      }),
    );
    await firstRender;
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    writeFileSync(release, '');
    expect(health.statusCode).toBe(200);
    const results = await Promise.all(pdfs);
    options.spinMs = undefined;
    options.releaseFile = undefined;
    expect(results.every(isPdf), results.map((r) => r.body.slice(0, 80)).join('\n')).toBe(true);
    expect(renders - before).toBe(4);
    expect(order).toEqual(['health', 'pdf', 'pdf', 'pdf', 'pdf']);
  });

  it('renders a report once: a second download is the same bytes from the cache, another user gets 404', async () => {
    const id = await endedInterview(app, alice, aliceResume);
    const before = renders;
    const first = await call(app, 'GET', `${I}/session/${id}/report.pdf`, alice);
    const second = await call(app, 'GET', `${I}/session/${id}/report.pdf`, alice);
    expect(isPdf(first)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(renders - before).toBe(1);
    expect((await call(app, 'GET', `${I}/session/${id}/report.pdf`, bob)).statusCode).toBe(404);
    expect(renders - before).toBe(1);
  });

  it('renders concurrent downloads of one document once', async () => {
    const resumeId = await uploadResume(app, alice, 1);
    const before = renders;
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map(() => call(app, 'GET', `${R}/${resumeId}/export?format=pdf`, alice)),
    );
    expect(isPdf(a!)).toBe(true);
    expect(b!.rawPayload.equals(a!.rawPayload) && c!.rawPayload.equals(a!.rawPayload)).toBe(true);
    expect(renders - before).toBe(1);
  });

  it('renders a changed document again (the key is a hash of what is drawn)', async () => {
    const resumeId = await uploadResume(app, alice, 2);
    const first = await call(app, 'GET', `${R}/${resumeId}/export?format=pdf`, alice);
    const before = renders;
    const changed = await app.inject({
      method: 'PUT',
      url: `${R}/${resumeId}`,
      headers: bearer(alice),
      payload: { content: `${RESUME}\n项目 2：改过的版本` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await call(app, 'GET', `${R}/${resumeId}/export?format=pdf`, alice);
    expect(isPdf(second)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(renders - before).toBe(1);
  });

  it('answers 503 导出繁忙 with Retry-After when the queue is full', async () => {
    const mine = [];
    for (let i = 0; i < 3; i += 1) mine.push(await uploadResume(app, alice, 10 + i));
    const bobs = [await uploadResume(app, bob, 20), await uploadResume(app, bob, 21)];
    options.spinMs = 500;
    // One rendering, three waiting (maxQueue 3): one of the five is refused.
    const results = await Promise.all([
      ...mine.map((id) => call(app, 'GET', `${R}/${id}/export?format=pdf`, alice)),
      ...bobs.map((id) => call(app, 'GET', `${R}/${id}/export?format=pdf`, bob)),
    ]);
    options.spinMs = undefined;
    const busy = results.filter((r) => r.statusCode === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.json().error).toBe(PDF_EXPORT_MESSAGES.busy);
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(results.filter(isPdf)).toHaveLength(4);
  });

  it('gives up on a render past the time limit with a Chinese 503, and the next export works', async () => {
    const id = await endedInterview(app, alice, aliceResume);
    options.spinMs = 60_000;
    const slow = await call(app, 'GET', `${I}/session/${id}/report.pdf`, alice);
    options.spinMs = undefined;
    expect(slow.statusCode).toBe(503);
    expect(slow.json().error).toBe(PDF_EXPORT_MESSAGES.timeout);
    expect(slow.headers['retry-after']).toBe('5');
    // The stuck process was killed: a new one renders the same report.
    const again = await call(app, 'GET', `${I}/session/${id}/report.pdf`, alice);
    expect(isPdf(again)).toBe(true);
  }, 30_000);
});

describe('PDF exports per user per minute', () => {
  let app: FastifyInstance;
  let renders = 0;

  beforeAll(async () => {
    app = await createTestApp({}, { pdfExports: { perMinute: 2, onRender: () => (renders += 1) } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 in Chinese with Retry-After past the limit; cached downloads and DOCX do not count', async () => {
    const alice = (await register(app)).access_token;
    const bob = (await register(app)).access_token;
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await uploadResume(app, alice, 30 + i));
    const pdf = (id: number, token = alice) => call(app, 'GET', `${R}/${id}/export?format=pdf`, token);
    expect(isPdf(await pdf(ids[0]!))).toBe(true);
    expect(isPdf(await pdf(ids[0]!))).toBe(true); // cached: not counted
    expect(isPdf(await pdf(ids[1]!))).toBe(true);
    expect((await call(app, 'GET', `${R}/${ids[2]}/export?format=docx`, alice)).statusCode).toBe(200);
    expect(renders).toBe(2);
    const limited = await pdf(ids[2]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^导出 PDF 过于频繁，请 \d+ 秒后再试$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(renders).toBe(2);
    // Still served from the cache, and other users keep their own budget.
    expect(isPdf(await pdf(ids[1]!))).toBe(true);
    const bobs = await uploadResume(app, bob, 40);
    expect(isPdf(await pdf(bobs, bob))).toBe(true);
  });
});

describe('PDF exports refused while the user has renders running', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({}, { pdfExports: { perMinute: 3, spinMs: 300 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 您已有 PDF 正在生成 beyond 2 at once, and such refusals do not use up the per-minute renders', async () => {
    const alice = (await register(app)).access_token;
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await uploadResume(app, alice, 50 + i));
    const pdf = (id: number) => call(app, 'GET', `${R}/${id}/export?format=pdf`, alice);
    const burst = await Promise.all(ids.slice(0, 4).map(pdf));
    expect(burst.filter(isPdf)).toHaveLength(2);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused.map((r) => r.json().error)).toEqual([PDF_EXPORT_MESSAGES.ownerBusy, PDF_EXPORT_MESSAGES.ownerBusy]);
    expect(refused.every((r) => r.headers['retry-after'] === '5')).toBe(true);
    // Two renders of three this minute: the third is still the user's, a fourth is not.
    const [first, second] = ids.slice(0, 4).filter((_, i) => burst[i]!.statusCode === 429);
    expect(isPdf(await pdf(first!))).toBe(true);
    const limited = await pdf(second!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^导出 PDF 过于频繁/);
  });
});

describe('ByteLru', () => {
  it('keeps at most its bytes, dropping the least recently used first', () => {
    const lru = new ByteLru(100);
    lru.set('a', Buffer.alloc(20));
    lru.set('b', Buffer.alloc(20));
    lru.set('c', Buffer.alloc(20));
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('d', Buffer.alloc(20));
    lru.set('e', Buffer.alloc(20));
    lru.set('f', Buffer.alloc(20));
    expect(lru.bytes).toBeLessThanOrEqual(100);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    lru.set('huge', Buffer.alloc(26)); // over a quarter of the cache: not kept
    expect(lru.get('huge')).toBeUndefined();
  });
});
