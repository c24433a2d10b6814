import { AppError, INTERVIEW_MESSAGES as M, type TInterviewFit } from '@offerpilot/shared';
import type { TSessionDeps } from './deps.ts';
import { sessionRow } from './expire-sessions.ts';
import { isScored, questionLabels } from './report-view.ts';
import { planned } from './session-view.ts';

/** How the candidate fits the session's position: resume match plus the interview's evidence. */
export async function assessFit(deps: TSessionDeps, userId: number, id: number): Promise<TInterviewFit> {
  const row = await sessionRow(deps, userId, id);
  if (!row.report) throw new AppError('CONFLICT', M.notEnded);
  const questions = await deps.repo.questions(row.id);
  const labels = questionLabels(questions.map((q) => ({ question_id: q.id, order: q.ord, parent_id: q.parentId })));
  const position = row.context.position ?? undefined;
  const body = deps.ai.fitInterview({
    resume: row.context.resume,
    position,
    interview_score: row.report.overall_score,
    questions: questions.map((q) => ({
      id: q.id,
      label: `第 ${labels.get(q.id) ?? q.ord} 题`,
      question: planned(q),
      answer_text: q.answeredAt ? (q.answerText ?? '') : null,
      score: isScored(q.feedback) ? q.feedback.score : null,
      specificity: isScored(q.feedback) ? q.feedback.dimensions.specificity : null,
    })),
  });
  return {
    ...body,
    session_id: row.id,
    position: position ? { id: position.id, title: position.name, company: position.company_name ?? null } : null,
    interview_score: row.report.overall_score,
  };
}
