import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestConfig } from '../../src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty in-memory PGlite, dumped once per run; '' on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the server tests: initdb and the migrations once, dumped to a file that every
 * test app's in-memory PGlite loads instead of repeating them (seconds per app on a busy machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const database = await openDatabase(buildTestConfig());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-pglite-template-'));
  const file = path.join(dir, 'pgdata.tar.gz');
  try {
    const pglite = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
