// node --import tsx bench/src/resume-parser.ts — field-level precision and recall of the built-in
// resume parser against the hand-written expectations in apps/server/test/fixtures/parser, and
// its parse time; writes bench/results/resume-parser.json. Needs no built server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseResume } from '../../apps/server/src/text/index.ts';
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

const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_PARSE_RUNS ?? 50);

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
};

const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'resume-parser.json'), `${JSON.stringify(report, null, 2)}\n`);

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
