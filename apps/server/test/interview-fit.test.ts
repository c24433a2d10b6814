import type { TAiPosition } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { fitInterviewBuiltin } from '../src/ai/builtin/interview/index.ts';
import type { TAiResume, TFitInput, TPlannedQuestion } from '../src/ai/provider.ts';
import { parseResume } from '../src/text/index.ts';

const TEXT = [
  '林语桐',
  '工作经历',
  '2020.07-至今 上海星图网络科技有限公司 前端开发工程师',
  '• 主导首屏性能优化，首屏时间从 3.2 秒降到 1.1 秒',
  '专业技能',
  'React、TypeScript',
].join('\n');
const resume: TAiResume = { text: TEXT, json: parseResume(TEXT) };
const position: TAiPosition = {
  id: 1,
  name: '高级前端工程师',
  company_name: '云雀科技',
  responsibilities: null,
  requirements: ['精通 React 和 TypeScript', '有性能优化经验', '熟悉 Kubernetes'],
  experience_level: null,
} as TAiPosition;

const question: TPlannedQuestion = {
  kind: 'opening',
  text: '请做个自我介绍',
  source: { type: 'bank' },
  time_limit_s: 180,
  rubric: {
    key_points: [],
    key_point_aliases: [],
    reference_outline: [],
    reference_answer: null,
    skill: null,
    competency: '沟通表达',
    deeper: [],
  },
};
const answer = (id: number, text: string, score = 40, specificity = 70): TFitInput['questions'][number] => ({
  id,
  label: `第 ${id} 题`,
  question,
  answer_text: text,
  score,
  specificity,
});

describe('the fit of a candidate to a position', () => {
  it('finds a requirement in an answer by its subject, not the words around it ("有…经验")', () => {
    const fit = fitInterviewBuiltin({
      resume,
      position,
      interview_score: 40,
      questions: [answer(1, '我做过首屏性能优化：先定位瓶颈，再做懒加载，首屏时间从 3.2 秒降到 1.1 秒。')],
    });
    const status = Object.fromEntries(fit.requirements.map((r) => [r.requirement, r.status]));
    expect(status).toEqual({
      '精通 React 和 TypeScript': 'resume_only',
      有性能优化经验: 'both',
      '熟悉 Kubernetes': 'neither',
    });
    expect(fit.requirements[1]!.interview_evidence[0]!.quote).toContain('首屏性能优化');
  });

  it('needs concrete detail for an answer that only names it, and quotes the best three answers', () => {
    const vague = fitInterviewBuiltin({
      resume,
      position,
      interview_score: 40,
      questions: [answer(1, '我了解 React。', 30, 10)],
    });
    expect(vague.requirements[0]!.status).toBe('resume_only');
    const many = fitInterviewBuiltin({
      resume,
      position,
      interview_score: 60,
      questions: [50, 90, 70, 80, 60].map((score, i) =>
        answer(i + 1, '我用 React 和 TypeScript 重写了后台，首屏时间降了 65%。', score),
      ),
    });
    expect(many.requirements[0]!.interview_evidence.map((e) => e.score)).toEqual([90, 80, 70]);
    expect(many.fit_score).toBe(
      Math.round(0.4 * many.resume_match! + 0.3 * 60 + 0.3 * Number(/要求佐证 (\d+)/.exec(many.explanation)![1])),
    );
  });

  it('names each group of requirements as requirements, never as words the resume wrote', () => {
    const fit = fitInterviewBuiltin({
      resume,
      position,
      interview_score: 40,
      questions: [answer(1, '我做过首屏性能优化：先定位瓶颈，再做懒加载，首屏时间从 3.2 秒降到 1.1 秒。')],
    });
    expect(fit.advice).toEqual([
      expect.stringMatching(/^岗位要求「精通 React 和 TypeScript」在简历里有依据，面试中却没有讲出来/),
      expect.stringMatching(/^岗位要求「熟悉 Kubernetes」在简历和面试中都没有体现/),
    ]);
    expect(fit.advice.join('')).not.toContain('简历里写了');
  });
});
