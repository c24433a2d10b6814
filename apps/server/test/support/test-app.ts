import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { buildApp, type TBuildOptions } from '../../src/app.ts';
import { buildTestConfig, type TConfig } from '../../src/config.ts';

/**
 * A fresh database per test app: in-memory PGlite by default, or — when DATABASE_URL is set —
 * a new PostgreSQL database created for this app and dropped when it closes.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `op_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Let the app's connections finish closing (for up to a second) before forcing any that remain.
      await vi
        .waitFor(
          async () => {
            const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
              name,
            ]);
            expect((rows[0] as { n: number }).n).toBe(0);
          },
          { timeout: 1_000, interval: 20 },
        )
        .catch(() => undefined);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<TConfig> = {}, options: TBuildOptions = {}) {
  const database =
    overrides.databaseUrl === undefined && overrides.dataDir === undefined ? await createTestDatabaseUrl() : undefined;
  // In memory: start from the run's migrated template (support/pglite-template.ts), not from initdb.
  const template = !database && overrides.dataDir === undefined ? inject('pgliteTemplate') : '';
  const config = buildTestConfig({
    ...(database ? { databaseUrl: database.url } : {}),
    ...(template ? { memoryTemplate: template } : {}),
    ...overrides,
  });
  return buildApp(config, { ...options, ...(database ? { afterClose: database.drop } : {}) });
}

export const isPostgresRun = (): boolean => Boolean(process.env.DATABASE_URL);
