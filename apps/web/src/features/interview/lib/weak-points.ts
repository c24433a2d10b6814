import {
  INTERVIEW_LIMITS,
  isScoredFeedback,
  type TCustomTemplateInput,
  type TInterviewReport,
} from '@offerpilot/shared';

/** Below this an answer counts as weak. */
export const WEAK_SCORE = 60;
/** At least this many questions in a practice session (the configuration's minimum). */
const MIN_QUESTIONS = INTERVIEW_LIMITS.questionCount.min;

type TReportQuestion = TInterviewReport['questions'][number];

/** A follow-up's weight beside its main answer's 1, as the report folds them (report-threads.ts on the server). */
const FOLLOW_UP_WEIGHT = 0.5;

/**
 * Each main question's score as the report counts it: skipped or unanswered 0; a spoken answer
 * left untranscribed has no score and is not weak; an answered one folds in its follow-ups (weight
 * 0.5 each, a skipped one 0), so a question whose follow-ups showed the answer was thin is weak
 * here as it is in the report ("「Vue」是最弱的一项（37 分）" while 再练一次薄弱项 said every answer
 * was good: the main answer alone had 63).
 */
function threadScores(report: TInterviewReport): Map<number, number> {
  const byId = new Map(report.questions.map((q) => [q.question_id, q]));
  const rootOf = (q: TReportQuestion) => {
    let cur = q;
    for (let i = 0; cur.parent_id !== null && byId.has(cur.parent_id) && i < 10; i++) cur = byId.get(cur.parent_id)!;
    return cur;
  };
  const followUps = new Map<number, TReportQuestion[]>();
  for (const q of report.questions)
    if (q.parent_id !== null) {
      const root = rootOf(q).question_id;
      followUps.set(root, [...(followUps.get(root) ?? []), q]);
    }
  const scores = new Map<number, number>();
  for (const q of report.questions) {
    if (q.parent_id !== null) continue;
    if (q.feedback?.untranscribed) scores.set(q.question_id, WEAK_SCORE);
    else if (!isScoredFeedback(q.feedback)) scores.set(q.question_id, 0);
    else {
      const parts = [
        { w: 1, score: q.feedback.score },
        ...(followUps.get(q.question_id) ?? [])
          .filter((f) => f.feedback && !f.feedback.untranscribed)
          .map((f) => ({ w: FOLLOW_UP_WEIGHT, score: f.feedback!.skipped ? 0 : f.feedback!.score })),
      ];
      const total = parts.reduce((n, p) => n + p.w, 0);
      scores.set(q.question_id, Math.round(parts.reduce((n, p) => n + p.w * p.score, 0) / total));
    }
  }
  return scores;
}

/**
 * The main questions of a report that went badly (skipped, unanswered or below 60 with their
 * follow-ups), weakest first; topped up with the next-weakest of the weakest competencies to
 * reach three. Empty when every answer was good.
 */
export function weakQuestions(report: TInterviewReport): TReportQuestion[] {
  const scores = threadScores(report);
  const scoreOf = (q: TReportQuestion) => scores.get(q.question_id) ?? 0;
  const mains = report.questions.filter((q) => q.parent_id === null && q.kind !== 'closing');
  const weak = mains.filter((q) => scoreOf(q) < WEAK_SCORE).sort((a, b) => scoreOf(a) - scoreOf(b));
  if (weak.length === 0) return [];
  const weakCompetencies = new Set(weak.map((q) => q.competency));
  const topUp = mains
    .filter((q) => !weak.includes(q) && weakCompetencies.has(q.competency))
    .sort((a, b) => scoreOf(a) - scoreOf(b));
  const rest = mains.filter((q) => !weak.includes(q) && !topUp.includes(q)).sort((a, b) => scoreOf(a) - scoreOf(b));
  return [...weak, ...topUp, ...rest].slice(0, Math.max(weak.length, MIN_QUESTIONS));
}

/**
 * A question bank for practising the weak points again: the weak questions, each with the key
 * points that were missed as its key points and the reference outline as its reference answer.
 * `practice_of` names the session: the server keeps each question's source and rubric from it,
 * names the practice after it and leaves it out of the user's own banks.
 */
export function weakPointsBank(
  report: TInterviewReport,
  texts: { name: string; description: (count: number) => string },
): TCustomTemplateInput | null {
  const questions = weakQuestions(report);
  if (questions.length === 0) return null;
  return {
    practice_of: report.session_id,
    name: texts.name.slice(0, INTERVIEW_LIMITS.templateName),
    description: texts.description(questions.length).slice(0, INTERVIEW_LIMITS.templateDescription),
    questions: questions.map((q) => {
      const feedback = q.feedback;
      const points = feedback
        ? [...feedback.missed_key_points, ...feedback.covered_key_points]
            .map((p) => p.slice(0, INTERVIEW_LIMITS.keyPoint))
            .slice(0, INTERVIEW_LIMITS.keyPoints)
        : [];
      const outline = feedback?.reference_outline.join('\n') ?? '';
      return {
        text: q.text.slice(0, INTERVIEW_LIMITS.questionText),
        ...(outline ? { reference_answer: outline.slice(0, INTERVIEW_LIMITS.referenceAnswer) } : {}),
        ...(points.length ? { key_points: points } : {}),
      };
    }),
  };
}
