import { ANSWER_DIMENSIONS } from '@offerpilot/shared';
import type { TAnswerDimensions } from '@offerpilot/shared';
import type { TReportBody, TReportInput } from '../../provider.ts';

/**
 * The report's questions grouped into threads (a main question and its follow-ups) and folded into
 * one score per main question: main answer weight 1, each answered follow-up 0.5. An unanswered
 * main question counts 0 in a formal interview and is left out of a mock one; a spoken answer that
 * was not transcribed is left out of both (it was given, but there is nothing to judge).
 */

export type TRow = TReportInput['questions'][number];

export interface TThread {
  main: TRow;
  followUps: TRow[];
  status: 'answered' | 'skipped' | 'unanswered' | 'untranscribed';
  /** Folded score, null when left out (unanswered in a mock interview, untranscribed in both). */
  score: number | null;
  dimensions: TAnswerDimensions | null;
  weight: number;
}

const FOLLOW_UP_WEIGHT = 0.5;
const ZERO: TAnswerDimensions = { relevance: 0, coverage: 0, structure: 0, specificity: 0, expression: 0 };

function statusOf(row: TRow): TThread['status'] {
  if (!row.feedback || row.answer_text === null) return 'unanswered';
  if (row.feedback.untranscribed) return 'untranscribed';
  return row.feedback.skipped ? 'skipped' : 'answered';
}

/** Main questions in order, each with its follow-ups (a follow-up of a follow-up joins the root). */
export function threadsOf(input: TReportInput): Omit<TThread, 'status' | 'score' | 'dimensions' | 'weight'>[] {
  const rows = [...input.questions].sort((a, b) => a.order - b.order);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rootOf = (r: TRow): TRow => {
    let cur = r;
    for (let i = 0; cur.parent_id !== null && byId.has(cur.parent_id) && i < 10; i++) cur = byId.get(cur.parent_id)!;
    return cur;
  };
  const threads = new Map<number, { main: TRow; followUps: TRow[] }>();
  for (const r of rows)
    if (r.parent_id === null || !byId.has(r.parent_id)) threads.set(r.id, { main: r, followUps: [] });
  for (const r of rows) if (!threads.has(r.id)) threads.get(rootOf(r).id)?.followUps.push(r);
  return [...threads.values()];
}

export function fold(t: { main: TRow; followUps: TRow[] }, mode: TReportInput['mode']): TThread {
  const status = statusOf(t.main);
  const weight = t.main.question.kind === 'opening' || t.main.question.kind === 'closing' ? 0.5 : 1;
  if (status === 'untranscribed') return { ...t, status, score: null, dimensions: null, weight };
  if (status === 'unanswered')
    return mode === 'formal'
      ? { ...t, status, score: 0, dimensions: { ...ZERO }, weight }
      : { ...t, status, score: null, dimensions: null, weight };
  const parts = [
    { w: 1, f: t.main.feedback! },
    ...t.followUps
      .filter((r) => r.feedback && !r.feedback.untranscribed)
      .map((r) => ({ w: FOLLOW_UP_WEIGHT, f: r.feedback! })),
  ];
  const total = parts.reduce((s, p) => s + p.w, 0);
  const mean = (pick: (f: TRow['feedback'] & object) => number) =>
    Math.round(parts.reduce((s, p) => s + p.w * pick(p.f), 0) / total);
  const dimensions = Object.fromEntries(ANSWER_DIMENSIONS.map((d) => [d, mean((f) => f.dimensions[d])]));
  return { ...t, status, score: mean((f) => f.score), dimensions: dimensions as TAnswerDimensions, weight };
}

export function weightedMean(items: { value: number; weight: number }[]): number | null {
  const total = items.reduce((s, i) => s + i.weight, 0);
  return total > 0 ? Math.round(items.reduce((s, i) => s + i.value * i.weight, 0) / total) : null;
}

/** Per dimension, over the questions the candidate met (one never answered says nothing of how they answer). */
export function meanDimensions(threads: TThread[]): TAnswerDimensions {
  const scored = threads.filter((t) => t.dimensions && t.status !== 'unanswered');
  const out = { ...ZERO };
  for (const d of ANSWER_DIMENSIONS)
    out[d] = weightedMean(scored.map((t) => ({ value: t.dimensions![d], weight: t.weight }))) ?? 0;
  return out;
}

/**
 * Scores by competency, from the questions the candidate met: one never answered (a formal
 * interview ended before it, or its time ran out unseen) counts 0 in the overall score but says
 * nothing about a competency — "「冲突处理」最需加强（0 分）" for a question never asked was false.
 */
export function competenciesOf(threads: TThread[]): TReportBody['competencies'] {
  const groups = new Map<string, TThread[]>();
  for (const t of threads) {
    if (t.status === 'unanswered') continue;
    const name = t.main.question.rubric.competency;
    groups.set(name, [...(groups.get(name) ?? []), t]);
  }
  return [...groups]
    .map(([name, ts]) => ({
      name,
      score: weightedMean(ts.filter((t) => t.score !== null).map((t) => ({ value: t.score!, weight: t.weight }))),
      questions: ts.length,
    }))
    .filter((c): c is { name: string; score: number; questions: number } => c.score !== null);
}

type TCompetency = TReportBody['competencies'][number];

/**
 * The best and the weakest competency: the one source every sentence of the report (summary,
 * verdict, next steps; the model's summary too) takes them from. Highest and lowest score; a tie
 * goes to the competency asked first (`competencies` keeps the order of the questions). `tied`:
 * two or more competencies and all scored the same, so none is named best or weakest.
 */
export function rankCompetencies(competencies: TReportBody['competencies']): {
  best: TCompetency | null;
  weakest: TCompetency | null;
  tied: boolean;
} {
  let best: TCompetency | null = null;
  let weakest: TCompetency | null = null;
  for (const c of competencies) {
    if (!best || c.score > best.score) best = c;
    if (!weakest || c.score < weakest.score) weakest = c;
  }
  const tied = competencies.length > 1 && best!.score === weakest!.score;
  return { best, weakest, tied };
}
