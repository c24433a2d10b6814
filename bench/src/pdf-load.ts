// node --import tsx bench/src/pdf-load.ts — GET /api/health latency (p50/p95/max) on the built
// server while interview-report PDFs are exported, against the same probe with no exports, in the
// same run (issue 34: renders on the server's thread pushed health p50 from 3 ms to 0.6 s).
// Three phases: baseline (no exports); renders (BENCH_PDF_USERS users, one connection each, each
// downloading BENCH_PDF_REPORTS different reports of its own: every download is a render in the
// worker pool); repeats (BENCH_PDF_CONNECTIONS connections of one user downloading one report for
// BENCH_SECONDS: the cache answers). Health is probed one request at a time, 10 ms apart.
// Writes bench/results/pdf-load.json. BENCH_SERVER_ENTRY (default apps/server/dist/main.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './median.ts';
import { startPgliteServer, stopProcess } from './processes.ts';
import { api, registerBenchUser } from './signed-in.ts';
import { SAMPLE_RESUME as RESUME } from '../../apps/server/test/support/sample-resume.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/main.js'));
const resultsFile = path.join(repoRoot, 'bench/results/pdf-load.json');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const users = Number(process.env.BENCH_PDF_USERS ?? 4);
const reportsPerUser = Number(process.env.BENCH_PDF_REPORTS ?? 4);
const repeatConnections = Number(process.env.BENCH_PDF_CONNECTIONS ?? 4);

if (!fs.existsSync(serverEntry)) throw new Error(`Build first: npm run build (${serverEntry} is missing).`);

const ANSWER =
  '在杭州云栈科技我负责订单服务：用 Spring Boot 拆分微服务，首先定位慢查询并做 MySQL 索引调优，然后引入 Redis 缓存热点数据，' +
  '结果接口响应从 320ms 降到 90ms，数据库 QPS 峰值下降 60%。我从中学到先量化瓶颈再动手，并且和测试同事一起补齐了压测脚本。';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number) => Math.round(n * 10) / 10;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const summary = (ms: number[]) => ({
  probes: ms.length,
  p50_ms: round(percentile(ms, 50)),
  p95_ms: round(percentile(ms, 95)),
  max_ms: round(Math.max(...ms)),
});

/** Probes /api/health one request at a time until `done` resolves; the latencies in ms. */
async function probeHealth(base: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const out: number[] = [];
  while (!finished) {
    const t = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    out.push(performance.now() - t);
    if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
    await sleep(10);
  }
  return out;
}

/** One ended formal interview with every question answered: a report of a few pages. */
async function endedInterview(base: string, token: string, resumeId: number): Promise<number> {
  const start = await api<{ session: { id: number } }>(base, 'POST', '/api/interview/start', token, {
    mode: 'formal',
    resume_id: resumeId,
    config: { question_count: 5 },
  });
  const id = start.session.id;
  for (let i = 0; i < 12; i += 1) {
    const { items } = await api<{ items: { id: number; answered: boolean }[] }>(
      base,
      'GET',
      `/api/interview/session/${id}/questions`,
      token,
    );
    const next = items.find((q) => !q.answered);
    if (!next) break;
    const reply = await api<{ session_status: string }>(base, 'POST', '/api/interview/submit-answer', token, {
      session_id: id,
      question_id: next.id,
      answer_text: ANSWER,
    });
    if (reply.session_status !== 'in_progress') return id;
  }
  await api(base, 'POST', `/api/interview/session/${id}/end`, token);
  return id;
}

interface TDownloads {
  statuses: Record<string, number>;
  ms: number[];
  bytes: number;
}

async function download(base: string, token: string, id: number, into: TDownloads): Promise<void> {
  const t = performance.now();
  const res = await fetch(`${base}/api/interview/session/${id}/report.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = Buffer.from(await res.arrayBuffer());
  into.ms.push(performance.now() - t);
  into.statuses[res.status] = (into.statuses[res.status] ?? 0) + 1;
  if (res.ok) {
    if (body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`report ${id}: not a PDF`);
    into.bytes = body.length;
  }
}

const downloadsSummary = (d: TDownloads) => ({
  downloads: d.ms.length,
  statuses: d.statuses,
  pdf_bytes: d.bytes,
  latency_p50_ms: round(median(d.ms)),
  latency_max_ms: round(Math.max(...d.ms)),
});

// Interviews call the AI limit; the bench measures PDFs, not that limit.
process.env.AI_RATE_LIMIT_PER_MINUTE = '10000';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-pdf-load-'));
let server: Awaited<ReturnType<typeof startPgliteServer>> | undefined;
try {
  server = await startPgliteServer(serverEntry, dataDir, repoRoot, 120_000);
  const { base } = server;
  const people: { token: string; reports: number[] }[] = [];
  for (let u = 0; u < users; u += 1) {
    const login = await registerBenchUser(base, u);
    const resume = await api<{ id: number }>(base, 'POST', '/api/v1/resumes/upload-text', login.access_token, {
      content: RESUME,
    });
    const reports = [];
    for (let r = 0; r < reportsPerUser; r += 1) reports.push(await endedInterview(base, login.access_token, resume.id));
    people.push({ token: login.access_token, reports });
  }
  console.log(`seeded ${users} users × ${reportsPerUser} ended interviews`);
  await sleep(1000);

  const loadBefore = os.loadavg()[0]!;
  const baseline = await probeHealth(base, sleep(seconds * 1000));
  console.log('baseline (no exports)', summary(baseline));

  // Every download a different report: each one a render in the pool.
  const renders: TDownloads = { statuses: {}, ms: [], bytes: 0 };
  const rendersStart = performance.now();
  const renderWork = Promise.all(
    people.map(async (p) => {
      for (const id of p.reports) await download(base, p.token, id, renders);
    }),
  );
  const duringRenders = await probeHealth(base, renderWork);
  const rendersSeconds = (performance.now() - rendersStart) / 1000;
  console.log('while rendering', summary(duringRenders), downloadsSummary(renders));

  // The case: several connections of one user downloading the same report again and again.
  const repeats: TDownloads = { statuses: {}, ms: [], bytes: 0 };
  const until = Date.now() + seconds * 1000;
  const owner = people[0]!;
  const repeatWork = Promise.all(
    Array.from({ length: repeatConnections }, async () => {
      while (Date.now() < until) await download(base, owner.token, owner.reports[0]!, repeats);
    }),
  );
  const duringRepeats = await probeHealth(base, repeatWork);
  console.log('while repeating one report', summary(duringRepeats), downloadsSummary(repeats));

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), load_avg_1m_before: round(loadBefore) },
    server: path.relative(repoRoot, serverEntry),
    health_baseline: summary(baseline),
    renders: {
      users,
      reports_per_user: reportsPerUser,
      seconds: round(rendersSeconds),
      health: summary(duringRenders),
      pdf: downloadsSummary(renders),
    },
    repeats: {
      connections: repeatConnections,
      seconds,
      health: summary(duringRepeats),
      pdf: downloadsSummary(repeats),
    },
    load_avg_1m_after: round(os.loadavg()[0]!),
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${path.relative(repoRoot, resultsFile)}`);
} finally {
  await stopProcess(server?.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
