import { AppError, INTERVIEW_MESSAGES as M, type TInterviewReport, type TReportCheck } from '@offerpilot/shared';
import { renderModelPdf } from '../export/index.ts';
import type { TSessionDeps } from './deps.ts';
import { expireDue, sessionRow } from './expire-sessions.ts';
import { reportCheckOf, reportExportModel } from './report-view.ts';

/** The report of an ended session (409 while it is still open). */
export async function reportOf(deps: TSessionDeps, userId: number, id: number): Promise<TInterviewReport> {
  const row = await sessionRow(deps, userId, id);
  if (!row.report) throw new AppError('CONFLICT', M.notEnded);
  return row.report;
}

/** Every ended session's report with its check: complete, answers without speech, typed fallbacks. */
export async function reportChecks(deps: TSessionDeps, userId: number): Promise<TReportCheck[]> {
  await expireDue(deps, userId);
  const rows = await deps.repo.endedWithReport(userId, 100, false);
  return rows.flatMap((r) => (r.report ? [reportCheckOf(r.id, r.report)] : []));
}

/** The report as a PDF (the resume export's A4 layout and embedded Chinese font). */
export async function reportPdf(
  deps: TSessionDeps,
  userId: number,
  id: number,
): Promise<{ body: Buffer; title: string }> {
  const report = await reportOf(deps, userId, id);
  const title = `${report.title} 面试报告`;
  return { body: await renderModelPdf(reportExportModel(report), { title }), title };
}
