import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestConfig } from '../src/config.ts';
import { appMeta } from '../src/db/schema.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');
const tempDirs: string[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-data-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the real server entry point (src/main.ts) in its own process. */
async function startServerProcess(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, port, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${output}`);
}

describe('embedded database folder lock', () => {
  it('refuses a second app on the same DATA_DIR in this process', async () => {
    const dataDir = tempDataDir();
    const first = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
    await expect(buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }))).rejects.toThrow(
      /正被另一个 OfferPilot 服务使用/,
    );
    await first.close();
    const again = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = tempDataDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(
      path.join(dataDir, 'offerpilot.lock'),
      JSON.stringify({ pid: dead.pid, host: os.hostname(), started_at: 'earlier' }),
    );
    const app = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    await app.close();
    expect(fs.existsSync(path.join(dataDir, 'offerpilot.lock'))).toBe(false);
  });
});

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'refuses a second server on its DATA_DIR, then on %s closes cleanly and keeps the data',
    async (signal) => {
      const dataDir = tempDataDir();
      // Put a row in the database first.
      const seed = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
      await seed.database.db.insert(appMeta).values({ key: 'probe', value: signal });
      await seed.close();

      const server = await startServerProcess(dataDir);
      expect(fs.existsSync(path.join(dataDir, 'offerpilot.lock'))).toBe(true);
      await expect(buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }))).rejects.toThrow(
        new RegExp(`PID ${server.child.pid}`),
      );

      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('服务已安全关闭');
      expect(fs.existsSync(path.join(dataDir, 'offerpilot.lock'))).toBe(false);

      const reopened = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
      const rows = await reopened.database.queryRows(sql`select value from app_meta where key = 'probe'`);
      expect(rows).toEqual([{ value: signal }]);
      await reopened.close();
    },
    90_000,
  );

  it('stops at start with a clear message when the config is bad', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tempDataDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('配置错误，服务未启动');
    expect(stderr).toContain('PORT="not-a-port"');
  }, 30_000);
});
