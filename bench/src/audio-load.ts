// node --import tsx bench/src/audio-load.ts — the server's resident memory (RSS) and the data
// folder's growth while one user uploads BENCH_AUDIO_UPLOADS voice answers of BENCH_AUDIO_MIB each
// (issue 34, item 5: 8 uploads of 20 MiB raised RSS from 168 to 986 MiB and the database by
// 342 MiB), each into its own open formal session (where STT_PROVIDER is set; a stand-in
// transcription service answers in this process).
// Runs the server from source (node --import tsx apps/server/src/main.ts) for each tree named:
// this checkout ("after", first) and, when BENCH_AUDIO_BEFORE names a folder holding an older checkout of
// apps/server and packages/shared (e.g. `git archive <commit> apps/server packages/shared
// package.json | tar -x -C /tmp/op-before`, with node_modules and apps/server/dist linked from
// this checkout), that one too ("before"), in the same run. Writes bench/results/audio-load.json.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitFor } from './processes.ts';
import { api, registerBenchUser } from './signed-in.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const resultsFile = path.join(repoRoot, 'bench/results/audio-load.json');
const uploads = Number(process.env.BENCH_AUDIO_UPLOADS ?? 8);
const mib = Number(process.env.BENCH_AUDIO_MIB ?? 20);
const before = process.env.BENCH_AUDIO_BEFORE;

const RESUME = [
  '林知远',
  '工作经历',
  '2021.07-2024.06 杭州云栈科技有限公司 后端工程师',
  '• 主导引入 Redis 缓存热点商品数据，数据库 QPS 峰值下降 60%',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka',
].join('\n');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const toMib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Resident memory of a process, from /proc (Linux). */
function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Bytes under a folder (du). */
const folderBytes = (dir: string) =>
  fs.existsSync(dir) ? Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]) : 0;

/** `bytes` of WAV: a RIFF/WAVE header and silence (what the format check needs). */
function wav(bytes: number): Uint8Array {
  const out = Buffer.alloc(bytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(bytes - 8, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(bytes - 44, 40);
  return out;
}

/** An OpenAI-compatible /audio/transcriptions stand-in that reads and drops the upload. */
function sttStandIn(): http.Server {
  return http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"text":"我用 Redis 缓存。"}'));
  });
}

async function startServer(
  root: string,
  dataDir: string,
  sttUrl: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STT_PROVIDER: 'openai',
      STT_BASE_URL: sttUrl,
      AI_RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, { timeoutMs: 180_000 });
  return { child, base };
}

async function measure(label: string, root: string, sttUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `op-audio-${label}-`));
  let server: { child: ChildProcess; base: string } | undefined;
  try {
    server = await startServer(root, dataDir, sttUrl);
    const { base, child } = server;
    const login = await registerBenchUser(base, 0);
    const token = login.access_token;
    const resume = await api<{ id: number }>(base, 'POST', '/api/v1/resumes/upload-text', token, { content: RESUME });
    const sessions: { id: number; questionId: number }[] = [];
    for (let i = 0; i < uploads; i += 1) {
      const start = await api<{ session: { id: number } }>(base, 'POST', '/api/interview/start', token, {
        mode: 'formal',
        resume_id: resume.id,
        config: { question_count: 3 },
      });
      const { items } = await api<{ items: { id: number }[] }>(
        base,
        'GET',
        `/api/interview/session/${start.session.id}/questions`,
        token,
      );
      sessions.push({ id: start.session.id, questionId: items[0]!.id });
    }
    await sleep(2000);
    const pid = child.pid!;
    const idle = rssBytes(pid);
    const dataBefore = folderBytes(dataDir);
    let peak = idle;
    const poll = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
    const audio = new Blob([wav(mib * 1024 * 1024 - 1024)], { type: 'audio/wav' });
    const statuses: Record<string, number> = {};
    for (const s of sessions) {
      const form = new FormData();
      form.append('session_id', String(s.id));
      form.append('question_id', String(s.questionId));
      form.append('audio', audio, 'answer.wav');
      const res = await fetch(`${base}/api/interview/transcribe`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    await sleep(2000);
    clearInterval(poll);
    const after = rssBytes(pid);
    peak = Math.max(peak, after);
    const result = {
      tree: label,
      uploads: sessions.length,
      upload_mib: mib,
      statuses,
      rss_idle_mib: toMib(idle),
      rss_peak_mib: toMib(peak),
      rss_after_mib: toMib(after),
      data_dir_growth_mib: toMib(folderBytes(dataDir) - dataBefore),
      files_mib: toMib(folderBytes(path.join(dataDir, 'files'))),
      database_mib: toMib(folderBytes(path.join(dataDir, 'pgdata'))),
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopProcess(server?.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const stt = sttStandIn();
await new Promise<void>((resolve) => stt.listen(0, '127.0.0.1', resolve));
const sttUrl = `http://127.0.0.1:${(stt.address() as AddressInfo).port}`;
/** Written after each tree, so a slow "before" run still leaves the "after" figures. */
function writeResults(runs: unknown[]): void {
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, load_average: os.loadavg().map((n) => Math.round(n * 10) / 10) },
        how: 'one user, one open formal session per upload, uploads one after another; server from source (tsx) on PGlite',
        runs,
      },
      null,
      2,
    )}\n`,
  );
}

try {
  const runs = [];
  runs.push(await measure('after', repoRoot, sttUrl));
  writeResults(runs);
  if (before) {
    runs.push(await measure('before', path.resolve(before), sttUrl));
    writeResults(runs);
  }
  console.log(`wrote ${path.relative(repoRoot, resultsFile)}`);
} finally {
  stt.close();
}
