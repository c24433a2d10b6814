import fs from 'node:fs';
import net from 'node:net';
import { ERROR_CODES } from '@offerpilot/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestConfig } from '../src/config.ts';
import { PG_QUERY_TIMEOUT_MS } from '../src/db/client.ts';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp, createTestDatabaseUrl, isPostgresRun } from './support/test-app.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const UNAVAILABLE = { success: false, code: 'SERVICE_UNAVAILABLE', error: '服务暂时不可用，请稍后重试' };
const FULL = {
  success: false,
  code: 'INSUFFICIENT_STORAGE',
  error: ERROR_CODES.INSUFFICIENT_STORAGE.message,
};

/**
 * A TCP relay in front of PostgreSQL, on a port of its own: stopping it is a database outage
 * (connections cut, new ones refused), starting it again on the same port is the database back.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let running = false;
  /** A database that hangs (a frozen host, a network that drops packets): accepted, never answered. */
  let silent = false;
  /** Frozen: connections already open stay open, and nothing passes either way. */
  let frozen = false;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        if (silent || frozen) {
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.on('error', () => undefined);
          return;
        }
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.on('data', (chunk: Buffer) => void (frozen || upstream.write(chunk)));
        upstream.on('data', (chunk: Buffer) => void (frozen || client.write(chunk)));
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        running = true;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    get running() {
      return running;
    },
    /** Cuts every connection; new ones are accepted and never answered, until `answer()`. */
    silence() {
      silent = true;
      for (const s of sockets) s.destroy();
    },
    answer() {
      silent = false;
    },
    /** The host freezes: open connections stay open but nothing passes; new ones are never answered. */
    freeze() {
      frozen = true;
    },
    async stop() {
      running = false;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    start: listen,
  };
}

/** An app of its own on a fresh PostgreSQL database reached through a relay, with one signed-in user. */
async function appBehindRelay() {
  const database = (await createTestDatabaseUrl())!;
  const url = new URL(database.url);
  const relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  const own = await buildApp(buildTestConfig({ ...authConfig({ captchaMode: 'off' }), databaseUrl: url.toString() }), {
    afterClose: database.drop,
  });
  const account = await register(own);
  const positions = () =>
    own.inject({ method: 'GET', url: '/api/v1/positions', headers: bearer(account.access_token) });
  return { own, relay, positions };
}

/** A list call and the health check, at once: both 503 in Chinese with Retry-After. */
async function expectUnavailable(own: FastifyInstance, positions: () => Promise<LightMyRequestResponse>) {
  const [res, health] = await Promise.all([positions(), own.inject({ method: 'GET', url: '/api/health' })]);
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toMatchObject(UNAVAILABLE);
  expect(res.headers['retry-after']).toBe('5');
  expect(health.statusCode).toBe(503);
}

describe('outages answer 503 or 507 in Chinese, and end without a restart', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
  });
  afterAll(() => app.close());

  it.skipIf(!fs.existsSync('/dev/full'))(
    'a full disk: 507 with a clear message, then works once there is room',
    async () => {
      const account = await register(app);
      const save = app.files.save.bind(app.files);
      // The disk is full: every write fails as a real one does (ENOSPC from /dev/full).
      app.files.save = async (data) => {
        await fs.promises.writeFile('/dev/full', data);
        return save(data);
      };
      const avatar = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/avatar',
          headers: bearer(account.access_token),
          payload: { image: `data:image/png;base64,${PNG.toString('base64')}` },
        });
      try {
        const full = await avatar();
        expect(full.statusCode).toBe(507);
        expect(full.json()).toMatchObject(FULL);
      } finally {
        app.files.save = save;
      }
      expect((await avatar()).statusCode).toBe(200);
    },
  );

  it.skipIf(isPostgresRun())(
    'the embedded database closed underneath (a request during shutdown): 503, never 500',
    async () => {
      const own = await createTestApp(authConfig({ captchaMode: 'off' }));
      const account = await register(own);
      await (own.database.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
      const res = await own.inject({ method: 'GET', url: '/api/v1/positions', headers: bearer(account.access_token) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
      await own.close();
    },
  );

  it.runIf(isPostgresRun())('PostgreSQL down: 503 while it is, then the same app answers again', async () => {
    const database = (await createTestDatabaseUrl())!;
    const url = new URL(database.url);
    const relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    const own = await buildApp(
      buildTestConfig({ ...authConfig({ captchaMode: 'off' }), databaseUrl: url.toString() }),
      { afterClose: database.drop },
    );
    try {
      const account = await register(own);
      const positions = () =>
        own.inject({ method: 'GET', url: '/api/v1/positions', headers: bearer(account.access_token) });
      expect((await positions()).statusCode).toBe(200);

      await relay.stop();
      for (let i = 0; i < 3; i += 1) {
        const res = await positions();
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject(UNAVAILABLE);
      }
      const login = await own.inject({
        method: 'POST',
        url: '/api/v1/auth/login/password',
        payload: { account: account.user.username, password: account.password },
      });
      expect(login.statusCode, login.body).toBe(503);

      await relay.start();
      expect((await positions()).statusCode).toBe(200);
    } finally {
      await own.close();
      if (relay.running) await relay.stop();
    }
  });

  it.runIf(isPostgresRun())(
    'PostgreSQL silent (connections accepted, never answered): 503 within seconds, never a request left hanging',
    async () => {
      const { own, relay, positions } = await appBehindRelay();
      try {
        expect((await positions()).statusCode).toBe(200);

        relay.silence();
        const started = Date.now();
        await expectUnavailable(own, positions);
        expect(Date.now() - started).toBeLessThan(15_000);

        relay.answer();
        expect((await positions()).statusCode).toBe(200);
      } finally {
        await relay.stop();
        await own.close();
      }
    },
    40_000,
  );
  it.runIf(isPostgresRun())(
    'PostgreSQL frozen under open connections (nothing comes back on them): 503, never a request left hanging',
    async () => {
      const { own, relay, positions } = await appBehindRelay();
      try {
        // The pool holds open connections, as a server that has been answering does.
        expect((await positions()).statusCode).toBe(200);

        relay.freeze();
        const started = Date.now();
        await expectUnavailable(own, positions);
        expect(Date.now() - started).toBeLessThan(PG_QUERY_TIMEOUT_MS + 5_000);
      } finally {
        await relay.stop();
        await own.close();
      }
    },
    60_000,
  );
});
