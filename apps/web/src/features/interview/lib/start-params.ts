import { positiveInt } from '../../../lib/query-params.ts';
import {
  ZBuiltinTemplateId,
  ZFeedbackMode,
  ZInterviewDifficulty,
  type TFeedbackMode,
  type TInterviewDifficulty,
  type TStartInterviewRequest,
  type TTemplateId,
} from '@offerpilot/shared';

export interface TStartChoice {
  resumeId: number;
  positionId: number | null;
  templateId: TTemplateId;
  questionCount: number;
  difficulty: TInterviewDifficulty;
  answerTimeLimitS: number;
  feedbackMode: TFeedbackMode;
  followUps: boolean;
}

/** The configuration travels to /interview-generating in its query, so the page can be linked and reloaded. */
export function toStartQuery(c: TStartChoice): string {
  const params = new URLSearchParams({
    resumeId: String(c.resumeId),
    templateId: String(c.templateId),
    count: String(c.questionCount),
    difficulty: c.difficulty,
    time: String(c.answerTimeLimitS),
    feedback: c.feedbackMode,
    followUps: c.followUps ? '1' : '0',
  });
  if (c.positionId) params.set('positionId', String(c.positionId));
  return params.toString();
}

/** The start request a /interview-generating query describes, or null when it lacks a resume. */
export function fromStartQuery(params: URLSearchParams): TStartInterviewRequest | null {
  const resumeId = positiveInt(params.get('resumeId'));
  if (!resumeId) return null;
  const rawTemplate = params.get('templateId');
  const builtin = ZBuiltinTemplateId.safeParse(rawTemplate);
  const templateId = builtin.success ? builtin.data : positiveInt(rawTemplate);
  const difficulty = ZInterviewDifficulty.safeParse(params.get('difficulty'));
  const feedback = ZFeedbackMode.safeParse(params.get('feedback'));
  const count = positiveInt(params.get('count'));
  const time = positiveInt(params.get('time'));
  const followUps = params.get('followUps');
  return {
    mode: 'mock',
    resume_id: resumeId,
    position_id: positiveInt(params.get('positionId')),
    template_id: templateId,
    config: {
      ...(count ? { question_count: count } : {}),
      ...(difficulty.success ? { difficulty: difficulty.data } : {}),
      ...(time ? { answer_time_limit_s: time } : {}),
      ...(feedback.success ? { feedback_mode: feedback.data } : {}),
      ...(followUps === '1' || followUps === '0' ? { follow_ups: followUps === '1' } : {}),
    },
  };
}
