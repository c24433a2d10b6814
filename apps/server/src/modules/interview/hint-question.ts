import { AppError, INTERVIEW_MESSAGES as M, type TQuestionHint } from '@offerpilot/shared';
import type { TSessionDeps } from './deps.ts';
import { sessionRow } from './expire-sessions.ts';

/**
 * A hint for a question of an open session: the angles its rubric expects, named by topic
 * (the first words of each key point), never the reference outline.
 */
export async function questionHint(
  deps: TSessionDeps,
  userId: number,
  sessionId: number,
  questionId: number,
): Promise<TQuestionHint> {
  const session = await sessionRow(deps, userId, sessionId);
  if (session.status !== 'in_progress') throw new AppError('CONFLICT', M.sessionClosed);
  if (session.mode === 'formal') throw new AppError('CONFLICT', M.formalNoHint);
  const question = (await deps.repo.questions(session.id)).find((q) => q.id === questionId);
  if (!question) throw new AppError('NOT_FOUND', M.questionNotFound);
  const angles = question.rubric.key_points
    .slice(0, 4)
    .map((k) => k.split(/[：:，,（(]/)[0]!.trim())
    .filter(Boolean);
  const star = question.kind === 'behavioral' || question.kind === 'resume';
  const hint = angles.length
    ? `可以从这几个角度组织回答：${angles.join('、')}。${star ? '用一段真实经历，按情境、任务、行动、结果讲，最后给出结果或数据。' : '先给结论，再讲原理和你用过的实例。'}`
    : star
      ? '选一段真实经历，按情境、任务、行动、结果讲清楚，重点说你自己做了什么、结果如何。'
      : '先用一句话给出结论，再分两三点展开，最好结合你做过的项目举例。';
  return { question_id: question.id, hint, angles };
}
