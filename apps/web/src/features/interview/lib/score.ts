import { INTERVIEW_SCORE_BANDS, type TInterviewReport } from '@offerpilot/shared';

/** Green from 80, amber from 60, red below: the same colours on every interview screen. */
export const scoreColor = (score: number) =>
  score >= INTERVIEW_SCORE_BANDS.good ? '#389e0d' : score >= INTERVIEW_SCORE_BANDS.fair ? '#d48806' : '#cf1322';

/**
 * What a question without a score of its own counts in the report (report-threads.ts on the
 * server): a skip counts 0 in both modes; a main question never answered counts 0 in a formal
 * interview and is left out of a mock one; a follow-up never answered and a spoken answer that
 * was not transcribed are left out of both.
 */
export function unscoredKey(
  question: Pick<TInterviewReport['questions'][number], 'feedback' | 'parent_id'>,
  mode: TInterviewReport['mode'],
) {
  const feedback = question.feedback;
  if (feedback?.untranscribed) return 'formal.report.noScore' as const;
  if (feedback?.skipped) return 'formal.report.zeroSkipped' as const;
  return mode === 'formal' && question.parent_id === null
    ? ('formal.report.zeroUnanswered' as const)
    : ('formal.report.notCounted' as const);
}

/**
 * The planned main questions of a report: answered, skipped, never answered and spoken without
 * text (答了 2/3 题, not 2/2, when the third was recorded but not transcribed).
 */
export const plannedQuestions = (
  report: Pick<TInterviewReport, 'answered' | 'skipped' | 'unanswered' | 'untranscribed'>,
) => report.answered + report.skipped + report.unanswered + (report.untranscribed ?? 0);
