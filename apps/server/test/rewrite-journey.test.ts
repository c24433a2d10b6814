// Issue 19, item 9: an optimisation change rewrites the sentence itself; at most one 【待补充】 gap
// per bullet, only for a real requirement term (never a fragment like 及其 or 生态); gaps raise no
// score until the user fills them.
import { findGaps, GAP_PATTERN, type TAiPosition } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { analyzeBasic } from '../src/ai/builtin/analysis.ts';
import { optimizeBuiltin, splitActions } from '../src/ai/builtin/rewrite.ts';
import type { TAiResume } from '../src/ai/provider.ts';
import { parseResume } from '../src/text/index.ts';
import { FIXED_NOW } from './support/resume-expectations.ts';

const RESUME = `周明轩
电话：138 0013 8001 | 邮箱：mingxuan.zhou@example.com | 现居：杭州
求职意向：Java后端工程师

工作经历
2019.07-至今 杭州云帆科技有限公司 后端开发工程师
• 负责订单系统的开发，使用 Spring Boot 和 MySQL
• 参与支付模块重构，接口响应时间从 800ms 降到 200ms
• 我主要负责一些相关的代码评审工作
• 维护商品中心的库存接口，并参与大促期间的容量评估和压测

教育背景
2015.09-2019.06 浙江工业大学 计算机科学与技术 本科

专业技能
Java、Spring Boot、MySQL、Redis、Kafka、Docker、Kubernetes`;

const POSITION: TAiPosition = {
  id: 1,
  name: 'Java后端工程师',
  company_name: null,
  responsibilities: '负责交易系统及其周边生态的后端开发',
  requirements: [
    '3年以上Java开发经验，本科及以上学历',
    '熟悉 Spring Boot、MySQL、Redis',
    '熟悉 Kafka 等消息队列及其生态',
    '熟悉 Docker、Kubernetes 云原生生态',
  ],
  experience_level: '3-5年',
  industry: null,
};

const resume: TAiResume = { text: RESUME, json: parseResume(RESUME, { now: FIXED_NOW }) };
const beyondGaps = (t: string) =>
  t
    .replace(/\s*(?:[，,；;]\s*)?(?:使)?【待补充：[^】]*】/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s，,；;。.]+$/, '')
    .trim();

describe('optimisation rewrites the sentence (issue 19, item 9)', () => {
  for (const type of ['direct', 'position'] as const) {
    it(`${type}: every bullet change differs beyond its gaps and has at most one gap`, () => {
      const r = optimizeBuiltin({ resume, type, ...(type === 'position' ? { position: POSITION } : {}) });
      const bullets = r.parsed_modifications.filter((m) => m.section === 'work' && m.original);
      // Two of the four: the strong bullets stay as written, and none is split (issue 35).
      expect(bullets.length).toBeGreaterThanOrEqual(2);
      for (const m of bullets) {
        expect(beyondGaps(m.optimized), m.original).not.toBe(beyondGaps(m.original));
        expect(findGaps(m.optimized).length, m.optimized).toBeLessThanOrEqual(1);
        for (const g of findGaps(m.optimized)) expect(g.hint).not.toMatch(/及其|生态/);
      }
      // Named rewrites: the action leads (开发订单系统); a bullet stays one bullet (issue 35).
      expect(bullets.some((m) => m.optimized.startsWith('开发订单系统'))).toBe(true);
      for (const m of bullets) expect(m.optimized.split('\n')).toHaveLength(1);
    });
  }

  it('a gap names a real requirement skill, never a fragment', () => {
    const r = optimizeBuiltin({ resume, type: 'position', position: POSITION });
    const hints = r.parsed_modifications.flatMap((m) => findGaps(m.optimized).map((g) => g.hint));
    for (const h of hints) expect(h).not.toMatch(/及其|生态|「/);
  });

  it('gaps raise no score until they are filled', () => {
    const base = analyzeBasic(resume).overall_score;
    const withGaps = RESUME.replace(
      '• 负责订单系统的开发，使用 Spring Boot 和 MySQL',
      '• 负责订单系统的开发，使用 Spring Boot 和 MySQL，使【待补充：结果数据，如效率提升 x%】；【待补充：在此说明使用 Kafka、Kubernetes 的具体场景】',
    );
    expect(withGaps).toMatch(GAP_PATTERN);
    const gapped = analyzeBasic({ text: withGaps, json: parseResume(withGaps, { now: FIXED_NOW }) });
    expect(gapped.overall_score).toBeLessThanOrEqual(base);
    // The optimisation's own before → after: never up on gaps alone.
    const r = optimizeBuiltin({ resume, type: 'position', position: POSITION });
    const gapOnly = r.parsed_modifications.filter((m) => beyondGaps(m.optimized) === beyondGaps(m.original));
    expect(gapOnly).toEqual([]);
  });

  it('splits two joined actions, and not a list', () => {
    expect(
      splitActions('Performed hardware and software installations and provided high-level customer care.'),
    ).toEqual(['Performed hardware and software installations', 'Provided high-level customer care.']);
    expect(splitActions('Designed and implemented the payment service with Java, Spring, and Kafka')).toBeNull();
    expect(splitActions('维护商品中心的库存接口，并参与大促期间的容量评估和压测')).toEqual([
      '维护商品中心的库存接口',
      '参与大促期间的容量评估和压测',
    ]);
  });
});
