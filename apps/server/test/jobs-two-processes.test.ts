import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from './support/auth.ts';
import { isRedisThere, TEST_REDIS_URL } from './support/redis.ts';
import { startS3Server } from './support/s3-server.ts';
import { createTestDatabaseUrl, isPostgresRun } from './support/test-app.ts';

// Issue 18's scale-out test: two real server processes on one PostgreSQL, one S3 server (s3rver,
// started here) and one Redis (this machine's; CI has one). A token from A works on B, a file
// uploaded on A downloads from B, the AI call limit counts calls on both, and after `kill -9` of
// the one running an accepted AI run, the client's retry (same Idempotency-Key) on the other gets
// the finished run — one optimisation record, not two and not a stuck one.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RESUME = [
  '赵宁',
  '工作经历',
  '2020.03-至今 北京青禾网络科技有限公司 前端开发工程师',
  '• 负责官网的开发工作，使用 React 和 TypeScript',
  '教育背景',
  '2016.09-2020.06 北京邮电大学 软件工程 本科',
  '专业技能',
  'React、TypeScript',
].join('\n');
const MODEL_ANSWER = {
  optimization_focus: '整体优化',
  summary: '精简表述',
  modifications: [
    {
      section: 'work',
      original: '负责官网的开发工作，使用 React 和 TypeScript',
      optimized: '使用 React 和 TypeScript 开发官网',
      reason: '去掉冗余表述',
    },
  ],
};

interface TServer {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** Starts `node --import tsx apps/server/src/main.ts` and resolves once it listens. */
function startServer(env: Record<string, string>): Promise<TServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /面试领航已启动：http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, url: `http://127.0.0.1:${port}`, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then(() => reject(new Error(`server exited before listening:\n${output.slice(-2000)}`)));
  });
}

async function call(
  server: TServer,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as { success: boolean; data: unknown; error?: string } };
}

const hasRedis = isPostgresRun() && (await isRedisThere());
const AI_LIMIT = 4;

describe.runIf(isPostgresRun())('two server processes on one PostgreSQL, S3 and Redis', () => {
  let stub: http.Server;
  let modelCalls = 0;
  let firstCallReceived!: () => void;
  const firstCall = new Promise<void>((resolve) => (firstCallReceived = resolve));
  const held: http.ServerResponse[] = [];
  let database: { url: string; drop: () => Promise<void> };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-jobs-'));
  let a: TServer;
  let b: TServer;
  let s3: Awaited<ReturnType<typeof startS3Server>>;

  beforeAll(async () => {
    // The model: the first call (A's run) never answers; later ones answer at once.
    stub = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        modelCalls += 1;
        if (modelCalls === 1) {
          held.push(res);
          firstCallReceived();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            created: 1,
            model: 'stub-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: JSON.stringify(MODEL_ANSWER) },
                finish_reason: 'stop',
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const created = await createTestDatabaseUrl();
    if (!created) throw new Error('DATABASE_URL expected');
    database = created;
    s3 = await startS3Server(['op-two']);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      CAPTCHA_MODE: 'off',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
      AI_MODEL: 'stub-model',
      AI_TIMEOUT_MS: '60000',
      JOB_LEASE_SECONDS: '1',
      STORAGE_URL: s3.url('op-two'),
      AI_RATE_LIMIT_PER_MINUTE: String(AI_LIMIT),
      // A prefix of this run's own: nothing another run counted in the same minute is seen.
      ...(hasRedis ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `op-test-${randomUUID()}:` } : {}),
    };
    // One after the other: the first start creates the schema and the signing key.
    a = await startServer(env);
    b = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    for (const res of held) res.destroy();
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await new Promise((r) => stub?.close(r));
    await database?.drop();
    await s3?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A user registered on A, with the header that signs in. */
  async function signUpOnA() {
    const registered = await call(a, 'POST', '/api/v1/auth/register/password', buildUser());
    expect(registered.status).toBe(200);
    const token = (registered.json as unknown as { access_token: string }).access_token;
    return { authorization: `Bearer ${token}` };
  }

  it('takes a token signed on A on B, and serves from B a file uploaded on A (kept in S3)', async () => {
    const auth = await signUpOnA();
    const me = await call(b, 'GET', '/api/v1/auth/profile', undefined, auth);
    expect(me.status).toBe(200);

    const pdf = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/resumes/zh-one-column.pdf'));
    const form = new FormData();
    form.append('file', new Blob([pdf]), '简历.pdf');
    const uploaded = await fetch(`${a.url}/api/v1/resumes/upload`, { method: 'POST', headers: auth, body: form });
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { data: { id: number } }).data;
    // Nothing on A's disk: the original is an object in the bucket.
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    const file = await fetch(`${b.url}/api/v1/resumes/${id}/file`, { headers: auth });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.runIf(hasRedis)('counts the AI call limit across A and B (Redis)', async () => {
    const auth = await signUpOnA();
    // Each call is counted before its answer (404: no such resume), on A and B in turn.
    const statuses: number[] = [];
    for (let i = 0; i <= AI_LIMIT; i++) {
      const server = i % 2 ? b : a;
      statuses.push(
        (await call(server, 'POST', '/api/v1/resumes/999999/analyze', { analysis_type: 'basic' }, auth)).status,
      );
    }
    expect(statuses.slice(0, AI_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses[AI_LIMIT]).toBe(429);
    const refused = await call(b, 'POST', '/api/v1/resumes/999999/analyze', { analysis_type: 'basic' }, auth);
    expect(refused.json.error).toMatch(/AI 请求过于频繁/);
  });

  it('finishes on B an optimisation accepted by A when A is killed mid-run', async () => {
    const auth = await signUpOnA();
    const uploaded = await call(a, 'POST', '/api/v1/resumes/upload-text', { content: RESUME }, auth);
    expect(uploaded.status).toBe(200);
    const resumeId = (uploaded.json.data as { id: number }).id;

    const request = { ...auth, 'idempotency-key': randomUUID() };
    const url = `/api/v1/resumes/${resumeId}/optimize/direct`;
    const onA = call(a, 'POST', url, { force: true }, request).catch((error: unknown) => error);
    await firstCall; // A has accepted the run and is waiting for the model
    a.child.kill('SIGKILL');
    await a.exited;
    expect(await onA).toBeInstanceOf(Error); // the client saw the connection drop

    const onB = await call(b, 'POST', url, { force: true }, request);
    expect(onB.status).toBe(200);
    const record = onB.json.data as { id: number; status: string; ai_model: string; parsed_modifications: unknown[] };
    expect(record).toMatchObject({ status: 'completed', ai_model: 'stub-model' });
    expect(record.parsed_modifications).toHaveLength(1);

    // Exactly one record for the one request: the run B took over completed A's row.
    const history = await call(b, 'GET', `/api/v1/resumes/${resumeId}/optimize`, undefined, auth);
    const items = (history.json.data as { items: { id: number; status: string }[] }).items;
    expect(items).toEqual([expect.objectContaining({ id: record.id, status: 'completed' })]);

    // The same key again answers the stored result without another model call.
    const calls = modelCalls;
    const again = await call(b, 'POST', url, { force: true }, request);
    expect(again.json.data).toMatchObject({ id: record.id });
    expect(modelCalls).toBe(calls);
  }, 60_000);
});
