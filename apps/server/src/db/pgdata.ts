import fs from 'node:fs';
import path from 'node:path';

/**
 * Written into a new data folder by the seeding, before the folder is renamed into place: a folder
 * holding it was complete when it appeared. Folders made by versions before it have none.
 */
export const SEEDED_MARKER = 'offerpilot-seeded.json';

/**
 * PostgreSQL's FirstNormalObjectId: initdb numbers every file it writes below it, and the first
 * table made after initdb (the migrations' own, before any of the user's) gets a number from it up.
 */
const FIRST_NORMAL_OBJECT_ID = 16_384;

/**
 * - `missing`: no folder yet.
 * - `seeded`: made by the seeding here (the marker), complete.
 * - `in-use`: holds tables of its own, so it has been started and migrated: the user's data.
 * - `unfinished`: neither: what a first start killed half-way left (a copy of the template or an
 *   initdb that never ended, by a version before the marker). It cannot hold anything of the user's.
 */
export type TPgdataState = 'missing' | 'seeded' | 'in-use' | 'unfinished';

/** True when a file or folder name starts with a relation or database number made after initdb. */
function isAfterInitdb(name: string): boolean {
  const number = /^\d+/.exec(name);
  return number !== null && Number(number[0]) >= FIRST_NORMAL_OBJECT_ID;
}

function readNames(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Anything created after initdb: a relation file in a database (`base/5/16384`, `16384_fsm`,
 * `16384.1`), a database of its own (`base/16390`) or a tablespace. initdb writes none of these.
 */
function hasOwnRelations(pgdata: string): boolean {
  const base = path.join(pgdata, 'base');
  for (const database of readNames(base)) {
    if (isAfterInitdb(database)) return true;
    if (readNames(path.join(base, database)).some(isAfterInitdb)) return true;
  }
  return readNames(path.join(pgdata, 'pg_tblspc')).length > 0;
}

/**
 * Whether the folder's first start never finished: seeded here, but the marker has no `ready_at`
 * yet (written once the first start's migrations are done, before the server answers anyone). A
 * start killed in between (PGlite's first open, the migrations) can leave a folder PGlite cannot
 * open; nothing of a user can be in it, so it may be rebuilt.
 */
export function isFirstStartUnfinished(pgdata: string): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(pgdata, SEEDED_MARKER), 'utf8')) as { ready_at?: string };
    return !marker.ready_at;
  } catch {
    return false;
  }
}

/** Records that the folder's first start finished (its migrations ran): from now on it is the user's. */
export async function markFirstStartDone(pgdata: string): Promise<void> {
  const file = path.join(pgdata, SEEDED_MARKER);
  let marker: Record<string, unknown> = {};
  try {
    marker = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return; // A folder from before the marker: nothing to record.
  }
  if (marker.ready_at) return;
  const next = `${file}.next`;
  await fs.promises.writeFile(next, `${JSON.stringify({ ...marker, ready_at: new Date().toISOString() })}\n`);
  await fsyncPath(next);
  await fs.promises.rename(next, file);
  await fsyncPath(pgdata);
}

export function inspectPgdata(pgdata: string): TPgdataState {
  if (!fs.existsSync(pgdata)) return 'missing';
  if (fs.existsSync(path.join(pgdata, SEEDED_MARKER))) return 'seeded';
  return hasOwnRelations(pgdata) ? 'in-use' : 'unfinished';
}

/** Every file under `dir`, and its folders deepest first (`dir` last). */
function listTree(dir: string, tree = { files: [] as string[], folders: [] as string[] }) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listTree(full, tree);
    else tree.files.push(full);
  }
  tree.folders.push(dir);
  return tree;
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsync of every file, 16 at a time (about 1,000 of them: 0.2 s on ext4), then of the folders. */
async function fsyncTree(dir: string): Promise<void> {
  const { files, folders } = listTree(dir);
  const drain = async () => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) await fsyncPath(file);
  };
  await Promise.all(Array.from({ length: 16 }, drain));
  for (const folder of folders) await fsyncPath(folder);
}

export interface TPreparePgdataOptions {
  /** The build's initialised empty database (dist/pgdata-template), copied when there is one. */
  template?: string;
  /** Runs initdb into an empty folder (PGlite opened on it, then closed): used without a template. */
  initdb(dir: string): Promise<void>;
  /** Told when an unfinished folder left by an interrupted first start is made again. */
  onRebuild?(pgdata: string): void;
}

/**
 * Makes sure `pgdata` is a whole database before PGlite opens it. A new folder is built beside it
 * (`pgdata.seeding`), marked, fsynced and renamed into place, so a process killed at any moment
 * leaves either no folder or a complete one (PGlite's start and the migrations after it are crash
 * safe: PostgreSQL recovers from its log). An unfinished folder from an earlier version is rebuilt;
 * a folder with tables of its own is never touched, whatever else is wrong with it.
 * Call with the data folder's lock held: the sibling folder belongs to whoever holds it.
 */
export async function preparePgdata(
  pgdata: string,
  options: TPreparePgdataOptions,
): Promise<'kept' | 'created' | 'rebuilt'> {
  const state = inspectPgdata(pgdata);
  if (state === 'seeded' || state === 'in-use') return 'kept';

  const building = `${pgdata}.seeding`;
  await fs.promises.rm(building, { recursive: true, force: true });
  if (options.template) {
    await fs.promises.cp(options.template, building, { recursive: true });
  } else {
    await fs.promises.mkdir(building, { recursive: true });
    await options.initdb(building);
  }
  const marker = { seeded_at: new Date().toISOString(), from: options.template ? 'template' : 'initdb' };
  await fs.promises.writeFile(path.join(building, SEEDED_MARKER), `${JSON.stringify(marker)}\n`);
  await fsyncTree(building);

  if (state === 'unfinished') {
    options.onRebuild?.(pgdata);
    await fs.promises.rm(pgdata, { recursive: true, force: true });
  }
  await fs.promises.rename(building, pgdata);
  await fsyncPath(path.dirname(pgdata));
  return state === 'unfinished' ? 'rebuilt' : 'created';
}
