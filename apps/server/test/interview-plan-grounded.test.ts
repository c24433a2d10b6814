import type { TAiPosition, TTemplateType } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { planInterviewBuiltin } from '../src/ai/builtin/interview/index.ts';
import type { TAiResume, TPlanInput } from '../src/ai/provider.ts';
import { parseResume } from '../src/text/index.ts';

// Issue 36 item 12: a short plan (3 questions of 综合面试) asked an opening, a bank technical and
// a bank behavioural question, nothing from the resume or the position.

const RESUME_TEXT = `王芳
电话：13700001111 | 邮箱：wangfang@example.com
求职意向：前端开发工程师

工作经历
上海星图网络科技有限公司 | 前端工程师 | 2021.07 - 至今
- 负责电商后台的 React 重构，首屏加载时间从 3.2 秒降到 1.1 秒
- 搭建组件库，沉淀 40 个业务组件，供 5 个团队复用

专业技能
- 熟悉 React、TypeScript、Webpack

教育背景
同济大学 | 软件工程 | 本科 | 2017.09 - 2021.06
`;

const RESUME: TAiResume = { text: RESUME_TEXT, json: parseResume(RESUME_TEXT, { now: new Date(2026, 0, 1) }) };

const POSITION: TAiPosition = {
  id: 1,
  name: '前端开发工程师',
  company_name: '云栖科技',
  responsibilities: '负责中后台系统的前端开发与性能优化。',
  requirements: ['3年以上前端开发经验，熟悉 React', '熟悉 TypeScript 和前端工程化', '良好的沟通能力'],
  experience_level: '3-5年',
  industry: '互联网',
};

const TEMPLATES: TTemplateType[] = ['technical', 'behavioral', 'hr', 'comprehensive', 'stress'];

function planInput(overrides: Partial<TPlanInput>): TPlanInput {
  return {
    mode: 'formal',
    resume: RESUME,
    position: POSITION,
    difficulty: 'medium',
    question_count: 3,
    answer_time_limit_s: 180,
    template: { type: 'comprehensive' },
    seed: 1,
    ...overrides,
  };
}

const grounded = (plan: ReturnType<typeof planInterviewBuiltin>) =>
  plan.filter((q) => q.kind === 'resume' || q.kind === 'requirement');

describe('a short plan still asks about the resume or the position', () => {
  it('asks at least one resume or requirement question in 2 to 4 questions, every template, with or without a position', () => {
    for (const type of TEMPLATES)
      for (const count of [2, 3, 4])
        for (const position of [POSITION, undefined])
          for (let seed = 1; seed <= 12; seed++) {
            const plan = planInterviewBuiltin(planInput({ template: { type }, question_count: count, position, seed }));
            expect(plan).toHaveLength(count);
            const asked = grounded(plan);
            expect(asked.length, `${type} ×${count} seed ${seed}`).toBeGreaterThanOrEqual(1);
            // Grounded means quoted verbatim from the resume or the position.
            for (const q of asked)
              expect(`${RESUME_TEXT}\n${POSITION.requirements.join('\n')}`).toContain(q.source.quote);
          }
  });

  it('keeps the template’s own kind of question next to it (3 questions of 综合面试: opening, resume, bank)', () => {
    const plan = planInterviewBuiltin(planInput({}));
    expect(plan.map((q) => q.kind)).toEqual(['opening', 'resume', expect.stringMatching(/technical|behavioral/)]);
  });

  it('asks a resume question already asked in a recent session rather than none', () => {
    const first = planInterviewBuiltin(planInput({ question_count: 8 }));
    const askedBefore = first.flatMap((q) => [q.text, ...(q.source.quote ? [`quote:${q.source.quote}`] : [])]);
    const all = planInterviewBuiltin(planInput({ question_count: 30 }));
    const everyGrounded = grounded(all).flatMap((q) => [q.text, `quote:${q.source.quote}`]);
    const plan = planInterviewBuiltin(planInput({ asked_before: [...askedBefore, ...everyGrounded], seed: 2 }));
    expect(grounded(plan)).toHaveLength(1);
  });
});
