import {
  AppError,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  type TCustomTemplateInput,
  type TInterviewTemplate,
} from '@offerpilot/shared';
import type { TTemplateQuestion } from '../../ai/provider.ts';
import type { TInterviewDeps, TSessionDeps } from './deps.ts';
import { sessionRow } from './expire-sessions.ts';
import { planned, toTemplate } from './session-view.ts';
import { BUILTIN_TEMPLATES, isPractice, practiceName } from './templates.ts';

// ── Templates ──

/** The built-in templates and the user's own banks (a practice of weak points is no bank of theirs). */
export async function listTemplates(deps: Pick<TInterviewDeps, 'repo'>, userId: number): Promise<TInterviewTemplate[]> {
  const own = await deps.repo.listTemplates(userId);
  return [...BUILTIN_TEMPLATES, ...own.filter((row) => !isPractice(row.questions)).map(toTemplate)];
}

export async function createTemplate(
  deps: TSessionDeps,
  userId: number,
  input: TCustomTemplateInput,
): Promise<TInterviewTemplate> {
  const practice = input.practice_of ? await practiceOf(deps, userId, input.practice_of, input.questions) : null;
  const row = await deps.repo.insertTemplate({
    userId,
    name: practice?.name ?? input.name,
    description: input.description ?? null,
    difficulty: input.difficulty ?? 'medium',
    questions: practice?.questions ?? input.questions,
  });
  return toTemplate(row);
}

/**
 * A practice of a session's weak points (issue 36): each question that session asked keeps its
 * kind, source and rubric, so it is labelled and judged as it was there (a resume line, a
 * requirement, the bank), not as 自定义题 / 来自你的题库; named after the session once
 * (薄弱项练习 · 岗位 · 模板), so its sessions do not repeat the position.
 */
async function practiceOf(
  deps: TSessionDeps,
  userId: number,
  sessionId: number,
  questions: TCustomTemplateInput['questions'],
): Promise<{ name: string; questions: TTemplateQuestion[] }> {
  const session = await sessionRow(deps, userId, sessionId);
  const asked = (await deps.repo.questions(session.id)).filter((q) => q.parentId === null);
  const askedAs = (text: string) =>
    asked.find((q) => q.text === text || q.text.slice(0, INTERVIEW_LIMITS.questionText).trim() === text);
  return {
    name: practiceName(session.title),
    questions: questions.map((question) => {
      const before = askedAs(question.text.trim());
      if (!before) return question;
      const { kind, source, rubric } = planned(before);
      return { ...question, origin: { kind, source, rubric } };
    }),
  };
}

export async function updateTemplate(
  deps: Pick<TInterviewDeps, 'repo'>,
  userId: number,
  id: number,
  input: TCustomTemplateInput,
): Promise<TInterviewTemplate> {
  const row = await deps.repo.updateTemplate(userId, id, {
    name: input.name,
    description: input.description ?? null,
    difficulty: input.difficulty ?? 'medium',
    questions: input.questions,
  });
  if (!row) throw new AppError('NOT_FOUND', M.templateNotFound);
  return toTemplate(row);
}

export async function deleteTemplate(deps: Pick<TInterviewDeps, 'repo'>, userId: number, id: number): Promise<void> {
  if (!(await deps.repo.deleteTemplate(userId, id))) throw new AppError('NOT_FOUND', M.templateNotFound);
}
