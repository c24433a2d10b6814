import {
  AppError,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  type TAiPosition,
  type TInterviewDifficulty,
  type TInterviewSession,
  type TInterviewSettings,
  type TSessionConfig,
  type TStartInterviewRequest,
  type TTemplateType,
} from '@offerpilot/shared';
import { aiResume, toAiPosition } from '../optimizations/index.ts';
import type { TInterviewDeps, TSessionDeps } from './deps.ts';
import { expireDue } from './expire-sessions.ts';
import { readSettings } from './interview-settings.ts';
import { minutesLeft } from './read-stats.ts';
import type { TTemplateRow } from './repository.ts';
import { isCutByMinutes, toSession } from './session-view.ts';
import { BUILTIN_TEMPLATES, isBuiltinTemplate, isPractice, plannedMinutes } from './templates.ts';

/** Questions of this many latest sessions are asked again only when nothing new is left. */
const RECENT_SESSIONS = 3;

// ── Sessions ──

/** The position a session is about (400 when it is not the user's). */
async function positionFor(
  deps: Pick<TInterviewDeps, 'positions'>,
  userId: number,
  positionId: number | null | undefined,
): Promise<TAiPosition | null> {
  if (!positionId) return null;
  try {
    return toAiPosition(await deps.positions.get(userId, positionId));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('BAD_REQUEST', M.positionNotFound);
    throw error;
  }
}

async function templateFor(
  deps: Pick<TInterviewDeps, 'repo'>,
  userId: number,
  id: TStartInterviewRequest['template_id'],
): Promise<{ type: TTemplateType; name: string; row: TTemplateRow | null; difficulty: TInterviewDifficulty | null }> {
  if (id === undefined || id === null) return { type: 'comprehensive', name: '综合面试', row: null, difficulty: null };
  if (isBuiltinTemplate(id)) {
    const t = BUILTIN_TEMPLATES.find((b) => b.id === id)!;
    return { type: t.type, name: t.name, row: null, difficulty: t.difficulty };
  }
  const row = await deps.repo.findTemplate(userId, id);
  if (!row) throw new AppError('NOT_FOUND', M.templateNotFound);
  return { type: 'custom', name: row.name, row, difficulty: null };
}

/** The session's settings: the request's, else the template's count, else the user's settings. */
function configFor(
  mode: TStartInterviewRequest['mode'],
  settings: TInterviewSettings,
  template: Awaited<ReturnType<typeof templateFor>>,
  input: TStartInterviewRequest['config'],
): TSessionConfig {
  const builtin = BUILTIN_TEMPLATES.find((b) => b.type === template.type && template.row === null);
  const questionCount = template.row
    ? template.row.questions.length
    : (input?.question_count ?? builtin?.question_count ?? INTERVIEW_LIMITS.questionCount.default);
  const answerTime = input?.answer_time_limit_s ?? settings.answer_time_limit_s;
  return {
    question_count: questionCount,
    difficulty: input?.difficulty ?? template.difficulty ?? settings.difficulty,
    answer_time_limit_s: answerTime,
    // A formal interview gives its verdict in the report, never during the interview.
    feedback_mode: mode === 'formal' ? 'end' : (input?.feedback_mode ?? settings.feedback_mode),
    follow_ups: input?.follow_ups ?? settings.follow_ups,
    duration_minutes: plannedMinutes(questionCount, answerTime),
  };
}

export async function startSession(
  deps: TSessionDeps & Pick<TInterviewDeps, 'resumes' | 'positions'>,
  userId: number,
  req: TStartInterviewRequest,
): Promise<TInterviewSession> {
  await expireDue(deps, userId);
  const resume = await deps.resumes.get(userId, req.resume_id);
  const position = await positionFor(deps, userId, req.position_id);
  const template = await templateFor(deps, userId, req.template_id);
  if (req.mode === 'mock') {
    await deps.repo.ensureGrant(userId, INTERVIEW_LIMITS.signupGrantMinutes);
    // Checked early to spare the planning; checked again, and the expiry cut, under the minutes lock.
    if ((await minutesLeft(deps, userId)).left <= 0) throw new AppError('PAYMENT_REQUIRED', M.noMinutes);
  }
  const config = configFor(req.mode, await readSettings(deps, userId), template, req.config);
  const context = { resume: aiResume(resume), position };
  const counts = await deps.repo.sessionCounts(userId);
  const plan = await deps.ai.planInterview({
    mode: req.mode,
    resume: context.resume,
    position: position ?? undefined,
    difficulty: config.difficulty,
    question_count: config.question_count,
    answer_time_limit_s: config.answer_time_limit_s,
    template: { type: template.type, questions: template.row?.questions },
    seed: userId * 7_919 + counts.mock + counts.formal + 1,
    asked_before: await deps.repo.recentQuestionTexts(userId, RECENT_SESSIONS),
  });
  const created = deps.now();
  const inserted = await deps.repo.insertSession(
    {
      userId,
      mode: req.mode,
      status: 'in_progress',
      resumeId: resume.id,
      positionId: position?.id ?? null,
      templateId: req.template_id === undefined || req.template_id === null ? null : String(req.template_id),
      // A practice is named after its session, which names the position already.
      title: [
        ...(template.row && isPractice(template.row.questions)
          ? template.name
          : `${position?.name ?? resume.file_name} · ${template.name}`),
      ]
        .slice(0, 120)
        .join(''),
      config: { ...config, question_count: plan.length },
      context,
      engine: deps.ai.name,
      questionCount: plan.length,
      createdAt: created,
      lastActivityAt: created,
      // A mock session cannot outlast the minutes left either: the repository cuts it to them.
      expiresAt: new Date(created.getTime() + (config.duration_minutes + INTERVIEW_LIMITS.graceMinutes) * 60_000),
    },
    plan.map((q, i) => ({
      ord: i + 1,
      followIndex: 0,
      parentId: null,
      kind: q.kind,
      text: q.text,
      source: q.source,
      timeLimitS: q.time_limit_s,
      rubric: q.rubric,
    })),
  );
  if ('openSessionId' in inserted) throw new AppError('CONFLICT', M.mockOpen, { session_id: inserted.openSessionId });
  if ('noMinutes' in inserted) throw new AppError('PAYMENT_REQUIRED', M.noMinutes);
  return toSession(inserted.row, undefined, isCutByMinutes(inserted.row, []));
}
