// node --import tsx bench/src/interview.ts — the built-in interview agents (issue 13) on the real
// corpus: the 65 DOCX CVs of /work/shared/corpus/vacancy-resume/CV and the labelled resumes of
// /work/shared/corpus/labelled-resumes-en/resumes-dev.csv, each paired with positions of
// positions-interview.ts (written by us) and with no position. Measures (1) whether every
// resume/position question quotes its source verbatim, (2) sessions with a duplicate question over
// all templates and several seeds, (3) the evaluator's pairwise ordering of full / partial /
// off-topic / "不知道" / empty answers (synthesised from the bank's rubrics — see the notes) next to
// a TF-IDF cosine baseline computed in the same run, and (4) latency of plan, evaluate and report.
// Writes bench/results/interview.json. Needs no server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TAiPosition, TInterviewDifficulty, TTemplateType } from '@offerpilot/shared';
import type { TAiResume, TAnswerResult, TPlannedQuestion, TReportInput } from '../../apps/server/src/ai/provider.ts';
import {
  evaluateAnswerBuiltin,
  planInterviewBuiltin,
  reportInterviewBuiltin,
} from '../../apps/server/src/ai/builtin/interview/index.ts';
import { customRubric } from '../../apps/server/src/ai/builtin/interview/custom.ts';
import { bankRubric } from '../../apps/server/src/ai/builtin/interview/bank-picks.ts';
import { QUESTION_BANK, type TBankQuestion } from '../../apps/server/src/ai/builtin/interview/bank/index.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import { convertFile } from '../../apps/server/src/modules/conversion/index.ts';
import { FIXED_NOW } from '../../apps/server/test/support/resume-expectations.ts';
import { parseCsv } from './csv.ts';
import { tfidfCosines } from './tfidf.ts';
import { INTERVIEW_POSITIONS } from './positions-interview.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corpusRoot = path.resolve(repoRoot, '../shared/corpus');
const resultsDir = path.join(repoRoot, 'bench/results');
const SEEDS = [1, 7, 42];
const TEMPLATES: TTemplateType[] = ['technical', 'behavioral', 'hr', 'comprehensive', 'stress'];
const COUNTS = [5, 8, 12];
const DIFFICULTIES: TInterviewDifficulty[] = ['easy', 'medium', 'hard'];

interface TFixture {
  name: string;
  resume: TAiResume;
}

const toResume = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });
const positionText = (p: TAiPosition) => [p.name, p.responsibilities ?? '', ...p.requirements].join('\n');

async function loadFixtures(): Promise<TFixture[]> {
  const cvDir = path.join(corpusRoot, 'vacancy-resume/CV');
  const files = fs
    .readdirSync(cvDir)
    .filter((f) => /^\d+\.docx$/.test(f))
    .sort((a, b) => parseInt(a) - parseInt(b));
  const out: TFixture[] = [];
  for (const file of files) {
    const text = (await convertFile(fs.readFileSync(path.join(cvDir, file)))).text;
    out.push({ name: `CV/${file}`, resume: toResume(text) });
  }
  const [header, ...rows] = parseCsv(
    fs.readFileSync(path.join(corpusRoot, 'labelled-resumes-en/resumes-dev.csv'), 'utf8'),
  );
  const col = header!.indexOf('Resume');
  rows.forEach((row, i) => out.push({ name: `labelled/${i + 1}`, resume: toResume(row[col] ?? '') }));
  return out;
}

// ── Latency ──────────────────────────────────────────────────────────────────────────────────

const timings: Record<'plan' | 'evaluate' | 'report', number[]> = { plan: [], evaluate: [], report: [] };

function timed<T>(kind: keyof typeof timings, run: () => T): T {
  const t0 = performance.now();
  const out = run();
  timings[kind].push(performance.now() - t0);
  return out;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

// ── (1) quotes and (2) duplicates ────────────────────────────────────────────────────────────

interface TPlanStats {
  sessions: number;
  exactCount: number;
  quoted: number;
  quotedVerbatim: number;
  withDuplicate: number;
  misquotes: string[];
  duplicates: string[];
  byKind: Record<string, number>;
}

function checkPlan(
  stats: TPlanStats,
  plan: TPlannedQuestion[],
  ctx: { fixture: TFixture; position?: TAiPosition; count: number; label: string },
) {
  stats.sessions++;
  if (plan.length === ctx.count) stats.exactCount++;
  for (const q of plan) {
    stats.byKind[q.kind] = (stats.byKind[q.kind] ?? 0) + 1;
    const quote = q.source.quote;
    if (!quote || (q.source.type !== 'resume' && q.source.type !== 'position')) continue;
    stats.quoted++;
    const haystack =
      q.source.type === 'resume' ? ctx.fixture.resume.text : ctx.position ? positionText(ctx.position) : '';
    if (haystack.includes(quote)) stats.quotedVerbatim++;
    else if (stats.misquotes.length < 10) stats.misquotes.push(`${ctx.label}: ${quote}`);
  }
  const texts = plan.map((q) => q.text);
  const quotes = plan.map((q) => q.source.quote).filter((x): x is string => !!x);
  if (new Set(texts).size !== texts.length || new Set(quotes).size !== quotes.length) {
    stats.withDuplicate++;
    if (stats.duplicates.length < 10) stats.duplicates.push(ctx.label);
  }
}

function planBench(fixtures: TFixture[]): TPlanStats {
  const stats: TPlanStats = {
    sessions: 0,
    exactCount: 0,
    quoted: 0,
    quotedVerbatim: 0,
    withDuplicate: 0,
    misquotes: [],
    duplicates: [],
    byKind: {},
  };
  fixtures.forEach((fixture, i) => {
    const positions = [INTERVIEW_POSITIONS[i % INTERVIEW_POSITIONS.length]!, undefined];
    for (const position of positions)
      for (const type of TEMPLATES)
        for (const seed of SEEDS) {
          const count = COUNTS[(i + seed) % COUNTS.length]!;
          const difficulty = DIFFICULTIES[(i + seed) % DIFFICULTIES.length]!;
          const input = {
            mode: 'mock' as const,
            resume: fixture.resume,
            position,
            difficulty,
            question_count: count,
            answer_time_limit_s: 180,
            template: { type },
            seed,
          };
          const plan = timed('plan', () => planInterviewBuiltin(input));
          checkPlan(stats, plan, {
            fixture,
            position,
            count,
            label: `${fixture.name} ${position?.name ?? '无岗位'} ${type} seed ${seed}`,
          });
        }
  });
  return stats;
}

// ── (3) ordering ─────────────────────────────────────────────────────────────────────────────

const LEVELS = ['full', 'partial', 'off_topic', 'dont_know', 'empty'] as const;
type TLevel = (typeof LEVELS)[number];
const CONNECTORS = ['首先', '其次', '另外', '同时', '还有', '最后'];
const bare = (point: string) => point.replace(/^(情境|任务|行动|结果)：/, '');

function unit(seed: number, key: string): number {
  let h = 2166136261 ^ seed;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

/** One natural sentence per key point: its outline line, then the point or one of its aliases. */
function answerFor(q: TBankQuestion, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points; i++) {
    const options = [bare(q.key_points[i]!), ...(q.key_point_aliases[i] ?? [])];
    const phrase = options[Math.floor(unit(i, q.id) * options.length)]!;
    const line = q.reference_outline[i];
    const connector = CONNECTORS[Math.min(i, CONNECTORS.length - 1)]!;
    out.push(line ? `${connector}，${line}，这里的关键是${phrase}。` : `${connector}，要讲到${phrase}。`);
  }
  return out.join('');
}

function answersFor(q: TBankQuestion, index: number): Record<TLevel, string> {
  const others = QUESTION_BANK.filter((o) => o.skill !== q.skill);
  const other = others[Math.floor(unit(index, `other:${q.id}`) * others.length)]!;
  const n = q.key_points.length;
  return {
    full: answerFor(q, n),
    partial: answerFor(q, Math.max(1, Math.min(n - 1, Math.ceil(n / 2)))),
    off_topic: answerFor(other, other.key_points.length),
    dont_know: '不知道',
    empty: '',
  };
}

type TSetting = 'bank' | 'custom_reference' | 'custom_plain';

function questionFor(q: TBankQuestion, setting: TSetting): { question: TPlannedQuestion; doc: string } {
  if (setting === 'bank')
    return {
      question: {
        kind: q.kind,
        text: q.text,
        source: { type: 'bank', skill: q.skill },
        time_limit_s: 180,
        rubric: bankRubric(q),
      },
      doc: [q.text, ...q.reference_outline].join('\n'),
    };
  const reference = setting === 'custom_reference' ? `${q.reference_outline.join('。')}。` : null;
  const rubric = customRubric({ text: q.text, reference_answer: reference });
  return {
    question: { kind: 'custom', text: q.text, source: { type: 'custom' }, time_limit_s: 180, rubric },
    doc: [q.text, reference ?? ''].join('\n'),
  };
}

interface TOrdering {
  questions: number;
  /** Share of correctly ordered pairs (ties count half). */
  accuracy: number;
  /** Share of strictly correctly ordered pairs (ties count as wrong). */
  strict: number;
  baseline_tfidf: number;
  by_pair: Record<string, { ours: number; tfidf: number }>;
  mean_scores: Record<TLevel, number>;
}

function pairOutcome(a: number, b: number): number {
  return a > b ? 1 : a === b ? 0.5 : 0;
}

function ordering(ours: Record<TLevel, number>[], base: Record<TLevel, number>[]): TOrdering {
  const byPair: TOrdering['by_pair'] = {};
  let sum = 0;
  let strict = 0;
  let baseSum = 0;
  let pairs = 0;
  ours.forEach((o, k) => {
    LEVELS.forEach((hi, i) =>
      LEVELS.slice(i + 1).forEach((lo) => {
        const key = `${hi}>${lo}`;
        const entry = (byPair[key] ??= { ours: 0, tfidf: 0 });
        const x = pairOutcome(o[hi], o[lo]);
        const y = pairOutcome(base[k]![hi], base[k]![lo]);
        entry.ours += x / ours.length;
        entry.tfidf += y / ours.length;
        sum += x;
        strict += x === 1 ? 1 : 0;
        baseSum += y;
        pairs++;
      }),
    );
  });
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  for (const e of Object.values(byPair)) [e.ours, e.tfidf] = [r3(e.ours), r3(e.tfidf)];
  const mean = Object.fromEntries(LEVELS.map((l) => [l, Math.round(ours.reduce((s, o) => s + o[l], 0) / ours.length)]));
  return {
    questions: ours.length,
    accuracy: r3(sum / pairs),
    strict: r3(strict / pairs),
    baseline_tfidf: r3(baseSum / pairs),
    by_pair: byPair,
    mean_scores: mean as Record<TLevel, number>,
  };
}

/** Follow-up decisions on the bank setting (medium difficulty, none asked yet). */
const followUps = {
  full: { answers: 0, none: 0 },
  /** Partial answers that really miss key points (coverage < 0.8), and those whose sentences happen to cover ≥ 0.8. */
  partialMissing: { answers: 0, asked: 0 },
  partialCovered: { answers: 0, asked: 0 },
  skipped: { answers: 0, none: 0 },
};
const resume0 = toResume('张三\n电话：13800000000');

function evaluateSetting(setting: TSetting): TOrdering {
  const ours: Record<TLevel, number>[] = [];
  const baselinePairs: { answer: string; doc: string }[] = [];
  QUESTION_BANK.forEach((q, index) => {
    const { question, doc } = questionFor(q, setting);
    const answers = answersFor(q, index);
    const scores = {} as Record<TLevel, number>;
    for (const level of LEVELS) {
      const input = {
        question,
        answer_text: answers[level],
        difficulty: 'medium' as const,
        resume: resume0,
        follow_ups_asked: 0,
        follow_ups_enabled: true,
      };
      const result = timed('evaluate', () => evaluateAnswerBuiltin(input));
      scores[level] = result.feedback.score;
      baselinePairs.push({ answer: answers[level], doc });
      if (setting === 'bank') countFollowUp(level, result);
    }
    ours.push(scores);
  });
  const cos = tfidfCosines(baselinePairs);
  const base = ours.map(
    (_, k) => Object.fromEntries(LEVELS.map((l, i) => [l, cos[k * LEVELS.length + i]!])) as Record<TLevel, number>,
  );
  return ordering(ours, base);
}

function countFollowUp(level: TLevel, result: TAnswerResult) {
  const asked = result.follow_up !== null;
  const { covered_key_points: covered, missed_key_points: missed } = result.feedback;
  const coverage = covered.length / Math.max(1, covered.length + missed.length);
  const bucket =
    level === 'full'
      ? followUps.full
      : level === 'partial'
        ? coverage < 0.8
          ? followUps.partialMissing
          : followUps.partialCovered
        : level === 'off_topic'
          ? null
          : followUps.skipped;
  if (!bucket) return;
  bucket.answers++;
  if ('none' in bucket && !asked) bucket.none++;
  if ('asked' in bucket && asked) bucket.asked++;
}

// ── (4) report latency: whole sessions ──────────────────────────────────────────────────────

/** An answer from the question's own rubric: its outline (all, or the first half), or nothing. */
function sessionAnswer(q: TPlannedQuestion, i: number): string {
  if (i % 5 === 4) return '';
  const lines = q.rubric.reference_outline.length ? q.rubric.reference_outline : q.rubric.key_points;
  const take = i % 2 ? Math.ceil(lines.length / 2) : lines.length;
  return `${lines.slice(0, take).join('，然后')}。我负责其中的关键部分，最终效率提升了 30%。`;
}

function sessionBench(fixtures: TFixture[]): number[] {
  const scores: number[] = [];
  fixtures.slice(0, 60).forEach((fixture, s) => {
    const position = INTERVIEW_POSITIONS[s % INTERVIEW_POSITIONS.length];
    const plan = planInterviewBuiltin({
      mode: 'formal',
      resume: fixture.resume,
      position,
      difficulty: 'medium',
      question_count: 8,
      answer_time_limit_s: 180,
      template: { type: 'comprehensive' },
      seed: s,
    });
    const questions: TReportInput['questions'] = plan.map((q, i) => {
      const answer = sessionAnswer(q, i);
      const speech = i % 2 ? { speech_ms: 40_000 + i * 1000, pause_ms: 6_000, segments: 5 } : null;
      const fb = timed('evaluate', () =>
        evaluateAnswerBuiltin({
          question: q,
          answer_text: answer,
          difficulty: 'medium',
          resume: fixture.resume,
          follow_ups_asked: 0,
          follow_ups_enabled: false,
        }),
      );
      return {
        id: i + 1,
        order: i + 1,
        parent_id: null,
        question: q,
        answer_text: answer,
        duration_ms: 60_000,
        speech,
        feedback: fb.feedback,
      };
    });
    const report = timed('report', () =>
      reportInterviewBuiltin({ mode: 'formal', title: fixture.name, resume: fixture.resume, position, questions }),
    );
    scores.push(report.overall_score);
  });
  return scores;
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 10000 : null);
const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;
const fixtures = await loadFixtures();
// Warm-up (jieba's dictionary, the bank's IDF table) so latency is per call, not per process.
planInterviewBuiltin({
  mode: 'mock',
  resume: fixtures[0]!.resume,
  position: INTERVIEW_POSITIONS[0],
  difficulty: 'medium',
  question_count: 8,
  answer_time_limit_s: 180,
  template: { type: 'comprehensive' },
  seed: 0,
});
timings.plan.length = 0;

const plans = planBench(fixtures);
const orderingBySetting = {
  bank: evaluateSetting('bank'),
  custom_reference: evaluateSetting('custom_reference'),
  custom_plain: evaluateSetting('custom_plain'),
};
const sessionScores = sessionBench(fixtures);

const result = {
  name: 'interview',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    load_at_start: loadAtStart,
    node: process.version,
  },
  fixtures: {
    resumes: fixtures.length,
    sources:
      'shared/corpus/vacancy-resume/CV/*.docx (convertFile → parseResume) and shared/corpus/labelled-resumes-en/resumes-dev.csv (column Resume)',
    positions: INTERVIEW_POSITIONS.length,
    positions_source: 'bench/src/positions-interview.ts (5 Chinese, 5 English; written by us)',
  },
  plan: {
    sessions: plans.sessions,
    grid: `each resume × {one position (rotating), no position} × ${TEMPLATES.length} templates × seeds ${SEEDS.join('/')}; question_count ${COUNTS.join('/')} and difficulty rotating`,
    exact_count_share: share(plans.exactCount, plans.sessions),
    quoted_questions: plans.quoted,
    quote_verbatim_share: share(plans.quotedVerbatim, plans.quoted),
    misquotes: plans.misquotes,
    sessions_with_duplicate: plans.withDuplicate,
    duplicate_share: share(plans.withDuplicate, plans.sessions),
    duplicate_examples: plans.duplicates,
    questions_by_kind: plans.byKind,
  },
  ordering: orderingBySetting,
  follow_ups: {
    full_answer_no_follow_up: share(followUps.full.none, followUps.full.answers),
    partial_missing_points_follow_up: share(followUps.partialMissing.asked, followUps.partialMissing.answers),
    partial_missing_points_answers: followUps.partialMissing.answers,
    partial_covering_80pct_follow_up: share(followUps.partialCovered.asked, followUps.partialCovered.answers),
    partial_covering_80pct_answers: followUps.partialCovered.answers,
    skipped_or_dont_know_no_follow_up: share(followUps.skipped.none, followUps.skipped.answers),
  },
  sessions: {
    count: sessionScores.length,
    mean_overall_score: Math.round(sessionScores.reduce((a, b) => a + b, 0) / sessionScores.length),
  },
  latency_ms: Object.fromEntries(
    Object.entries(timings).map(([k, v]) => [
      k,
      { calls: v.length, p50: percentile(v, 50), p95: percentile(v, 95), max: percentile(v, 100) },
    ]),
  ),
  notes: [
    'The answers of the ordering test are synthesised, not real candidates: for each of the bank questions, full = one sentence per key point (its reference-outline line followed by the key point or one of its aliases, joined by 首先/其次/…); partial = the same for the first half of the key points; off_topic = the full answer of a question of another skill; dont_know = "不知道"; empty = "". They reuse the rubric\'s own words, so they are easier than real answers, for the evaluator and for the baseline alike.',
    "Settings: bank = the bank question with its rubric; custom_reference = the question text with the reference outline joined as the user's reference answer and no key points (the planner derives key points from it); custom_plain = the question text only.",
    'Pairwise accuracy: over the 10 pairs of the 5 levels per question, the better answer must score higher; ties count half (strict counts them wrong). Baseline: TF-IDF cosine (Latin words and CJK bigrams, IDF over every answer and question document of the setting) of the answer with the question text + reference outline (+ reference answer for custom_reference).',
    'Latency: plan over the whole plan grid (after one warm-up call); evaluate over the ordering test and the simulated sessions; report over 60 simulated formal sessions (comprehensive, 8 questions).',
  ],
};

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'interview.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      plan: result.plan,
      ordering: Object.fromEntries(
        Object.entries(orderingBySetting).map(([k, v]) => [
          k,
          { accuracy: v.accuracy, strict: v.strict, tfidf: v.baseline_tfidf, mean: v.mean_scores },
        ]),
      ),
      follow_ups: result.follow_ups,
      latency_ms: result.latency_ms,
    },
    null,
    1,
  ),
);
