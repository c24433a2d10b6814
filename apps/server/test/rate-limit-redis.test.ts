import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestConfig, ConfigError, loadConfig, type TConfig } from '../src/config.ts';
import { authConfig, bearer, register } from './support/auth.ts';
import { isRedisThere, TEST_REDIS_URL } from './support/redis.ts';
import { createTestApp } from './support/test-app.ts';

const REDIS_URL = TEST_REDIS_URL;
const R = '/api/v1/resumes';
const RESUME = ['王晨', '求职意向：Java后端工程师', '', '专业技能', 'Java、Spring Boot、MySQL'].join('\n');

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('REDIS_URL in the configuration', () => {
  it('refuses a malformed REDIS_URL at start-up without echoing its password', () => {
    for (const bad of [
      'localhost:6379',
      'http://127.0.0.1:6379',
      'redis://:s3cret@',
      'redis://:s3cret@h:99999',
      'redis://:ab/s3cret@cache:6379',
      'redis://user:p@s3cret@cache:99999',
    ]) {
      let error: unknown;
      try {
        loadConfig({ REDIS_URL: bad });
      } catch (e) {
        error = e;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain('REDIS_URL');
      expect((error as ConfigError).message).not.toContain('s3cret');
    }
  });

  it('reads a well-formed REDIS_URL and stays in memory without one', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://default:pw@cache.internal:6380/2' }).redis).toMatchObject({
      url: 'rediss://default:pw@cache.internal:6380/2',
      nameSpace: 'offerpilot:rate-limit:',
    });
  });

  it('fails start-up with a clear message when Redis does not answer, without its password', async () => {
    const port = await closedPort();
    const config = buildTestConfig({
      redis: { url: `redis://:s3cret@127.0.0.1:${port}`, nameSpace: 'unused:', connectWaitMs: 300 },
      memoryTemplate: inject('pgliteTemplate') || undefined,
    });
    const failure = await buildApp(config).then(
      async (app) => {
        await app.close();
        return undefined;
      },
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(new RegExp(`^无法连接 Redis（redis://127\\.0\\.0\\.1:${port}`));
    expect(failure?.message).not.toContain('s3cret');
  });
});

const hasRedis = await isRedisThere(REDIS_URL);

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  // One namespace per run and test: parallel runs on one Redis never count each other's calls.
  const run = `offerpilot-test:${randomBytes(6).toString('hex')}:`;
  const limited = (test: string, perMinute: number, url = REDIS_URL): Partial<TConfig> => ({
    ...authConfig({ captchaMode: 'off' }),
    ai: { ...buildTestConfig().ai, ratePerMinute: perMinute },
    redis: { url, nameSpace: `${run}${test}:`, connectWaitMs: 5_000 },
  });

  afterAll(async () => {
    const client = new Redis(REDIS_URL);
    const keys = await client.keys(`${run}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });

  /** Signs a new user up and gives them a resume to analyse. */
  async function userWithResume(app: FastifyInstance) {
    const session = await register(app);
    const headers = bearer(session.access_token);
    const upload = await app.inject({ method: 'POST', url: `${R}/upload-text`, headers, payload: { content: RESUME } });
    expect(upload.statusCode).toBe(200);
    return { id: session.user.id, headers, resumeId: (upload.json() as { data: { id: number } }).data.id };
  }
  const analyze = (app: FastifyInstance, user: { headers: Record<string, string>; resumeId: number }) =>
    app.inject({
      method: 'POST',
      url: `${R}/${user.resumeId}/analyze`,
      headers: user.headers,
      payload: { analysis_type: 'basic' },
    });

  it('counts one user’s AI calls on two server processes together; the second answers the Chinese 429', async () => {
    // Two instances, each with its own database, the same Redis: only Redis can join their counts.
    const a = await createTestApp(limited('shared', 3));
    const b = await createTestApp(limited('shared', 3));
    try {
      const onA = await userWithResume(a);
      const onB = await userWithResume(b);
      // The limit is keyed by user id; each fresh database numbers its first user the same.
      expect(onB.id).toBe(onA.id);

      expect((await analyze(a, onA)).statusCode).toBe(200);
      expect((await analyze(a, onA)).statusCode).toBe(200);
      const third = await analyze(b, onB);
      expect(third.statusCode).toBe(200);
      expect(third.headers['x-ratelimit-remaining']).toBe('0');
      const refused = await analyze(b, onB);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        error: expect.stringMatching(/^AI 请求过于频繁，请 \d+ 秒后再试$/),
      });
      expect((await analyze(a, onA)).statusCode).toBe(429);

      // Someone else still has the whole minute's calls, and health reports the shared store.
      const other = await userWithResume(b);
      expect((await analyze(b, other)).statusCode).toBe(200);
      const health = await a.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', redis: { reachable: true } });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps answering (without counting) while Redis is unreachable, and says so in health and the log', async () => {
    // A relay in front of Redis that the test can cut, as a network outage would.
    const sockets = new Set<net.Socket>();
    const target = new URL(REDIS_URL);
    const relay = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port || 6379), target.hostname);
      sockets.add(inbound).add(outbound);
      inbound.pipe(outbound).pipe(inbound);
      const drop = () => [inbound, outbound].forEach((s) => s.destroy());
      inbound.on('error', drop).on('close', drop);
      outbound.on('error', drop).on('close', drop);
    });
    relay.listen(0, '127.0.0.1');
    await new Promise((r) => relay.once('listening', r));
    const relayUrl = new URL(REDIS_URL);
    relayUrl.hostname = '127.0.0.1';
    relayUrl.port = String((relay.address() as net.AddressInfo).port);

    const log = new PassThrough();
    let logText = '';
    log.on('data', (chunk: Buffer) => (logText += chunk.toString()));
    const app = await createTestApp(
      { ...limited('outage', 1, relayUrl.toString()), logLevel: 'warn' },
      { logStream: log },
    );
    try {
      const user = await userWithResume(app);
      expect((await analyze(app, user)).statusCode).toBe(200);
      expect((await analyze(app, user)).statusCode).toBe(429);

      const closed = new Promise((r) => relay.close(r));
      sockets.forEach((s) => s.destroy());
      await closed;
      // Over the limit, yet served: an outage skips the count rather than failing every AI call.
      const during = await analyze(app, user);
      expect(during.statusCode).toBe(200);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', redis: { reachable: false, latency_ms: null } });
      // Logged once per outage, with the address but no password or user data.
      await vi.waitFor(() => expect(logText).toContain('Redis 连接中断'), { timeout: 5_000 });
    } finally {
      await app.close();
      relay.close();
    }
  });
});
