// node --import tsx bench/src/extraction.ts — PDF text extraction: our convertFile (unpdf + the
// layout reader) against poppler's pdftotext on the resume fixtures, in the same run. Writes
// bench/results/extraction.json. BENCH_ITERATIONS (default 20) sets the measured runs per file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getDocumentProxy } from 'unpdf';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/convert.ts';
import { layoutPageText, type TPdfTextItem } from '../../apps/server/src/modules/conversion/pdf-layout.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(repoRoot, 'apps/server/test/fixtures/resumes');
const resultsFile = path.join(repoRoot, 'bench/results/extraction.json');
const iterations = Math.max(1, Number(process.env.BENCH_ITERATIONS ?? 20));
const warmup = 3;

interface TTimes {
  p50_ms: number;
  mean_ms: number;
  min_ms: number;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function summarise(samples: number[]): TTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const p50 = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    p50_ms: round(p50),
    mean_ms: round(sorted.reduce((s, v) => s + v, 0) / sorted.length),
    min_ms: round(sorted[0]!),
  };
}

async function timeRuns(run: () => Promise<unknown>): Promise<TTimes> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/** Runs a command to its end; its stdout, or an error when it cannot start or fails. */
function execute(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function hasPdftotext(): Promise<string | undefined> {
  try {
    return await new Promise<string>((resolve, reject) => {
      const child = spawn('pdftotext', ['-v'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(/pdftotext version (\S+)/.exec(text)?.[1] ?? 'unknown'));
    });
  } catch {
    return undefined;
  }
}

/** Character-bigram Jaccard over the non-whitespace characters (both sides NFKC-normalised). */
function bigramJaccard(a: string, b: string): number {
  const grams = (text: string) => {
    const chars = [...normaliseText(text).replace(/\s/g, '')];
    return new Set(chars.slice(1).map((c, i) => chars[i]! + c));
  };
  const [x, y] = [grams(a), grams(b)];
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  const union = x.size + y.size - shared;
  return union ? round(shared / union, 3) : 1;
}

/** Each page's text items and width, read once, so the layout reader can be timed on its own. */
async function readPages(buffer: Buffer): Promise<{ items: TPdfTextItem[]; width: number }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false });
  try {
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item): TPdfTextItem[] => ('str' in item ? [item] : []));
      pages.push({ items, width: page.view[2]! - page.view[0]! });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

const version = await hasPdftotext();
if (!version) {
  console.warn(
    'pdftotext was not found (Debian: apt-get install -y poppler-utils): recording our own figures only, no comparison.',
  );
}

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpu_model: os.cpus()[0]?.model ?? 'unknown',
  total_mem_gb: Math.round(os.totalmem() / 2 ** 30),
};

// The cost of starting pdftotext at all: every pdftotext figure below includes it.
const spawnBaseline = version ? await timeRuns(() => execute('pdftotext', ['-v']).catch(() => '')) : undefined;

const files = fs
  .readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const results = [];
const skipped: { file: string; reason: string }[] = [];
for (const file of files) {
  const filePath = path.join(fixturesDir, file);
  const buffer = fs.readFileSync(filePath);
  let ours;
  try {
    ours = await convertFile(buffer);
  } catch (error) {
    skipped.push({ file, reason: `convertFile refuses it: ${(error as Error).message}` });
    continue;
  }
  const pages = ours.pages;
  console.log(`measuring ${file} (${pages} page${pages === 1 ? '' : 's'}, ${iterations} runs each)`);
  const oursTimes = await timeRuns(() => convertFile(buffer));
  const pageItems = await readPages(buffer);
  const layoutTimes = await timeRuns(async () => pageItems.map((p) => layoutPageText(p.items, p.width)));
  const entry: Record<string, unknown> = {
    file,
    bytes: buffer.length,
    pages,
    ours: { ...oursTimes, p50_ms_per_page: round(oursTimes.p50_ms / pages), chars: ours.text.length },
    layout_reader_only: { p50_ms_per_page: round(layoutTimes.p50_ms / pages, 3) },
  };
  if (version && spawnBaseline) {
    const plainText = await execute('pdftotext', [filePath, '-']);
    const layoutText = await execute('pdftotext', ['-layout', filePath, '-']);
    const plain = await timeRuns(() => execute('pdftotext', [filePath, '-']));
    const layout = await timeRuns(() => execute('pdftotext', ['-layout', filePath, '-']));
    const net = (t: TTimes) => round(Math.max(0, t.p50_ms - spawnBaseline.p50_ms));
    const perPage = (t: TTimes) => round(t.p50_ms / pages);
    entry.pdftotext = { ...plain, p50_ms_per_page: perPage(plain), p50_ms_minus_spawn: net(plain) };
    entry.pdftotext_layout = { ...layout, p50_ms_per_page: perPage(layout), p50_ms_minus_spawn: net(layout) };
    entry.ratio_ours_to_pdftotext = {
      p50: round(oursTimes.p50_ms / plain.p50_ms),
      p50_layout: round(oursTimes.p50_ms / layout.p50_ms),
      p50_minus_spawn: net(plain) > 0 ? round(oursTimes.p50_ms / net(plain)) : null,
    };
    entry.agreement_bigram_jaccard = {
      pdftotext: bigramJaccard(ours.text, plainText),
      pdftotext_layout: bigramJaccard(ours.text, layoutText),
    };
  }
  results.push(entry);
}

const report = {
  name: 'extraction',
  note:
    'PDF → text per fixture: our convertFile (unpdf/pdf.js + layout reader + normalisation, in process) against ' +
    "Debian's pdftotext (plain and -layout) spawned as a process, so pdftotext figures include process start; " +
    'layout_reader_only times our layout reader alone on items read beforehand (the rest is pdf.js); ' +
    'spawn_baseline is a `pdftotext -v` spawn, and *_minus_spawn subtracts its p50. Agreement: character-bigram ' +
    'Jaccard over non-whitespace characters, NFKC on both sides (1 = the same text).',
  measured_at: new Date().toISOString(),
  machine,
  settings: { iterations, warmup },
  pdftotext: version ? { version, spawn_baseline: spawnBaseline } : { missing: true },
  files: results,
  skipped,
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

const rows = results.map((r) => {
  const e = r as {
    file: string;
    pages: number;
    ours: TTimes & { p50_ms_per_page: number };
    layout_reader_only: { p50_ms_per_page: number };
    pdftotext?: TTimes & { p50_ms_minus_spawn: number };
    pdftotext_layout?: TTimes;
    ratio_ours_to_pdftotext?: { p50: number; p50_minus_spawn: number | null };
    agreement_bigram_jaccard?: { pdftotext: number; pdftotext_layout: number };
  };
  return {
    file: e.file,
    pages: e.pages,
    'ours p50 ms': e.ours.p50_ms,
    'ours mean ms': e.ours.mean_ms,
    'ours ms/page': e.ours.p50_ms_per_page,
    'layout ms/page': e.layout_reader_only.p50_ms_per_page,
    'pdftotext p50 ms': e.pdftotext?.p50_ms ?? '-',
    'pdftotext -layout p50 ms': e.pdftotext_layout?.p50_ms ?? '-',
    'ratio ours/pdftotext': e.ratio_ours_to_pdftotext?.p50 ?? '-',
    'ratio minus spawn': e.ratio_ours_to_pdftotext?.p50_minus_spawn ?? '-',
    'bigram Jaccard': e.agreement_bigram_jaccard?.pdftotext ?? '-',
    'Jaccard -layout': e.agreement_bigram_jaccard?.pdftotext_layout ?? '-',
  };
});
console.table(rows);
if (spawnBaseline) console.log(`pdftotext ${version}; spawn of \`pdftotext -v\`: p50 ${spawnBaseline.p50_ms} ms`);
for (const s of skipped) console.log(`skipped ${s.file}: ${s.reason}`);
console.log(`wrote ${path.relative(repoRoot, resultsFile)}`);
