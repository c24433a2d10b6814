import type { TAnswerFeedback, TInterviewQuestion, TInterviewSession } from '@offerpilot/shared';

/** A mock session of one question (the opening), answered or not, and that answer's feedback: the web tests of the last answer and of 再答一次 share it. */
export const ANSWER = '我叫林可，做了四年后端，最近在支付团队负责对账服务的重构。';
export const oneQuestionSession = (id: number, status: TInterviewSession['status']): TInterviewSession => ({
  id,
  mode: 'mock',
  status,
  resume_id: 3,
  position_id: null,
  template_id: 'technical',
  title: '后端工程师 · 技术面试',
  config: {
    question_count: 1,
    difficulty: 'medium',
    answer_time_limit_s: 180,
    feedback_mode: 'instant',
    follow_ups: false,
    duration_minutes: 5,
  },
  question_count: 1,
  answered_count: status === 'in_progress' ? 0 : 1,
  skipped_count: 0,
  overall_score: status === 'in_progress' ? null : 68,
  minutes_charged: null,
  engine: 'builtin',
  created_at: new Date().toISOString(),
  ended_at: status === 'in_progress' ? null : new Date().toISOString(),
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  minutes_limited: false,
});
export const openingQuestion = (answered: boolean): TInterviewQuestion => ({
  id: 301,
  order: 1,
  kind: 'opening',
  text: '先请你简单介绍一下自己。',
  source: { type: 'bank' },
  parent_id: null,
  time_limit_s: 180,
  competency: '沟通表达',
  answered,
});
export const openingFeedback: TAnswerFeedback = {
  score: 68,
  dimensions: { relevance: 80, coverage: 60, structure: 60, specificity: 70, expression: 70 },
  explanations: { relevance: '', coverage: '', structure: '', specificity: '', expression: '' },
  skipped: false,
  strengths: ['讲到了具体的团队和职责'],
  improvements: [],
  covered_key_points: [],
  missed_key_points: [],
  reference_outline: ['先说结论'],
};
