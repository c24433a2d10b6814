// node --import tsx bench/src/startup.ts — the built server on PGlite: time from spawn to a healthy
// /api/health and idle resident memory (VmRSS, 5 s after it answers), on a first start (empty data
// directory) and on a restart, BENCH_STARTUP_ROUNDS times (default 3; resident memory varies from
// one start to the next). The server is started as users start it (`node apps/server/dist/main.js`,
// what `npm start` and `npm run serve` run). BENCH_SERVER_ENTRY takes "label=path,label=path" to
// compare builds back to back in one run (default apps/server/dist/main.js). Memory is given in MiB
// (2^20 bytes, what /proc reports in KiB) and in decimal MB (10^6 bytes, the unit of issue 18's
// goal "idle ≤ 200 MB" = 190.7 MiB). Writes bench/results/startup.json.
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
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
/** Issue 18: idle resident memory ≤ 200 MB (decimal). */
const GOAL_MB_DECIMAL = 200;

/** VmRSS in bytes (the kernel reports KiB). */
function rssBytes(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

interface TStart {
  start_s: number;
  idle_rss_mib: number;
  idle_rss_mb_decimal: number;
  load_avg_1m: number;
}

async function start(entry: string, dataDir: string): Promise<TStart> {
  const started = performance.now();
  const load = Math.round(os.loadavg()[0]! * 100) / 100;
  const { child, base } = await spawnPgliteServer(entry, dataDir, repoRoot);
  await waitFor(`${base}/api/health`, child, { timeoutMs: 300_000, intervalMs: 50 });
  const startS = Math.round((performance.now() - started) / 100) / 10;
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const bytes = rssBytes(child.pid!);
  await stopProcess(child);
  return {
    start_s: startS,
    idle_rss_mib: round1(bytes / 2 ** 20),
    idle_rss_mb_decimal: round1(bytes / 1e6),
    load_avg_1m: load,
  };
}

const results: Record<string, unknown> = {};
for (const { label, file } of entries) {
  const runs: { first_start: TStart; restart: TStart }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-bench-start-'));
    try {
      const first = await start(file, dataDir);
      const restart = await start(file, dataDir);
      runs.push({ first_start: first, restart });
      console.log(
        `${label} #${round + 1}: first start ${first.start_s} s, ${first.idle_rss_mib} MiB = ${first.idle_rss_mb_decimal} MB; ` +
          `restart ${restart.start_s} s, ${restart.idle_rss_mib} MiB = ${restart.idle_rss_mb_decimal} MB (load ${first.load_avg_1m})`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const worst = (pick: (run: (typeof runs)[number]) => TStart) => {
    const starts = runs.map(pick);
    return {
      start_s: Math.max(...starts.map((s) => s.start_s)),
      idle_rss_mib: Math.max(...starts.map((s) => s.idle_rss_mib)),
      idle_rss_mb_decimal: Math.max(...starts.map((s) => s.idle_rss_mb_decimal)),
    };
  };
  const highest = { first_start: worst((r) => r.first_start), restart: worst((r) => r.restart) };
  const meetsGoal =
    Math.max(highest.first_start.idle_rss_mb_decimal, highest.restart.idle_rss_mb_decimal) <= GOAL_MB_DECIMAL;
  results[label] = { entry: path.relative(repoRoot, file), runs, highest, idle_goal_met: meetsGoal };
  console.log(
    `${label}: highest idle ${highest.first_start.idle_rss_mb_decimal} MB (first start) and ` +
      `${highest.restart.idle_rss_mb_decimal} MB (restart); goal ≤ ${GOAL_MB_DECIMAL} MB ${meetsGoal ? 'met' : 'NOT met'}`,
  );
}
fs.writeFileSync(
  path.join(repoRoot, 'bench/results/startup.json'),
  `${JSON.stringify(
    {
      name: 'startup',
      note:
        `PGlite; idle RSS (VmRSS) ${IDLE_MS / 1000} s after /api/health answers, in MiB (2^20 bytes) and decimal MB ` +
        `(10^6 bytes); ${ROUNDS} rounds of a first start on an empty DATA_DIR then a restart on it; highest = the ` +
        `largest of the rounds; goal (issue 18): idle ≤ ${GOAL_MB_DECIMAL} MB decimal = ${round1((GOAL_MB_DECIMAL * 1e6) / 2 ** 20)} MiB`,
      measured_at: new Date().toISOString(),
      cpus: os.cpus().length,
      goal_idle_mb_decimal: GOAL_MB_DECIMAL,
      results,
    },
    null,
    2,
  )}\n`,
);
