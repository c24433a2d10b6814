import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestConfig } from '../src/config.ts';
import { createTestDatabaseUrl, isPostgresRun } from './support/test-app.ts';

// Runs only in the PostgreSQL pass (DATABASE_URL set); the PGlite pass covers the same schema.
describe.runIf(isPostgresRun())('on PostgreSQL', () => {
  it('applies the one migration history, safely when two instances start at once', async () => {
    const database = await createTestDatabaseUrl();
    if (!database) throw new Error('DATABASE_URL expected');
    try {
      const config = buildTestConfig({ databaseUrl: database.url });
      const [a, b] = await Promise.all([buildApp(config), buildApp(config)]);
      const tables = await a.database.queryRows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((r) => r.table_name)).toContain('app_meta');
      const [migrations] = await b.database.queryRows<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations?.n).toBeGreaterThan(0);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await database.drop();
    }
  });

  it('survives its connections being killed (database restart) and reconnects', async () => {
    const database = await createTestDatabaseUrl();
    if (!database) throw new Error('DATABASE_URL expected');
    const app = await buildApp(buildTestConfig({ databaseUrl: database.url }));
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const name = new URL(database.url).pathname.slice(1);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const killed = await client.query<{ pid: number }>(
        'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      // The restart is over once every one of those connections has gone from the database.
      const pids = killed.rows.map((r) => r.pid);
      await vi.waitFor(async () => {
        const left = await client.query('select pid from pg_stat_activity where pid = any($1::int[])', [pids]);
        expect(left.rows).toEqual([]);
      });
      await client.end();
      const after = await app.inject({ method: 'GET', url: '/api/health' });
      expect(after.statusCode).toBe(200);
      expect(after.json().database.reachable).toBe(true);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('fails to start with a clear message when the database cannot be reached', async () => {
    await expect(buildApp(buildTestConfig({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' }))).rejects.toThrow(
      /无法连接或初始化 PostgreSQL/,
    );
  });
});
