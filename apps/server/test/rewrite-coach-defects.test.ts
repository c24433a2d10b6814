import { GAP_PATTERN } from '@offerpilot/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQuantified, parseResume } from '../src/text/index.ts';
import { optimizeBuiltin, rewriteBullet } from '../src/ai/builtin/rewrite.ts';
import { withoutContactDetails } from '../src/ai/builtin/facts.ts';
import { rewordText } from '../src/ai/builtin/rewrite/wording.ts';
import { needsQuantifying } from '../src/ai/builtin/rewrite/gaps.ts';
import { documentYears } from '../src/ai/builtin/years.ts';
import type { TAiResume } from '../src/ai/provider.ts';
import { FIXED_NOW } from './support/resume-expectations.ts';

// Issue 35, item 2: defects of the built-in rewrite found on resumes written the usual Chinese way.

const fromText = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });
const selfEvaluation = (r: ReturnType<typeof optimizeBuiltin>) =>
  r.parsed_modifications.find((m) => m.section === 'self_evaluation')?.optimized ?? '';

// One job since 2021.07, still held; a project dated inside it; no date of the resume's own.
const ONE_JOB = fromText(
  [
    '陈思远',
    '手机：13812345678 | 邮箱：chensy@example.com',
    '求职意向：Java后端开发',
    '',
    '教育背景',
    '2017.09-2021.06　华中科技大学　计算机科学与技术　本科',
    '',
    '工作经历',
    '2021.07-至今　武汉金蝶云科技有限公司　Java开发工程师',
    '• 负责会员系统的接口开发与维护',
    '• 使用 Redis 缓存热点数据，接口响应时间从 500ms 降到 120ms',
    '',
    '项目经历',
    '2022.03-2022.10　积分商城重构',
    '• 参与积分兑换模块的开发，使用 Spring Boot 和 MySQL',
    '',
    '专业技能',
    'Java、Spring Boot、MySQL、Redis',
  ].join('\n'),
);

describe('years in a composed self-evaluation', () => {
  afterEach(() => vi.useRealTimers());

  it('states no years for 2021.07-至今 when the resume has no date of its own: neither its latest project nor today is its date', () => {
    const now = new Date(Date.UTC(2026, 11, 4));
    expect(documentYears(ONE_JOB, { now })).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const self = selfEvaluation(optimizeBuiltin({ resume: ONE_JOB, type: 'direct' }));
    expect(self).toContain('武汉金蝶云科技有限公司');
    expect(self).not.toMatch(/\d+\s*年(工作)?经验/);
  });

  it('ends 至今 at the file’s date when the text has none', () => {
    expect(documentYears(ONE_JOB, { fileDate: new Date(Date.UTC(2024, 6, 1)) })).toEqual({
      years: 3,
      source: 'summed',
    });
  });

  it('still ends 至今 at a date the resume states for itself', () => {
    const dated = fromText(`${ONE_JOB.text}\n更新日期：2023.01`);
    expect(documentYears(dated, { now: new Date(Date.UTC(2026, 11, 4)) })).toEqual({ years: 1.5, source: 'summed' });
  });
});

const gapsOf = (s: string) => [...s.matchAll(GAP_PATTERN)];

describe('gaps in rewritten bullets', () => {
  it('puts a gap where the sentence stays grammatical: at the end, never after 使 / 让 / 将 / 把', () => {
    const r = optimizeBuiltin({ resume: ONE_JOB, type: 'direct' });
    const project = r.parsed_modifications.find((m) => m.original.startsWith('参与积分兑换模块'));
    expect(project?.optimized).toBe(
      '参与开发积分兑换模块，使用 Spring Boot 和 MySQL；【待补充：结果数据，如效率提升 x%】',
    );
    for (const m of r.parsed_modifications) {
      expect(m.optimized).not.toMatch(/[使让将把]【待补充/);
      expect(gapsOf(m.optimized).length).toBeLessThanOrEqual(1);
    }
  });

  it('leaves no gap on a bullet with a figure, or on one the next bullet gives a figure for', () => {
    const r = optimizeBuiltin({ resume: ONE_JOB, type: 'direct' });
    for (const m of r.parsed_modifications.filter((x) => x.section === 'work' || x.section === 'projects')) {
      if (/\d/.test(m.original)) expect(gapsOf(m.optimized)).toHaveLength(0);
    }
    // 负责会员系统的接口开发与维护 has no figure, but the bullet after it gives one.
    const duty = rewriteBullet('负责会员系统的接口开发与维护', { nextHasFigure: true });
    expect(duty?.optimized ?? '').not.toContain('【待补充');
    const alone = rewriteBullet('负责会员系统的接口开发与维护', { nextHasFigure: false });
    expect(gapsOf(alone?.optimized ?? '')).toHaveLength(1);
  });
});

describe('the summary of an optimisation', () => {
  it('states the number of changes it lists, and parts that add up to it', () => {
    const r = optimizeBuiltin({ resume: ONE_JOB, type: 'direct' });
    const total = Number(/共 (\d+) 处修改/.exec(r.summary)?.[1]);
    expect(total).toBe(r.parsed_modifications.length);
    const head = r.summary.slice(0, r.summary.indexOf('。'));
    const parts = head
      .replace(/（[^）]*）/g, '')
      .split('：')[1]!
      .split('，')
      .map((p) => Number(/(\d+) 处/.exec(p)?.[1]));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('the language of a gap', () => {
  const EN = fromText(
    [
      'Daniel Wu',
      'daniel.wu@example.com',
      'Experience',
      'Backend Engineer | Harbor Analytics | Jul 2020 - Present',
      '- Responsible for building the customer dashboard with React',
      '- Responsible for maintaining the billing service in Go',
      'Skills',
      'Go, React, PostgreSQL',
    ].join('\n'),
  );

  it('is English in an English bullet and Chinese in a Chinese one', () => {
    const r = optimizeBuiltin({ resume: EN, type: 'direct' });
    const bullets = r.parsed_modifications.filter((m) => m.section === 'work');
    expect(bullets.map((m) => m.optimized)).toContain(
      'Maintained the billing service in Go; [to add: result, e.g. x% more efficient]',
    );
    for (const m of bullets) expect(m.optimized).not.toMatch(/[【】\u4e00-\u9fff]/);
    const zh = optimizeBuiltin({ resume: ONE_JOB, type: 'direct' });
    for (const m of zh.parsed_modifications.filter((x) => x.section === 'projects'))
      expect(m.optimized).toMatch(/【待补充：[^】]+】$/);
  });
});

describe('lines of versions', () => {
  it('asks no result of a line that lists tools with their versions (versions are not figures, but no action either)', () => {
    expect(needsQuantifying('Environment: Java 1.6, Spring 3.2, JSF 2.0, Restful Web service using Jersey API')).toBe(
      false,
    );
    expect(isQuantified('Environment: Java 1.6, Spring 3.2')).toBe(false);
    expect(needsQuantifying('Built the order service with Spring Boot')).toBe(true);
  });
});

describe('what an outside rater found made worse (2026-12-04)', () => {
  it('keeps the words around a reflexive: no "by by", no meaning lost', () => {
    const out = rewordText('I even generate leads by myself by calling up the clients through cold call.').text;
    expect(out).not.toMatch(/\bby by\b/);
    expect(out).toContain('independently');
    expect(rewordText('I taught myself Rust in two weeks.').text).toBe('Learned Rust in two weeks.');
    expect(rewordText('Built the CI pipeline on my own.').text).not.toContain('the own');
  });

  it('keeps a long self-evaluation that also holds contact details: only the details go, never the facts', () => {
    const pasted =
      'Daniel Levi daniel.levi@example.com Phone: +972 52 555 0134 Senior .Net developer with 10+ years in architecture and mentoring. Created an own SIP server that cut the company’s costs by over 20%.';
    const kept = withoutContactDetails(pasted);
    expect(kept).toContain('Created an own SIP server that cut the company’s costs by over 20%.');
    expect(kept).not.toMatch(/@|555/);
    expect(withoutContactDetails('电话：13800138000 邮箱：a@b.com')).toBe('');
  });
});
