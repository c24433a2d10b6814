import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestConfig } from '../src/config.ts';
import { PGDATA_TEMPLATE } from '../src/db/client.ts';
import { inspectPgdata, SEEDED_MARKER } from '../src/db/pgdata.ts';
import { appMeta } from '../src/db/schema.ts';
import { isPostgresRun } from './support/test-app.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');
const template = path.join(serverRoot, PGDATA_TEMPLATE);
const tempDirs: string[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-first-start-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Files under `dir` (0 when it is not there); tolerant of files renamed or removed meanwhile. */
function countFiles(dir: string): number {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  return entries.reduce((sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1), 0);
}

/** Database files in the data folder, wherever the server is building them (pgdata or beside it). */
function databaseFiles(dataDir: string): number {
  return fs
    .readdirSync(dataDir)
    .filter((name) => name.startsWith('pgdata'))
    .reduce((sum, name) => sum + countFiles(path.join(dataDir, name)), 0);
}

/** The files under `dir`, relative to it, in the order a copy visits them. */
function relativeFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? relativeFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    );
}

/** Starts the real server entry point (src/main.ts) on a fresh folder, as a first start. */
function spawnServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited, output: () => output };
}

/** A start as any later one: the app opens the folder, answers, and writes and reads a row. */
async function expectNormalStart(dataDir: string): Promise<void> {
  const app = await buildApp(buildTestConfig({ dataDir, databaseUrl: undefined }));
  try {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().database).toMatchObject({ reachable: true });
    await app.database.db.insert(appMeta).values({ key: 'after-kill', value: 'kept' });
    const rows = await app.database.queryRows(sql`select value from app_meta where key = 'after-kill'`);
    expect(rows).toEqual([{ value: 'kept' }]);
  } finally {
    await app.close();
  }
}

describe.skipIf(isPostgresRun())('a kill during the very first start (embedded database)', { timeout: 360_000 }, () => {
  let total = 0;
  beforeAll(() => {
    // The build's template (npm run build writes it the same way); copied by every first start.
    const built = spawnSync(process.execPath, ['pgdata-template.mjs'], { cwd: serverRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`template build failed: ${built.stdout}${built.stderr}`);
    total = countFiles(template);
    expect(total).toBeGreaterThan(500);
  }, 120_000);

  it('never leaves a folder that a later start cannot open, wherever the kill lands', async () => {
    // Moments of the first start, told apart by what is on disk: the copy just begun, a third and
    // two thirds through, the database whole (PGlite starting), tables appearing (migrations).
    const moments: { name: string; reached: (files: number) => boolean }[] = [
      { name: 'copy begun', reached: (files) => files >= 1 },
      { name: 'a third copied', reached: (files) => files >= total / 3 },
      { name: 'two thirds copied', reached: (files) => files >= (2 * total) / 3 },
      { name: 'database whole', reached: (files) => files >= total },
      { name: 'migrations running', reached: (files) => files > total + 1 },
    ];
    const partial: string[] = [];
    for (const moment of moments) {
      const dataDir = tempDataDir();
      const server = spawnServer(dataDir);
      let seen = 0;
      while (server.child.exitCode === null && !moment.reached((seen = databaseFiles(dataDir)))) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(server.child.exitCode, `${moment.name}: ${server.output()}`).toBeNull();
      server.child.kill('SIGKILL');
      await server.exited;
      if (databaseFiles(dataDir) < total) partial.push(`${moment.name} (${seen} of ${total} files)`);
      await expectNormalStart(dataDir);
      expect(inspectPgdata(path.join(dataDir, 'pgdata'))).toBe('seeded');
    }
    // The trials mean something only when some kill did land half-way through the copy.
    expect(partial.length, partial.join('; ')).toBeGreaterThanOrEqual(1);
  });

  it('rebuilds a half-made folder that an earlier version left (a copy killed half-way, no marker)', async () => {
    const dataDir = tempDataDir();
    const pgdata = path.join(dataDir, 'pgdata');
    // What the old in-place copy left after a kill: PG_VERSION early, 80 % of the files, the last
    // one cut short.
    const files = relativeFiles(template);
    const copied = files.slice(0, Math.floor(files.length * 0.8));
    for (const file of copied) {
      fs.mkdirSync(path.dirname(path.join(pgdata, file)), { recursive: true });
      fs.copyFileSync(path.join(template, file), path.join(pgdata, file));
    }
    const last = path.join(pgdata, copied.at(-1)!);
    fs.truncateSync(last, Math.floor(fs.statSync(last).size / 2));
    fs.copyFileSync(path.join(template, 'PG_VERSION'), path.join(pgdata, 'PG_VERSION'));
    expect(inspectPgdata(pgdata)).toBe('unfinished');

    await expectNormalStart(dataDir);
    expect(fs.existsSync(path.join(pgdata, SEEDED_MARKER))).toBe(true);
  });

  it('sets aside a folder whose first start never finished and that PGlite cannot open; a finished one never', async () => {
    const dataDir = tempDataDir();
    const pgdata = path.join(dataDir, 'pgdata');
    const config = buildTestConfig({ dataDir, databaseUrl: undefined });
    const first = await buildApp(config);
    await first.close();
    const marker = path.join(pgdata, SEEDED_MARKER);
    const done = JSON.parse(fs.readFileSync(marker, 'utf8')) as { ready_at?: string };
    expect(done.ready_at).toBeTruthy();
    fs.renameSync(path.join(pgdata, 'global/pg_control'), path.join(dataDir, 'pg_control.aside'));
    // Finished once: the user's. Damaged, the start fails and the folder stays where it is.
    await expect(buildApp(config)).rejects.toThrow();
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('pgdata.unfinished'))).toEqual([]);
    // As a first start killed between the seeding and the end of its migrations leaves it: set aside, started afresh.
    const { ready_at: _done, ...unfinished } = done;
    fs.writeFileSync(marker, JSON.stringify(unfinished));
    await expectNormalStart(dataDir);
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('pgdata.unfinished'))).toHaveLength(1);
    expect(inspectPgdata(pgdata)).toBe('seeded');
  });

  it("never touches a folder that holds the user's tables, even one without the marker or damaged", async () => {
    const dataDir = tempDataDir();
    const pgdata = path.join(dataDir, 'pgdata');
    const config = buildTestConfig({ dataDir, databaseUrl: undefined });
    const first = await buildApp(config);
    await first.database.db.insert(appMeta).values({ key: 'users-data', value: 'precious' });
    await first.close();
    // An older version's folder: no marker. It is kept as it is and opens with its data.
    fs.rmSync(path.join(pgdata, SEEDED_MARKER));
    expect(inspectPgdata(pgdata)).toBe('in-use');
    const reopened = await buildApp(config);
    expect(await reopened.database.queryRows(sql`select value from app_meta where key = 'users-data'`)).toEqual([
      { value: 'precious' },
    ]);
    await reopened.close();
    expect(fs.existsSync(path.join(pgdata, SEEDED_MARKER))).toBe(false);

    // Damaged (a file PostgreSQL needs is gone): the start fails, and the folder is left for a
    // person to look at, never replaced by an empty database.
    const before = relativeFiles(pgdata);
    fs.renameSync(path.join(pgdata, 'global/pg_control'), path.join(dataDir, 'pg_control.aside'));
    await expect(buildApp(config)).rejects.toThrow();
    expect(relativeFiles(pgdata)).toEqual(
      expect.arrayContaining(before.filter((file) => file !== 'global/pg_control')),
    );
    fs.renameSync(path.join(dataDir, 'pg_control.aside'), path.join(pgdata, 'global/pg_control'));
    const repaired = await buildApp(config);
    expect(await repaired.database.queryRows(sql`select value from app_meta where key = 'users-data'`)).toEqual([
      { value: 'precious' },
    ]);
    await repaired.close();
  });
});
