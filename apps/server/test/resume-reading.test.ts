// Reading a resume as it was written (issue 35): wrapped lines back into their bullet, ligatures as
// letters, combined work headings, the employer apart from its department and city, no junk
// education, the person's name and target as the title, links and 期望城市 kept.
import { describe, expect, it } from 'vitest';
import { convertFile, normaliseText } from '../src/modules/conversion/convert.ts';
import { layoutPageText, type TPdfTextItem } from '../src/modules/conversion/pdf-layout.ts';
import { EMPLOYER_CASES, READING_RESUMES, oneColumn, plainText, twoColumns } from './fixtures/reading/resumes.ts';
import { parseResume, resumeTitle } from '../src/text/index.ts';
import { docxOf } from './support/resume-docx.ts';
import { typesetResume } from './support/resume-pdf.ts';

/** Text without whitespace: a line spread to the margin compares equal to its source. */
const squash = (text: string) => normaliseText(text).replace(/\s/g, '');

/** The items (bullets) of the typeset resume that are not exactly one line of the extracted text. */
async function brokenItems(pdf: Buffer, items: string[]): Promise<string[]> {
  const { text } = await convertFile(pdf);
  const lines = new Set(text.split('\n').map((line) => squash(line.replace(/^•/, ''))));
  return items.filter((item) => !lines.has(squash(item)));
}

/** A pdf.js-like text item; width from the characters (CJK one em, others half an em). */
function item(str: string, x: number, y: number, size = 12, width?: number): TPdfTextItem {
  const w = width ?? [...str].reduce((sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? size : size / 2), 0);
  return { str, transform: [size, 0, 0, size, x, y], width: w, height: size, hasEOL: false };
}

describe('wrapped lines in PDFs come back as one bullet', () => {
  const cases = READING_RESUMES.flatMap((r) =>
    [false, true].flatMap((justify) => [
      { name: `${r.name}, one column, ${justify ? 'justified' : 'ragged'}`, page: oneColumn(r), justify },
      { name: `${r.name}, two columns, ${justify ? 'justified' : 'ragged'}`, page: twoColumns(r), justify },
      // A right margin wider than the left one: the mirrored left margin is not the edge.
      { name: `${r.name}, narrow, ${justify ? 'justified' : 'ragged'}`, page: oneColumn(r, 120, 300), justify },
    ]),
  );

  it.each(cases)('every bullet of $name is one line', async ({ page, justify }) => {
    const typeset = typesetResume([page], { justify });
    expect(await brokenItems(typeset.pdf, typeset.items)).toEqual([]);
  });

  it('rejoins "…并设计对账任" / "务兜底" when bullet and text share one item of justified text', async () => {
    // The bullet and its text drawn as one string, the characters spread to the margin: where the
    // text starts after the bullet can only be estimated, and the line under it starts at the text.
    const size = 10;
    const upper = '• 负责交易对账服务重构，将单表数据量从八千万行拆分为十六张分表，并设计对账任';
    const items = [
      item(upper, 50, 700, size, 495),
      item('务兜底与自动补偿机制', 62, 687, size),
      item('• 使用 Redis 分布式锁解决重复对账问题', 50, 670, size),
      item('• 编写单元测试，核心模块覆盖率提升到百分之八十五', 50, 653, size),
      item('2023.07 - 2023.09', 460, 636, size, 85),
    ];
    expect(layoutPageText(items, 595).split('\n')).toEqual([
      `${upper}务兜底与自动补偿机制`,
      '• 使用 Redis 分布式锁解决重复对账问题',
      '• 编写单元测试，核心模块覆盖率提升到百分之八十五',
      '2023.07 - 2023.09',
    ]);
  });

  it('finds the right margin where the lines end, not at a link that sticks out past it', () => {
    const size = 10;
    const items = [
      // An overfull line: a long address runs 40 pt past the margin at 545.
      item('GitHub：https://github.com/zhangsan-dev/distributed-reconciliation-service', 50, 760, size, 535),
      item('工作经历', 50, 730, size),
      item('负责交易对账服务重构，将单表数据量从八千万行拆分为十六张分表，并设计对账任', 50, 713, size, 495),
      item('务兜底与自动补偿机制。', 50, 700, size),
      item('使用 Redis 分布式锁解决重复对账问题，对账耗时从四十分钟降到十二分钟，日均处', 50, 683, size, 494),
      item('理流水两千万笔。', 50, 670, size),
      item('蚂蚁科技集团股份有限公司 杭州', 50, 653, size),
      item('2024.06 - 2024.09', 460, 653, size, 85),
    ];
    expect(layoutPageText(items, 595).split('\n')).toEqual(
      expect.arrayContaining([
        '负责交易对账服务重构，将单表数据量从八千万行拆分为十六张分表，并设计对账任务兜底与自动补偿机制。',
        '使用 Redis 分布式锁解决重复对账问题，对账耗时从四十分钟降到十二分钟，日均处理流水两千万笔。',
      ]),
    );
  });
});

describe('ligatures on an English page', () => {
  it('reads ﬁ ﬂ ﬀ ﬃ ﬄ ﬅ ﬆ and the mis-mapped "ti" as letters', () => {
    const items = [
      item('Led the funcঞon to ﬁnance and eﬀort in educaƟon;', 50, 700, 10, 250),
      item('ﬂexible, eﬃcient, baﬄing, ﬅ ﬆ; informa\u{10019f}on', 50, 686, 10, 250),
      item('Bengali stays: কঞ', 50, 672, 10, 90),
    ];
    expect(layoutPageText(items, 595)).toBe(
      'Led the function to finance and effort in education;\nflexible, efficient, baffling, st st; information\nBengali stays: কঞ',
    );
  });

  it('reads a ligature drawn as an item of its own', () => {
    const items = [item('func', 50, 700, 10, 20), item('ঞ', 70, 700, 10, 5), item('on', 75, 700, 10, 10)];
    expect(layoutPageText(items, 595)).toBe('function');
  });
});

describe('wrapped lines in text and DOCX come back as one bullet', () => {
  const wrappedBullets = [
    ['• 负责交易对账服务的重构，将单表数据量从八千万行拆分为十六张分表，并设计对账任', '务兜底与自动补偿机制'],
    ['• 使用 Redis 分布式锁解决重复对账问题，对账耗时从四十分钟降到十二分钟，日均处', '理流水两千万笔'],
    ['• 编写单元测试与集成测试，核心模块覆盖率提升到百分之八十五'],
  ];

  it('joins a bullet that ran to the wrap width with the unmarked line under it (DOCX, line breaks)', async () => {
    const docx = docxOf([
      '张三',
      '工作经历',
      '蚂蚁科技集团股份有限公司 Java 开发实习生 2024.06 - 2024.09',
      ...wrappedBullets,
      '2019 - 2021 Acme Ltd, Software Engineer',
      ['- Responsible for the development of two front-end applications of an', 'intelligent recruitment system.'],
      ['- Automated the release process with', 'TeamCity and Bitbucket.'],
      '- Reviewed code.',
    ]);
    const { text } = await convertFile(docx);
    const parsed = parseResume(text);
    expect(parsed.work[0]!.highlights).toEqual([
      '负责交易对账服务的重构，将单表数据量从八千万行拆分为十六张分表，并设计对账任务兜底与自动补偿机制',
      '使用 Redis 分布式锁解决重复对账问题，对账耗时从四十分钟降到十二分钟，日均处理流水两千万笔',
      '编写单元测试与集成测试，核心模块覆盖率提升到百分之八十五',
    ]);
    expect(parsed.work[1]!.highlights).toEqual([
      'Responsible for the development of two front-end applications of an intelligent recruitment system.',
      'Automated the release process with TeamCity and Bitbucket.',
      'Reviewed code.',
    ]);
  });

  it('joins hard-wrapped paragraphs at their fixed width, and keeps separate bullets apart', () => {
    const text = [
      '工作经历',
      '2022.07 - 至今 上海拉扎斯信息科技有限公司 数据分析师',
      '搭建用户生命周期分析模型，识别高流失风险人群并推动运营定向召回，次月',
      '留存率提升三个百分点。设计并评估二十余次 A/B 实验，建立实验指标口径与',
      '显著性检验规范，实验结论复核时间缩短一半，并把常用实验模板沉淀为团队',
      '规范。',
      '负责周报自动化',
      '维护广告主分层标签体系',
      '• 参与广告投放效果归因分析，梳理转化漏斗并定位落地页流失环节',
      '• 搭建经营分析看板',
      '主要成果',
      '• 获得年度优秀员工',
    ].join('\n');
    expect(parseResume(text).work[0]!.highlights).toEqual([
      '搭建用户生命周期分析模型，识别高流失风险人群并推动运营定向召回，次月留存率提升三个百分点。设计并评估二十余次 A/B 实验，建立实验指标口径与显著性检验规范，实验结论复核时间缩短一半，并把常用实验模板沉淀为团队规范。',
      '负责周报自动化',
      '维护广告主分层标签体系',
      '参与广告投放效果归因分析，梳理转化漏斗并定位落地页流失环节',
      '搭建经营分析看板',
      '主要成果',
      '获得年度优秀员工',
    ]);
  });

  it('keeps unmarked bullets of about one length apart (no shorter tail ends them)', () => {
    const text = [
      '项目经历',
      '2023.03 - 2023.12 接口自动化平台 测试开发',
      '设计接口自动化框架，覆盖核心接口三百个',
      '每日定时执行回归用例并推送结果到群里面',
      '发现并跟踪缺陷六十余个，推动研发修复',
    ].join('\n');
    expect(parseResume(text).projects[0]!.highlights).toEqual([
      '设计接口自动化框架，覆盖核心接口三百个',
      '每日定时执行回归用例并推送结果到群里面',
      '发现并跟踪缺陷六十余个，推动研发修复',
    ]);
  });

  it('joins a Chinese bullet that wrapped after a figure or a Latin word', () => {
    const text = [
      '工作经历',
      '2021.07 - 2024.06 杭州云栈科技有限公司 后端工程师',
      '• 负责订单服务的性能优化，通过本地缓存与批量写入把单机 QPS 从 8000',
      '提升到 15000，高峰期接口超时率下降到千分之一以下，机器成本下降三成',
      '• 基于 Kafka 重构消息通知链路，消息延迟控制在 1 秒以内',
    ].join('\n');
    expect(parseResume(text).work[0]!.highlights).toEqual([
      '负责订单服务的性能优化，通过本地缓存与批量写入把单机 QPS 从 8000 提升到 15000，高峰期接口超时率下降到千分之一以下，机器成本下降三成',
      '基于 Kafka 重构消息通知链路，消息延迟控制在 1 秒以内',
    ]);
  });

  it('never joins a line that ends a sentence, or one before a bullet, a date or a label', () => {
    const text = [
      'Experience',
      '2019 - 2021 Acme Ltd, Software Engineer',
      'Responsibilities:',
      'developing responsive UI;',
      'building and maintaining code, participating in code review;',
      'Built the billing service in Go and moved it to Kubernetes.',
      'later extended to invoicing',
      'Environment: Go, PostgreSQL',
    ].join('\n');
    expect(parseResume(text).work[0]!.highlights).toEqual([
      'developing responsive UI;',
      'building and maintaining code, participating in code review;',
      'Built the billing service in Go and moved it to Kubernetes.',
      'later extended to invoicing',
      'Environment: Go, PostgreSQL',
    ]);
  });
});

describe('wrapped lines outside the work and project entries', () => {
  it('joins them under a heading the reader does not know (where a two-column page leaves its jobs)', () => {
    const text = [
      'Mira Okafor',
      'mira.okafor@example.org',
      'Volunteering',
      'Taught weekend coding classes to children at the',
      'public library for two years.',
      'Ran the club newsletter.',
    ].join('\n');
    const other = parseResume(text).other.flatMap((o) => o.lines);
    expect(other).toContain('Taught weekend coding classes to children at the public library for two years.');
    // A line that ends its sentence stays apart.
    expect(other).toContain('Ran the club newsletter.');
  });
});

describe('what the resume says, read from every format', () => {
  const formats = READING_RESUMES.flatMap((r) => [
    { name: `${r.name} (text)`, r, read: async () => plainText(r) },
    { name: `${r.name} (DOCX)`, r, read: async () => (await convertFile(docxOf(plainText(r).split('\n')))).text },
    {
      name: `${r.name} (PDF, two columns, justified)`,
      r,
      read: async () => (await convertFile(typesetResume([twoColumns(r)], { justify: true }).pdf)).text,
    },
  ]);

  it.each(formats)('$name: jobs and internships under combined headings, employers, schools', async ({ r, read }) => {
    const parsed = parseResume(await read(), { now: new Date('2026-12-01') });
    expect(parsed.work.map((w) => w.company)).toEqual(r.expected.employers);
    expect(parsed.work.map((w) => w.department ?? null)).toEqual(r.expected.departments);
    expect(parsed.education.map((e) => e.school)).toEqual(r.expected.schools);
    expect(parsed.basics).toMatchObject({
      name: r.expected.name,
      target_role: r.expected.targetRole,
      expected_city: r.expected.expectCity,
      links: [r.expected.link],
    });
    expect(resumeTitle(parsed)).toBe(`${r.expected.name} · ${r.expected.targetRole}`);
    // 期望城市 is the intention's, never copied into 其他信息.
    expect(parsed.other.flatMap((o) => o.lines).filter((l) => l.includes('期望城市'))).toEqual([]);
  });

  it('reads the project under 实习/项目经历 as a project', () => {
    const parsed = parseResume(plainText(READING_RESUMES[0]!));
    expect(parsed.projects.map((p) => [p.name, p.note])).toEqual([['校园二手交易平台', '课程项目']]);
  });
});

describe('section headings in combined forms', () => {
  it.each([
    '实习/项目经历',
    '全职/实习经历',
    '工作/实习经历',
    '工作&实习经历',
    '实习与项目经验',
    '实习／工作经历',
    '科研/实习经历',
    '实习经历',
  ])('%s is read as work', (heading) => {
    const parsed = parseResume(
      `张三\n${heading}\n2021.06 - 2021.12 北京字节跳动科技有限公司 数据分析实习生\n• 负责数据看板`,
    );
    expect(parsed.work.map((w) => w.company)).toEqual(['北京字节跳动科技有限公司']);
    expect(parsed.meta.sections).toEqual([heading]);
    expect(parsed.education).toEqual([]);
  });
});

describe('the employer, not its department, team or city', () => {
  it.each(EMPLOYER_CASES)('$header', ({ header, company, department }) => {
    const [work] = parseResume(`张三\n工作经历\n${header}\n• 负责核心模块开发`).work;
    expect([work!.company, work!.department ?? null]).toEqual([company, department]);
  });
});

describe('education entries', () => {
  it('keeps lines without a school, degree or major as details of the entry above, not entries of their own', () => {
    const text = [
      '教育背景',
      '2018.09 - 2022.06 武汉大学 软件工程 本科',
      'GPA 3.8/4.0，专业排名 5/120',
      '2020.05 国家奖学金',
      '2021.10 ACM-ICPC 亚洲区域赛银奖',
    ].join('\n');
    const { education } = parseResume(text);
    expect(education).toHaveLength(1);
    expect(education[0]).toMatchObject({ school: '武汉大学', degree: '本科', major: '软件工程' });
    expect(education[0]!.details).toEqual(
      expect.arrayContaining(['2020.05 国家奖学金', '2021.10 ACM-ICPC 亚洲区域赛银奖']),
    );
  });
});

describe('departments stay departments', () => {
  it('keeps a division and its department together, and a department line under the header out of the highlights', () => {
    const text = [
      '工作经历',
      '2023.06 - 2023.09 北京三快在线科技有限公司 到店事业群 · 前端技术部 前端开发实习生',
      '• 负责商家后台的表单组件重构，首屏时间从 2.1s 降到 1.2s',
      '2019.07 - 2023.05 杭州数云科技有限公司 数据开发工程师',
      '数据中台部',
      '• 搭建离线数仓分层模型，日处理数据 3 TB',
      '• 负责用户增长小组',
    ].join('\n');
    const work = parseResume(text).work;
    expect(work.map((w) => [w.company, w.department ?? null])).toEqual([
      ['北京三快在线科技有限公司', '到店事业群 · 前端技术部'],
      ['杭州数云科技有限公司', '数据中台部'],
    ]);
    expect(work[0]!.highlights).toEqual(['负责商家后台的表单组件重构，首屏时间从 2.1s 降到 1.2s']);
    expect(work[1]!.highlights).toEqual(['搭建离线数仓分层模型，日处理数据 3 TB', '负责用户增长小组']);
  });
});

describe('the city of a resume', () => {
  it('takes the first of several expected cities (意向城市：北京/上海), keeping them all as written', () => {
    const parsed = parseResume(
      [
        '王磊',
        '电话：13800001111',
        '意向城市：北京/上海',
        '工作经历',
        '2020.07-至今 北京星图科技有限公司 后端工程师',
        '• 负责订单系统',
      ].join('\n'),
    );
    expect(parsed.basics).toMatchObject({ city: '北京', expected_city: '北京/上海' });
  });
});

describe('only lines that stood next to each other join', () => {
  it('never joins a line above an entry header to a line below it (found by the property test)', () => {
    const parsed = parseResume(
      ['【工作经历】', 'a:a', '2016年9月-2020年6月 | 武汉大学 | 计算机科学与技术 | 本科', 'a'].join('\n'),
    );
    const texts = [...parsed.work.flatMap((w) => w.highlights), ...parsed.other.flatMap((o) => o.lines)];
    expect(texts).not.toContain('a:a a');
  });
});
