import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestConfig } from '../src/config.ts';
import { acquireDataDirLock } from '../src/db/lock.ts';
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

const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'true']).status === 0;

/** A process that takes the DATA_DIR lock and waits; in its own PID namespace (as PID 1) when asked. */
async function startLockHolder(dataDir: string, asPid1 = false, wrap: string[] = []) {
  const lockModule = path.join(serverRoot, 'src/db/lock.ts');
  const script = `import(${JSON.stringify(lockModule)}).then(async (m) => { await m.acquireDataDirLock(process.argv[1]); console.log('locked as ' + process.pid); setInterval(() => {}, 1000); })`;
  const node = [process.execPath, '--import', 'tsx', '-e', script, dataDir];
  const [command, ...args] = [
    ...wrap,
    ...(asPid1 ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...node] : node),
  ];
  const child = spawn(command!, args, { cwd: serverRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await vi.waitFor(
    () => {
      if (!output.includes('locked as')) throw new Error(`lock holder did not start: ${output}`);
    },
    { timeout: 20_000, interval: 50 },
  );
  return { child, exited, output: () => output };
}

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
  // Healthy, or gone: an early exit ends the wait at once.
  await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return;
        const res = await fetch(`http://127.0.0.1:${port}/api/health`); // throws while not listening yet
        if (!res.ok) throw new Error(`health: ${res.status}`);
      },
      { timeout: 40_000, interval: 200 },
    )
    .catch(() => {
      throw new Error(`server did not become healthy: ${output}`);
    });
  if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
  return { child, port, exited, output: () => output };
}

describe('embedded database folder lock', { timeout: 90_000 }, () => {
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

  it('is free again when a record names a reused PID or another host name', async () => {
    const dataDir = tempDataDir();
    // What a crashed holder leaves behind: a record naming a PID that now belongs to someone else
    // (here: this very process) on a host name that has since changed.
    fs.writeFileSync(
      path.join(dataDir, 'offerpilot.lock'),
      JSON.stringify({ pid: process.pid, host: 'old-hostname', started_at: 'earlier' }),
    );
    const app = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('is released by the kernel when its holder is killed with SIGKILL', async () => {
    const dataDir = tempDataDir();
    const holder = await startLockHolder(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(new RegExp(`PID ${holder.child.pid}`));
    holder.child.kill('SIGKILL');
    await holder.exited;
    const lock = await acquireDataDirLock(dataDir);
    lock.release();
  });

  it.skipIf(!canUnshare)('refuses a holder in another network namespace (two containers on one volume)', async () => {
    const dataDir = tempDataDir();
    const other = await startLockHolder(dataDir, false, ['unshare', '--net']);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(/正被另一个 OfferPilot 服务使用/);
    other.child.kill('SIGKILL');
    await other.exited;
    (await acquireDataDirLock(dataDir)).release();
  });

  it.skipIf(!canUnshare)('survives a container restart: PID 1 killed with SIGKILL, restarted as PID 1', async () => {
    const dataDir = tempDataDir();
    const first = await startLockHolder(dataDir, true);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(/（PID 1，/);
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await startLockHolder(dataDir, true);
    expect(second.output()).toContain('locked as 1');
    second.child.kill('SIGKILL');
    await second.exited;
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
