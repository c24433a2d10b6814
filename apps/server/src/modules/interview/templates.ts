import {
  INTERVIEW_LIMITS,
  type TBuiltinTemplateId,
  type TInterviewDifficulty,
  type TInterviewTemplate,
} from '@offerpilot/shared';
import type { TTemplateQuestion } from '../../ai/provider.ts';

/** The built-in interview templates (the mix of questions each one asks is the interviewer's, docs/ai-engine.md). */
export const BUILTIN_TEMPLATES: readonly (TInterviewTemplate & { id: TBuiltinTemplateId })[] = [
  {
    id: 'technical',
    name: '技术面试',
    type: 'technical',
    description: '围绕岗位和简历中的技术栈提问：原理、实践与项目细节，答不全会被追问。',
    question_count: 8,
    duration_minutes: 30,
    difficulty: 'medium',
    builtin: true,
    created_at: null,
  },
  {
    id: 'behavioral',
    name: '行为面试',
    type: 'behavioral',
    description: '用真实经历回答团队协作、沟通、抗压、解决问题等问题，按 STAR（情境、任务、行动、结果）评价。',
    question_count: 6,
    duration_minutes: 25,
    difficulty: 'medium',
    builtin: true,
    created_at: null,
  },
  {
    id: 'hr',
    name: 'HR 面试',
    type: 'hr',
    description: '求职动机、职业规划、优缺点、薪资期望和对公司的了解，练习 HR 最常问的问题。',
    question_count: 6,
    duration_minutes: 20,
    difficulty: 'easy',
    builtin: true,
    created_at: null,
  },
  {
    id: 'comprehensive',
    name: '综合面试',
    type: 'comprehensive',
    description: '自我介绍、简历项目、岗位要求、专业知识和行为问题各有涉及，最接近一场完整的真实面试。',
    question_count: 8,
    duration_minutes: 35,
    difficulty: 'medium',
    builtin: true,
    created_at: null,
  },
  {
    id: 'stress',
    name: '压力面试',
    type: 'stress',
    description: '面试官会质疑你的方案、连续追问细节，练习在压力下保持条理和冷静。',
    question_count: 6,
    duration_minutes: 25,
    difficulty: 'hard',
    builtin: true,
    created_at: null,
  },
];

export const isBuiltinTemplate = (id: unknown): id is TBuiltinTemplateId =>
  typeof id === 'string' && BUILTIN_TEMPLATES.some((t) => t.id === id);

/** Planned minutes for a session: each question's answer time plus about half a minute around it. */
export function plannedMinutes(questionCount: number, answerTimeLimitS: number): number {
  return Math.max(5, Math.ceil((questionCount * (answerTimeLimitS + 30)) / 60));
}

export const DIFFICULTY_LABELS: Record<TInterviewDifficulty, string> = { easy: '简单', medium: '中等', hard: '困难' };

const PRACTICE_PREFIX = '薄弱项练习 · ';

/** A practice of a session's weak points (issue 36): its questions say where each was asked from. */
export function isPractice(questions: readonly TTemplateQuestion[]): boolean {
  return questions.some((q) => q.origin);
}

/** 薄弱项练习 · <the session's title>, once however often the weak points were practised again. */
export function practiceName(sessionTitle: string): string {
  let title = sessionTitle;
  while (title.startsWith(PRACTICE_PREFIX)) title = title.slice(PRACTICE_PREFIX.length);
  return [...`${PRACTICE_PREFIX}${title}`].slice(0, INTERVIEW_LIMITS.templateName).join('');
}
