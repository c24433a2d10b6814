import {
  DEFAULT_INTERVIEW_SETTINGS,
  INTERVIEW_LIMITS,
  type TInterviewQuestion,
  type TInterviewSession,
  type TInterviewTemplate,
  type TSessionStatus,
} from '@offerpilot/shared';
import { z } from 'zod';
import type { TPlannedQuestion } from '../../ai/provider.ts';
import type { TQuestionRow, TSessionRow, TTemplateRow } from './repository.ts';
import { isBuiltinTemplate, plannedMinutes } from './templates.ts';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 60_000));

export function toTemplate(row: TTemplateRow): TInterviewTemplate {
  const difficulty = z.enum(['easy', 'medium', 'hard']).catch('medium').parse(row.difficulty);
  return {
    id: row.id,
    name: row.name,
    type: 'custom',
    description: row.description ?? `自定义题库，共 ${row.questions.length} 道题`,
    question_count: row.questions.length,
    duration_minutes: plannedMinutes(row.questions.length, DEFAULT_INTERVIEW_SETTINGS.answer_time_limit_s),
    difficulty,
    builtin: false,
    questions: row.questions.map(({ origin: _origin, ...question }) => question),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * True when a mock session ends earlier than its plan, its grace time and its follow-ups would
 * make it: its end was cut to the minutes its owner could pay for (insertSession, recordAnswer).
 */
export function isCutByMinutes(row: TSessionRow, questions: Pick<TQuestionRow, 'parentId' | 'timeLimitS'>[]): boolean {
  if (row.mode !== 'mock') return false;
  const followUpMs = questions.reduce((sum, q) => sum + (q.parentId === null ? 0 : q.timeLimitS * 1000), 0);
  const plannedMs = (row.config.duration_minutes + INTERVIEW_LIMITS.graceMinutes) * 60_000 + followUpMs;
  return row.expiresAt.getTime() < row.createdAt.getTime() + plannedMs;
}

/**
 * `counts`: the session's main questions answered and skipped (none when absent); `minutesLimited`:
 * an open mock session that ends when its minutes do (isCutByMinutes).
 */
export function toSession(
  row: TSessionRow,
  counts?: { answered: number; skipped: number },
  minutesLimited = false,
): TInterviewSession {
  return {
    id: row.id,
    mode: row.mode as TInterviewSession['mode'],
    status: row.status as TSessionStatus,
    resume_id: row.resumeId,
    position_id: row.positionId,
    template_id:
      row.templateId === null ? null : isBuiltinTemplate(row.templateId) ? row.templateId : Number(row.templateId),
    title: row.title,
    config: row.config,
    question_count: row.questionCount,
    answered_count: counts?.answered ?? 0,
    skipped_count: counts?.skipped ?? 0,
    overall_score: row.overallScore,
    minutes_charged: row.minutesCharged,
    engine: row.engine === 'openai' ? 'openai' : 'builtin',
    created_at: row.createdAt.toISOString(),
    ended_at: iso(row.endedAt),
    expires_at: row.expiresAt.toISOString(),
    minutes_limited: minutesLimited && row.status === 'in_progress',
  };
}

export function toQuestion(row: TQuestionRow): TInterviewQuestion {
  return {
    id: row.id,
    order: row.ord,
    kind: row.kind as TInterviewQuestion['kind'],
    text: row.text,
    source: row.source,
    parent_id: row.parentId,
    time_limit_s: row.timeLimitS,
    competency: row.rubric.competency,
    answered: row.answeredAt !== null,
  };
}

export const planned = (row: TQuestionRow): TPlannedQuestion => ({
  kind: row.kind as TPlannedQuestion['kind'],
  text: row.text,
  source: row.source,
  time_limit_s: row.timeLimitS,
  rubric: row.rubric,
});
