import { AppError } from '@offerpilot/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../src/http/error-handler.ts';
import { createTestApp } from './support/test-app.ts';

z.config(z.locales.zhCN());

/** The real error handler on a small app with routes that fail in each way. */
async function buildProbe() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1).max(5), age: z.number().int() }) } },
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
