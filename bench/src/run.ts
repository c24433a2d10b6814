// npm run bench — measures the built server with autocannon; writes bench/results/<name>.json.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitFor } from './processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const resultsDir = path.join(repoRoot, 'bench/results');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Resident memory of a process in MiB: current (VmRSS) and peak (VmHWM), from /proc. */
function readRss(pid: number): { rss_mb: number; peak_rss_mb: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss_mb: Math.round(kb('VmRSS') / 102.4) / 10, peak_rss_mb: Math.round(kb('VmHWM') / 102.4) / 10 };
  } catch {
    return undefined;
  }
}

interface TMeasure {
  url: string;
  requests_per_s: number;
  latency_ms: { p50: number; p99: number; mean: number };
  throughput_mb_s: number;
  errors: number;
  non_2xx: number;
  rss: { rss_mb: number; peak_rss_mb: number } | undefined;
}

async function measure(url: string, pid: number, headers: Record<string, string> = {}): Promise<TMeasure> {
  // A short warm-up so JIT and caches are settled before the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return {
    url,
    requests_per_s: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p99: r.latency.p99, mean: Math.round(r.latency.average * 100) / 100 },
    throughput_mb_s: Math.round((r.throughput.average / 1024 / 1024) * 100) / 100,
    errors: r.errors + r.timeouts,
    non_2xx: r.non2xx,
    rss: readRss(pid),
  };
}

function spawnNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const assetsDir = path.join(repoRoot, 'apps/web/dist/assets');
if (!fs.existsSync(serverEntry) || !fs.existsSync(assetsDir)) {
  throw new Error('Build first: npm run build (npm run bench does it).');
}
// The entry script of the SPA: the asset every visitor downloads first.
const indexHtml = fs.readFileSync(path.join(repoRoot, 'apps/web/dist/index.html'), 'utf8');
const entryAsset = /src="(\/assets\/index-[^"]+\.js)"/.exec(indexHtml)?.[1];
if (!entryAsset) throw new Error('could not find the entry script in apps/web/dist/index.html');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-bench-'));
const [appPort, helloPort] = [await freePort(), await freePort()];
const server = spawnNode([serverEntry], {
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
});
const hello = spawnNode(['--import', 'tsx', path.join(repoRoot, 'bench/src/hello-world.ts')], {
  PORT: String(helloPort),
});

try {
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, server, { intervalMs: 200 });
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello, { intervalMs: 200 });

  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    total_mem_gb: Math.round(os.totalmem() / 2 ** 30),
  };
  const settings = { duration_s: duration, connections };

  console.log(`baseline: bare Fastify hello-world (${duration}s, ${connections} connections)`);
  const baseline = await measure(`http://127.0.0.1:${helloPort}/`, hello.pid!);

  const targets = [
    {
      name: 'health',
      url: `http://127.0.0.1:${appPort}/api/health`,
      note: 'GET /api/health: one database round trip per request (PGlite)',
    },
    {
      name: 'static-asset',
      url: `http://127.0.0.1:${appPort}${entryAsset}`,
      note: `GET ${entryAsset}: the SPA entry script, served brotli-compressed as a browser asks for it`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
  ];
  fs.mkdirSync(resultsDir, { recursive: true });
  for (const target of targets) {
    console.log(`measuring ${target.name}: ${target.url}`);
    const result = await measure(target.url, server.pid!, target.headers);
    const report = {
      name: target.name,
      note: target.note,
      measured_at: new Date().toISOString(),
      machine,
      settings,
      result,
      baseline: { name: 'bare Fastify hello-world, same run', ...baseline },
      ratio_to_baseline: {
        requests_per_s: Math.round((result.requests_per_s / baseline.requests_per_s) * 1000) / 1000,
        latency_p50: baseline.latency_ms.p50
          ? Math.round((result.latency_ms.p50 / baseline.latency_ms.p50) * 100) / 100
          : null,
        latency_p99: baseline.latency_ms.p99
          ? Math.round((result.latency_ms.p99 / baseline.latency_ms.p99) * 100) / 100
          : null,
      },
    };
    fs.writeFileSync(path.join(resultsDir, `${target.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `  ${result.requests_per_s} req/s (x${report.ratio_to_baseline.requests_per_s} of baseline), p50 ${result.latency_ms.p50} ms, p99 ${result.latency_ms.p99} ms, RSS ${result.rss?.rss_mb} MiB (peak ${result.rss?.peak_rss_mb}), errors ${result.errors}, non-2xx ${result.non_2xx}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  hello.kill('SIGTERM');
  await Promise.all(
    [server, hello].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
