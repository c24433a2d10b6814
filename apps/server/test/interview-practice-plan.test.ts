import { describe, expect, it } from 'vitest';
import type { TInterviewRubric } from '../src/ai/provider.ts';
import { practicePlan, practiceQuestions, type TAttempt } from '../src/modules/interview/practice-plan.ts';

// The practice plan across sessions (issue 36 item 2), on a history made for these tests.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-12-10T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const rubric = (competency: string): TInterviewRubric => ({
  key_points: ['要点一'],
  key_point_aliases: [[]],
  reference_outline: [],
  reference_answer: null,
  skill: null,
  competency,
  deeper: [],
});
let nextId = 1;
const attempt = (
  text: string,
  competency: string,
  score: number | null,
  ago: number,
  sessionId = 1,
  missed: string[] = ['要点一'],
): TAttempt => ({
  sessionId,
  questionId: nextId++,
  text,
  kind: 'technical',
  competency,
  answeredAt: daysAgo(ago),
  score,
  missed,
  origin: { kind: 'technical', source: { type: 'bank', skill: 'redis' }, rubric: rubric(competency) },
});

describe('the practice plan', () => {
  it('brings a badly answered question back 1, 3 and 7 days after each bad attempt, until one scores well', () => {
    const q = 'Redis 为什么快？';
    // One bad attempt 2 days ago: due (1 day).
    let plan = practicePlan([attempt(q, 'Redis', 40, 2)], NOW);
    expect(plan.redo).toHaveLength(1);
    expect(plan.redo[0]).toMatchObject({ question: q, last_score: 40, attempts: 1, due: true });
    // Two bad attempts in a row, the last 2 days ago: 3 days, not yet due.
    plan = practicePlan([attempt(q, 'Redis', 40, 9, 1), attempt(q, 'Redis', 50, 2, 2)], NOW);
    expect(plan.redo[0]).toMatchObject({
      attempts: 2,
      due: false,
      due_at: new Date(daysAgo(2).getTime() + 3 * DAY).toISOString(),
    });
    // Three, four in a row: 7 days each time.
    plan = practicePlan(
      [
        attempt(q, 'Redis', 40, 30, 1),
        attempt(q, 'Redis', 45, 20, 2),
        attempt(q, 'Redis', 50, 12, 3),
        attempt(q, 'Redis', 55, 8, 4),
      ],
      NOW,
    );
    expect(plan.redo[0]).toMatchObject({
      attempts: 4,
      due: true,
      due_at: new Date(daysAgo(8).getTime() + 7 * DAY).toISOString(),
    });
    // Answered well at last: it leaves the plan.
    plan = practicePlan([attempt(q, 'Redis', 40, 9, 1), attempt(q, 'Redis', 82, 1, 2)], NOW);
    expect(plan.redo).toEqual([]);
    // A skip counts as a bad attempt; a spoken answer without text is no attempt.
    plan = practicePlan([attempt(q, 'Redis', 0, 3, 1), attempt('讲讲 AOF', 'Redis', null, 3, 1)], NOW);
    expect(plan.redo.map((r) => r.question)).toEqual([q]);
  });

  it('names the competencies that stay weak, weakest first, with the answers that show it', () => {
    const plan = practicePlan(
      [
        attempt('讲一次冲突', '冲突处理', 35, 5, 1, ['分歧的内容', '结果']),
        attempt('讲一次分歧', '冲突处理', 55, 2, 2),
        attempt('Redis 为什么快？', 'Redis', 62, 3, 1),
        attempt('MVCC 怎么实现？', 'MySQL', 88, 3, 2),
      ],
      NOW,
    );
    expect(plan.weak.map((w) => [w.competency, w.mean_score])).toEqual([
      ['冲突处理', 45],
      ['Redis', 62],
    ]);
    expect(plan.weak[0]!.evidence[0]).toMatchObject({
      question: '讲一次冲突',
      score: 35,
      missed: ['分歧的内容', '结果'],
    });
    expect(plan.focus).toBe('冲突处理');
    expect(plan.sessions).toBe(2);
    expect(plan.next_step).toBe('下一步：重做 3 道到期的题，重点练「冲突处理」。');
  });

  it('says what to do first when there is no history, and when everything went well', () => {
    expect(practicePlan([], NOW)).toMatchObject({ sessions: 0, weak: [], redo: [], focus: null });
    expect(practicePlan([], NOW).next_step).toBe('先完成一场模拟面试，就会生成你的练习计划。');
    const good = practicePlan([attempt('MVCC 怎么实现？', 'MySQL', 88, 3)], NOW);
    expect(good.next_step).toBe('最近的回答都不错：可以试试更高难度或正式面试。');
  });

  it('starts the next session with the due questions first, as they were asked, and tops up to the minimum', () => {
    const history = [
      attempt('讲一次冲突', '冲突处理', 35, 5, 7),
      attempt('Redis 为什么快？', 'Redis', 40, 1, 8), // due tomorrow
      attempt('讲一次分歧', '冲突处理', 65, 4, 7),
      attempt('MVCC 怎么实现？', 'MySQL', 90, 3, 8),
    ];
    const plan = practicePlan(history, NOW);
    const { questions, sessionId } = practiceQuestions(plan, history, 3);
    expect(questions.map((q) => q.text)).toEqual(['讲一次冲突', '讲一次分歧', 'Redis 为什么快？']);
    expect(questions[0]!.origin).toMatchObject({ kind: 'technical', rubric: { competency: '冲突处理' } });
    expect(sessionId).toBe(7);
    expect(practiceQuestions(practicePlan([], NOW), [], 3).questions).toEqual([]);
  });

  it('names no 自定义题目 competency, and lists only weak answers as evidence (outside try)', () => {
    const plan = practicePlan(
      [
        attempt('讲一次你说服别人的经历', '自定义题目', 30, 2, 1),
        attempt('Redis 为什么快？', 'Redis', 50, 2, 1),
        attempt('Redis 持久化有哪些？', 'Redis', 85, 2, 1),
      ],
      NOW,
    );
    expect(plan.weak.map((w) => w.competency)).toEqual(['Redis']);
    expect(plan.weak[0]!.evidence.map((e) => e.score)).toEqual([50]);
    expect(plan.focus).toBe('Redis');
    // The user's own question still comes back to be redone.
    expect(plan.redo.map((r) => r.question)).toContain('讲一次你说服别人的经历');
  });
});
