import { describe, expect, it } from 'vitest';
import { composeGreeting } from '../src/features/home/greeting.ts';

// The home greeting names the practice plan's next step (issue 36 item 2).

describe('home greeting and the practice plan', () => {
  const last = {
    overall_score: 58,
    dimensions: { relevance: 70, coverage: 40, structure: 60, specificity: 55, expression: 80 },
  };

  it('ends with the plan’s next step once there is a session', () => {
    const g = composeGreeting({
      name: '小林',
      hour: 9,
      position: null,
      resumeCount: 1,
      last,
      nextStep: '下一步：重做 2 道到期的题，重点练「冲突处理」。',
    });
    expect(g.lines.at(-1)).toEqual({
      key: 'assistant.nextStep',
      values: { step: '下一步：重做 2 道到期的题，重点练「冲突处理」。' },
    });
  });

  it('says nothing of a plan before the first session', () => {
    const g = composeGreeting({
      name: '小林',
      hour: 9,
      position: null,
      resumeCount: 0,
      last: null,
      nextStep: '先完成一场模拟面试，就会生成你的练习计划。',
    });
    expect(g.lines.map((l) => l.key)).not.toContain('assistant.nextStep');
  });

  it('after sessions none of which is scored, says so instead of 你还没有面试记录', () => {
    const base = { name: '小林', hour: 9, position: null, resumeCount: 1, last: null };
    expect(composeGreeting({ ...base, sessionCount: 2 }).lines.at(-1)).toEqual({ key: 'assistant.noScoredSessions' });
    expect(composeGreeting({ ...base, sessionCount: 0 }).lines.at(-1)).toEqual({ key: 'assistant.noSessions' });
  });
});
