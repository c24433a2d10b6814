import { describe, expect, it, vi } from 'vitest';
import { parseResume } from '../src/text/index.ts';
import { factViolations, type TFactSource } from '../src/ai/fact-check.ts';
import { documentYears } from '../src/ai/builtin/years.ts';
import { optimizeBuiltin } from '../src/ai/builtin/rewrite.ts';
import { FIXED_NOW } from './support/resume-expectations.ts';

// Issue 35: the fact check reads the resume's original text, not the product's extraction of it.
// Resumes written for these tests.

const fromText = (text: string): TFactSource => ({ text, json: parseResume(text, { now: FIXED_NOW }) });

const COMPILER = fromText(
  [
    '林一舟',
    '邮箱：lin.yz@example.com',
    '工作经历',
    '2019.07-2023.06　南京星河编译技术有限公司　编译器工程师',
    '• 负责词法语法分析模块，用 C++ 重写解析器，编译耗时降低 35%',
    '• 维护 LLVM 后端的寄存器分配',
  ].join('\n'),
);

const SAP = fromText(
  [
    'Priya Raman',
    'priya.raman@example.com',
    'Experience',
    'SAP Consultant | Northwind Systems | 2016 - 2022',
    '- Configured SAP SD/MM/PS modules for 4 plants',
    '- Trained 30 key users on the new order flow',
  ].join('\n'),
);

describe('fact check against the source text', () => {
  it('does not read 法语 out of 词法语法', () => {
    expect(factViolations(COMPILER, '语言：法语').join()).toContain('法语');
    // The source's own sentence still passes (the 法语 inside 词法语法 is no claim).
    expect(factViolations(COMPILER, '负责词法语法分析模块，用 C++ 重写解析器，编译耗时降低 35%')).toEqual([]);
  });

  it('does not take the SAP module PS for Photoshop', () => {
    expect(factViolations(SAP, 'Skills: Photoshop').join()).toContain('Photoshop');
    expect(factViolations(SAP, 'Configured SAP SD/MM/PS modules for 4 plants')).toEqual([]);
  });

  it('refuses a parser misreading that the text does not write', () => {
    const source = fromText(COMPILER.text);
    source.json.work[0]!.company = '北京星河控股集团';
    expect(factViolations(source, '曾任职于北京星河控股集团').join()).toContain('北京星河控股集团');
  });

  it('checks a years-of-experience claim, not just its number', () => {
    // 10 is stated; 6 appears in the text (2016) but is no figure of experience.
    const ten = fromText(
      [
        '高远',
        '10年以上Java开发经验',
        '工作经历',
        '2016.03-2022.08　杭州云栈科技有限公司　Java开发工程师',
        '• 负责订单系统，日均 6 万单',
      ].join('\n'),
    );
    expect(factViolations(ten, '10年工作经验')).toEqual([]);
    expect(factViolations(ten, '6年工作经验').join()).toContain('工作年限');
    const over = fromText(
      ['Ana Lopes', 'Over 1.5 years of experience in QA', 'Experience', 'QA Tester | Brightwave | 2021 - 2022'].join(
        '\n',
      ),
    );
    expect(factViolations(over, '1.5 years of experience')).toEqual([]);
    expect(factViolations(over, '1 years of experience').join()).toContain('工作年限');
  });
});

describe('years a composed summary may state', () => {
  it('leaves internships and jobs held while studying out, even with 至今 counted to today', () => {
    const student = fromText(
      [
        '许晴',
        '教育背景',
        '2022.09-至今　复旦大学　计算机技术　硕士',
        '2018.09-2022.06　南京大学　软件工程　本科',
        '实习经历',
        '2023.06-2023.09　上海数澜科技有限公司　后端开发',
        '• 开发数据同步服务，日同步 2000 万条记录',
        '2024.01-至今　上海青橙网络科技有限公司　算法工程师',
        '• 训练推荐模型，点击率提升 3%',
        '其他',
        '预计毕业时间：2025.06',
      ].join('\n'),
    );
    expect(documentYears(student)).toBeNull();
    const result = optimizeBuiltin({ resume: student, type: 'direct' });
    const self = result.parsed_modifications.find((m) => m.section === 'self_evaluation')?.optimized ?? '';
    expect(self).not.toMatch(/\d+\s*年工作经验/);
  });

  it('names the most recent real job, not the first listed (a chronological resume, a student job first)', () => {
    const chronological = fromText(
      [
        '周岚',
        '工作经历',
        '2012.03-2013.06　北京大学　学生助理',
        '• 整理实验室设备台账',
        '2013.07-2016.06　北京戊方软件有限公司　测试工程师',
        '• 编写接口自动化用例 800 条',
        '2016.07-2021.12　北京甲辰科技有限公司　后端工程师',
        '• 负责支付网关开发，接口成功率提升到 99.9%',
      ].join('\n'),
    );
    const result = optimizeBuiltin({ resume: chronological, type: 'direct' });
    const self = result.parsed_modifications.find((m) => m.section === 'self_evaluation')?.optimized ?? '';
    expect(self).toContain('曾任北京甲辰科技有限公司后端工程师');
    expect(self).not.toMatch(/学生助理|测试工程师/);
  });

  it('states a figure as the resume writes it: "over 1.5 years" is 1.5, one year is "1 year"', () => {
    const qa = fromText(
      [
        'Ana Lopes',
        'ana.lopes@example.com',
        'Summary',
        'QA tester with over 1.5 years of experience',
        'Experience',
        'QA Tester | Brightwave Labs | Jan 2021 - Aug 2022',
        '- Wrote 400 regression tests for the billing app',
        'Skills',
        'Selenium, Python, Jira',
      ].join('\n'),
    );
    expect(documentYears(qa)).toEqual({ years: 1.5, source: 'stated' });
  });

  it('sums dated jobs up to the resume date', () => {
    const dated = fromText(
      [
        '周宁',
        '更新日期：2021.07',
        '工作经历',
        '2019.07-至今　广州海川信息技术有限公司　Java开发工程师',
        '• 使用 Java 和 Kafka 开发消息平台，日均 500 万条消息',
      ].join('\n'),
    );
    expect(documentYears(dated)).toEqual({ years: 2, source: 'summed' });
  });
});

describe('rewrites a coach would sign', () => {
  it('leaves 我们 whole and unknown English words alone', async () => {
    const { rewordText, pastTense } = await import('../src/ai/builtin/rewrite.ts');
    expect(rewordText('我们开发了内部工具，我们的团队上线了').text).not.toMatch(/^们|，们/);
    expect(pastTense('Having')).toBe('Having');
    expect(pastTense('Preforming')).toBe('Preforming');
    expect(pastTense('committing')).toBe('Committed');
    expect(rewordText('Preforming regression tests on the billing app').text).toBe(
      'Preforming regression tests on the billing app',
    );
  });

  it('turns coordinated verbs together, and never joins two terms', async () => {
    const { rewordText } = await import('../src/ai/builtin/rewrite.ts');
    expect(rewordText('adding and testing new features for the shop').text).toBe(
      'Added and tested new features for the shop',
    );
    expect(rewordText('Adding and preforming checks on the app').text).toBe('Adding and preforming checks on the app');
    expect(rewordText('Responsible for developing and maintaining the payment gateway').text).toBe(
      'Developed and maintained the payment gateway',
    );
    expect(rewordText('Built mobile apps (Windows Phone, WPF, .Net, T-SQL), etc.').text).toContain('WPF, .Net');
  });

  it('leads an English bullet with its result, kept whole', async () => {
    const { resultFirst } = await import('../src/ai/builtin/rewrite.ts');
    expect(resultFirst('Refactored the order service, reducing latency by 40%')).toBe(
      'Reduced latency by 40% through refactoring the order service',
    );
    expect(resultFirst('Refactored the order service')).toBeNull();
  });
});

describe('the composed self-evaluation', () => {
  const ANALYST = fromText(
    [
      '唐悦',
      '工作经历',
      '2019.7-2021.3　成都青禾电子商务有限公司　数据分析师',
      '• 用 SQL 和 Python 搭建销售日报，覆盖 9 个业务部门',
      '2021.4-至今　成都蓉信银行　高级数据分析师',
      '• 用 Tableau 做经营分析看板，支持 3 条产品线',
      '专业技能',
      'SQL、Python、Tableau、Excel、SPSS、经营分析、预测',
    ].join('\n'),
  );
  const JAVA = {
    id: 1,
    name: 'Java后端工程师',
    company_name: null,
    responsibilities: '负责后端开发',
    requirements: ['熟悉 Java、Spring Boot、MySQL'],
    experience_level: null,
    industry: null,
  };

  it('states no years for a job still held when the resume has no date of its own (today is not its date)', () => {
    // 2019.07-至今: counted to today a 2019 resume would claim 7 years it may not have.
    const now = new Date(Date.UTC(2026, 11, 4));
    expect(documentYears(ANALYST, { now })).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    try {
      const self =
        optimizeBuiltin({ resume: ANALYST, type: 'direct' }).parsed_modifications.find(
          (m) => m.section === 'self_evaluation',
        )?.optimized ?? '';
      expect(self).not.toMatch(/\d+\s*年(工作)?经验/);
      expect(self.length).toBeGreaterThan(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is no keyword dump: skills for a position only when it asks for them, else a few the experience shows', () => {
    const self =
      optimizeBuiltin({ resume: ANALYST, type: 'position', position: JAVA }).parsed_modifications.find(
        (m) => m.section === 'self_evaluation',
      )?.optimized ?? '';
    expect(self).not.toContain('与岗位相关的技能');
    const line = /主要技能：([^；。]*)/.exec(self)?.[1] ?? '';
    expect(line.split('、').length).toBeLessThanOrEqual(3);
  });

  it('does not put a job search into the past tense', async () => {
    const { rewordText } = await import('../src/ai/builtin/rewrite.ts');
    expect(rewordText('Looking for a back-end developer position').text).toBe(
      'Looking for a back-end developer position',
    );
  });
});

describe('counts are checked as counts', () => {
  it('does not let any number of the source vouch for a count of people or things', async () => {
    const { factViolations } = await import('../src/ai/fact-check.ts');
    const { parseResume } = await import('../src/text/index.ts');
    const text = ['王磊', '2020.03 - 2023.06 星河数据科技有限公司 后端工程师', '• 指导两名新人完成入职培训'].join('\n');
    const source = { text, json: parseResume(text) };
    expect(factViolations(source, '指导 2 名新人完成入职培训')).toEqual([]);
    expect(factViolations(source, '指导两名新人完成入职培训')).toEqual([]);
    // 3 is a month of a date and 6 another; neither is a count of 新人.
    expect(factViolations(source, '带领三名新人完成入职培训').join('')).toContain('数量');
    expect(factViolations(source, '带领 6 名新人完成入职培训').join('')).toContain('数量');
  });
});
