import type { TInterviewRubric } from '../../provider.ts';
import { getSkill } from '../../../text/index.ts';

/**
 * The interviewer's own questions (not from the bank): the opening, the closing, the HR questions
 * and the stress interview's challenges, each with its rubric. Written by us.
 */

/** Chinese names of the bank's competency ids (the report groups by them). */
export const COMPETENCY_NAMES: Record<string, string> = {
  teamwork: '团队协作',
  communication: '沟通表达',
  leadership: '领导力',
  'problem-solving': '解决问题',
  learning: '学习能力',
  pressure: '抗压能力',
  conflict: '冲突处理',
  ownership: '责任心',
  'career-motivation': '求职动机',
  failure: '复盘反思',
};

/** The competency name of a skill or competency id: 团队协作, Redis, 数据结构与算法. */
export function competencyName(skill: string | null | undefined, fallback: string): string {
  if (!skill) return fallback;
  return COMPETENCY_NAMES[skill] ?? getSkill(skill)?.name ?? fallback;
}

/** A key point written with its aliases, as in the bank: `['求职动机', '为什么', '吸引']`. */
type TPoint = readonly [point: string, ...aliases: string[]];

export interface TFixedQuestion {
  id: string;
  text: string;
  competency: string;
  points: readonly TPoint[];
  outline: readonly string[];
}

export function rubricOf(q: TFixedQuestion, skill: string | null): TInterviewRubric {
  return {
    key_points: q.points.map(([p]) => p),
    key_point_aliases: q.points.map(([, ...aliases]) => aliases),
    reference_outline: [...q.outline],
    reference_answer: null,
    skill,
    competency: q.competency,
    deeper: [],
  };
}

const INTRO_POINTS: readonly TPoint[] = [
  ['教育与工作背景', '毕业', '本科', '硕士', '工作', '年'],
  ['代表性经历', '项目', '负责', '主导'],
  ['可量化的成果', '%', '提升', '降低', '降到', '增长', '倍', '万'],
  ['与岗位的匹配', '岗位', '匹配', '适合', '应聘'],
];
const INTRO_OUTLINE = [
  '一两句话交代教育和工作背景',
  '挑一到两段最相关的经历，说清你的角色',
  '用数据说明成果',
  '落到为什么适合这个岗位',
];

/** Openings; `{role}` is the position name. */
export const OPENINGS_WITH_ROLE = [
  '请先简短地做个自我介绍，重点讲讲和「{role}」这个岗位最相关的经历。',
  '我们从自我介绍开始吧：请结合「{role}」这个岗位，介绍一下你自己和你最有代表性的一段经历。',
  '先请你简单介绍一下自己，说说你为什么觉得自己适合「{role}」这个岗位。',
];
export const OPENINGS = [
  '请先简短地做个自我介绍，重点讲讲你最有代表性的一段经历。',
  '我们从自我介绍开始吧：介绍一下你的背景，以及你最有成就感的一段经历。',
];
/**
 * A question that asks the candidate for questions of their own (反问): 你有什么问题想问我们,
 * 最后还有什么想了解的吗, 想问我什么. Not 「用下标作 key 会有什么问题」: that asks what goes wrong.
 */
export const ASKS_FOR_QUESTIONS =
  /(你|您)(这边|现在|最后)?(还)?有(没有)?什么(问题|想问|要问|想了解|要了解|疑问)|有(没有)?什么(想|要)(问|了解)|(想|要)(问|请教)(我们|我)|还有(没有)?什么(问题|疑问)(吗|嘛|呢)?[？?]?\s*$|any questions/i;

export const STRESS_OPENING = '用一分钟介绍你自己，然后告诉我：我们为什么要选你，而不是其他更有经验的候选人？';

export function openingQuestion(text: string): TFixedQuestion {
  return { id: 'opening', text, competency: '沟通表达', points: INTRO_POINTS, outline: INTRO_OUTLINE };
}

export const CLOSINGS = [
  '今天的面试差不多到这里了，你有什么想问我们的吗？',
  '最后，关于这个岗位或者我们团队，你有什么想了解的吗？',
];

export function closingQuestion(text: string): TFixedQuestion {
  return {
    id: 'closing',
    text,
    competency: '求职动机',
    points: [
      ['关心岗位的工作内容', '工作内容', '职责', '业务', '岗位'],
      ['了解团队与协作方式', '团队', '同事', '协作', '氛围'],
      ['关心成长与发展', '成长', '培训', '发展', '晋升', '学习'],
    ],
    outline: ['准备一两个具体的问题，而不是"没有问题"', '问岗位的实际工作和团队', '问成长路径或对新人的期望'],
  };
}

/** HR questions (the hr template), in the order a HR interview usually goes. */
export const HR_QUESTIONS: readonly TFixedQuestion[] = [
  {
    id: 'hr-motivation',
    text: '你为什么想换工作（或为什么选择现在求职）？这次找工作最看重什么？',
    competency: '求职动机',
    points: [
      ['正面的离职/求职原因', '发展', '成长', '挑战', '机会'],
      ['看重的因素', '看重', '最重要', '希望'],
      ['不抱怨前雇主', '感谢', '收获', '学到'],
    ],
    outline: ['从发展和成长讲原因，不抱怨前公司', '说清楚这次最看重的两三点', '和应聘岗位联系起来'],
  },
  {
    id: 'hr-why-company',
    text: '你为什么想加入{company}？你对我们了解多少？',
    competency: '求职动机',
    points: [
      ['了解公司业务', '业务', '产品', '用户', '行业'],
      ['与个人目标的契合', '契合', '方向', '兴趣', '目标'],
      ['能带来的价值', '贡献', '帮助', '价值', '经验'],
    ],
    outline: ['说出对公司业务或产品的具体了解', '讲清和自己职业方向的契合点', '说明自己能带来什么'],
  },
  {
    id: 'hr-career-plan',
    text: '你未来三到五年的职业规划是什么？',
    competency: '职业规划',
    points: [
      ['短期目标', '一年', '短期', '先', '熟悉'],
      ['长期方向', '三年', '五年', '长期', '成为'],
      ['实现路径', '计划', '学习', '积累', '通过'],
      ['与岗位的关联', '岗位', '公司', '这个方向'],
    ],
    outline: [
      '短期：尽快胜任岗位，做出成果',
      '中长期：专业方向或管理方向',
      '具体的学习和积累计划',
      '和这个岗位的发展路径一致',
    ],
  },
  {
    id: 'hr-strengths-weaknesses',
    text: '请谈谈你最大的优点和一个需要改进的缺点。',
    competency: '自我认知',
    points: [
      ['具体的优点', '优点', '擅长', '优势'],
      ['用事例证明', '比如', '例如', '有一次', '项目'],
      ['真实的缺点', '缺点', '不足', '短板'],
      ['改进的行动', '改进', '正在', '方法', '克服'],
    ],
    outline: ['一个和岗位相关的优点，用一件事证明', '一个真实但不致命的缺点', '说明你正在怎样改进，效果如何'],
  },
  {
    id: 'hr-salary',
    text: '你的期望薪资是多少？这个数字是怎么考虑的？',
    competency: '薪资沟通',
    points: [
      ['给出合理区间', '万', 'k', '区间', '左右'],
      ['说明依据', '市场', '目前', '现在', '水平'],
      ['保持灵活', '可以谈', '综合', '考虑', '灵活'],
    ],
    outline: [
      '给一个有依据的区间，而不是"都可以"',
      '依据：当前薪资、市场水平、岗位职责',
      '表明会综合考虑整体回报和发展',
    ],
  },
  {
    id: 'hr-overtime',
    text: '项目紧急时可能需要加班，你怎么看？你一般怎样安排工作和生活？',
    competency: '抗压能力',
    points: [
      ['理解阶段性加班', '理解', '紧急', '阶段性', '配合'],
      ['提高效率减少无效加班', '效率', '计划', '优先级'],
      ['保持状态的方法', '运动', '休息', '调整', '平衡'],
    ],
    outline: ['理解业务高峰期的需要', '更重要的是靠计划和效率减少无效加班', '说说自己保持状态的方法'],
  },
  {
    id: 'hr-achievement',
    text: '到目前为止，你最有成就感的一件事是什么？为什么？',
    competency: '自我认知',
    points: [
      ['具体的事', '项目', '有一次', '当时'],
      ['你本人的作用', '我负责', '我主导', '我'],
      ['结果与数据', '结果', '%', '提升', '获得'],
      ['为什么有成就感', '成就感', '因为', '意义', '成长'],
    ],
    outline: ['讲一件具体的事，交代背景', '突出你自己做了什么', '用结果和数据说明', '说清它为什么对你重要'],
  },
  {
    id: 'hr-offer-choice',
    text: '如果同时拿到几个 offer，你会怎么选择？',
    competency: '求职动机',
    points: [
      ['选择标准', '标准', '看重', '考虑'],
      ['成长与平台', '成长', '平台', '发展'],
      ['岗位匹配', '匹配', '方向', '岗位'],
    ],
    outline: ['说出清楚的选择标准', '把成长和岗位方向放在前面', '表达对本岗位的兴趣'],
  },
];

/** The stress interview's challenges, added after a resume or technical question. */
export const STRESS_CHALLENGES = [
  '如果我说你这个方案并不可行，你怎么回应？',
  '我不太相信这个结果，你怎么证明它是真实的？',
  '这听起来更像团队的功劳，你个人的贡献到底是什么？',
  '如果让你重做一次，你会推翻哪些决定？为什么？',
];

/** Probes a stress interview asks after a good answer. */
export const STRESS_PROBES = [
  '你刚才的说法有一个漏洞：在极端情况下它还成立吗？请具体说明。',
  '如果资源只有现在的一半，你的方案要怎么改？',
];
