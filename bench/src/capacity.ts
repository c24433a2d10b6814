// node --import tsx bench/src/capacity.ts — what one server process carries of the heavy calls
// (issue 18, capacity): uploads of a real PDF (conversion in the worker pool, parse, store) and the
// built-in AI (job analysis, optimisation), each from WORKERS signed-in users calling back to back
// for DURATION seconds on the built server (PGlite, fresh data directory; BENCH_CAPACITY_PG_URL runs
// it on that PostgreSQL instead). The per-user AI limit is raised for the run (AI_RATE_LIMIT_PER_MINUTE)
// so that the server, not the limit, is measured. Writes bench/results/capacity-{pglite,postgres}.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPgliteServer, stopProcess } from './processes.ts';
import { api, registerBenchUser } from './signed-in.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const WORKERS = Number(process.env.BENCH_CAPACITY_WORKERS ?? 4);
const DURATION_S = Number(process.env.BENCH_CAPACITY_SECONDS ?? 20);
const pgUrl = process.env.BENCH_CAPACITY_PG_URL;
const pdf = fs.readFileSync(path.join(repoRoot, 'apps/server/test/fixtures/resumes/zh-two-column.pdf'));
const resumeText = fs.readFileSync(
  path.join(repoRoot, 'apps/server/test/fixtures/parser/zh-01-backend-engineer.txt'),
  'utf8',
);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

/** WORKERS loops calling `call` back to back for DURATION_S; completed calls per minute and latencies. */
async function load(name: string, call: (worker: number) => Promise<Response>) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const end = Date.now() + DURATION_S * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await call(worker);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const ok = statuses['200'] ?? 0;
  const row = {
    call: name,
    workers: WORKERS,
    seconds: Math.round(seconds * 10) / 10,
    per_minute: Math.round((ok / seconds) * 60),
    p50_ms: Math.round(percentile(latencies, 50)),
    p99_ms: Math.round(percentile(latencies, 99)),
    statuses,
  };
  console.log(
    `${name.padEnd(34)} ${String(row.per_minute).padStart(6)}/min  p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  ${JSON.stringify(statuses)}`,
  );
  return row;
}

process.env.AI_RATE_LIMIT_PER_MINUTE = '10000';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-capacity-'));
let server: Awaited<ReturnType<typeof startPgliteServer>> | undefined;
try {
  server = await startPgliteServer(serverEntry, dataDir, repoRoot, 120_000, pgUrl ? { DATABASE_URL: pgUrl } : {});
  const { base } = server;
  const users: { auth: Record<string, string>; resumeId: number; positionId: number }[] = [];
  for (let i = 0; i < WORKERS; i++) {
    const login = await registerBenchUser(base, i);
    const auth = { authorization: `Bearer ${login.access_token}` };
    const resume = await api<{ id: number }>(base, 'POST', '/api/v1/resumes/upload-text', login.access_token, {
      content: resumeText,
    });
    const position = await api<{ id: number }>(base, 'POST', '/api/v1/positions', login.access_token, {
      name: 'Java后端工程师',
      company_name: '杭州某科技有限公司',
      responsibilities: '负责交易系统的后端开发与性能优化',
      requirements: { items: ['3年以上 Java 开发经验', '熟悉 Spring Boot、MySQL、Redis', '有微服务经验'] },
      is_template: false,
      is_public: false,
    });
    users.push({ auth, resumeId: resume.id, positionId: position.id });
  }
  const post = (worker: number, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...users[worker]!.auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rows = [
    await load('upload (PDF, 2 pages)', (w) => {
      const form = new FormData();
      form.append('file', new Blob([pdf]), '简历.pdf');
      return fetch(`${base}/api/v1/resumes/upload`, { method: 'POST', headers: users[w]!.auth, body: form });
    }),
    await load('analysis against a position', (w) =>
      post(w, `/api/v1/resumes/${users[w]!.resumeId}/analyze`, {
        analysis_type: 'job_based',
        position_id: users[w]!.positionId,
      }),
    ),
    await load('optimisation (direct, force)', (w) =>
      post(w, `/api/v1/resumes/${users[w]!.resumeId}/optimize/direct`, { force: true }),
    ),
  ];
  const file = path.join(repoRoot, `bench/results/capacity-${pgUrl ? 'postgres' : 'pglite'}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        name: 'capacity',
        note:
          `One built server process on ${pgUrl ? 'PostgreSQL' : 'PGlite'}; ${WORKERS} signed-in users calling back to back ` +
          `for ${DURATION_S} s per call; per_minute counts 200 answers. Upload = multipart PDF ` +
          '(apps/server/test/fixtures/resumes/zh-two-column.pdf) converted in the worker pool; analysis and optimisation ' +
          'use the built-in engine on a parser fixture against one position.',
        measured_at: new Date().toISOString(),
        database: pgUrl ? 'postgres' : 'pglite',
        cpus: os.cpus().length,
        load_avg_at_start: os.loadavg().map((x) => Math.round(x * 100) / 100),
        rows,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await stopProcess(server?.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
