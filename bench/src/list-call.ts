// node --import tsx bench/src/list-call.ts — the product's signed-in GET /api/v1/positions (20 rows)
// against a reference handler (bench/src/reference-list.ts: bare Fastify running the same SQL on
// node-postgres or PGlite), measured back to back in the same run, BENCH_ROUNDS times, on
// PostgreSQL (BENCH_PG_URL, a fresh database created beside it) and on PGlite. The machine is
// shared, so absolute figures are noisy: the ratio product / reference of each pair is the figure,
// and every pair records the load average it ran under. Writes bench/results/list-call.json.
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3),
// BENCH_DRIVERS (default "postgres,pglite"), BENCH_LOG_LEVEL (the server's, default info),
// BENCH_SERVER_ENTRY (default apps/server/dist/main.js).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, stopProcess, waitFor } from './processes.ts';
import { median } from './median.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const resultsFile = path.join(repoRoot, 'bench/results/list-call.json');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const drivers = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').map((d) => d.trim());
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverEntry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/main.js'));
const referenceEntry = path.join(repoRoot, 'bench/src/reference-list.ts');
const ROWS = 20;

if (!fs.existsSync(serverEntry)) throw new Error(`Build first: npm run build (${serverEntry} is missing).`);

function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) the process has used: far less sensitive to a busy machine than req/s. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const loadAvg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

interface TProcess {
  child: ChildProcess;
  url: string;
}

async function startProcess(args: string[], env: Record<string, string>, probe: string): Promise<TProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probe}`, child, { timeoutMs: 120_000, accept: (res) => res.status < 500 });
  return { child, url };
}

const stop = (p: TProcess | undefined): Promise<void> => stopProcess(p?.child);

function startProduct(env: Record<string, string>): Promise<TProcess> {
  return startProcess([serverEntry], { LOG_LEVEL: logLevel, CAPTCHA_MODE: 'off', ...env }, '/api/health');
}

function startReference(env: Record<string, string>): Promise<TProcess> {
  return startProcess(['--import', 'tsx', referenceEntry], env, '/positions');
}

/** Registers a user and creates 20 positions through the API; returns the API token and user id. */
async function seed(baseUrl: string): Promise<{ token: string; userId: number }> {
  const n = `${Date.now() % 1_000_000}`;
  const res = await fetch(`${baseUrl}/api/v1/auth/register/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench_${n}`, password: 'Offer#2026pilot' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const login = (await res.json()) as { casdoor_token: string; user: { id: number } };
  for (let i = 0; i < ROWS; i += 1) {
    const created = await fetch(`${baseUrl}/api/v1/positions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.casdoor_token}` },
      body: JSON.stringify({
        name: `后端开发工程师 ${i + 1}`,
        company_name: '领航科技',
        industry: '互联网',
        experience_level: '3-5年',
        work_location: '北京',
        salary_range: '25-40K',
        responsibilities: '负责核心服务的设计与开发，保障系统稳定与性能。',
        requirements: { items: ['熟悉 Node.js 与 TypeScript', '熟悉 PostgreSQL'] },
      }),
    });
    if (!created.ok) throw new Error(`create position failed: ${created.status} ${await created.text()}`);
  }
  return { token: login.casdoor_token, userId: login.user.id };
}

/** Both answer 20 positions with the same total before either is measured. */
async function checkAnswers(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data?: { positions: unknown[]; total: number } };
  if (res.status !== 200 || body.data?.positions.length !== ROWS || body.data.total !== ROWS) {
    throw new Error(`${url} answered ${res.status} with ${JSON.stringify(body).slice(0, 200)}`);
  }
}

interface TMeasure {
  requests_per_s: number;
  latency_ms: { p50: number; p99: number; mean: number };
  errors: number;
  non_2xx: number;
  rss_mb: number | undefined;
  load_avg_1m_before: number;
  /** CPU time of the measured process per answered request (the database server's not included). */
  cpu_ms_per_request: number;
}

async function measure(url: string, pid: number, headers: Record<string, string> = {}): Promise<TMeasure> {
  await autocannon({ url, connections, duration: 2, headers });
  const load = loadAvg()[0]!;
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, connections, duration, headers });
  const cpuMs = (cpuSeconds(pid) - cpuBefore) * 1000;
  return {
    requests_per_s: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p99: r.latency.p99, mean: Math.round(r.latency.average * 100) / 100 },
    errors: r.errors + r.timeouts,
    non_2xx: r.non2xx,
    rss_mb: rssMb(pid),
    load_avg_1m_before: load,
    cpu_ms_per_request: Math.round((cpuMs / Math.max(1, r.requests.total)) * 1000) / 1000,
  };
}

async function runPairs(product: TProcess, reference: TProcess, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const productUrl = `${product.url}/api/v1/positions?page=1&page_size=${ROWS}`;
  const referenceUrl = `${reference.url}/positions`;
  await checkAnswers(productUrl, headers);
  await checkAnswers(referenceUrl, {});
  const idleRss = rssMb(product.child.pid!);
  const pairs = [];
  for (let i = 0; i < rounds; i += 1) {
    const p = await measure(productUrl, product.child.pid!, headers);
    const r = await measure(referenceUrl, reference.child.pid!);
    const ratio = Math.round((p.requests_per_s / r.requests_per_s) * 1000) / 1000;
    const cpuRatio = Math.round((r.cpu_ms_per_request / p.cpu_ms_per_request) * 1000) / 1000;
    console.log(
      `  round ${i + 1}: product ${p.requests_per_s} req/s p99 ${p.latency_ms.p99} ms ${p.cpu_ms_per_request} CPU ms/req (load ${p.load_avg_1m_before}) | reference ${r.requests_per_s} req/s p99 ${r.latency_ms.p99} ms ${r.cpu_ms_per_request} CPU ms/req (load ${r.load_avg_1m_before}) | ratio ${ratio}, CPU ratio ${cpuRatio}`,
    );
    pairs.push({ product: p, reference: r, ratio_requests_per_s: ratio, ratio_cpu_per_request: cpuRatio });
  }
  return {
    product_idle_rss_mb_before_load: idleRss,
    pairs,
    median_ratio_requests_per_s: median(pairs.map((x) => x.ratio_requests_per_s)),
    /** reference CPU per request / product CPU per request: the throughput share on an idle machine. */
    median_ratio_cpu_per_request: median(pairs.map((x) => x.ratio_cpu_per_request)),
    median_product_cpu_ms_per_request: median(pairs.map((x) => x.product.cpu_ms_per_request)),
    median_product_p99_ms: median(pairs.map((x) => x.product.latency_ms.p99)),
    median_reference_p99_ms: median(pairs.map((x) => x.reference.latency_ms.p99)),
  };
}

async function benchPostgres() {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${pgAdminUrl}: ${(error as Error).message}` };
  }
  const dbName = `op_bench_${process.pid}`;
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${dbName}`;
  let product: TProcess | undefined;
  let reference: TProcess | undefined;
  try {
    product = await startProduct({ DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() });
    const { token, userId } = await seed(product.url);
    reference = await startReference({ REF_DRIVER: 'pg', DATABASE_URL: url.toString(), REF_USER_ID: String(userId) });
    return await runPairs(product, reference, token);
  } finally {
    await stop(product);
    await stop(reference);
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  }
}

async function benchPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-bench-list-'));
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-bench-ref-'));
  let product: TProcess | undefined;
  let reference: TProcess | undefined;
  try {
    // Seed, stop, copy the database for the reference (PGlite is single-process), start again.
    product = await startProduct({ DATABASE_URL: '', DATA_DIR: dataDir });
    const { token, userId } = await seed(product.url);
    await stop(product);
    fs.cpSync(path.join(dataDir, 'pgdata'), path.join(copyDir, 'pgdata'), { recursive: true });
    product = await startProduct({ DATABASE_URL: '', DATA_DIR: dataDir });
    reference = await startReference({
      REF_DRIVER: 'pglite',
      REF_PGDATA: path.join(copyDir, 'pgdata'),
      REF_USER_ID: String(userId),
    });
    return await runPairs(product, reference, token);
  } finally {
    await stop(product);
    await stop(reference);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}

const report: Record<string, unknown> = {
  name: 'list-call',
  note: `GET /api/v1/positions signed in (${ROWS} rows) vs a bare Fastify route running the same SQL, pairs back to back`,
  measured_at: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    load_avg_at_start: loadAvg(),
  },
  settings: { duration_s: duration, connections, rounds, server_log_level: logLevel },
};
for (const driver of drivers) {
  console.log(`${driver}: ${rounds} pairs of ${duration}s at ${connections} connections`);
  report[driver] = driver === 'postgres' ? await benchPostgres() : await benchPglite();
}
report.load_avg_at_end = loadAvg();
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`written ${path.relative(repoRoot, resultsFile)}`);
