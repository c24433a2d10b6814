// Writes dist/pgdata-template/: an empty PGlite database straight out of initdb. A first start
// copies it instead of running initdb (src/db/client.ts). Rebuilt only when PGlite changes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const out = path.resolve('dist/pgdata-template');
const stamp = `${out}.version`;
const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
const version = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8')).version;
if (fs.existsSync(path.join(out, 'PG_VERSION')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) {
  console.log('database template up to date: apps/server/dist/pgdata-template');
} else {
  // Built aside and renamed into place: a build killed half-way never leaves a template that a
  // first start would copy (src/db/client.ts looks for its PG_VERSION).
  const building = `${out}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const db = new PGlite(building);
  await db.waitReady;
  await db.close();
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(building, out);
  fs.writeFileSync(stamp, version);
  console.log('database template built: apps/server/dist/pgdata-template');
}
