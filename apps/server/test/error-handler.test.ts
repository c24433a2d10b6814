import { AppError } from '@offerpilot/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../src/http/error-handler.ts';
import { plainChineseError } from '../src/http/validation-messages.ts';
import { bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

// As app.ts sets it.
z.config({ localeError: plainChineseError });

/** The real error handler on a small app with routes that fail in each way. */
async function buildProbe() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1).max(5), age: z.number().int().meta({ title: '年龄' }) }) } },
    async (req) => req.body,
  );
  app.post(
    '/list',
    { schema: { body: z.object({ items: z.array(z.string().min(1).meta({ title: '岗位要求' })) }) } },
    async (req) => req.body,
  );
  app.post(
    '/nested',
    {
      schema: {
        body: z.object({
          questions: z.array(
            z.object({
              text: z.string().min(1, '题目不能为空').meta({ title: '题目' }),
              key_points: z.array(z.string().min(1).meta({ title: '要点' })),
            }),
          ),
        }),
      },
    },
    async (req) => req.body,
  );
  app.get('/app-error', async () => {
    throw new AppError('NOT_FOUND', '岗位不存在');
  });
  app.get('/crash', async () => {
    throw new Error('SELECT * FROM secret_table failed at /srv/app.ts:12');
  });
  await app.ready();
  return app;
}

describe('the one error handler', () => {
  let probe: Awaited<ReturnType<typeof buildProbe>>;
  beforeAll(async () => {
    probe = await buildProbe();
  });
  afterAll(async () => {
    await probe.close();
  });

  it('turns zod validation failures into a 400 with Chinese text and the fields', async () => {
    const res = await probe.inject({ method: 'POST', url: '/echo', payload: { name: '', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.error).toMatch(/^请求体有误：/);
    expect(body.error).toMatch(/[\u4e00-\u9fa5]/);
    expect(body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['age', 'name']);
  });

  it('names each field once, in plain Chinese, by its title where the schema gives one', async () => {
    const res = await probe.inject({ method: 'POST', url: '/echo', payload: { name: '张三李四王五', age: 1.5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('请求体有误：name：不能超过 5 个字；年龄：应为整数');
    expect(res.json().details.fields).toEqual([
      { field: 'name', message: '不能超过 5 个字' },
      { field: 'age', message: '应为整数' },
    ]);
    const empty = await probe.inject({ method: 'POST', url: '/echo' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: '请求体不能为空', details: { fields: [{ field: '(根)' }] } });
  });

  it('says which item of a list is wrong, counting from 1', async () => {
    const res = await probe.inject({ method: 'POST', url: '/list', payload: { items: ['熟悉 React', 'Vue', ''] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('请求体有误：岗位要求（第 3 项）：不能为空');
    expect(res.json().details.fields).toEqual([{ field: 'items.2', message: '不能为空' }]);
  });

  it('says where in nested lists, and names a field its own message names only once', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/nested',
      payload: {
        questions: [
          { text: '自我介绍', key_points: ['背景', ''] },
          { text: '', key_points: [] },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('请求体有误：要点（第 1 项中的第 2 项）：不能为空；第 2 项：题目不能为空');
  });

  it('answers malformed JSON with a Chinese 400', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: '请求体不是有效的 JSON' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('passes AppError status and message through', async () => {
    const res = await probe.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: '岗位不存在', code: 'NOT_FOUND' });
  });

  it('never leaks internals on a 500', async () => {
    const res = await probe.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('/srv/app.ts');
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL', error: '服务器内部错误，请稍后重试' });
  });
});

describe('outages', () => {
  /** What Drizzle throws: its own error, the driver's as the cause. */
  const failedQuery = (cause: Error) => new Error('Failed query: select * from secret_table', { cause });
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  const CASES: [string, () => Error, number][] = [
    [
      'PostgreSQL refusing connections',
      () => failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      503,
    ],
    [
      'both addresses of localhost refusing',
      () =>
        failedQuery(Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {})),
      503,
    ],
    [
      'an administrator shutdown (57P01)',
      () => failedQuery(withCode('terminating connection due to administrator command', '57P01')),
      503,
    ],
    ['a connection failure (08006)', () => failedQuery(withCode('connection failure', '08006')), 503],
    ['no connection possible (08001)', () => withCode('could not connect', '08001'), 503],
    ['a connection cut mid-query', () => failedQuery(new Error('Connection terminated unexpectedly')), 503],
    ['the embedded database closed', () => failedQuery(new Error('PGlite is closed')), 503],
    [
      'PostgreSQL out of disk (53100)',
      () => failedQuery(withCode('could not extend file "base/5/16390": No space left on device', '53100')),
      507,
    ],
    ['a file write on a full disk', () => withCode('ENOSPC: no space left on device, write', 'ENOSPC'), 507],
    ['a unique violation (a bug, not an outage)', () => failedQuery(withCode('duplicate key value', '23505')), 500],
  ];

  it.each(CASES)('%s', async (_name, error, status) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/fail', async () => {
      throw error();
    });
    const res = await app.inject({ method: 'GET', url: '/fail' });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('secret_table');
    const expected = {
      503: { code: 'SERVICE_UNAVAILABLE', error: '服务暂时不可用，请稍后重试' },
      507: { code: 'INSUFFICIENT_STORAGE', error: '服务器存储空间不足，本次操作未能保存，请稍后重试' },
      500: { code: 'INTERNAL', error: '服务器内部错误，请稍后重试' },
    }[status];
    expect(res.json()).toMatchObject({ success: false, ...expected });
    if (status === 503) expect(res.headers['retry-after']).toBe('5');
    await app.close();
  });

  it('logs an outage without the statement’s parameters, however deep the driver’s error is wrapped', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
    registerErrorHandler(app);
    app.get('/fail', async () => {
      const driver = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      const query = new Error('Failed query: update users set phone = $1 where id = $2\nparams: 13800001111,42', {
        cause: driver,
      });
      throw new Error('saving the profile failed', { cause: query });
    });
    const res = await app.inject({ method: 'GET', url: '/fail' });
    expect(res.statusCode).toBe(503);
    const log = lines.join('\n');
    expect(log).toContain('"outage":"unavailable"');
    expect(log).not.toContain('13800001111');
    await app.close();
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 envelope, for any method', async () => {
    const app = await createTestApp();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/v1/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.json().error).toContain('接口不存在');
    }
    await app.close();
  });
});

describe('validation messages of the interview API', () => {
  it('are plain Chinese, name the field, and never repeat', async () => {
    const app = await createTestApp();
    const { access_token: token } = await register(app);
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const answer = { session_id: 1, question_id: 1, answer_text: '我的回答' };
    const cases: [Awaited<ReturnType<typeof call>>, string][] = [
      [await call('POST', '/api/interview/start'), '请求体不能为空'],
      [
        await call('POST', '/api/interview/start', { mode: 'x', resume_id: 1 }),
        '请求体有误：面试类型：只能是模拟面试（mock）或正式面试（formal）',
      ],
      [await call('POST', '/api/interview/start', { mode: 'mock', resume_id: 1e20 }), '请求体有误：简历编号无效'],
      [
        await call('POST', '/api/interview/start', { mode: 'mock', resume_id: 1, config: { question_count: '5' } }),
        '请求体有误：题目数量：应为数字',
      ],
      [
        await call('POST', '/api/interview/submit-answer', { ...answer, duration_ms: -5 }),
        '请求体有误：作答时长（毫秒）：不能小于 0',
      ],
      [
        await call('POST', '/api/interview/submit-answer', { ...answer, answer_text: null }),
        '请求体有误：回答：应为文字',
      ],
      [await call('GET', '/api/interview/session/99999999999999999999'), '路径参数有误：面试编号无效'],
      [await call('GET', '/api/interview/sessions?page=abc'), '查询参数有误：页码：应为数字'],
      [
        await call('GET', '/api/interview/sessions?status=bogus'),
        '查询参数有误：状态：只能是进行中（in_progress）、已完成（completed）或已超时结束（expired）',
      ],
    ];
    for (const [res, text] of cases) {
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', error: text, message: text });
    }
    await app.close();
  });
});
