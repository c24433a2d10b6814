// node --import tsx bench/src/startup.ts — the built server on PGlite: time from spawn to a healthy
// /api/health and idle resident memory (VmRSS, 5 s after it answers), on a first start (empty data
// directory) and on a restart. BENCH_SERVER_ENTRY takes "label=path,label=path" to compare builds
// back to back in one run (default apps/server/dist/main.js). Writes bench/results/startup.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnPgliteServer, stopProcess, waitFor } from './processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const entries = (process.env.BENCH_SERVER_ENTRY ?? `current=${path.join(repoRoot, 'apps/server/dist/main.js')}`)
  .split(',')
  .map((pair) => {
    const [label, file] = pair.includes('=') ? pair.split('=') : ['current', pair];
    return { label: label!, file: path.resolve(file!) };
  });
const IDLE_MS = 5000;

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 102.4) / 10;
}

async function start(entry: string, dataDir: string) {
  const started = performance.now();
  const load = Math.round(os.loadavg()[0]! * 100) / 100;
  const { child, base } = await spawnPgliteServer(entry, dataDir, repoRoot);
  await waitFor(`${base}/api/health`, child, { timeoutMs: 300_000, intervalMs: 50 });
  const startS = Math.round((performance.now() - started) / 100) / 10;
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const result = { start_s: startS, idle_rss_mb: rssMb(child.pid!), load_avg_1m: load };
  await stopProcess(child);
  return result;
}

const results: Record<string, unknown> = {};
for (const { label, file } of entries) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-bench-start-'));
  try {
    const first = await start(file, dataDir);
    const restart = await start(file, dataDir);
    results[label] = { entry: path.relative(repoRoot, file), first_start: first, restart };
    console.log(`${label}: first start ${JSON.stringify(first)}, restart ${JSON.stringify(restart)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
fs.writeFileSync(
  path.join(repoRoot, 'bench/results/startup.json'),
  `${JSON.stringify({ name: 'startup', note: `PGlite; idle RSS ${IDLE_MS / 1000} s after /api/health answers`, measured_at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`,
);
