// node --import tsx bench/src/rewrite-quality.ts — how much the built-in optimisation rewrites the
// bullets themselves (issue 19, item 9). Runs BuiltinProvider.optimize (direct, and position against
// each of the 5 corpus vacancies) on the 65 English CVs of /work/shared/corpus/vacancy-resume and
// on our Chinese parser fixtures (against one Chinese advert), and counts, over the accepted changes
// to experience bullets (work / projects / other, original non-empty):
//   - rewritten: the text differs from the original beyond the 【待补充】 gaps (gaps and the
//     separator that joins them removed, whitespace collapsed); goal ≥ 80 %;
//   - gaps per bullet (at most 1 is the goal) and gap-only changes;
//   - quality score raised by gap-only changes (applied alone: must not raise the score).
// Writes bench/results/rewrite-quality.json. Skips when the corpus is absent.
import fs from 'node:fs';
import path from 'node:path';
import { findGaps, renderResumeText, type TAiPosition, type TModification } from '@offerpilot/shared';
import { applyModifications } from '../../apps/server/src/ai/apply.ts';
import { BuiltinProvider } from '../../apps/server/src/ai/engine.ts';
import { analyzeBasic } from '../../apps/server/src/ai/builtin/analysis.ts';
import type { TAiResume } from '../../apps/server/src/ai/provider.ts';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/index.ts';
import { adHocPosition } from '../../apps/server/src/modules/optimizations/service.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import { FIXED_NOW } from '../../apps/server/test/support/resume-expectations.ts';
import { parseCsv } from './csv.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corpusDir = path.resolve(repoRoot, '../shared/corpus/vacancy-resume');
const fixturesDir = path.join(repoRoot, 'apps/server/test/fixtures/parser');
const resultsDir = path.join(repoRoot, 'bench/results');

if (!fs.existsSync(corpusDir)) {
  console.log(`rewrite quality skipped: ${corpusDir} not found`);
  process.exit(0);
}

const ZH_ADVERT = [
  '岗位职责：',
  '1. 负责核心业务系统的后端设计与开发，编写可维护的代码；',
  '2. 参与系统架构设计和技术方案评审，持续优化系统性能与稳定性；',
  '任职要求：',
  '1. 本科及以上学历，3 年以上 Java 开发经验；',
  '2. 熟悉 Spring Boot、MyBatis 等常用框架，熟悉 MySQL 和 Redis；',
  '3. 了解 Kafka 等消息队列和微服务架构；熟悉 Linux 和 Docker。',
].join('\n');

const toResume = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });

const [header, ...rows] = parseCsv(fs.readFileSync(path.join(corpusDir, '5_vacancies.csv'), 'utf8'));
const col = (name: string) => header!.indexOf(name);
const vacancies: TAiPosition[] = rows.map((r) => adHocPosition(r[col('job_title')], r[col('job_description')])!);
const zhPosition = adHocPosition('Java 后端开发工程师', ZH_ADVERT)!;

const inputs: { name: string; set: 'en' | 'zh'; resume: TAiResume; positions: TAiPosition[] }[] = [];
for (const file of fs
  .readdirSync(path.join(corpusDir, 'CV'))
  .filter((f) => /^\d+\.docx$/.test(f))
  .sort((a, b) => parseInt(a) - parseInt(b))) {
  const text = (await convertFile(fs.readFileSync(path.join(corpusDir, 'CV', file)))).text;
  inputs.push({ name: `CV/${file}`, set: 'en', resume: toResume(text), positions: vacancies });
}
for (const file of fs
  .readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const text = normaliseText(fs.readFileSync(path.join(fixturesDir, file), 'utf8'));
  inputs.push({ name: file, set: 'zh', resume: toResume(text), positions: [zhPosition] });
}

/** The text without its gaps (and the separator or connector that joined them), whitespace collapsed. */
function beyondGaps(text: string): string {
  return text
    .replace(/\s*(?:[，,；;]\s*)?(?:使|to\s+)?【待补充：[^】]*】/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s，,；;。.]+$/, '')
    .trim();
}

interface TCounts {
  changes: number;
  rewritten: number;
  gap_only: number;
  with_gaps: number;
  more_than_one_gap: number;
  max_gaps: number;
}
const empty = (): TCounts => ({
  changes: 0,
  rewritten: 0,
  gap_only: 0,
  with_gaps: 0,
  more_than_one_gap: 0,
  max_gaps: 0,
});
const counts = { en: empty(), zh: empty() };
const examples: { resume: string; original: string; optimized: string }[] = [];
const rewrittenExamples: { resume: string; original: string; optimized: string }[] = [];
let gapOnlyRaised = 0;
let runs = 0;

const provider = new BuiltinProvider();
const started = performance.now();
for (const input of inputs) {
  const calls = [
    () => provider.optimize({ resume: input.resume, type: 'direct' }),
    ...input.positions.map((position) => () => provider.optimize({ resume: input.resume, type: 'position', position })),
  ];
  for (const call of calls) {
    const result = await call();
    runs++;
    const gapOnly: TModification[] = [];
    for (const m of result.parsed_modifications) {
      if (!['work', 'projects', 'other'].includes(m.section) || !m.original.trim()) continue;
      const c = counts[input.set];
      c.changes++;
      const gaps = findGaps(m.optimized).length;
      if (gaps) c.with_gaps++;
      if (gaps > 1) c.more_than_one_gap++;
      c.max_gaps = Math.max(c.max_gaps, gaps);
      if (beyondGaps(m.optimized) !== beyondGaps(m.original)) {
        c.rewritten++;
        if (rewrittenExamples.length < 12 && runs % 7 === 1)
          rewrittenExamples.push({ resume: input.name, original: m.original, optimized: m.optimized });
      } else {
        c.gap_only++;
        gapOnly.push(m);
        if (examples.length < 12) examples.push({ resume: input.name, original: m.original, optimized: m.optimized });
      }
    }
    if (gapOnly.length) {
      const before = analyzeBasic(input.resume).overall_score;
      const json = applyModifications(input.resume.json, gapOnly);
      const after = analyzeBasic({ text: renderResumeText(json), json }).overall_score;
      if (after > before) gapOnlyRaised++;
    }
  }
}

const share = (c: TCounts) => (c.changes ? Math.round((c.rewritten / c.changes) * 1000) / 1000 : null);
const all: TCounts = {
  changes: counts.en.changes + counts.zh.changes,
  rewritten: counts.en.rewritten + counts.zh.rewritten,
  gap_only: counts.en.gap_only + counts.zh.gap_only,
  with_gaps: counts.en.with_gaps + counts.zh.with_gaps,
  more_than_one_gap: counts.en.more_than_one_gap + counts.zh.more_than_one_gap,
  max_gaps: Math.max(counts.en.max_gaps, counts.zh.max_gaps),
};
const report = {
  name: 'rewrite-quality',
  note:
    'BuiltinProvider.optimize (direct + position against each corpus vacancy) on the 65 English CVs of ' +
    'shared/corpus/vacancy-resume and the Chinese fixtures of apps/server/test/fixtures/parser (one Chinese ' +
    'advert). Over accepted changes to work / projects / other bullets: rewritten = text differs from the ' +
    'original beyond the 【待补充】 gaps. gap_only_raised_score = optimisation runs whose gap-only changes, ' +
    'applied alone, raised the basic quality score.',
  measured_at: new Date().toISOString(),
  runs,
  ms: Math.round(performance.now() - started),
  share_rewritten: { all: share(all), en: share(counts.en), zh: share(counts.zh) },
  counts: { all, ...counts },
  gap_only_raised_score: gapOnlyRaised,
  gap_only_examples: examples,
  rewritten_examples: rewrittenExamples,
};
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'rewrite-quality.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `rewrite quality: ${runs} optimisations, ${all.changes} bullet changes; rewritten beyond gaps ` +
    `${((share(all) ?? 0) * 100).toFixed(1)} % (en ${((share(counts.en) ?? 0) * 100).toFixed(1)} %, ` +
    `zh ${((share(counts.zh) ?? 0) * 100).toFixed(1)} %); >1 gap in ${all.more_than_one_gap} (max ${all.max_gaps}); ` +
    `gap-only changes raised the score in ${gapOnlyRaised} runs`,
);
