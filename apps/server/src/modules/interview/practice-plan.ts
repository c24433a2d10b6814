import {
  AppError,
  INTERVIEW_LIMITS,
  isScoredFeedback,
  PRACTICE_MESSAGES,
  type TAnswerFeedback,
  type TPracticePlan,
  type TPracticeStart,
  type TPracticeRedo,
  type TPracticeWeakness,
  uncoveredPoints,
} from '@offerpilot/shared';
import type { TTemplateQuestion } from '../../ai/provider.ts';
import type { InterviewRepository } from './repository.ts';

/**
 * The practice plan across sessions (issue 36 item 2): the competencies that stay weak over the
 * ended sessions, with the answers that show it; the questions to redo, spaced — a question
 * answered badly comes back 1, 3 and 7 days after each bad attempt (then every 7) until an attempt
 * scores well; the next session's focus and one sentence for the next step. An attempt is an
 * answer to the same question text in any ended session (a practice session asks it again).
 */

/** An answer at or above this is good: the question leaves the plan. */
export const GOOD_SCORE = 70;
/** Days until a question answered badly comes back: after the 1st, 2nd, 3rd and later bad attempts. */
export const REDO_DAYS = [1, 3, 7] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Answers read: the latest main answers of ended sessions (bounded work). */
const MAX_ANSWERS = 400;
const MAX_WEAK = 3;
const MAX_REDO = 8;
const MAX_EVIDENCE = 2;
/** Competency names that name none (a user's own question without a skill). */
const GENERIC_COMPETENCIES = new Set(['自定义题目', '综合']);

/** One answered main question of an ended session. */
export interface TAttempt {
  sessionId: number;
  questionId: number;
  text: string;
  kind: string;
  competency: string;
  answeredAt: Date;
  /** 0 for a skip; null for an answer that has no score (spoken, not transcribed). */
  score: number | null;
  missed: string[];
  origin: NonNullable<TTemplateQuestion['origin']>;
}

const keyOf = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\p{P}]/gu, '')
    .toLowerCase();

/** The redo schedule of one question: due when its latest attempt is weak, spaced by the weak attempts in a row. */
function redoOf(attempts: readonly TAttempt[], now: Date): TPracticeRedo | null {
  const scored = attempts
    .filter((a) => a.score !== null)
    .sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime());
  const last = scored.at(-1);
  if (!last || last.score! >= GOOD_SCORE) return null;
  let weakInARow = 0;
  for (let i = scored.length - 1; i >= 0 && scored[i]!.score! < GOOD_SCORE; i--) weakInARow++;
  const days = REDO_DAYS[Math.min(weakInARow, REDO_DAYS.length) - 1]!;
  const dueAt = new Date(last.answeredAt.getTime() + days * DAY_MS);
  return {
    question: last.text,
    competency: last.competency,
    session_id: last.sessionId,
    question_id: last.questionId,
    last_score: last.score!,
    attempts: scored.length,
    last_at: last.answeredAt.toISOString(),
    due_at: dueAt.toISOString(),
    due: dueAt.getTime() <= now.getTime(),
    missed: last.missed.slice(0, 3),
  };
}

function weaknesses(attempts: readonly TAttempt[]): TPracticeWeakness[] {
  const byCompetency = new Map<string, TAttempt[]>();
  for (const a of attempts) {
    // 自定义题目 names no competency: the user's own questions stay in the redo list only.
    if (a.score === null || a.kind === 'closing' || GENERIC_COMPETENCIES.has(a.competency)) continue;
    byCompetency.set(a.competency, [...(byCompetency.get(a.competency) ?? []), a]);
  }
  return [...byCompetency]
    .map(([competency, list]) => ({
      competency,
      mean_score: Math.round(list.reduce((n, a) => n + a.score!, 0) / list.length),
      answers: list.length,
      evidence: list
        .filter((a) => a.score! < GOOD_SCORE)
        .sort((a, b) => a.score! - b.score! || b.answeredAt.getTime() - a.answeredAt.getTime())
        .slice(0, MAX_EVIDENCE)
        .map((a) => ({
          session_id: a.sessionId,
          question_id: a.questionId,
          question: a.text,
          score: a.score!,
          missed: a.missed.slice(0, 3),
        })),
    }))
    .filter((w) => w.mean_score < GOOD_SCORE)
    .sort((a, b) => a.mean_score - b.mean_score || b.answers - a.answers)
    .slice(0, MAX_WEAK);
}

function nextStep(plan: Omit<TPracticePlan, 'next_step'>): string {
  const due = plan.redo.filter((r) => r.due).length;
  if (plan.sessions === 0) return '先完成一场模拟面试，就会生成你的练习计划。';
  if (due && plan.focus) return `下一步：重做 ${due} 道到期的题，重点练「${plan.focus}」。`;
  if (due) return `下一步：重做 ${due} 道到期的题。`;
  if (plan.focus) return `下一步：专项练习「${plan.focus}」。`;
  const soon = plan.redo[0];
  if (soon)
    return `没有到期的题：${new Date(soon.due_at).toLocaleDateString('zh-CN')} 再重做「${cut(soon.question)}」。`;
  return '最近的回答都不错：可以试试更高难度或正式面试。';
}

const cut = (text: string) => ([...text].length > 16 ? `${[...text].slice(0, 16).join('')}…` : text);

/** The plan from the answers of ended sessions (newest first or in any order). */
export function practicePlan(attempts: readonly TAttempt[], now: Date): TPracticePlan {
  const byQuestion = new Map<string, TAttempt[]>();
  for (const a of attempts) {
    if (a.kind === 'closing') continue;
    const key = keyOf(a.text);
    byQuestion.set(key, [...(byQuestion.get(key) ?? []), a]);
  }
  const redo = [...byQuestion.values()]
    .map((list) => redoOf(list, now))
    .filter((r): r is TPracticeRedo => r !== null)
    .sort((a, b) => Number(b.due) - Number(a.due) || a.due_at.localeCompare(b.due_at) || a.last_score - b.last_score)
    .slice(0, MAX_REDO);
  const weak = weaknesses(attempts);
  const base = {
    sessions: new Set(attempts.map((a) => a.sessionId)).size,
    weak,
    focus: weak[0]?.competency ?? null,
    redo,
  };
  return { ...base, next_step: nextStep(base) };
}

/** A skip counts 0; an answer spoken but not transcribed has no score. */
const scoreOf = (f: TAnswerFeedback): number | null => (f.skipped ? 0 : isScoredFeedback(f) ? f.score : null);

/** The user's latest answered main questions of ended sessions, as attempts. */
export async function readAttempts(repo: InterviewRepository, userId: number): Promise<TAttempt[]> {
  const rows = await repo.answeredMainQuestions(userId, MAX_ANSWERS);
  return rows.map((r) => ({
    sessionId: r.sessionId,
    questionId: r.questionId,
    text: r.text,
    kind: r.kind,
    competency: r.rubric.competency || '综合',
    answeredAt: r.answeredAt,
    score: scoreOf(r.feedback),
    // Only points with no word in the answer: one only touched on is not 漏掉 (uncoveredPoints).
    missed: uncoveredPoints(r.feedback).missing,
    origin: { kind: r.kind as NonNullable<TTemplateQuestion['origin']>['kind'], source: r.source, rubric: r.rubric },
  }));
}

/** Questions in a session started from the plan: the due ones first, then the focus's weakest, then the next due. */
const START_MAX = 5;

/**
 * The questions the next session of the plan asks, each as it was asked before (its kind, source
 * and rubric as `origin`, so it is labelled and judged the same): the due redo questions, then
 * the focus competency's weakest answers, then the redo questions due next; at least
 * `min` when the history has them. Empty when the history holds nothing to practise.
 */
export function practiceQuestions(
  plan: TPracticePlan,
  attempts: readonly TAttempt[],
  min: number,
): { questions: TTemplateQuestion[]; sessionId: number | null } {
  const byId = new Map(attempts.map((a) => [a.questionId, a]));
  const picked: TAttempt[] = [];
  const take = (questionId: number) => {
    const a = byId.get(questionId);
    if (a && !picked.some((p) => keyOf(p.text) === keyOf(a.text))) picked.push(a);
  };
  for (const r of plan.redo) if (r.due) take(r.question_id);
  for (const w of plan.weak.filter((w) => w.competency === plan.focus))
    for (const e of w.evidence) if (picked.length < START_MAX) take(e.question_id);
  for (const r of plan.redo) if (picked.length < Math.max(min, 1)) take(r.question_id);
  for (const w of plan.weak) for (const e of w.evidence) if (picked.length < min) take(e.question_id);
  // Still short of the minimum: the weakest of the other answers (the history may hold few).
  const rest = [...attempts].filter((a) => a.kind !== 'closing').sort((a, b) => (a.score ?? 100) - (b.score ?? 100));
  if (picked.length) for (const a of rest) if (picked.length < min) take(a.questionId);
  const chosen = picked.slice(0, START_MAX);
  return {
    questions: chosen.map((a) => ({ text: a.text, origin: a.origin })),
    sessionId: chosen[0]?.sessionId ?? null,
  };
}

/** The plan and its start for one user: reads the history, makes the practice bank. */
export class PracticePlans {
  constructor(
    private readonly repo: InterviewRepository,
    private readonly now: () => Date,
  ) {}

  async plan(userId: number): Promise<TPracticePlan> {
    return practicePlan(await readAttempts(this.repo, userId), this.now());
  }

  /**
   * A practice bank of the plan's questions (hidden from the user's banks, like a practice of one
   * session's weak points), and the resume, position and settings of the session its first
   * question was asked in. 409 when the history holds nothing to practise.
   */
  async start(userId: number): Promise<TPracticeStart> {
    const attempts = await readAttempts(this.repo, userId);
    const plan = practicePlan(attempts, this.now());
    const { questions, sessionId } = practiceQuestions(plan, attempts, INTERVIEW_LIMITS.questionCount.min);
    if (!questions.length || sessionId === null) throw new AppError('CONFLICT', PRACTICE_MESSAGES.planEmpty);
    const source = await this.repo.findSession(userId, sessionId);
    const row = await this.repo.insertTemplate({
      userId,
      name: `${PLAN_PREFIX}${this.now().toLocaleDateString('zh-CN')}`,
      description: plan.next_step,
      difficulty: source?.config.difficulty ?? 'medium',
      questions,
    });
    return {
      template_id: row.id,
      // A bank's session asks all its questions; the count only has to pass the start's minimum.
      question_count: Math.max(INTERVIEW_LIMITS.questionCount.min, questions.length),
      resume_id: source?.resumeId ?? null,
      position_id: source?.positionId ?? null,
      difficulty: source?.config.difficulty ?? 'medium',
      answer_time_limit_s: source?.config.answer_time_limit_s ?? INTERVIEW_LIMITS.answerTimeLimit.default,
      feedback_mode: source?.config.feedback_mode ?? 'instant',
      follow_ups: source?.config.follow_ups ?? true,
    };
  }
}

const PLAN_PREFIX = '练习计划 · ';
