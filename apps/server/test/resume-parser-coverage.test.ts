import { ZResumeJson } from '@offerpilot/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/text/index.ts';
import { coverageTokens, resumeCoverage } from '../src/text/resume-coverage.ts';
import { FIXED_NOW } from './support/resume-expectations.ts';

/** Issue 12: the parser keeps every line of a resume somewhere in the structured form. */

const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: FIXED_NOW });
const coverage = (lines: string[]) => resumeCoverage(lines.join('\n'), parse(lines));

describe('resume parser coverage: "X Details" headings and inline headings', () => {
  const FORM_EXPORT = [
    'Meera Joshi',
    'Skill Details',
    'Tally - Exprience - 24 months',
    'Inventory control - Exprience - 12 months',
    'Education Details',
    'June 2016 to May 2019 B.Com Accounting, Nagpur University',
    'Company Details',
    'company - Shree Ganesh Traders',
    'description - Kept the purchase ledger and filed the monthly GST returns',
  ];

  it('reads Skill / Education / Company Details as sections and keeps their text', () => {
    const r = parse(FORM_EXPORT);
    expect(r.meta.sections).toEqual(['Skill Details', 'Education Details', 'Company Details']);
    expect(r.skills).toEqual(['Tally - Exprience - 24 months', 'Inventory control - Exprience - 12 months']);
    expect(r.education.map((e) => [e.degree, e.period?.text])).toEqual([['B.Com', 'June 2016 to May 2019']]);
    expect(r.work.map((w) => [w.company, w.highlights])).toEqual([
      ['Shree Ganesh Traders', ['description - Kept the purchase ledger and filed the monthly GST returns']],
    ]);
    expect(coverage(FORM_EXPORT).ratio).toBeGreaterThanOrEqual(0.95);
  });

  it('splits a heading glued to the end of the line before it', () => {
    const r = parse(['Skill Details', 'Payroll - Exprience - 6 monthsCompany Details', 'company - Arun Textiles']);
    expect(r.meta.sections).toEqual(['Skill Details', 'Company Details']);
    expect(r.skills).toEqual(['Payroll - Exprience - 6 months']);
    expect(r.work[0]!.company).toBe('Arun Textiles');
  });

  it('reads "Skills: Java, Python" as the skills heading with its content', () => {
    const r = parse(['Asha Verma', 'Skills: Java, Python', 'Languages: English, Marathi']);
    expect(r.skills).toEqual(['Java, Python']);
    expect(r.other).toEqual([{ title: 'Languages', lines: ['English, Marathi'] }]);
    expect(r.basics.name).toBe('Asha Verma');
  });

  it('reads ALL CAPS and trailing-colon headings, and a caps heading followed by its content', () => {
    const r = parse([
      'PROFESSIONAL EXPERIENCE:',
      'Mar 2020 - Present | Analyst | Northwind Ltd',
      'KEY SKILLS  Excel, Power BI',
    ]);
    expect(r.work.map((w) => [w.company, w.title])).toEqual([['Northwind Ltd', 'Analyst']]);
    expect(r.skills).toEqual(['Excel, Power BI']);
  });

  it('does not take a sentence or an entry label for a heading', () => {
    const r = parse([
      'Work History',
      '2019 - 2022 | Clerk | Riverside Stores Ltd',
      'Responsibilities:',
      '- Updated my Education Details in the staff portal every term',
      'Highlights:',
      '- Trained two new clerks',
      'Project Details',
      'Stock tracker',
      '- Technologies: Python, SQLite',
      'Technologies: Python, SQLite',
    ]);
    expect(r.meta.sections).toEqual(['Work History', 'Project Details']);
    expect(r.work[0]!.highlights).toEqual([
      'Updated my Education Details in the staff portal every term',
      'Trained two new clerks',
    ]);
    expect(r.projects.map((p) => [p.name, p.highlights])).toEqual([
      ['Stock tracker', ['Technologies: Python, SQLite', 'Technologies: Python, SQLite']],
    ]);
    expect(r.skills).toEqual([]);
  });

  it('keeps 技术栈 inside a project instead of opening a skills section', () => {
    const r = parse([
      '项目经历',
      '2021.03-2022.01 库存预警平台 后端开发',
      '- 设计补货规则',
      '技术栈：Go、Redis',
      '- 压测与调优',
    ]);
    expect(r.projects[0]!.highlights).toEqual(['设计补货规则', '技术栈：Go、Redis', '压测与调优']);
    expect(r.skills).toEqual([]);
  });
});

describe('resume parser coverage: text outside the known sections', () => {
  it('makes a profile written above the first heading the self-evaluation', () => {
    const r = parse([
      'Daniel Ortiz',
      'daniel.ortiz@example.com | +1 312 555 0147',
      'Support engineer who turns recurring tickets into runbooks and small tools.',
      'Experience',
      '2021 - Present | Support Engineer | Lakeview Software Inc',
    ]);
    expect(r.self_evaluation).toBe('Support engineer who turns recurring tickets into runbooks and small tools.');
    expect(r.basics.email).toBe('daniel.ortiz@example.com');
  });

  it('keeps text above the first heading under an untitled other entry when a summary exists', () => {
    const r = parse([
      '周敏',
      '电话：139 0000 5678',
      '八年零售门店管理，熟悉排班与库存盘点',
      '自我评价',
      '沟通耐心，执行到位。',
    ]);
    expect(r.self_evaluation).toBe('沟通耐心，执行到位。');
    expect(r.other).toEqual([{ title: '', lines: ['八年零售门店管理，熟悉排班与库存盘点'] }]);
  });

  it('keeps the lines under an unlisted heading in other, titled as written', () => {
    const r = parse(['【开源贡献】', '为一个日志库修复了时区解析问题', 'Hard Skills:', 'Kotlin, Gradle']);
    expect(r.other).toEqual([{ title: '【开源贡献】', lines: ['为一个日志库修复了时区解析问题'] }]);
    expect(r.skills).toEqual(['Kotlin, Gradle']);
  });

  it('keeps a work section with no dated entry as highlights, and a second summary under its heading', () => {
    const r = parse([
      'Summary',
      'Calm under pressure.',
      'Career Highlights',
      'Cut refund time by half.',
      'Experience',
      'Ran the night desk',
    ]);
    expect(r.self_evaluation).toBe('Calm under pressure.');
    expect(r.other).toEqual([{ title: 'Career Highlights', lines: ['Cut refund time by half.'] }]);
    expect(r.work).toEqual([{ company: null, title: null, period: null, highlights: ['Ran the night desk'] }]);
  });
});

describe('resume parser coverage: icons and layout', () => {
  it.each([
    ['\uf0b1 Experience'],
    ['\uf0b1\u00a0\u00a0EXPERIENCE'],
    ['💼 Work Experience'],
    ['★ 工作经历'],
    ['➤ 工作经历 ➤'],
  ])('reads "%s" (an icon before the heading) as the work heading', (heading) => {
    const r = parse([heading, '2020.07-至今 青松数据科技有限公司 数据工程师', '- 维护离线数仓']);
    expect(r.work.map((w) => [w.company, w.title])).toEqual([['青松数据科技有限公司', '数据工程师']]);
    expect(r.meta.sections).toHaveLength(1);
  });

  it('keeps a contact line of icons out of the self-evaluation', () => {
    const r = parse([
      '\uf095 +1 415 555 0199  \uf0e0 kim@example.com',
      '📍 Portland',
      'Education',
      '2014 - 2018 | BSc | Reed College',
    ]);
    expect(r.basics.phone).toBe('+1 415 555 0199');
    expect(r.basics.city).toBe('Portland');
    expect(r.self_evaluation).toBeNull();
  });
});

describe('resume parser coverage: project titles with spaces', () => {
  it.each([
    ['智能客服系统 后端开发 2021.03-2022.01', '智能客服系统', '后端开发'],
    ['智能客服系统 后端开发  2021.03-2022.01', '智能客服系统', '后端开发'],
    ['Online Mall Platform  Backend Developer  2021.03-2022.01', 'Online Mall Platform', 'Backend Developer'],
    ['Online Mall Platform Backend Developer 2021.03-2022.01', 'Online Mall Platform', 'Backend Developer'],
    ['2021.03-2022.01 Route Planner for Couriers  Team Lead', 'Route Planner for Couriers', 'Team Lead'],
  ])('reads "%s" as name and role', (header, name, role) => {
    const r = parse(['项目经历', header, '- 负责接口设计']);
    expect(r.projects.map((p) => [p.name, p.role, p.period?.text])).toEqual([[name, role, '2021.03-2022.01']]);
  });
});

describe('resume parser coverage: notes on an entry ("（兼职）", "（课程设计）")', () => {
  it("keeps a note after the company as the entry's note, out of the company and the highlights", () => {
    const lines = [
      '工作经历',
      '西安优学教育科技有限公司（兼职）\t数学辅导老师\t2017.07—2018.08',
      '负责初中数学一对一辅导',
    ];
    const r = parse(lines);
    expect(r.work.map((w) => [w.company, w.title, w.note, w.highlights])).toEqual([
      ['西安优学教育科技有限公司', '数学辅导老师', '兼职', ['负责初中数学一对一辅导']],
    ]);
    expect(ZResumeJson.parse(r)).toEqual(r);
    expect(coverage(lines).missing).toEqual([]);
  });

  it('keeps a note after a project name, and a note written as a part of its own', () => {
    const r = parse([
      '项目经历',
      '编译器前端（课程设计） | 2021年10月-2021年12月',
      '- 用 C++ 实现词法分析与语法分析',
      '工作经历',
      '2019.01-2020.01 | 杭州某某网络科技有限公司 | 设计师 | 兼职',
      'Jan 2020 - Mar 2021 | Support Engineer | Lakeview Software Inc (Remote)',
    ]);
    expect(r.projects.map((p) => [p.name, p.note, p.highlights])).toEqual([
      ['编译器前端', '课程设计', ['用 C++ 实现词法分析与语法分析']],
    ]);
    expect(r.work.map((w) => [w.company, w.title, w.note, w.highlights])).toEqual([
      ['杭州某某网络科技有限公司', '设计师', '兼职', []],
      ['Lakeview Software Inc', 'Support Engineer', 'Remote', []],
    ]);
  });

  it('joins several notes, each once: "、" when one is Chinese, ", " when all are Latin', () => {
    const r = parse([
      '工作经历',
      '2019.01-2020.01 | 杭州某某网络科技有限公司（兼职）（远程） | 设计师（兼职）',
      'Jan 2020 - Mar 2021 | Support Engineer | Lakeview Software Inc (Remote) (Contract)',
      'Apr 2021 - May 2022 | Analyst | Northwind Traders Ltd (Remote, Part-time)',
      '项目经历',
      'Tutoring app (Volunteer) | 2020.01-2020.06',
      '- Built the booking page',
    ]);
    expect(r.work.map((w) => [w.company, w.title, w.note])).toEqual([
      ['杭州某某网络科技有限公司', '设计师', '兼职、远程'],
      ['Lakeview Software Inc', 'Support Engineer', 'Remote, Contract'],
      ['Northwind Traders Ltd', 'Analyst', 'Remote, Part-time'],
    ]);
    expect(r.projects.map((p) => [p.name, p.note, p.highlights])).toEqual([
      ['Tutoring app', 'Volunteer', ['Built the booking page']],
    ]);
  });

  it('splits at a full-width space after the note ("某某公司（兼职）　Java开发工程师")', () => {
    const r = parse([
      '工作经历',
      '2019.07-2020.06\u3000某某网络科技有限公司（兼职）\u3000Java开发工程师',
      '• 开发订单服务',
    ]);
    expect(r.work.map((w) => [w.company, w.title, w.note, w.highlights])).toEqual([
      ['某某网络科技有限公司', 'Java开发工程师', '兼职', ['开发订单服务']],
    ]);
  });

  it('still gives a place beside the company no field, and an entry without a note no note key', () => {
    const r = parse(['工作经历', '2018.03-2018.09 | 北京某某科技有限公司（北京） | 产品实习生', '- 整理需求文档']);
    expect(r.work.map((w) => [w.company, w.highlights])).toEqual([['北京某某科技有限公司', ['整理需求文档']]]);
    expect(r.work[0]).not.toHaveProperty('note');
    const projects = parse(['项目经历', 'Churn forecasting (machine learning) | 2020.01-2020.06', '- Built a model']);
    expect(projects.projects.map((p) => [p.name, p.note])).toEqual([
      ['Churn forecasting (machine learning)', undefined],
    ]);
  });
});

describe('resume parser coverage: Japanese headings', () => {
  it('finds the sections of a Japanese resume', () => {
    const r = parse([
      '基本情報',
      'メール: sato.k@example.jp',
      '学歴',
      '2012年4月 - 2016年3月 北海道大学 経済学部',
      '職務経歴',
      '2016年4月 - 現在 株式会社ミナトロジ 物流企画',
      '- 配送ルートの見直し',
      '資格',
      '日商簿記2級',
      'スキル',
      'Excel, SQL',
      '自己PR',
      '数字で現場を説明することが得意です。',
    ]);
    expect(r.meta.sections).toEqual(['基本情報', '学歴', '職務経歴', '資格', 'スキル', '自己PR']);
    expect(r.education[0]!.school).toBe('北海道大学');
    expect(r.work.map((w) => [w.company, w.period?.current])).toEqual([['株式会社ミナトロジ', true]]);
    expect(r.certificates).toEqual(['日商簿記2級']);
    expect(r.skills).toEqual(['Excel, SQL']);
    expect(r.self_evaluation).toBe('数字で現場を説明することが得意です。');
    expect(r.basics.email).toBe('sato.k@example.jp');
  });
});

describe('resume parser coverage: every line lands in the JSON', () => {
  const words = fc.constantFrom(
    'harbor',
    'Lantern',
    'quartz',
    'Meadow',
    'signal',
    'orbit',
    'Copper',
    'willow',
    'ledger',
    'Summit',
    'Vue3',
    'kafka',
    '晨光',
    '溪流',
    '灯塔',
    '织布',
    '远山',
    '青瓷',
    '纸鸢',
    '星图',
  );
  const heading = fc.constantFrom(
    'Skill Details',
    'Education Details',
    'Company Details',
    'Project Details',
    'WORK EXPERIENCE',
    'Technical Skills:',
    'Career Objective',
    'Personal Profile',
    'Declaration',
    'Hobbies',
    '\uf0b1 Experience',
    '★ 项目经历',
    '【专业技能】',
    '自我评价',
    '教育背景',
    '校园经历',
    '职務経歴',
    'スキル',
    '【开源贡献】',
  );
  const content = fc
    .tuple(
      fc.constantFrom('', '• ', '- ', '1. ', '\uf0da ', '★ '),
      fc.array(words, { minLength: 1, maxLength: 6 }),
      fc.constantFrom(' ', ', ', ' | ', '  ', '、'),
      fc.constantFrom('', '2019.09-2021.06 ', 'Mar 2020 - Present ', '2018 '),
    )
    .map(([bullet, ws, sep, date]) => `${bullet}${date}${ws.join(sep)}`);
  const line = fc.oneof({ weight: 1, arbitrary: heading }, { weight: 4, arbitrary: content });

  it('keeps every token of every non-empty line', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const text = lines.join('\n');
        const r = parseResume(text, { now: FIXED_NOW });
        const { missing } = resumeCoverage(text, r);
        expect(missing).toEqual([]);
        expect(ZResumeJson.safeParse(r).success).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps a second copy of a value the basics stand for (counterexamples the property once found)', () => {
    // 'Career Objective' is a 求职意向 heading: the copy under it was read as the target role, and
    // the copy above it, only that value, was dropped as standing for it too.
    const text = '职務経歴\nCareer Objective\n职務経歴';
    const r = parseResume(text, { now: FIXED_NOW });
    expect(r.basics.target_role).toBe('职務経歴');
    expect(resumeCoverage(text, r).missing).toEqual([]);
    expect(r.other).toEqual([{ title: 'Career Objective', lines: ['职務経歴'] }]);
    // The same within one line.
    const twice = 'Career Objective\nMeadow | Meadow';
    expect(resumeCoverage(twice, parseResume(twice, { now: FIXED_NOW })).missing).toEqual([]);
    // A contact or details line stays with the basics, whatever values it repeats.
    for (const text of [
      '张三\n男 | 28岁 | 北京\n北京 | 13800138000 | zhangsan@example.com',
      '张三\n张三 | 13800138000 | zhangsan@example.com',
    ]) {
      const parsed = parseResume(text, { now: FIXED_NOW });
      expect(parsed.self_evaluation).toBeNull();
      expect(JSON.stringify(parsed.other)).not.toMatch(/13800138000|zhangsan/);
    }
    const details = parseResume('张三\n13800138000\n基本信息\n张三 | 男 | 28岁', { now: FIXED_NOW });
    expect(details.other).toEqual([{ title: '基本信息', lines: ['男', '28岁'] }]);
  });

  it('counts tokens with their repeats, so a dropped copy shows', () => {
    const text = 'Skills\nJava\nJava';
    const r = parseResume(text, { now: FIXED_NOW });
    expect(resumeCoverage(text, { ...r, skills: ['Java'] })).toMatchObject({
      tokens: 3,
      covered: 2,
      missing: ['java'],
    });
    expect(coverageTokens('Vue3 与 React, 2019')).toEqual(['vue3', '与', 'react']);
  });
});
