// node --import tsx bench/src/deep-link.ts — how fast a deep link into the resume drawer becomes
// usable (issue 19, item 7): the built server on a fresh PGlite data directory, Debian's Chromium
// through playwright-core, a signed-in user with one resume (a parser fixture) and one position.
// For each view (/resume?resumeId=…&view=analysis|optimize|chat) it loads the page RUNS times
// (fresh page, warm HTTP cache as a returning user has, after one warm-up load) and records:
//   - data_ms: navigation start → the resume detail call's response (the page's own data);
//   - usable_ms: navigation start → the view's first control visible and enabled;
//   - after_data_ms = usable_ms − data_ms, the goal's measure (< 1 000 ms on this machine).
// Writes bench/results/deep-link.json. Needs `npm run build`; skipped without /usr/bin/chromium.
// BENCH_TRACE=1 prints every request of every load with its time since navigation start.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startPgliteServer, stopProcess } from './processes.ts';
import { api, registerBenchUser, signedInScript } from './signed-in.ts';
import { median } from './median.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_DEEP_LINK_RUNS ?? 7);
// BENCH_SERVER_ENTRY: another build to measure (e.g. an earlier commit's, built in a worktree).
const serverEntry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/main.js'));
const resultsFile = process.env.BENCH_RESULTS_FILE ?? path.join(repoRoot, 'bench/results/deep-link.json');
/** How long the server may take to answer its health check, and a view's control to become enabled. */
const SERVER_START_MS = 60_000;
const ENABLED_MS = 30_000;
const resumeText = fs.readFileSync(
  path.join(repoRoot, 'apps/server/test/fixtures/parser/zh-01-backend-engineer.txt'),
  'utf8',
);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitEnabled(target: Locator, what: string): Promise<void> {
  const deadline = Date.now() + ENABLED_MS;
  while (!(await target.isEnabled())) {
    if (Date.now() > deadline) throw new Error(`${what}: control visible but not enabled after ${ENABLED_MS / 1000} s`);
    await sleep(10);
  }
}

const VIEWS: { view: string; control: (page: Page) => Locator }[] = [
  // The analysis view is usable when its result (the overall score) is on screen.
  { view: 'analysis', control: (p) => p.getByRole('dialog').getByText('综合得分', { exact: true }) },
  { view: 'optimize', control: (p) => p.getByRole('dialog').getByRole('button', { name: /生成优化方案|重新生成/ }) },
  {
    view: 'chat',
    control: (p) =>
      p
        .getByRole('dialog')
        .getByRole('textbox', { name: '给助手发消息' })
        .or(p.getByRole('dialog').getByRole('button', { name: '开始对话' })),
  },
];

if (!fs.existsSync('/usr/bin/chromium')) {
  console.log('deep link bench skipped: /usr/bin/chromium not found');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-deep-link-'));
// Whatever fails (the server's start, the browser's launch, a measurement), both are stopped.
let server: { base: string; child: ChildProcess } | undefined;
let browser: Browser | undefined;
try {
  server = await startPgliteServer(serverEntry, dataDir, repoRoot, SERVER_START_MS);
  const { base } = server;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const login = await registerBenchUser(base);
  const token = login.access_token;
  const resume = await api<{ id: number }>(base, 'POST', '/api/v1/resumes/upload-text', token, { content: resumeText });
  await api(base, 'POST', '/api/v1/positions', token, {
    name: 'Java后端工程师',
    company_name: '杭州某科技有限公司',
    requirements: { items: ['3年以上 Java 开发经验', '熟悉 Spring Boot、MySQL、Redis', '有微服务经验'] },
    is_template: false,
    is_public: false,
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  // Signed in as the login screen leaves a browser (the bench has no DOM types: the script is text).
  await context.addInitScript({ content: signedInScript(login) });

  const results = [];
  for (const { view, control } of VIEWS) {
    const rows: { data_ms: number; usable_ms: number }[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const page = await context.newPage();
      let dataAt = Number.NaN;
      let t0 = Date.now();
      if (process.env.BENCH_TRACE)
        page.on('requestfinished', (r) => console.error(`  ${Date.now() - t0}ms ${r.url().replace(base, '')}`));
      page.on('response', (r) => {
        if (Number.isNaN(dataAt) && new URL(r.url()).pathname === `/api/v1/resumes/${resume.id}`) dataAt = Date.now();
      });
      t0 = Date.now();
      await page.goto(`/resume?resumeId=${resume.id}&view=${view}`);
      const target = control(page).first();
      await target.waitFor({ state: 'visible', timeout: 30_000 });
      await waitEnabled(target, view);
      const usableAt = Date.now();
      if (process.env.BENCH_TRACE) console.error(`  usable at ${usableAt - t0}ms, data at ${dataAt - t0}ms`);
      await page.close();
      if (run === 0) continue; // warm-up: the first load fills the HTTP cache, as a returning user has it
      if (Number.isNaN(dataAt)) throw new Error(`${view}: the resume detail call was not seen`);
      rows.push({ data_ms: dataAt - t0, usable_ms: usableAt - t0 });
    }
    const after = rows.map((r) => r.usable_ms - r.data_ms);
    results.push({
      view,
      runs: rows.length,
      data_ms_median: median(rows.map((r) => r.data_ms)),
      usable_ms_median: median(rows.map((r) => r.usable_ms)),
      after_data_ms_median: median(after),
      after_data_ms_max: Math.max(...after),
    });
    console.log(
      `deep link view=${view}: data ${median(rows.map((r) => r.data_ms))} ms, usable ${median(rows.map((r) => r.usable_ms))} ms, after data ${median(after)} ms (max ${Math.max(...after)})`,
    );
  }
  const out = {
    name: 'deep-link',
    measured_at: new Date().toISOString(),
    server_entry: path.relative(repoRoot, serverEntry),
    machine: {
      cpus: os.cpus().length,
      load_average_1m: Math.round(os.loadavg()[0]! * 100) / 100,
      node: process.version,
    },
    note:
      'Built server (PGlite) + /usr/bin/chromium at 1440×900, one resume and one position; each view loaded ' +
      `${RUNS} times after a warm-up load. after_data_ms = control usable − resume detail response.`,
    results,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(out, null, 2)}\n`);
} finally {
  await browser?.close();
  if (server) await stopProcess(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
