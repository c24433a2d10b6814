// node --import tsx bench/src/resume-parser.ts — field-level precision and recall of the built-in
// resume parser against the hand-written expectations in apps/server/test/fixtures/parser, its
// coverage (how much of each resume's text the structured form keeps) on every corpus we have, and
// its parse time; writes bench/results/resume-parser.json. Needs no built server.
//
// The coverage baseline (the parser before issue 12's coverage work) is carried forward from the
// previous results file; BENCH_PARSER_BASELINE=<file> replaces it with the `coverage.current` (or
// `current`) of another results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/index.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import { resumeCoverage, withoutLabels } from '../../apps/server/src/text/resume-coverage.ts';
import {
  FAMILIES,
  FIXED_NOW,
  isCorpus,
  listExpectations,
  loadResumeText,
  scoreResume,
  type TCount,
  type TFamily,
} from '../../apps/server/test/support/resume-expectations.ts';
import { parseCsv } from './csv.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_PARSE_RUNS ?? 50);
const sharedCorpus = path.resolve(repoRoot, '../shared/corpus');
const resultsFile = path.join(repoRoot, 'bench/results/resume-parser.json');

interface TScore extends TCount {
  precision: number | null;
  recall: number | null;
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
const withRates = (c: TCount): TScore => ({
  ...c,
  precision: ratio(c.tp, c.tp + c.fp),
  recall: ratio(c.tp, c.tp + c.fn),
});
const add = (a: TCount, b: TCount): TCount => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
const zero = (): TCount => ({ tp: 0, fp: 0, fn: 0 });

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 1000) / 1000;
}

const fixtures = listExpectations();
const sets = { zh: zero(), en: zero() };
const families: Record<'zh' | 'en', Partial<Record<TFamily, TCount>>> = { zh: {}, en: {} };
const perResume: { name: string; set: 'zh' | 'en'; tp: number; fp: number; fn: number; median_ms: number }[] = [];
const times: number[] = [];

for (const { name, expectation } of fixtures) {
  const set = isCorpus(expectation) ? 'en' : 'zh';
  const text = await loadResumeText(expectation);
  const parsed = parseResume(text, { now: FIXED_NOW });
  const own: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    parseResume(text, { now: FIXED_NOW });
    own.push(performance.now() - t0);
  }
  times.push(...own);
  own.sort((a, b) => a - b);
  let total = zero();
  for (const [family, count] of Object.entries(scoreResume(parsed, expectation)) as [TFamily, TCount][]) {
    families[set][family] = add(families[set][family] ?? zero(), count);
    total = add(total, count);
  }
  sets[set] = add(sets[set], total);
  perResume.push({ name, set, ...total, median_ms: percentile(own, 50) });
}
times.sort((a, b) => a - b);

// Hostile inputs at the conversion limit (200,000 characters): every pattern must stay linear.
const LIMIT = 200_000;
const fill = (unit: string) => unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT);
const hostile = {
  digits: fill('1'),
  spaces: `a${' '.repeat(LIMIT - 2)}b`,
  date_dashes: fill('2019.09-'),
  labels: fill('姓名：'),
  entries: fill('工作经历\n2019.09-至今 某某科技有限公司 工程师\n• 负责开发\n'),
  english: fill('Sep 2019 – Present: Engineer, Acme Ltd (London, UK) '),
};
const hostileMs = Object.fromEntries(
  Object.entries(hostile).map(([name, text]) => {
    const t0 = performance.now();
    parseResume(text, { now: FIXED_NOW });
    return [name, Math.round(performance.now() - t0)];
  }),
);

// ── Coverage ────────────────────────────────────────────────────────────────────────────────

interface TCoverageInput {
  id: string;
  text: string;
}

/** 83 distinct English resumes, many without the usual headings; read here, never copied. */
function labelledResumes(): TCoverageInput[] {
  const file = path.join(sharedCorpus, 'labelled-resumes-en/resumes-dev.csv');
  const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
  const col = header!.indexOf('Resume');
  if (col < 0) throw new Error('resumes-dev.csv: no column Resume');
  const seen = new Set<string>();
  const out: TCoverageInput[] = [];
  rows.forEach((r, i) => {
    const text = normaliseText(r[col] ?? '');
    if (!text.trim() || seen.has(text)) return;
    seen.add(text);
    out.push({ id: `row-${i + 1}`, text });
  });
  return out;
}

async function corpusCvs(): Promise<TCoverageInput[]> {
  const dir = path.join(sharedCorpus, 'vacancy-resume/CV');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.docx'))
    .sort((a, b) => parseInt(a) - parseInt(b));
  const out: TCoverageInput[] = [];
  for (const f of files) out.push({ id: f, text: (await convertFile(fs.readFileSync(path.join(dir, f)))).text });
  return out;
}

/** Our own resumes: the parser fixtures (TXT) and the rendered PDFs; a PDF without text is left out. */
async function ownFixtures(): Promise<TCoverageInput[]> {
  const parserDir = path.join(repoRoot, 'apps/server/test/fixtures/parser');
  const pdfDir = path.join(repoRoot, 'apps/server/test/fixtures/resumes');
  const out: TCoverageInput[] = [];
  for (const f of fs
    .readdirSync(parserDir)
    .filter((f) => f.endsWith('.txt'))
    .sort())
    out.push({ id: f, text: normaliseText(fs.readFileSync(path.join(parserDir, f), 'utf8')) });
  for (const f of fs
    .readdirSync(pdfDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    // image-only.pdf has no text layer: conversion refuses it, as it does in the product.
    const text = await convertFile(fs.readFileSync(path.join(pdfDir, f))).then(
      (r) => r.text,
      () => '',
    );
    if (text.trim()) out.push({ id: f, text });
  }
  return out;
}

interface TCoverageSummary {
  resumes: number;
  mean: number;
  median: number;
  min: number;
  share_at_least_95: number;
  /** Mean coverage once field labels ("电话：", "公司名称：", "Phone:") are left out of the text. */
  mean_without_labels?: number;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

function summarise(ratios: number[], withoutLabelRatios: number[]): TCoverageSummary {
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    resumes: sorted.length,
    mean: round3(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    median: round3(median),
    min: round3(sorted[0]!),
    share_at_least_95: round3(sorted.filter((r) => r >= 0.95).length / sorted.length),
    mean_without_labels: round3(withoutLabelRatios.reduce((a, b) => a + b, 0) / withoutLabelRatios.length),
  };
}

const corpora: Record<string, TCoverageInput[]> = {
  'labelled-resumes-en': labelledResumes(),
  'vacancy-resume-cv': await corpusCvs(),
  'own-fixtures': await ownFixtures(),
};
const coverageCurrent: Record<string, TCoverageSummary> = {};
const coveragePerResume: Record<string, { id: string; tokens: number; coverage: number }[]> = {};
const worst: { corpus: string; id: string; ratio: number; missing: string[] }[] = [];
for (const [corpus, inputs] of Object.entries(corpora)) {
  const rows = inputs.map(({ id, text }) => {
    const json = parseResume(text, { now: FIXED_NOW });
    return { id, ...resumeCoverage(text, json), content: resumeCoverage(withoutLabels(text), json).ratio };
  });
  coverageCurrent[corpus] = summarise(
    rows.map((r) => r.ratio),
    rows.map((r) => r.content),
  );
  coveragePerResume[corpus] = rows.map((r) => ({ id: r.id, tokens: r.tokens, coverage: round3(r.ratio) }));
  const lowest = [...rows].sort((a, b) => a.ratio - b.ratio)[0];
  if (lowest) worst.push({ corpus, id: lowest.id, ratio: round3(lowest.ratio), missing: lowest.missing });
}

function readBaseline(): Record<string, TCoverageSummary> | null {
  const from = process.env.BENCH_PARSER_BASELINE;
  try {
    if (from) {
      const data = JSON.parse(fs.readFileSync(from, 'utf8')) as {
        coverage?: { current?: Record<string, TCoverageSummary> };
        current?: Record<string, TCoverageSummary>;
      };
      return data.coverage?.current ?? data.current ?? null;
    }
    const previous = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as {
      coverage?: { baseline?: Record<string, TCoverageSummary> | null };
    };
    return previous.coverage?.baseline ?? null;
  } catch {
    return null;
  }
}
const coverageBaseline = readBaseline();

const table = (set: 'zh' | 'en') =>
  Object.fromEntries(FAMILIES.filter((f) => families[set][f]).map((f) => [f, withRates(families[set][f]!)]));
const report = {
  name: 'resume-parser',
  note:
    'Built-in resume parser (apps/server/src/ai/builtin/resume-parser.ts) against hand-written expectations: ' +
    'zh = our invented Chinese resumes (TXT, and one PDF) in apps/server/test/fixtures/parser; en = real anonymised ' +
    'English DOCX resumes from shared/corpus/vacancy-resume/CV. A predicted value counts when it equals an expected ' +
    'one after NFKC, trim, case-fold and whitespace collapse; list values are matched one to one. Parse time is the ' +
    `text → JSON step only (conversion excluded), ${RUNS} runs per resume after one warm-up.`,
  measured_at: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    total_mem_gb: Math.round(os.totalmem() / 2 ** 30),
  },
  resumes: { zh: perResume.filter((r) => r.set === 'zh').length, en: perResume.filter((r) => r.set === 'en').length },
  overall: {
    zh: withRates(sets.zh),
    en: withRates(sets.en),
    all: withRates(add(sets.zh, sets.en)),
  },
  families: { zh: table('zh'), en: table('en') },
  parse_time_ms: { p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100) },
  hostile_200k_chars_ms: hostileMs,
  per_resume: perResume,
  coverage: {
    note:
      "Share of a resume's tokens (Latin words and CJK characters after NFKC and lower-casing, counted with " +
      'multiplicity; bare numbers and dates are not tokens) found in some string of the structured JSON ' +
      '(apps/server/src/text/resume-coverage.ts). labelled-resumes-en = the distinct texts of ' +
      'shared/corpus/labelled-resumes-en/resumes-dev.csv; vacancy-resume-cv = the 65 DOCX CVs through conversion; ' +
      'own-fixtures = apps/server/test/fixtures/parser/*.txt and the text PDFs of fixtures/resumes. baseline = the ' +
      'parser before the coverage work of issue 12. mean_without_labels = the same with field labels ("电话：", ' +
      '"公司名称：", "Phone:") blanked out of the text first: what is lost of the content itself.',
    baseline: coverageBaseline,
    current: coverageCurrent,
    per_resume: coveragePerResume,
  },
};

const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

const fmt = (v: number | null) => (v === null ? '   -  ' : v.toFixed(3).padStart(6));
const row = (label: string, zh?: TScore, en?: TScore) =>
  `${label.padEnd(28)} ${zh ? `${fmt(zh.precision)} ${fmt(zh.recall)} ${String(zh.tp + zh.fn).padStart(4)}` : ' '.repeat(19)}   ${
    en ? `${fmt(en.precision)} ${fmt(en.recall)} ${String(en.tp + en.fn).padStart(4)}` : ''
  }`;
console.log(`resume parser: ${report.resumes.zh} Chinese fixtures, ${report.resumes.en} English corpus resumes`);
console.log(
  `${'field'.padEnd(28)} ${'zh P'.padStart(6)} ${'zh R'.padStart(6)} ${'n'.padStart(4)}   ${'en P'.padStart(6)} ${'en R'.padStart(6)} ${'n'.padStart(4)}`,
);
for (const f of FAMILIES) {
  const zh = report.families.zh[f];
  const en = report.families.en[f];
  if (zh || en) console.log(row(f, zh, en));
}
console.log(row('overall', report.overall.zh, report.overall.en));
console.log(
  `overall (zh + en): P ${fmt(report.overall.all.precision)}  R ${fmt(report.overall.all.recall)};` +
    ` parse time p50 ${report.parse_time_ms.p50} ms, p95 ${report.parse_time_ms.p95} ms, max ${report.parse_time_ms.max} ms`,
);
console.log(`hostile 200k-character inputs (ms): ${JSON.stringify(hostileMs)}`);
const pct = (v: number | undefined) => (v === undefined ? '     -' : `${(v * 100).toFixed(1)}%`.padStart(6));
console.log(
  `${'coverage (share of resume tokens in the JSON)'.padEnd(46)}   mean median    min   ≥95%  no-labels   baseline mean / min / ≥95%`,
);
for (const [corpus, c] of Object.entries(coverageCurrent)) {
  const b = coverageBaseline?.[corpus];
  const now = [c.mean, c.median, c.min, c.share_at_least_95].map(pct).join(' ');
  const before = [b?.mean, b?.min, b?.share_at_least_95].map(pct).join(' / ');
  console.log(`${`${corpus} (${c.resumes})`.padEnd(46)} ${now}     ${pct(c.mean_without_labels)}   ${before}`);
}
for (const w of worst)
  console.log(`lowest ${w.corpus}: ${w.id} ${pct(w.ratio)}, e.g. missing ${w.missing.slice(0, 12).join(' ')}`);
