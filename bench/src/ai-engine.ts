// node --import tsx bench/src/ai-engine.ts — the built-in AI engine (BuiltinProvider, the code the
// server runs with AI_PROVIDER=builtin) on the 65 English corpus CVs of
// /work/shared/corpus/vacancy-resume and our Chinese resume fixtures: latency of analysis (basic and
// job_based) and optimisation (direct and position), rejected modifications and quality scores;
// and, for every CV, the ranking of the corpus's 5 vacancies by match_score. Writes
// bench/results/ai-engine.json and bench/results/vacancy-ranking.json. Needs no server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TAiPosition, TJobAnalysis } from '@offerpilot/shared';
import { BuiltinProvider } from '../../apps/server/src/ai/engine.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import type { TAiResume } from '../../apps/server/src/ai/provider.ts';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/index.ts';
import { adHocPosition } from '../../apps/server/src/modules/optimizations/service.ts';
import { FIXED_NOW } from '../../apps/server/test/support/resume-expectations.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corpusDir = path.resolve(repoRoot, '../shared/corpus/vacancy-resume');
const fixturesDir = path.join(repoRoot, 'apps/server/test/fixtures/parser');
const resultsDir = path.join(repoRoot, 'bench/results');
const RUNS = Number(process.env.BENCH_AI_RUNS ?? 3);
const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim()));
}

interface TVacancy {
  id: number;
  uid: string;
  job_title: string;
  position: TAiPosition;
}

function readVacancies(): TVacancy[] {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(corpusDir, '5_vacancies.csv'), 'utf8'));
  const col = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`5_vacancies.csv: no column ${name}`);
    return i;
  };
  const [id, description, title, uid] = [col('id'), col('job_description'), col('job_title'), col('uid')];
  return rows
    .map((r) => ({
      id: Number(r[id]),
      uid: r[uid]!,
      job_title: r[title]!,
      // The same position the AI proxy builds from a pasted advert (job_title + job_responsibilities).
      position: adHocPosition(r[title], r[description])!,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Our own Chinese advert (not from any corpus), the one position of the Chinese fixtures. */
const ZH_TITLE = 'Java 后端开发工程师';
const ZH_ADVERT = [
  '岗位职责：',
  '1. 负责核心业务系统的后端设计与开发，编写可维护的代码；',
  '2. 参与系统架构设计和技术方案评审，持续优化系统性能与稳定性；',
  '3. 与产品、前端和测试同事协作，按时交付需求。',
  '任职要求：',
  '1. 本科及以上学历，计算机或相关专业，3 年以上 Java 开发经验；',
  '2. 熟悉 Spring Boot、MyBatis 等常用框架，熟悉 MySQL 和 Redis；',
  '3. 了解 Kafka 等消息队列和微服务架构；',
  '4. 熟悉 Linux 和 Docker，具备良好的沟通能力和团队协作精神。',
  '加分项：',
  '- 有高并发系统或性能调优经验；',
  '- 熟悉 Kubernetes 或云原生技术。',
].join('\n');

interface TInput {
  name: string;
  set: 'en' | 'zh';
  chars: number;
  resume: TAiResume;
  positions: { id: string; position: TAiPosition }[];
}

const vacancies = readVacancies();
const zhPosition = adHocPosition(ZH_TITLE, ZH_ADVERT)!;
// The parser closes "Present" / 至今 at a fixed day so scores do not drift between runs.
const toResume = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });

const cvFiles = fs
  .readdirSync(path.join(corpusDir, 'CV'))
  .filter((f) => /^\d+\.docx$/.test(f))
  .sort((a, b) => parseInt(a) - parseInt(b));
const inputs: TInput[] = [];
for (const file of cvFiles) {
  const text = (await convertFile(fs.readFileSync(path.join(corpusDir, 'CV', file)))).text;
  inputs.push({
    name: `CV/${file}`,
    set: 'en',
    chars: text.length,
    resume: toResume(text),
    positions: vacancies.map((v) => ({ id: String(v.id), position: v.position })),
  });
}
for (const file of fs
  .readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const text = normaliseText(fs.readFileSync(path.join(fixturesDir, file), 'utf8'));
  inputs.push({
    name: file,
    set: 'zh',
    chars: text.length,
    resume: toResume(text),
    positions: [{ id: 'zh', position: zhPosition }],
  });
}

// ── Latency, rejections and quality scores ──────────────────────────────────────────────────

const provider = new BuiltinProvider();
const CALLS = ['analysis_basic', 'analysis_job', 'optimize_direct', 'optimize_position'] as const;
type TCall = (typeof CALLS)[number];
interface TSample {
  ms: number;
  set: 'en' | 'zh';
  name: string;
  position: string | null;
}
const samples: Record<TCall, TSample[]> = {
  analysis_basic: [],
  analysis_job: [],
  optimize_direct: [],
  optimize_position: [],
};
interface TOptStats {
  calls: number;
  /** One example per distinct rejected original, with the fact-check's reasons. */
  examples: { resume: string; type: string; original: string; optimized: string; violations: string[] }[];
  accepted: number;
  rejected: number;
  before: number[];
  after: number[];
}
const optStats = (): TOptStats => ({ calls: 0, examples: [], accepted: 0, rejected: 0, before: [], after: [] });
const optimisation: Record<'direct' | 'position', Record<'en' | 'zh', TOptStats>> = {
  direct: { en: optStats(), zh: optStats() },
  position: { en: optStats(), zh: optStats() },
};
/** match_score by resume name and position id, from the last pass (the engine is deterministic). */
const matches = new Map<string, Map<string, TJobAnalysis>>();
let nondeterministic = 0;

async function timed<T>(call: TCall, input: TInput, position: string | null, run: () => Promise<T>, keep: boolean) {
  const t0 = performance.now();
  const result = await run();
  const ms = performance.now() - t0;
  if (keep) samples[call].push({ ms, set: input.set, name: input.name, position });
  return result;
}

/** One pass over every resume: each call once per resume (job calls once per position). */
async function pass(keep: boolean, record: boolean) {
  for (const input of inputs) {
    const { resume } = input;
    await timed('analysis_basic', input, null, () => provider.analyze({ resume, type: 'basic' }), keep);
    for (const { id, position } of input.positions) {
      const job = await timed(
        'analysis_job',
        input,
        id,
        () => provider.analyze({ resume, type: 'job_based', position }),
        keep,
      );
      if (job.analysis_type !== 'job_based') throw new Error(`${input.name}: job_based analysis came back basic`);
      const byPosition = matches.get(input.name) ?? new Map<string, TJobAnalysis>();
      const earlier = byPosition.get(id);
      if (earlier && earlier.match_score !== job.match_score) nondeterministic++;
      byPosition.set(id, job);
      matches.set(input.name, byPosition);
    }
    const direct = await timed(
      'optimize_direct',
      input,
      null,
      () => provider.optimize({ resume, type: 'direct' }),
      keep,
    );
    const results: { kind: 'direct' | 'position'; result: typeof direct }[] = [{ kind: 'direct', result: direct }];
    for (const { id, position } of input.positions) {
      const result = await timed(
        'optimize_position',
        input,
        id,
        () => provider.optimize({ resume, type: 'position', position }),
        keep,
      );
      results.push({ kind: 'position', result });
    }
    if (!record) continue;
    for (const { kind, result } of results) {
      const s = optimisation[kind][input.set];
      s.calls++;
      s.accepted += result.parsed_modifications.length;
      s.rejected += result.rejected_modifications.length;
      for (const m of result.rejected_modifications)
        if (!s.examples.some((e) => e.resume === input.name && e.original === m.original))
          s.examples.push({
            resume: input.name,
            type: kind,
            original: m.original,
            optimized: m.optimized,
            violations: m.violations,
          });
      s.before.push(result.quality_score_before);
      s.after.push(result.quality_score);
    }
  }
}

const warmStart = performance.now();
await pass(false, true);
const warmUpMs = performance.now() - warmStart;
const measureStart = performance.now();
for (let i = 0; i < RUNS; i++) await pass(true, false);
const measureMs = performance.now() - measureStart;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 1000) / 1000;
}
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const stats = (list: TSample[]) => {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  return {
    calls: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: percentile(ms, 100),
    mean: round(mean(ms), 3),
  };
};
const latencyOf = (call: TCall) => {
  const list = samples[call];
  const slowest = [...list]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((s) => ({ resume: s.name, position: s.position, ms: round(s.ms, 3) }));
  return {
    all: stats(list),
    en: stats(list.filter((s) => s.set === 'en')),
    zh: stats(list.filter((s) => s.set === 'zh')),
    slowest,
  };
};
const latency = {} as Record<TCall, ReturnType<typeof latencyOf>>;
for (const call of CALLS) latency[call] = latencyOf(call);

const optSummary = (s: TOptStats) => ({
  calls: s.calls,
  accepted_modifications: s.accepted,
  rejected_modifications: s.rejected,
  mean_quality_score_before: round(mean(s.before)),
  mean_quality_score_after: round(mean(s.after)),
  mean_gain: round(mean(s.after) - mean(s.before)),
  worse_after: s.before.filter((b, i) => s.after[i]! < b).length,
  rejected_examples: s.examples.slice(0, 5),
});
const optimisationReport = {
  direct: { en: optSummary(optimisation.direct.en), zh: optSummary(optimisation.direct.zh) },
  position: { en: optSummary(optimisation.position.en), zh: optSummary(optimisation.position.zh) },
};
const rejectedTotal = Object.values(optimisation)
  .flatMap((bySet) => Object.values(bySet))
  .reduce((n, s) => n + s.rejected, 0);

// ── Vacancy ranking ──────────────────────────────────────────────────────────────────────────

const COMPONENTS = ['required', 'preferred', 'keywords', 'experience', 'education'] as const;
const englishInputs = inputs.filter((i) => i.set === 'en');
const perCv = englishInputs.map((input) => {
  const byPosition = matches.get(input.name)!;
  const ranking = vacancies
    .map((v) => ({ vacancy_id: v.id, job_title: v.job_title, match_score: byPosition.get(String(v.id))!.match_score }))
    .sort((a, b) => b.match_score - a.match_score || a.vacancy_id - b.vacancy_id);
  return { file: input.name, ranking };
});

const topCounts = Object.fromEntries(vacancies.map((v) => [v.id, 0]));
for (const cv of perCv) topCounts[cv.ranking[0]!.vacancy_id]!++;
const spread = perCv.map((cv) => cv.ranking[0]!.match_score - cv.ranking[cv.ranking.length - 1]!.match_score);
const allEqual = spread.filter((s) => s === 0).length;
/** Ties at the top: the tie-break (lowest vacancy id) decided the first place. */
const tiedTop = perCv.filter((cv) => cv.ranking[1]!.match_score === cv.ranking[0]!.match_score).length;

const perVacancy = vacancies.map((v) => {
  const analyses = englishInputs.map((i) => matches.get(i.name)!.get(String(v.id))!);
  const scores = analyses.map((a) => a.match_score);
  const ranks = perCv.map((cv) => cv.ranking.findIndex((r) => r.vacancy_id === v.id) + 1);
  const components = Object.fromEntries(
    COMPONENTS.map((key) => {
      const parts = analyses.map((a) => a.match_breakdown.find((c) => c.key === key)!);
      return [key, { mean_score: round(mean(parts.map((c) => c.score)), 1), weight: parts[0]!.weight }];
    }),
  );
  return {
    vacancy_id: v.id,
    job_title: v.job_title,
    parsed: {
      requirement_items: v.position.requirements.length,
      requirement_chars: v.position.requirements.map((r) => r.length),
      experience_level: v.position.experience_level,
    },
    top_ranked_by: topCounts[v.id]!,
    mean_rank: round(mean(ranks)),
    match_score: {
      mean: round(mean(scores), 1),
      min: Math.min(...scores),
      max: Math.max(...scores),
    },
    mean_components: components,
    /** Each requirement item as the engine judged it: its skills and its mean coverage over the CVs. */
    requirements_judged: analyses[0]!.requirements.map((r, k) => ({
      kind: r.kind,
      chars: r.requirement.length,
      skills: r.skills,
      mean_coverage: round(mean(analyses.map((a) => a.requirements[k]!.coverage))),
    })),
  };
});

// The engine matches against the structured resume only: a CV whose parse found no work entry and
// no skills line has little to match, whatever its text says.
const thinParse = englishInputs.filter((i) => i.resume.json.work.length === 0 && i.resume.json.skills.length === 0);
const topScore = (names: Set<string>, inside: boolean) =>
  perCv.filter((cv) => names.has(cv.file) === inside).map((cv) => cv.ranking[0]!.match_score);
const thinNames = new Set(thinParse.map((i) => i.name));
const parseCoverage = {
  cvs_without_parsed_work_or_skills: thinParse.map((i) => i.name),
  mean_top_score_without: round(mean(topScore(thinNames, true)), 1),
  mean_top_score_with: round(mean(topScore(thinNames, false)), 1),
  cvs_top_score_below_10: perCv.filter((cv) => cv.ranking[0]!.match_score < 10).map((cv) => cv.file),
};

const corpusFiles = fs.readdirSync(corpusDir).sort();
const humanRanking = {
  available: false,
  note:
    `shared/corpus/vacancy-resume holds only ${corpusFiles.join(', ')}: the annotators' rankings of the ` +
    "dataset's original repository were not copied, so no Spearman / NDCG against human judgement can be " +
    'computed here. vacancy-ranking.json keeps every score so that it can be compared later.',
};

const zhMatches = inputs
  .filter((i) => i.set === 'zh')
  .map((i) => ({ file: i.name, match_score: matches.get(i.name)!.get('zh')!.match_score }))
  .sort((a, b) => b.match_score - a.match_score || a.file.localeCompare(b.file));

const rankingSummary = {
  cvs: perCv.length,
  vacancies: vacancies.length,
  top_ranked_distribution: topCounts,
  cvs_with_all_scores_equal: allEqual,
  share_all_scores_equal: round(allEqual / perCv.length, 3),
  cvs_with_tied_top: tiedTop,
  spread_top_minus_bottom: {
    mean: round(mean(spread), 1),
    min: Math.min(...spread),
    max: Math.max(...spread),
  },
  parse_coverage: parseCoverage,
  per_vacancy: perVacancy,
  human_ranking: humanRanking,
};

// ── Reports ──────────────────────────────────────────────────────────────────────────────────

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpu_model: os.cpus()[0]?.model ?? 'unknown',
  total_mem_gb: Math.round(os.totalmem() / 2 ** 30),
  /** Other work on the machine inflates the tail: the 1-minute load average at start and end. */
  load_avg_1m: { start: loadAtStart, end: round(os.loadavg()[0]!) },
};
const chars = (set: 'en' | 'zh') => {
  const c = inputs
    .filter((i) => i.set === set)
    .map((i) => i.chars)
    .sort((a, b) => a - b);
  return { resumes: c.length, chars_p50: percentile(c, 50), chars_max: percentile(c, 100) };
};

const report = {
  name: 'ai-engine',
  note:
    'BuiltinProvider (apps/server/src/ai/engine.ts) called as the server calls it, on the 65 English DOCX CVs of ' +
    'shared/corpus/vacancy-resume (text through convertFile, JSON through parseResume) and the Chinese TXT ' +
    'fixtures in apps/server/test/fixtures/parser. job_based analysis and position optimisation run every CV ' +
    'against each of the 5 corpus vacancies, built by adHocPosition(job_title, job_description) as the AI proxy ' +
    'does, and every Chinese fixture against one Chinese advert written for this bench. Latency is the awaited ' +
    `provider call, ${RUNS} measured passes after one warm-up pass; optimisation counts and quality scores come ` +
    'from the warm-up pass (the engine is deterministic). The parser closes "Present" at 2026-11-01.',
  measured_at: new Date().toISOString(),
  machine,
  inputs: { en: chars('en'), zh: chars('zh'), vacancies: vacancies.length, runs: RUNS },
  timing: { warm_up_pass_ms: Math.round(warmUpMs), measured_passes_ms: Math.round(measureMs) },
  latency_ms: latency,
  optimisation: optimisationReport,
  rejected_modifications_total: rejectedTotal,
  nondeterministic_match_scores: nondeterministic,
  ranking: rankingSummary,
  zh_match_scores: { position: ZH_TITLE, scores: zhMatches },
};
const ranking = {
  name: 'vacancy-ranking',
  note:
    'For each English corpus CV, the 5 vacancies of shared/corpus/vacancy-resume/5_vacancies.csv ranked by the ' +
    'built-in job_based match_score (ties broken by vacancy id, lowest first). Positions built by adHocPosition.',
  measured_at: report.measured_at,
  vacancies: vacancies.map((v) => ({ vacancy_id: v.id, uid: v.uid, job_title: v.job_title })),
  summary: {
    top_ranked_distribution: topCounts,
    share_all_scores_equal: rankingSummary.share_all_scores_equal,
    human_ranking: humanRanking,
  },
  cvs: perCv,
};

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'ai-engine.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(resultsDir, 'vacancy-ranking.json'), `${JSON.stringify(ranking, null, 2)}\n`);

const ms = (n: number) => n.toFixed(2).padStart(8);
console.log(
  `ai engine (builtin): ${report.inputs.en.resumes} English CVs × ${vacancies.length} vacancies, ` +
    `${report.inputs.zh.resumes} Chinese fixtures × 1 position; ${RUNS} passes after a warm-up`,
);
console.log(
  `${'call'.padEnd(18)} ${'calls'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  (ms)`,
);
for (const call of CALLS) {
  const s = latency[call].all;
  console.log(`${call.padEnd(18)} ${String(s.calls).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}`);
}
for (const kind of ['direct', 'position'] as const) {
  for (const set of ['en', 'zh'] as const) {
    const s = optimisationReport[kind][set];
    console.log(
      `optimize ${kind.padEnd(8)} ${set}: ${s.calls} calls, ${s.accepted_modifications} modifications kept, ` +
        `${s.rejected_modifications} rejected; quality ${s.mean_quality_score_before} → ${s.mean_quality_score_after}` +
        (s.worse_after ? ` (${s.worse_after} worse after)` : ''),
    );
  }
}
console.log(
  `ranking: top-ranked vacancy across ${perCv.length} CVs ${JSON.stringify(topCounts)}; ` +
    `all 5 scores equal for ${allEqual} CVs (${(rankingSummary.share_all_scores_equal * 100).toFixed(1)}%), ` +
    `tie at the top for ${tiedTop}; spread top − bottom mean ${rankingSummary.spread_top_minus_bottom.mean}`,
);
for (const v of perVacancy) {
  console.log(
    `  vacancy ${String(v.vacancy_id).padStart(3)} ${v.job_title.slice(0, 40).padEnd(40)} ` +
      `match mean ${String(v.match_score.mean).padStart(5)} min ${String(v.match_score.min).padStart(3)} ` +
      `max ${String(v.match_score.max).padStart(3)}; first for ${v.top_ranked_by}, mean rank ${v.mean_rank}`,
  );
}
console.log(
  `parse coverage: ${thinParse.length} CVs with no parsed work entry and no skills line (mean top score ` +
    `${parseCoverage.mean_top_score_without} vs ${parseCoverage.mean_top_score_with} for the others); ` +
    `top score < 10 for ${parseCoverage.cvs_top_score_below_10.length} CVs`,
);
console.log(`Chinese fixtures vs "${ZH_TITLE}": ${zhMatches.map((z) => `${z.file} ${z.match_score}`).join(', ')}`);
console.log(`human ranking: ${humanRanking.note}`);
