// node --import tsx bench/src/interview-judgement.ts — the interview evaluator's judgement on
// questions and reference answers nobody on the team wrote (shared/corpus/interview-qa-dev), with
// candidate answers the team wrote at several levels (bench/data/interview-answers/part-*.jsonl:
// full, partial, paraphrase, term list; written from the question and reference by people who did
// not read the evaluator), plus answers to a sample of the built-in bank's questions written from
// the question alone (bank.jsonl). Off-topic = the full answer of a question of another topic;
// 不知道 = "不知道". Each figure stands next to a character-bigram TF-IDF cosine computed in the
// same run. Writes bench/results/interview-judgement.json. Needs no server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TPlannedQuestion } from '../../apps/server/src/ai/provider.ts';
import { evaluateAnswerBuiltin, planInterviewBuiltin } from '../../apps/server/src/ai/builtin/interview/index.ts';
import { PREMISE_PAIRS } from '../../apps/server/test/fixtures/premises/pairs.ts';
import { customRubric } from '../../apps/server/src/ai/builtin/interview/custom.ts';
import { bankRubric } from '../../apps/server/src/ai/builtin/interview/bank-picks.ts';
import { OFF_TOPIC_CAP } from '../../apps/server/src/ai/builtin/interview/evaluate.ts';
import { QUESTION_BANK } from '../../apps/server/src/ai/builtin/interview/bank/index.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import { uncoveredPoints } from '@offerpilot/shared';
import { tfidfCosines } from './tfidf.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corpusFile = path.resolve(repoRoot, '../shared/corpus/interview-qa-dev/qa.jsonl');
const answersDir = path.join(repoRoot, 'bench/data/interview-answers');
const resultsDir = path.join(repoRoot, 'bench/results');

interface TQa {
  id: string;
  topic: string;
  question: string;
  reference: string;
}
interface TWritten {
  id: string;
  full: string;
  partial: string;
  paraphrase?: string;
  term_list: string;
}

const readJsonl = <T>(file: string): T[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const LEVELS = ['full', 'partial', 'paraphrase', 'term_list', 'off_topic', 'dont_know', 'wrong'] as const;
type TLevel = (typeof LEVELS)[number];
type TScores = Partial<Record<TLevel, number>>;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────

const resume0 = { text: '张三\n电话：13800000000', json: parseResume('张三\n电话：13800000000') };
const latencies: number[] = [];

/** One evaluation; its time counts in the latency figures unless `timed` is false. */
function evaluate(question: TPlannedQuestion, answer: string, timed = true) {
  const t0 = performance.now();
  const result = evaluateAnswerBuiltin({
    question,
    answer_text: answer,
    difficulty: 'medium',
    resume: resume0,
    follow_ups_asked: 0,
    follow_ups_enabled: true,
  });
  if (timed) latencies.push(performance.now() - t0);
  return result.feedback;
}

interface TItem {
  id: string;
  topic: string;
  question: TPlannedQuestion;
  /** The baseline's document: the question, with the reference where the evaluator has one. */
  doc: string;
  answers: Partial<Record<TLevel, string>>;
}

function customQuestion(text: string, reference: string | null): TPlannedQuestion {
  const rubric = customRubric({ text, reference_answer: reference });
  return { kind: 'custom', text, source: { type: 'custom' }, time_limit_s: 180, rubric };
}

/** The full answer of another topic's question: the first one half the list further on. */
function offTopicFor<T extends { id: string; topic: string; full: string }>(list: T[], i: number): string {
  for (let k = 0; k < list.length; k++) {
    const other = list[(i + Math.floor(list.length / 2) + k) % list.length]!;
    if (other.topic !== list[i]!.topic) return other.full;
  }
  throw new Error('no other topic');
}

/** Written answers to questions with a reference (which the evaluator gets or not), as bench items. */
function referencedItems(list: (TWritten & TQa)[], withReference: boolean): TItem[] {
  return list.map((w, i) => {
    const reference = withReference ? w.reference : null;
    return {
      id: w.id,
      topic: w.topic,
      question: customQuestion(w.question, reference),
      doc: [w.question, reference ?? ''].join('\n'),
      answers: {
        full: w.full,
        partial: w.partial,
        paraphrase: w.paraphrase,
        term_list: w.term_list,
        off_topic: offTopicFor(list, i),
        dont_know: '不知道',
      },
    };
  });
}

function corpusItems(withReference: boolean): TItem[] {
  const qa = new Map(readJsonl<TQa>(corpusFile).map((q) => [q.id, q]));
  const written = fs
    .readdirSync(answersDir)
    .filter((f) => /^part-.*\.jsonl$/.test(f))
    .sort()
    .flatMap((f) => readJsonl<TWritten>(path.join(answersDir, f)))
    .filter((w) => qa.has(w.id));
  return referencedItems(
    written.map((w) => ({ ...qa.get(w.id)!, ...w })),
    withReference,
  );
}

/**
 * Questions outside the first dev set with their own reference answers and answers at four levels,
 * all written by a helper who never read the evaluator: `interview-answers-heldout` (a check of the
 * rules on data they were not tuned on) and `interview-answers-dev2` (a second tuning set, written
 * later the same way). Off-topic as above, within each set.
 */
const heldoutDir = path.join(repoRoot, 'bench/data/interview-answers-heldout');
const dev2Dir = path.join(repoRoot, 'bench/data/interview-answers-dev2');
/**
 * A third set (2026-12-06): 40 questions outside the others, their references, the four levels and a
 * confidently wrong answer of a stated kind (orders, exchanges, opposites, can/cannot, figures,
 * causes, swapped sides), written by a helper who read neither the evaluator nor the other sets.
 * First measured as it came; its two false alarms were then fixed, so it is a tuning set now.
 */
const dev3Dir = path.join(repoRoot, 'bench/data/interview-answers-dev3');
/**
 * A fourth set (2026-12-06, evening): 36 questions outside the others, written as dev3 by three
 * helpers who read neither the evaluator nor the other sets. Measured once, as it came, before and
 * after the day's concept additions (docs/operations.md), then read to find what failed: a tuning
 * set from then on.
 */
const dev4Dir = path.join(repoRoot, 'bench/data/interview-answers-dev4');
/**
 * A fifth set (2026-12-06, night): 36 questions outside the others (Java, JVM, MySQL, Redis, MQ,
 * network, OS, distributed, system design, security, front end, algorithms, Spring, devops, git),
 * written as dev4 by three helpers who read neither the evaluator nor the other sets, with
 * paraphrases told to avoid the textbook's terms where everyday words can say the same (掐表 for
 * 超时重传, 出生区 for Eden). Measured once as it came (docs/operations.md), then read.
 */
const dev5Dir = path.join(repoRoot, 'bench/data/interview-answers-dev5');
/**
 * A sixth set (2026-12-07): 36 questions outside the others (back end in dev6-a, front end,
 * security, devops, algorithms and ML in dev6-b), written as dev4 by two helpers who read neither
 * the evaluator nor the other sets, paraphrases as the issue defines them (no run of 8 characters
 * shared with the reference; terms allowed). Measured once as it came (docs/operations.md), then read.
 */
const dev6Dir = path.join(repoRoot, 'bench/data/interview-answers-dev6');
/** A seventh set (2026-12-07, later), 28 questions written as dev6 (back end; front end, SQL, ML and LLM). */
const dev7Dir = path.join(repoRoot, 'bench/data/interview-answers-dev7');
/**
 * An eighth set (2026-12-07, afternoon), 28 questions written as dev6 (Go, Kafka, ES, Linux, HTTP,
 * TLS, storage, Python; front end, ML, SQL, Kubernetes, Docker, releases, replication).
 */
const dev8Dir = path.join(repoRoot, 'bench/data/interview-answers-dev8');
const dev9Dir = path.join(repoRoot, 'bench/data/interview-answers-dev9');
const dev10Dir = path.join(repoRoot, 'bench/data/interview-answers-dev10');
/**
 * Confidently wrong answers to the held-out and dev2 questions: the full content with one or two
 * facts reversed (an opposite property, the sides of a comparison swapped, a wrong order, figure
 * or 能/不能), written by a helper who did not read the evaluator (interview-answers-wrong.jsonl).
 */
const wrongFile = path.join(repoRoot, 'bench/data/interview-answers-wrong.jsonl');
const wrongAnswers = new Map(
  fs.existsSync(wrongFile) ? readJsonl<{ id: string; wrong: string }>(wrongFile).map((w) => [w.id, w.wrong]) : [],
);
function writtenItems(dir: string, withReference: boolean): TItem[] {
  if (!fs.existsSync(dir)) return [];
  const list = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) => readJsonl<TWritten & TQa & { wrong?: string }>(path.join(dir, f)));
  // A set's own wrong answers (dev3 writes them beside the others), else interview-answers-wrong.jsonl's.
  const own = new Map(list.flatMap((w) => (w.wrong ? [[w.id, w.wrong] as const] : [])));
  return referencedItems(list, withReference).map((item) => {
    const wrong = own.get(item.id) ?? wrongAnswers.get(item.id);
    return wrong ? { ...item, answers: { ...item.answers, wrong } } : item;
  });
}

function bankItems(): TItem[] {
  const file = path.join(answersDir, 'bank.jsonl');
  if (!fs.existsSync(file)) return [];
  const byId = new Map(QUESTION_BANK.map((q) => [q.id, q]));
  // Paraphrases of the full answers (bank-paraphrase.jsonl), written by a helper who read neither
  // the evaluator nor the bank's key points and aliases: no run of 8+ characters shared with the
  // full answer or the question.
  const paraFile = path.join(answersDir, 'bank-paraphrase.jsonl');
  const paraphrases = new Map(
    fs.existsSync(paraFile)
      ? readJsonl<{ id: string; paraphrase: string }>(paraFile).map((p) => [p.id, p.paraphrase] as const)
      : [],
  );
  const list = readJsonl<TWritten>(file)
    .filter((w) => byId.has(w.id))
    .map((w) => ({ ...w, topic: byId.get(w.id)!.skill }));
  return list.map((w, i) => {
    const b = byId.get(w.id)!;
    return {
      id: w.id,
      topic: w.topic,
      question: {
        kind: b.kind,
        text: b.text,
        source: { type: 'bank', skill: b.skill },
        time_limit_s: 180,
        rubric: bankRubric(b),
      },
      doc: [b.text, ...b.reference_outline].join('\n'),
      answers: {
        full: w.full,
        partial: w.partial,
        ...(paraphrases.has(w.id) ? { paraphrase: paraphrases.get(w.id)! } : {}),
        term_list: w.term_list,
        off_topic: offTopicFor(list, i),
        dont_know: '不知道',
      },
    };
  });
}

// ── Figures ──────────────────────────────────────────────────────────────────────────────────

const ORDER_PAIRS: [TLevel, TLevel][] = [
  ['full', 'partial'],
  ['full', 'off_topic'],
  ['full', 'dont_know'],
  ['partial', 'off_topic'],
  ['partial', 'dont_know'],
  ['off_topic', 'dont_know'],
];
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const outcome = (a: number, b: number) => (a > b ? 1 : a === b ? 0.5 : 0);

function rate(rows: TScores[], test: (s: TScores) => boolean | null): number | null {
  const judged = rows.map(test).filter((x): x is boolean => x !== null);
  return judged.length ? r3(judged.filter(Boolean).length / judged.length) : null;
}

function ordering(rows: TScores[]): number {
  let sum = 0;
  let n = 0;
  for (const s of rows)
    for (const [hi, lo] of ORDER_PAIRS) {
      if (s[hi] === undefined || s[lo] === undefined) continue;
      sum += outcome(s[hi], s[lo]);
      n++;
    }
  return r3(sum / n);
}

function figures(items: TItem[]) {
  const ours: TScores[] = [];
  const pairs: { answer: string; doc: string }[] = [];
  const keys: { row: number; level: TLevel }[] = [];
  const examples: Record<string, string[]> = {
    paraphrase_not_above_partial: [],
    term_list_above_partial: [],
    off_topic_escaped: [],
  };
  // Key points the full answer covers that its paraphrase (the same content in other words) is told
  // it missed: each one is a "没有讲到" said to a candidate who said it.
  // Of those, the ones it is told are missing (缺少: no word of them found) rather than only touched
  // on (讲得不完整: some of their words found) — the claim a candidate reads as "you did not say it".
  const points = { full: 0, lost: 0, toldMissing: 0, lostExamples: [] as string[] };
  // "说反了 / 数字不对" said to a correct or partial answer (a false alarm), and to a wrong one.
  const REVERSED = /说反了|数字不对/;
  const alarms = { correct: 0, correctOf: 0, examples: [] as string[], wrongFlagged: 0, wrongOf: 0 };
  items.forEach((item, row) => {
    const s: TScores = {};
    const covered: Partial<Record<TLevel, string[]>> = {};
    const missing: Partial<Record<TLevel, string[]>> = {};
    for (const level of LEVELS) {
      const answer = item.answers[level];
      if (answer === undefined) continue;
      const feedback = evaluate(item.question, answer);
      s[level] = feedback.score;
      covered[level] = feedback.covered_key_points;
      missing[level] = uncoveredPoints(feedback).missing;
      const flagged = feedback.improvements.some((t) => REVERSED.test(t));
      if (level === 'full' || level === 'paraphrase' || level === 'partial') {
        alarms.correctOf++;
        if (flagged) {
          alarms.correct++;
          alarms.examples.push(`${item.id} ${level}`);
        }
      }
      if (level === 'wrong') {
        alarms.wrongOf++;
        if (flagged) alarms.wrongFlagged++;
      }
      pairs.push({ answer, doc: item.doc });
      keys.push({ row, level });
    }
    ours.push(s);
    if (covered.full && covered.paraphrase && item.question.rubric.key_points.length) {
      const lost = covered.full.filter((p) => !covered.paraphrase!.includes(p));
      points.full += covered.full.length;
      points.lost += lost.length;
      points.toldMissing += lost.filter((p) => missing.paraphrase!.includes(p)).length;
      if (lost.length) points.lostExamples.push(`${item.id}: ${lost.join('、')}`);
    }
    if (s.paraphrase !== undefined && s.paraphrase <= s.partial!)
      examples.paraphrase_not_above_partial!.push(`${item.id}: ${s.paraphrase} ≤ ${s.partial}`);
    if (s.term_list! > s.partial!) examples.term_list_above_partial!.push(`${item.id}: ${s.term_list} > ${s.partial}`);
    if (s.off_topic! > OFF_TOPIC_CAP) examples.off_topic_escaped!.push(`${item.id}: ${s.off_topic}`);
  });
  const cos = tfidfCosines(pairs);
  const base: TScores[] = items.map(() => ({}));
  keys.forEach(({ row, level }, k) => (base[row]![level] = cos[k]!));
  const mean = (rows: TScores[], level: TLevel, digits = 0) => {
    const xs = rows.map((s) => s[level]).filter((x): x is number => x !== undefined);
    const f = 10 ** digits;
    return xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * f) / f : null;
  };
  const strictAbove = (a: TLevel, b: TLevel) => (s: TScores) =>
    s[a] === undefined || s[b] === undefined ? null : s[a] > s[b];
  return {
    questions: items.length,
    ordering: { ours: ordering(ours), tfidf: ordering(base) },
    paraphrase_above_partial: {
      ours: rate(ours, strictAbove('paraphrase', 'partial')),
      tfidf: rate(base, strictAbove('paraphrase', 'partial')),
    },
    term_list_above_partial: {
      ours: rate(ours, strictAbove('term_list', 'partial')),
      tfidf: rate(base, strictAbove('term_list', 'partial')),
    },
    off_topic_capped: rate(ours, (s) => s.off_topic! <= OFF_TOPIC_CAP),
    reversed_fact_alarms: {
      on_correct_or_partial: alarms.correct,
      of: alarms.correctOf,
      examples: alarms.examples.slice(0, 12),
    },
    ...(alarms.wrongOf
      ? {
          wrong_answers: {
            count: alarms.wrongOf,
            flagged: r3(alarms.wrongFlagged / alarms.wrongOf),
            below_full: {
              ours: rate(ours, strictAbove('full', 'wrong')),
              tfidf: rate(base, strictAbove('full', 'wrong')),
            },
            below_full_by_10: rate(ours, (x) => (x.wrong === undefined ? null : x.full! - x.wrong >= 10)),
            below_partial: rate(ours, strictAbove('partial', 'wrong')),
          },
        }
      : {}),
    ...(points.full
      ? {
          paraphrase_points_lost: {
            of_points_full_covers: points.full,
            lost: points.lost,
            share: r3(points.lost / points.full),
            told_missing: points.toldMissing,
            told_missing_share: r3(points.toldMissing / points.full),
            examples: points.lostExamples.slice(0, 12),
          },
        }
      : {}),
    mean_scores: Object.fromEntries(LEVELS.map((l) => [l, mean(ours, l)])),
    mean_tfidf: Object.fromEntries(LEVELS.map((l) => [l, mean(base, l, 3)])),
    examples: Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, v.slice(0, 12)])),
    scores: items.map((item, i) => ({ id: item.id, ...ours[i] })),
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────

const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;
// Warm-up: jieba's dictionary and the bank's IDF table load on the first call.
evaluate(customQuestion('Redis 为什么快？', '基于内存，单线程避免切换。'), '内存操作快，单线程没有锁竞争。');
latencies.length = 0;

// BENCH_JUDGEMENT_SET=<folder of .jsonl>: one new set's figures, with and without its references, then
// stop — to measure a set once as it came before anyone reads it.
const onlySet = process.env.BENCH_JUDGEMENT_SET;
if (onlySet) {
  for (const withRef of [true, false]) {
    const f = figures(writtenItems(path.resolve(onlySet), withRef));
    console.log(
      JSON.stringify({
        reference: withRef,
        questions: f.questions,
        ordering: f.ordering,
        paraphrase_above_partial: f.paraphrase_above_partial,
        term_list_above_partial: f.term_list_above_partial,
        off_topic_capped: f.off_topic_capped,
        false_alarms: f.reversed_fact_alarms,
        wrong_answers: f.wrong_answers,
        mean_scores: f.mean_scores,
        examples: f.examples,
      }),
    );
  }
  process.exit(0);
}

const withReference = figures(corpusItems(true));
const withoutReference = figures(corpusItems(false));
const bank = figures(bankItems());
const setFigures = (dir: string, withRef: boolean) => {
  const items = writtenItems(dir, withRef);
  return items.length ? figures(items) : null;
};
const heldoutWith = setFigures(heldoutDir, true);
const heldoutWithout = setFigures(heldoutDir, false);
const dev2With = setFigures(dev2Dir, true);
const dev2Without = setFigures(dev2Dir, false);
const dev3With = setFigures(dev3Dir, true);
const dev3Without = setFigures(dev3Dir, false);
const dev4With = setFigures(dev4Dir, true);
const dev4Without = setFigures(dev4Dir, false);
const dev5With = setFigures(dev5Dir, true);
const dev5Without = setFigures(dev5Dir, false);
const dev6With = setFigures(dev6Dir, true);
const dev6Without = setFigures(dev6Dir, false);
const dev7With = setFigures(dev7Dir, true);
const dev7Without = setFigures(dev7Dir, false);
const dev8With = setFigures(dev8Dir, true);
const dev8Without = setFigures(dev8Dir, false);
const dev9With = setFigures(dev9Dir, true);
const dev9Without = setFigures(dev9Dir, false);
const dev10With = setFigures(dev10Dir, true);
const dev10Without = setFigures(dev10Dir, false);
/**
 * The reference read back as the answer — as written, and twice with its sentences shuffled
 * (seeded): a right answer every time, so any 说反了 or 数字不对 said to it is a false alarm of the
 * checks that compare an answer with the reference. (Clauses shuffled within a sentence are not
 * used: a clause that takes its subject from the one before says something else once moved.)
 */
function readBack(items: TItem[]) {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const shuffled = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const REVERSED = /说反了|数字不对/;
  let answers = 0;
  const alarms: string[] = [];
  for (const item of items) {
    const reference = item.question.rubric.reference_answer;
    if (!reference) continue;
    const sentences = reference.split(/(?<=[。！？\n])/).filter((s) => s.trim());
    const variants = [reference, shuffled(sentences).join(''), shuffled(sentences).join('')];
    variants.forEach((answer, k) => {
      answers++;
      // Not timed: whole references are longer than spoken answers.
      if (evaluate(item.question, answer, false).improvements.some((t) => REVERSED.test(t)))
        alarms.push(`${item.id} #${k}`);
    });
  }
  return { answers, false_alarms: alarms.length, examples: alarms.slice(0, 12) };
}
const referenceReadBack = readBack([
  ...corpusItems(true),
  ...writtenItems(dev2Dir, true),
  ...writtenItems(dev3Dir, true),
  ...writtenItems(dev4Dir, true),
  ...writtenItems(dev5Dir, true),
  ...writtenItems(dev6Dir, true),
  ...writtenItems(dev7Dir, true),
  ...writtenItems(dev8Dir, true),
  ...writtenItems(dev9Dir, true),
  ...writtenItems(dev10Dir, true),
  ...writtenItems(heldoutDir, true),
]);
const long = 'Redis 的持久化分为 RDB 快照和 AOF 日志，'.repeat(400).slice(0, 10_000);
const t0 = performance.now();
evaluate(customQuestion('Redis 如何持久化？', null), long);
const longMs = Math.round(performance.now() - t0);
// The same answer (no 。 in 10,000 characters) against a reference: key points from its sentences,
// the swap, figure and opposite-word checks all run.
const tRef = performance.now();
evaluate(
  customQuestion(
    'Redis 如何持久化？',
    'RDB 是定期把内存数据生成快照写入磁盘，恢复快但会丢最后一次快照后的数据。AOF 是把每条写命令追加到日志，最多丢一秒数据，文件大需要重写。混合持久化在 AOF 重写时先写 RDB 快照，再追加增量命令。',
  ),
  long,
);
const longRefMs = Math.round(performance.now() - tRef);
const t1 = performance.now();
evaluate(customQuestion('HashMap 默认容量是多少？', null), `容量 ${'十'.repeat(10_000)}`);
const numeralsMs = Math.round(performance.now() - t1);

// ── Variety: a second and third session with the same inputs ──────────────────────────────────

function variety(useHistory: boolean) {
  const repeats: number[] = [];
  for (const pair of PREMISE_PAIRS)
    for (const type of ['technical', 'comprehensive', 'behavioral'] as const) {
      const resume = { text: pair.resumeText, json: parseResume(pair.resumeText) };
      const asked: string[] = [];
      const sessions: string[][] = [];
      for (let run = 0; run < 3; run++) {
        const body = planInterviewBuiltin({
          mode: 'mock',
          resume,
          position: pair.position,
          difficulty: 'medium',
          question_count: 12,
          answer_time_limit_s: 180,
          template: { type },
          seed: 1000 + run,
          asked_before: useHistory ? [...asked] : [],
        })
          .filter((q) => q.kind !== 'opening' && q.kind !== 'closing')
          .map((q) => q.text);
        if (run > 0) repeats.push(body.filter((t) => sessions.some((prev) => prev.includes(t))).length);
        sessions.push(body);
        asked.push(...body);
      }
    }
  const mean = repeats.reduce((a, b) => a + b, 0) / repeats.length;
  return {
    sessions_compared: repeats.length,
    mean_repeated_of_10: Math.round(mean * 100) / 100,
    max_repeated_of_10: Math.max(...repeats),
  };
}
const varietyNow = variety(true);
const varietySeedOnly = variety(false);

const fullWith = withReference.mean_scores.full;
const fullWithout = withoutReference.mean_scores.full;
const fullDelta = typeof fullWith === 'number' && typeof fullWithout === 'number' ? fullWith - fullWithout : null;
const strip = ({ scores, ...rest }: ReturnType<typeof figures>) => (void scores, rest);
const result = {
  name: 'interview-judgement',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    load_at_start: loadAtStart,
    node: process.version,
  },
  data: {
    questions: 'shared/corpus/interview-qa-dev/qa.jsonl (98 real questions with the source’s reference answer)',
    answers:
      'bench/data/interview-answers/part-*.jsonl: full, partial (first third of the points), paraphrase (the full content with no run of 8+ characters shared with the reference), term list, written by the team from the question and reference without reading the evaluator; bank.jsonl: full, partial, term list for 56 bank questions written from the question alone',
    off_topic: 'the full answer of a question of another topic',
  },
  with_reference: strip(withReference),
  without_reference: strip(withoutReference),
  bank: strip(bank),
  heldout:
    heldoutWith && heldoutWithout
      ? {
          data: 'bench/data/interview-answers-heldout: 30 questions outside the dev set, their references and answers written by a helper who did not read the evaluator (2026-12-04); not used to tune the rules, but 12 of its failing paraphrases were read on 2026-12-06 (evening) before concepts were added, so it is no longer strictly held out (dev4 is the fresh check)',
          with_reference: strip(heldoutWith),
          without_reference: strip(heldoutWithout),
        }
      : null,
  dev2:
    dev2With && dev2Without
      ? {
          data: 'bench/data/interview-answers-dev2: 40 more questions outside the dev and held-out sets, references and answers written by a helper who did not read the evaluator (2026-12-05); a tuning set like the first',
          with_reference: strip(dev2With),
          without_reference: strip(dev2Without),
        }
      : null,
  dev3:
    dev3With && dev3Without
      ? {
          data: 'bench/data/interview-answers-dev3: 40 questions outside the other sets, references, four levels and a wrong answer of a stated kind (wrong_note), written by a helper who read neither the evaluator nor the other sets (2026-12-06); measured first as it came (wrong answers flagged 0.15 at the session start, 0.225 with the new checks, 2 false alarms), then its two false alarms were fixed: a tuning set now',
          with_reference: strip(dev3With),
          without_reference: strip(dev3Without),
        }
      : null,
  dev4:
    dev4With && dev4Without
      ? {
          data: 'bench/data/interview-answers-dev4: 36 questions outside the other sets, references, four levels and a wrong answer (wrong_note), written by three helpers who read neither the evaluator nor the other sets (2026-12-06, evening); measured once as it came, on the code before and after the concept additions (without a reference: paraphrase above partial 0.75 before and after, off-topic capped 0.833 → 0.944; with one: 0.889 and 1 both), then read: a tuning set now',
          with_reference: strip(dev4With),
          without_reference: strip(dev4Without),
        }
      : null,
  dev5:
    dev5With && dev5Without
      ? {
          data: 'bench/data/interview-answers-dev5: 36 questions outside the other sets, references, four levels and a wrong answer (wrong_note), written by three helpers who read neither the evaluator nor the other sets (2026-12-06, night), paraphrases in everyday words without the textbook terms; measured once as it came (without a reference: paraphrase above partial 0.389, off-topic capped 0.889, 1 false 说反了; with one: 0.50, 0.972, 2 false alarms), then read: a tuning set now',
          with_reference: strip(dev5With),
          without_reference: strip(dev5Without),
        }
      : null,
  dev6:
    dev6With && dev6Without
      ? {
          data: 'bench/data/interview-answers-dev6: 36 questions outside the other sets (back end; front end, security, devops, algorithms, ML), references, four levels and a wrong answer (wrong_note), written by two helpers who read neither the evaluator nor the other sets (2026-12-07); paraphrases with no run of 8 characters shared with the reference; measured once as it came (without a reference: paraphrase above partial 0.806, off-topic capped 0.861, no false alarm; with one: 0.944, 0.944, 1 false 说反了), then read: a tuning set now',
          with_reference: strip(dev6With),
          without_reference: strip(dev6Without),
        }
      : null,
  dev7:
    dev7With && dev7Without
      ? {
          data: 'bench/data/interview-answers-dev7: 28 questions outside the other sets, written as dev6 by two helpers who read neither the evaluator nor the other sets (2026-12-07, later); measured once as it came on the code of a98d9ca, after the dev6 fixes (without a reference: paraphrase above partial 0.75, off-topic capped 0.929, no false alarm; with one: 1.0, 1.0, 1 false 数字不对 — 七成 read as 7 against 70 %), then read: a tuning set now',
          with_reference: strip(dev7With),
          without_reference: strip(dev7Without),
        }
      : null,
  dev8:
    dev8With && dev8Without
      ? {
          data: 'bench/data/interview-answers-dev8: 28 questions outside the other sets, written as dev6 by two helpers who read neither the evaluator nor the other sets (2026-12-07, afternoon); measured once as it came on 652912d (with a reference: ordering 1.0 (TF-IDF 0.994), paraphrase above partial 0.75, term lists 0.036, off-topic capped 1.0, 1 false 数字不对 — 四分之一 against 0.25; without: 0.994 (0.943), 0.643, 0.071, 0.929 — a 读写分离 answer to a 布隆过滤器 question scored 85 because 优缺点 was read as the candidate’s weakness — 0 false alarms), then read: a tuning set now',
          with_reference: strip(dev8With),
          without_reference: strip(dev8Without),
        }
      : null,
  dev9:
    dev9With && dev9Without
      ? {
          data: 'bench/data/interview-answers-dev9: 28 questions outside the other sets (OS, MySQL, distributed locks and limits, Java concurrency, two stories; front end, HTTP/2, WebSocket, ML, DAU and A/B analysis), written as dev6 by two helpers who read neither the evaluator nor the other sets (2026-12-07, evening); measured once as it came on 0c9838f (with a reference: ordering 0.997 (TF-IDF 1.0), paraphrase above partial 0.964, term lists 0.036, off-topic capped 1.0, 0 false alarms; without: 0.976 (0.884), 0.75, 0.107, 0.893, 0 false alarms — paraphrases on 跨库分页, 虚拟 DOM and Batch Normalization judged off topic: 分页 read as virtual memory, 通道 of a convolution as a Go channel, the JavaScript objects of a virtual DOM as another subject; a story of Redis and SQL told to a question on a fall in DAU escaped the cap), then read: a tuning set now',
          with_reference: strip(dev9With),
          without_reference: strip(dev9Without),
        }
      : null,
  dev10:
    dev10With && dev10Without
      ? {
          data: 'bench/data/interview-answers-dev10: 28 questions outside the other sets (PostgreSQL VACUUM, MySQL flushing, MongoDB sharding, Redis as a queue, caches, LVS, DNS, Python GC, C++ virtual functions, Raft, a like system, Kubernetes services, two stories; TypeScript, React events, CSS units, test design, flaky UI tests, SQL consecutive logins, p values, product priorities and metrics, embeddings, tokens, conversion, two stories), written by two helpers who read neither the evaluator nor the other sets (2026-12-08), paraphrases in everyday words with no run of 8 characters shared with the reference; measured once as it came on 6deadaf (with a reference: ordering 1.0 (TF-IDF 0.985), paraphrase above partial 0.714, term lists 0, off-topic capped 1.0, 0 false alarms, wrong answers flagged 0.036; without: 0.967 (0.821), 0.536, 0, 0.821, 0 false alarms — a full VACUUM answer capped as off topic because it opens on MVCC and says PG for PostgreSQL, paraphrases that avoid the trade’s words capped as off topic, a like-system design off topic for naming Redis), then read: a tuning set now',
          with_reference: strip(dev10With),
          without_reference: strip(dev10Without),
        }
      : null,
  full_answer_change_with_reference: fullDelta,
  reference_read_back: {
    data: 'every reference of the dev, dev2 to dev10 and held-out sets read back as the answer: as written, and its sentences shuffled (twice, seeded)',
    ...referenceReadBack,
  },
  variety: {
    grid: `${PREMISE_PAIRS.length} resume/position pairs of ours × technical/comprehensive/behavioral × 3 sessions of 10 body questions; repeats of the 2nd and 3rd session against the earlier ones`,
    with_history: varietyNow,
    baseline_seed_only: varietySeedOnly,
  },
  latency_ms: {
    evaluate: {
      calls: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: percentile(latencies, 100),
    },
    answer_of_10000_chars: longMs,
    answer_of_10000_chars_with_reference: longRefMs,
    answer_of_10000_numerals: numeralsMs,
  },
  targets: {
    paraphrase_above_partial: '≥ 0.90 with a reference, ≥ 0.85 without',
    term_list_above_partial: '≤ 0.10 (with, without, bank)',
    off_topic_capped: '≥ 0.95',
    full_answer_change_with_reference: '≥ −3 points',
    ordering: '≥ 0.99 and ≥ the TF-IDF baseline',
    evaluate_p95_ms: '≤ 100',
    repeated_body_questions: '≤ 3 of 10',
  },
};
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'interview-judgement.json'), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(
  path.join(os.tmpdir(), 'interview-judgement-scores.json'),
  JSON.stringify(
    {
      with_reference: withReference.scores,
      without_reference: withoutReference.scores,
      bank: bank.scores,
      heldout_with: heldoutWith?.scores,
      heldout_without: heldoutWithout?.scores,
      dev2_with: dev2With?.scores,
      dev2_without: dev2Without?.scores,
    },
    null,
    1,
  ),
);
const brief = (f: ReturnType<typeof figures>) => ({
  n: f.questions,
  ordering: f.ordering,
  para: f.paraphrase_above_partial,
  terms: f.term_list_above_partial,
  capped: f.off_topic_capped,
  mean: f.mean_scores,
});
console.log(
  JSON.stringify(
    {
      with: brief(withReference),
      without: brief(withoutReference),
      bank: brief(bank),
      heldoutWith: heldoutWith && brief(heldoutWith),
      heldoutWithout: heldoutWithout && brief(heldoutWithout),
      dev2With: dev2With && brief(dev2With),
      dev2Without: dev2Without && brief(dev2Without),
      fullDelta,
      latency: result.latency_ms,
      variety: result.variety,
    },
    null,
    1,
  ),
);
