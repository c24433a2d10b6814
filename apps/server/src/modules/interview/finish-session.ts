import { AppError, INTERVIEW_MESSAGES as M, type TInterviewQuestion, type TInterviewReport } from '@offerpilot/shared';
import { removeFiles } from './audio-files.ts';
import type { TSessionDeps } from './deps.ts';
import type { TSessionRow } from './repository.ts';
import { deliveryOf } from './report-view.ts';
import { minutesBetween, planned } from './session-view.ts';

// ── The end, the report and the minutes ──

/** Ends a session: the report, then (once) the status change and a mock session's charge. */
export async function finishSession(
  deps: TSessionDeps,
  row: TSessionRow,
  status: 'completed' | 'expired',
): Promise<TInterviewReport> {
  // An answer recorded while the report was being written makes it stale: write it again.
  for (let attempt = 0; ; attempt += 1) {
    const fresh = attempt === 0 ? row : await deps.repo.findSession(row.userId, row.id);
    if (!fresh) throw new AppError('NOT_FOUND', M.sessionNotFound);
    if (fresh.report) return fresh.report;
    const done = await tryFinish(deps, fresh, status);
    if (done || attempt >= 4) return done ?? (await deps.repo.findSession(row.userId, row.id))!.report!;
  }
}

/** One attempt at ending: the report, or null when an answer arrived meanwhile. */
async function tryFinish(
  deps: TSessionDeps,
  row: TSessionRow,
  status: 'completed' | 'expired',
): Promise<TInterviewReport | null> {
  const endedAt = status === 'expired' ? row.expiresAt : deps.now();
  // An expired session is charged for the time it was really used: up to its last answer. Never
  // past its end, which a mock session's minutes pay for (an answer judged across it).
  const usedUntil = new Date(
    Math.min((status === 'expired' ? row.lastActivityAt : endedAt).getTime(), row.expiresAt.getTime()),
  );
  const questions = await deps.repo.questions(row.id);
  const body = await deps.ai.reportInterview({
    mode: row.mode as TInterviewReport['mode'],
    title: row.title,
    resume: row.context.resume,
    position: row.context.position ?? undefined,
    questions: questions.map((q) => ({
      id: q.id,
      order: q.ord,
      parent_id: q.parentId,
      question: planned(q),
      answer_text: q.answeredAt ? (q.answerText ?? '') : null,
      duration_ms: q.durationMs,
      speech: q.speech,
      feedback: q.feedback,
    })),
  });
  const speakingOf = new Map(body.questions.map((q) => [q.question_id, q.speaking]));
  const report: TInterviewReport = {
    ...body,
    session_id: row.id,
    mode: row.mode as TInterviewReport['mode'],
    status,
    title: row.title,
    questions: questions.map((q) => ({
      question_id: q.id,
      order: q.ord,
      kind: q.kind as TInterviewQuestion['kind'],
      text: q.text,
      competency: q.rubric.competency,
      parent_id: q.parentId,
      answer_text: q.answerText ?? '',
      duration_ms: q.durationMs,
      feedback: q.feedback,
      speaking: speakingOf.get(q.id) ?? null,
      delivery: deliveryOf(q.speech, q.answeredAt !== null),
    })),
    duration_s: Math.max(0, Math.round((usedUntil.getTime() - row.createdAt.getTime()) / 1000)),
    minutes_charged: null,
    engine: row.engine === 'openai' ? 'openai' : 'builtin',
    created_at: row.createdAt.toISOString(),
    ended_at: endedAt.toISOString(),
  };
  // A session in which nothing was answered is neither charged nor scored (issue 36, item 3).
  const scored = report.answered > 0;
  const charge = row.mode === 'mock' && scored ? minutesBetween(row.createdAt, usedUntil) : null;
  const { won, stale, charged } = await deps.repo.finish({
    userId: row.userId,
    sessionId: row.id,
    status,
    endedAt,
    report,
    chargeMinutes: status === 'completed' && charge !== null ? Math.max(1, charge) : charge,
    answeredCount: row.answeredCount,
    scored,
  });
  // Whoever ended it, the session needs no audio any more.
  if (!stale) await removeFiles(deps, await deps.repo.deleteAudio({ sessionId: row.id }));
  if (won && report.answered + report.skipped + (report.untranscribed ?? 0) > 0) void deps.onProductUsed?.(row.userId);
  if (won) return { ...report, minutes_charged: charged };
  if (stale) return null;
  const stored = await deps.repo.findSession(row.userId, row.id);
  return stored!.report!;
}
