import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_OPTIONS, securityHeaders } from '../src/http/security.ts';
import { createTestApp, isPostgresRun } from './support/test-app.ts';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers ok with version 1.0.0 and a reachable database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'ok', version: '1.0.0' });
    expect(body.database).toMatchObject({ driver: isPostgresRun() ? 'postgres' : 'pglite', reachable: true });
    expect(typeof body.database.latency_ms).toBe('number');
  });

  it('gives every response a request id, honouring a well-formed incoming one', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-12345678');
    const unsafe = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends every header helmet itself sets, on answers, errors and unknown addresses alike', async () => {
    // What helmet's own middleware writes on a real response: the headers computed once at start-up
    // (http/security.ts) must be exactly those.
    const raw = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(SECURITY_OPTIONS)({} as never, raw, () => undefined);
    const expected = Object.entries(raw.getHeaders()).map(([k, v]) => [k.toLowerCase(), String(v)]);
    expect(expected.length).toBeGreaterThan(10);
    expect(securityHeaders()).toEqual(Object.fromEntries(expected));
    for (const url of ['/api/health', '/api/v1/positions', '/api/no-such-call', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of expected) expect(res.headers[name!], `${url} ${name}`).toBe(value);
    }
  });

  it('publishes the site settings the footer needs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { product_name: '面试领航', icp_record: null, version: '1.0.0' },
    });
  });

  it('serves the OpenAPI document and its UI at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.info.version).toBe('1.0.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site-config']));
    const ui = await app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 degraded instead of crashing', async () => {
    const app = await createTestApp();
    await app.database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      status: 'degraded',
      database: { reachable: false, latency_ms: null },
    });
    await app.close();
  });
});
