import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { TConfig } from '../config.ts';
import { findUp } from '../lib/find-up.ts';
import { acquireDataDirLock, type TDataDirLock } from './lock.ts';
import { isFirstStartUnfinished, markFirstStartDone, preparePgdata } from './pgdata.ts';
import * as schema from './schema.ts';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabase {
  db: TDb;
  driver: 'pglite' | 'postgres';
  /** Round-trips a trivial query; resolves to its latency in ms or rejects. */
  ping(): Promise<number>;
  /** Raw SQL returning rows, the same shape on both drivers. */
  queryRows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/** The one migration history, shipped next to the server (found from src/ and from dist/). */
export function getMigrationsFolder(): string {
  const root = findUp(import.meta.dirname, 'drizzle/meta/_journal.json');
  if (!root) throw new Error('找不到数据库迁移目录 drizzle/（安装不完整？）');
  return path.join(root, 'drizzle');
}

/**
 * PGlite runs PostgreSQL inside this process, so its shared buffers are our resident memory:
 * 16 MB instead of PostgreSQL's 128 MB default saved about 110 MiB (bench/results/startup.json),
 * 8 MB another 8 MiB once they are used (docs/operations.md, issue 18). One user's data fits; the
 * pages that do not are read back from the operating system's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** Written by the build (apps/server/pgdata-template.mjs): an empty database, already through initdb. */
export const PGDATA_TEMPLATE = 'dist/pgdata-template';

/** The build's template when there is one (not when running from source without a build). */
function findTemplate(): string | undefined {
  const root = findUp(import.meta.dirname, path.join(PGDATA_TEMPLATE, 'PG_VERSION'));
  return root ? path.join(root, PGDATA_TEMPLATE) : undefined;
}

/**
 * A new data directory starts as a copy of the build's initialised database instead of running
 * initdb here, which takes tens of seconds on a busy machine and leaves the process hundreds of MiB
 * bigger (bench/results/startup.json). Without the template PGlite runs initdb, in a folder of its
 * own. Either way the folder is built aside and renamed into place (preparePgdata): a process
 * killed during its first start never leaves a half-made database behind.
 */
/** Seeds (if needed), opens and migrates the embedded database in `pgdata`; closes it on failure. */
async function openPglite(pgdata: string, migrationsFolder: string): Promise<PGlite> {
  await seedPgdata(pgdata);
  const client = new PGlite(pgdata, { startParams: PGLITE_START_PARAMS });
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  await markFirstStartDone(pgdata);
  return client;
}

async function seedPgdata(pgdata: string): Promise<void> {
  await preparePgdata(pgdata, {
    template: findTemplate(),
    async initdb(dir) {
      const client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
      await client.waitReady;
      await client.close();
    },
    onRebuild: (folder) =>
      process.emitWarning(
        `数据目录 ${folder} 是一次被中断的首次启动留下的半成品（其中没有任何数据表），已重新初始化`,
        'DatabaseWarning',
      ),
  });
}

/** Any number, same for every instance: serialises concurrent migrations on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_301_944_001;

/**
 * Longest wait for a PostgreSQL connection (a new one, or a free one of the pool's). A database
 * that accepts connections but never answers (a frozen host, a network that drops packets) would
 * otherwise hold every request for ever; after it, the request answers 503 like any outage.
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Longest wait for a statement's answer on a connection already open. A host that freezes under
 * the pool's open connections never closes them: without it every request on them would wait for
 * ever. After it the request answers 503 and the pool drops the connection. Migrations, at start,
 * run on a connection of their own without it (an index on a large table may take longer).
 */
export const PG_QUERY_TIMEOUT_MS = 15_000;

export async function openDatabase(config: TConfig): Promise<TDatabase> {
  const migrationsFolder = getMigrationsFolder();

  if (config.databaseUrl) {
    // Loaded only in PostgreSQL mode: the embedded default does not carry node-postgres.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      query_timeout: PG_QUERY_TIMEOUT_MS,
    });
    // An idle connection can die (database restart, admin termination): without a listener that
    // error would crash the process. The pool replaces the connection; a warning is enough.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL 连接中断：${error.message}`, 'DatabaseWarning'));
    try {
      const client = new pg.Client({
        connectionString: config.databaseUrl,
        connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`无法连接或初始化 PostgreSQL（DATABASE_URL）：${(error as Error).message}`, {
        cause: error,
      });
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as TDb;
    let closed = false;
    return {
      db,
      driver: 'postgres',
      ping: () => timed(() => db.execute(sql`select 1`)),
      queryRows: (query) => rowsOf(db.execute(query)),
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  let lock: TDataDirLock | undefined;
  let client: PGlite;
  if (config.dataDir === ':memory:') {
    const template = config.memoryTemplate ? new Blob([fs.readFileSync(config.memoryTemplate)]) : undefined;
    client = new PGlite({ startParams: PGLITE_START_PARAMS, ...(template ? { loadDataDir: template } : {}) });
    try {
      await client.waitReady;
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
  } else {
    lock = await acquireDataDirLock(config.dataDir);
    const pgdata = path.join(config.dataDir, 'pgdata');
    try {
      client = await openPglite(pgdata, migrationsFolder);
    } catch (error) {
      // A first start killed after the seeding (PGlite's first open, the migrations) may leave a
      // folder PGlite cannot open. It never served anyone: set it aside and start afresh, once.
      if (!isFirstStartUnfinished(pgdata)) {
        lock.release();
        throw error;
      }
      const aside = `${pgdata}.unfinished-${Date.now()}`;
      process.emitWarning(
        `数据目录 ${pgdata} 的首次启动曾被中断且无法打开（其中没有任何用户数据），已移到 ${aside} 并重新初始化`,
        'DatabaseWarning',
      );
      await fs.promises.rename(pgdata, aside);
      try {
        client = await openPglite(pgdata, migrationsFolder);
      } catch (again) {
        lock.release();
        throw again;
      }
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as TDb;
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    queryRows: (query) => rowsOf(db.execute(query)),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/** PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(pending: Promise<unknown>): Promise<T[]> {
  const result = (await pending) as { rows: T[] };
  return result.rows;
}
