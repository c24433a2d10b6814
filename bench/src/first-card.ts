// node --import tsx bench/src/first-card.ts — how long a phone on a slow network waits for the
// resume library (issue 18): a cold first visit of /resume, signed in with one resume, in Debian's
// Chromium with the throttling applied for real (not simulated as Lighthouse's default does), with
// the figures Lighthouse's own applied ("devtools") throttling uses for slow 4G: CPU 4× slower,
// 562.5 ms added to every request (150 ms round trips × 3.75), 1.44 Mbit/s down and 675 kbit/s up
// (1.6 Mbit/s and 750 kbit/s × 0.9), on a 390 px wide screen. Per load: card_ms (navigation → the first card's text on screen) and when the
// API calls started and ended (validate, the list), so a waterfall shows. Each load on a fresh
// server (fresh PGlite) and a fresh browser context.
// BENCH_FIRST_CARD_RUNS (default 5). BENCH_WEB_DISTS=/tmp/a,/tmp/b compares web builds in turns
// (the server is pointed at each with WEB_DIST_DIR; apps/web/dist is never touched).
// Writes bench/results/first-card.json. Needs `npm run build`; skipped without /usr/bin/chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startPgliteServer, stopProcess } from './processes.ts';
import { api, registerBenchUser, signedInScript } from './signed-in.ts';
import { median as middle } from './median.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const resultsFile = path.join(repoRoot, 'bench/results/first-card.json');
const RUNS = Number(process.env.BENCH_FIRST_CARD_RUNS ?? 5);
const DISTS = (process.env.BENCH_WEB_DISTS ?? '').split(',').filter(Boolean);
const resumeText = fs.readFileSync(
  path.join(repoRoot, 'apps/server/test/fixtures/parser/zh-01-backend-engineer.txt'),
  'utf8',
);

if (!fs.existsSync('/usr/bin/chromium')) {
  console.log('first-card bench skipped: /usr/bin/chromium not found');
  process.exit(0);
}

/** The median load, in whole milliseconds. */
const median = (xs: number[]) => Math.round(middle(xs));

async function oneLoad(browser: Awaited<ReturnType<typeof chromium.launch>>, dist: string | null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-first-card-'));
  const server = await startPgliteServer(serverEntry, dataDir, repoRoot, 60_000, dist ? { WEB_DIST_DIR: dist } : {});
  try {
    const { base } = server;
    const login = await registerBenchUser(base);
    await api(base, 'POST', '/api/v1/resumes/upload-text', login.access_token, { content: resumeText });
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/api/health`);
      await page.evaluate(signedInScript(login));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(`${base}/resume`, { waitUntil: 'commit' });
      await page.locator('.op-resume-card__excerpt').first().waitFor({ timeout: 120_000 });
      const cardMs = Date.now() - started;
      const calls = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => ({
            path: new URL(e.name).pathname,
            start_ms: Math.round(e.startTime),
            end_ms: Math.round(e.startTime + e.duration),
          })),
      );
      return { card_ms: cardMs, api_calls: calls };
    } finally {
      await context.close();
    }
  } finally {
    await stopProcess(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const builds = DISTS.length ? DISTS.map((d) => path.resolve(d)) : [null];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const loads: Record<string, Awaited<ReturnType<typeof oneLoad>>[]> = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const dist of builds) {
      const load = await oneLoad(browser, dist);
      const name = dist ?? path.relative(repoRoot, webDist);
      (loads[name] ??= []).push(load);
      const list = load.api_calls.find((c) => c.path === '/api/v1/resumes');
      const validates = load.api_calls.filter((c) => c.path.endsWith('/validate')).length;
      console.log(
        `${name}: first card after ${load.card_ms} ms (list call ${list?.start_ms}–${list?.end_ms} ms, ${validates} validate call(s), load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
} finally {
  await browser.close();
}
const summary = Object.fromEntries(
  Object.entries(loads).map(([name, xs]) => [
    name,
    { runs: xs.length, card_ms_median: median(xs.map((x) => x.card_ms)), card_ms: xs.map((x) => x.card_ms) },
  ]),
);
for (const [name, s] of Object.entries(summary)) console.log(`${name}: median ${s.card_ms_median} ms of ${s.runs}`);
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      name: 'first-card',
      note: "Cold first visit of /resume signed in with one resume, Debian Chromium, applied throttling with Lighthouse's devtools slow-4G figures (CPU 4x, 562.5 ms per request, 1.44 Mbit/s down, 675 kbit/s up, 390 px); card_ms = navigation to the first resume card on screen; each load on a fresh server.",
      measured_at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model ?? 'unknown' },
      summary,
      loads,
    },
    null,
    2,
  )}\n`,
);
console.log(`written ${path.relative(repoRoot, resultsFile)}`);
