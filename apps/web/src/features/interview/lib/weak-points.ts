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

/** Skipped or unanswered count as 0; a spoken answer left untranscribed has no score and is not weak. */
const scoreOf = (q: TReportQuestion) =>
  q.feedback?.untranscribed ? WEAK_SCORE : isScoredFeedback(q.feedback) ? q.feedback.score : 0;

/**
 * The main questions of a report that went badly (skipped, unanswered or below 60), weakest
 * first; topped up with the next-weakest of the weakest competencies to reach three. Empty when
 * every answer was good.
 */
export function weakQuestions(report: TInterviewReport): TReportQuestion[] {
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
