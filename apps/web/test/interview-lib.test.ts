import type {
  TAnswerFeedback,
  TAnsweredQuestion,
  TInterviewQuestion,
  TInterviewReport,
  TResumeJson,
} from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { composeGreeting, timeOfDay, weakestDimension } from '../src/features/home/greeting.ts';
import { inviteLink } from '../src/features/home/invite-link.ts';
import { parseQuestionBank } from '../src/features/interview/lib/bank-parse.ts';
import { buildConversation, progressOf } from '../src/features/interview/lib/conversation.ts';
import { plannedMinutes } from '../src/features/interview/lib/cost.ts';
import { planView } from '../src/features/interview/lib/plan.ts';
import { sectionFor } from '../src/features/interview/lib/resume-section.ts';
import { fromStartQuery, toStartQuery } from '../src/features/interview/lib/start-params.ts';
import { weakPointsBank, weakQuestions } from '../src/features/interview/lib/weak-points.ts';

const dims = (v: number) => ({ relevance: v, coverage: v, structure: v, specificity: v, expression: v });

function question(overrides: Partial<TInterviewQuestion> & { id: number }): TInterviewQuestion {
  return {
    order: overrides.id,
    kind: 'technical',
    text: `第 ${overrides.id} 题`,
    source: { type: 'bank' },
    parent_id: null,
    time_limit_s: 180,
    competency: 'Redis',
    answered: false,
    ...overrides,
  };
}

function feedback(score: number, overrides: Partial<TAnswerFeedback> = {}): TAnswerFeedback {
  return {
    score,
    dimensions: dims(score),
    explanations: { relevance: '', coverage: '', structure: '', specificity: '', expression: '' },
    skipped: false,
    strengths: [],
    improvements: [],
    covered_key_points: ['持久化'],
    missed_key_points: ['AOF 重写'],
    reference_outline: ['先讲 RDB', '再讲 AOF'],
    ...overrides,
  };
}

describe('home greeting (composed from the user’s data)', () => {
  it('names the position, the resumes and the last session’s weakest dimension', () => {
    const g = composeGreeting({
      name: '李雷',
      hour: 9,
      position: 'Java后端工程师 · 星河电商',
      resumeCount: 2,
      last: { overall_score: 72, dimensions: { ...dims(80), structure: 41 } },
    });
    expect(g.time).toBe('morning');
    expect(g.name).toBe('李雷');
    expect(g.lines).toEqual([
      { key: 'assistant.position', values: { position: 'Java后端工程师 · 星河电商' } },
      { key: 'assistant.resumes', values: { count: 2 } },
      { key: 'assistant.lastScore', values: { score: 72, dimension: '条理结构', dimensionScore: 41 } },
    ]);
  });

  it('says what is missing for a new user', () => {
    const g = composeGreeting({ name: '用户', hour: 22, position: null, resumeCount: 0, last: null });
    expect(g.time).toBe('evening');
    expect(g.lines.map((l) => l.key)).toEqual(['assistant.noPosition', 'assistant.noResumes', 'assistant.noSessions']);
  });

  it('does not single out a dimension when they are all close', () => {
    expect(weakestDimension({ ...dims(70), coverage: 67 })).toBeNull();
    expect(timeOfDay(12)).toBe('noon');
    expect(timeOfDay(15)).toBe('afternoon');
  });
});

describe('invitation link (spec §2)', () => {
  it('holds the user id, the invitation code and channel=web', () => {
    expect(inviteLink('https://offerpilot.cn', { id: 42, invite_code: 'K7M2QX9A' })).toBe(
      'https://offerpilot.cn/register?inviter=42&invitation_code=K7M2QX9A&channel=web',
    );
  });

  it("uses 'xxxxxx' when there is no user id", () => {
    expect(inviteLink('https://offerpilot.cn', null)).toBe(
      'https://offerpilot.cn/register?inviter=xxxxxx&invitation_code=&channel=web',
    );
  });
});

describe('pasted question bank', () => {
  it('reads one question per line, reference answers after | or on an 答： line, and drops numbering', () => {
    const bank = parseQuestionBank(
      '1. 说说 HashMap 的扩容过程 | 默认容量 16，负载因子 0.75\n\n（2）讲一次跨团队合作的经历\n答：按情境、任务、行动、结果讲\n参考答案：结果要有数据\n- 你为什么离职？',
    );
    expect(bank).toEqual([
      { text: '说说 HashMap 的扩容过程', reference_answer: '默认容量 16，负载因子 0.75' },
      { text: '讲一次跨团队合作的经历', reference_answer: '按情境、任务、行动、结果讲\n结果要有数据' },
      { text: '你为什么离职？' },
    ]);
  });

  it('ignores an answer line with no question before it, and a full-width bar works too', () => {
    expect(parseQuestionBank('答：孤立的答案\n什么是 CAP？｜一致性、可用性、分区容错')).toEqual([
      { text: '什么是 CAP？', reference_answer: '一致性、可用性、分区容错' },
    ]);
  });
});

describe('configuration → generating query', () => {
  it('round-trips the start request', () => {
    const query = toStartQuery({
      resumeId: 3,
      positionId: 7,
      templateId: 'technical',
      questionCount: 6,
      difficulty: 'hard',
      answerTimeLimitS: 120,
      feedbackMode: 'end',
      followUps: false,
    });
    expect(fromStartQuery(new URLSearchParams(query))).toEqual({
      mode: 'mock',
      resume_id: 3,
      position_id: 7,
      template_id: 'technical',
      config: {
        question_count: 6,
        difficulty: 'hard',
        answer_time_limit_s: 120,
        feedback_mode: 'end',
        follow_ups: false,
      },
    });
  });

  it('keeps an own bank’s numeric id, drops what it cannot read, and needs a resume', () => {
    const request = fromStartQuery(new URLSearchParams('resumeId=3&templateId=12&difficulty=extreme'));
    expect(request).toEqual({ mode: 'mock', resume_id: 3, position_id: null, template_id: 12, config: {} });
    expect(fromStartQuery(new URLSearchParams('templateId=technical'))).toBeNull();
  });

  it('estimates the minutes as the server plans them (at least 5)', () => {
    expect(plannedMinutes(8, 180)).toBe(28);
    expect(plannedMinutes(3, 30)).toBe(5);
  });
});

describe('the conversation rebuilt from the server (a reload resumes)', () => {
  const questions = [
    question({ id: 1, kind: 'opening', answered: true }),
    question({ id: 2, answered: true }),
    question({ id: 5, order: 2, kind: 'follow_up', parent_id: 2, answered: false }),
    question({ id: 3, answered: false }),
  ];
  const answers: TAnsweredQuestion[] = [
    { question_id: 1, answer_text: '我叫李雷', feedback: feedback(70) },
    { question_id: 2, answer_text: '用过', feedback: feedback(20) },
  ];

  it('lists the answered turns with their feedback and asks the first unanswered question', () => {
    const { turns, current } = buildConversation(questions, answers);
    expect(turns.map((t) => [t.question.id, t.answer?.text])).toEqual([
      [1, '我叫李雷'],
      [2, '用过'],
    ]);
    expect(current?.question.id).toBe(5);
    expect(current?.number).toBe(2);
    expect(progressOf(questions, current)).toEqual({ current: 2, total: 3 });
  });
});

describe('the plan the interviewer read', () => {
  it('shows resume lines, position requirements (not the opening) and the competencies', () => {
    const view = planView([
      question({
        id: 1,
        kind: 'opening',
        source: { type: 'position', quote: 'Java后端工程师' },
        competency: '沟通表达',
      }),
      question({
        id: 2,
        kind: 'resume',
        source: { type: 'resume', quote: '接口从 800ms 降到 200ms' },
        competency: '项目经历',
      }),
      question({
        id: 3,
        kind: 'requirement',
        source: { type: 'position', quote: '熟悉 Kafka', requirement_status: 'missing' },
        competency: '岗位匹配',
      }),
      question({
        id: 6,
        kind: 'requirement',
        source: { type: 'position', quote: '熟悉 MySQL', requirement_status: 'met' },
        competency: '岗位匹配',
      }),
      question({ id: 4, competency: 'Redis' }),
      question({ id: 5, competency: 'Redis' }),
    ]);
    expect(view).toEqual({
      resumeClaims: ['接口从 800ms 降到 200ms'],
      requirements: ['熟悉 Kafka', '熟悉 MySQL'],
      gaps: ['熟悉 Kafka'],
      focus: [
        { name: '沟通表达', count: 1 },
        { name: '项目经历', count: 1 },
        { name: '岗位匹配', count: 2 },
        { name: 'Redis', count: 2 },
      ],
      isOwnBank: false,
    });
  });
});

function report(questions: TInterviewReport['questions']): TInterviewReport {
  return {
    session_id: 1,
    mode: 'mock',
    status: 'completed',
    title: 'Java后端工程师 · 技术面试',
    overall_score: 50,
    summary: '',
    dimensions: dims(50),
    questions,
    competencies: [],
    speaking: null,
    next_steps: [],
    resume_suggestions: [],
    verdict: null,
    answered: 2,
    skipped: 1,
    unanswered: 0,
    duration_s: 300,
    minutes_charged: 5,
    engine: 'builtin',
    created_at: '2026-11-23T10:00:00.000Z',
    ended_at: '2026-11-23T10:05:00.000Z',
  };
}
const rq = (id: number, score: number | null, overrides: Partial<TInterviewReport['questions'][number]> = {}) => ({
  question_id: id,
  order: id,
  kind: 'technical' as const,
  text: `第 ${id} 题`,
  competency: id % 2 ? 'Redis' : 'MySQL',
  parent_id: null,
  answer_text: '',
  duration_ms: null,
  feedback: score === null ? null : feedback(score),
  speaking: null,
  ...overrides,
});

describe('practising the weak points again', () => {
  it('takes the weak main questions, weakest first, topped up to three', () => {
    const r = report([rq(1, 85), rq(2, 30), rq(3, null), rq(4, 90), rq(5, 75), rq(6, 20, { parent_id: 2 })]);
    expect(weakQuestions(r).map((q) => q.question_id)).toEqual([3, 2, 5]);
  });

  it('builds a question bank whose key points are the missed ones first and whose answer is the outline', () => {
    const bank = weakPointsBank(report([rq(1, 40), rq(2, 90), rq(3, 95)]), {
      name: '薄弱项练习',
      description: (n) => `${n} 道题`,
    });
    expect(bank?.name).toBe('薄弱项练习');
    expect(bank?.description).toBe('3 道题');
    expect(bank?.questions[0]).toEqual({
      text: '第 1 题',
      reference_answer: '先讲 RDB\n再讲 AOF',
      key_points: ['AOF 重写', '持久化'],
    });
    expect(bank?.questions).toHaveLength(3);
  });

  it('names the session it practises, so the server keeps where each question came from (issue 36)', () => {
    const r = report([rq(1, 40), rq(2, 90), rq(3, 95)]);
    expect(weakPointsBank(r, { name: '薄弱项练习', description: () => '' })?.practice_of).toBe(r.session_id);
  });

  it('counts a main question with its follow-ups, as the report does: 63 then 17 and 6 is weak (issue 36)', () => {
    const r = report([
      rq(1, 75),
      rq(2, 84),
      rq(3, 63),
      rq(4, 17, { parent_id: 3, kind: 'follow_up' }),
      rq(5, 6, { parent_id: 4, kind: 'follow_up' }),
    ]);
    // (63 + 0.5 × 17 + 0.5 × 6) / 2 = 37: the weakest, as the report's 「…」是最弱的一项（37 分）.
    expect(weakQuestions(r).map((q) => q.question_id)).toEqual([3, 1, 2]);
    expect(weakPointsBank(r, { name: 'x', description: () => '' })).not.toBeNull();
  });

  it('has nothing to practise when every answer was good', () => {
    expect(weakPointsBank(report([rq(1, 80), rq(2, 90), rq(3, 70)]), { name: 'x', description: () => '' })).toBeNull();
  });
});

describe('which resume section a suggestion opens', () => {
  const resume = {
    work: [
      {
        company: '云帆',
        title: '后端',
        period: null,
        highlights: ['主导支付模块重构，接口响应时间从 800ms 降到 200ms'],
      },
    ],
    projects: [{ name: '秒杀系统', role: null, period: null, highlights: ['基于 Kafka 削峰'] }],
    skills: ['Java、Redis'],
    education: [],
    self_evaluation: null,
  } as unknown as TResumeJson;

  it('finds the section that holds the quoted claim', () => {
    expect(sectionFor({ type: 'unsupported_claim', text: '…', quote: '基于 Kafka 削峰' }, resume)).toBe('projects');
    expect(sectionFor({ type: 'unsupported_claim', text: '…', quote: '接口响应时间从 800ms 降到 200ms' }, resume)).toBe(
      'work',
    );
  });

  it('puts a strength the resume lacks into the experience', () => {
    expect(sectionFor({ type: 'missing_strength', text: '你展示了 Docker 的实际经验' }, resume)).toBe('projects');
    expect(sectionFor({ type: 'missing_strength', text: '…' }, null)).toBeNull();
  });
});
