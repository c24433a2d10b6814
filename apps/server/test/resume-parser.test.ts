import { ZResumeJson, type TResumeJson } from '@offerpilot/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResume, RESUME_PARSER_ID } from '../src/text/index.ts';
import {
  FIXED_NOW,
  isCorpus,
  listExpectations,
  listMismatches,
  loadResumeText,
} from './support/resume-expectations.ts';

const parse = (text: string) => parseResume(text, { now: FIXED_NOW });

/** Every string the parser returned, except the dates it reads and its own name. */
function collectStrings(r: TResumeJson): string[] {
  const out: string[] = [];
  const periods = [...r.education, ...r.work, ...r.projects].flatMap((e) => (e.period ? [e.period.text] : []));
  const basics = Object.values(r.basics).filter((v): v is string => typeof v === 'string');
  out.push(...basics, ...periods, ...r.skills, ...r.certificates, ...r.awards, ...r.meta.sections);
  if (r.self_evaluation !== null) out.push(r.self_evaluation);
  for (const e of r.education) out.push(...[e.school, e.degree, e.major].filter((v) => v !== null), ...e.details);
  for (const w of r.work) out.push(...[w.company, w.title].filter((v) => v !== null), ...w.highlights);
  for (const p of r.projects) out.push(...[p.name, p.role].filter((v) => v !== null), ...p.highlights);
  // '' is the title of text that stood under no heading: it invents nothing.
  for (const o of r.other) out.push(...(o.title ? [o.title] : []), ...o.lines);
  return out;
}

/** Without whitespace: a wrapped line joined back into its bullet is still a piece of the input. */
const flat = (s: string) => s.replace(/\s+/g, '');
const invented = (r: TResumeJson, text: string) =>
  collectStrings(r).filter((s) => !s.trim() || (!text.includes(s.trim()) && !flat(text).includes(flat(s))));

describe('built-in resume parser: section headings', () => {
  const skillsUnder = (heading: string) => parse(`张三\n${heading}\nJava、Go、Kubernetes`).skills;

  it.each([
    ['专业技能'],
    ['【专业技能】'],
    ['专业技能：'],
    ['三、专业技能'],
    ['■ 专业技能'],
    ['专 业 技 能'],
    ['━━ 技能特长 ━━'],
    ['（二）技能'],
    ['技能 Skills'],
    ['Technical Skills'],
    ['SKILLS:'],
    ['S K I L L S'],
  ])('reads "%s" as the skills heading', (heading) => {
    expect(skillsUnder(heading)).toEqual(['Java、Go、Kubernetes']);
  });

  it('keeps the headings as written, in order, and sends unknown ones to other', () => {
    const r = parse(
      '李雷\n【教育背景】\n2015.09-2019.06 北京大学 物理学 本科\n兴趣爱好\n篮球、摄影\nLanguages\nEnglish (fluent)',
    );
    expect(r.meta.sections).toEqual(['【教育背景】', '兴趣爱好', 'Languages']);
    expect(r.other).toEqual([
      { title: '兴趣爱好', lines: ['篮球、摄影'] },
      { title: 'Languages', lines: ['English (fluent)'] },
    ]);
  });

  it('does not take a sentence that mentions a heading word for a heading', () => {
    const r = parse('韩梅梅\n自我评价\n工作经历丰富，熟悉项目经验的总结方法。\n技能\nExcel');
    expect(r.meta.sections).toEqual(['自我评价', '技能']);
    expect(r.self_evaluation).toBe('工作经历丰富，熟悉项目经验的总结方法。');
    expect(r.work).toEqual([]);
  });

  it('reads a heading that shares its line with the content', () => {
    const r = parse('王五\n专业技能：Python、SQL\n证书：CET-6、PMP\n自我评价：踏实肯干');
    expect(r.skills).toEqual(['Python、SQL']);
    expect(r.certificates).toEqual(['CET-6', 'PMP']);
    expect(r.self_evaluation).toBe('踏实肯干');
  });

  it('tells a "工作经验：3年" field from the work section', () => {
    const r = parse('赵六\n工作经验：3年\n电话：13800138000');
    expect(r.meta.sections).toEqual([]);
    expect(r.basics.years_of_experience).toBe(3);
    expect(r.basics.phone).toBe('13800138000');
  });
});

describe('built-in resume parser: dates', () => {
  const periodOf = (line: string) => parse(`工作经历\n${line} 上海某某科技有限公司 工程师`).work[0]?.period;

  it.each([
    ['2019.09-2023.06', '2019-09', '2023-06', false],
    ['2019/09 – 2023/06', '2019-09', '2023-06', false],
    ['2019-09 ~ 至今', '2019-09', null, true],
    ['2019年9月 - 至今', '2019-09', null, true],
    ['2019年9月-2021年3月', '2019-09', '2021-03', false],
    ['2019.9-2020.1', '2019-09', '2020-01', false],
    ['Sep 2019 – Present', '2019-09', null, true],
    ['September 2019 - June 2021', '2019-09', '2021-06', false],
    ['2018 - 2020', '2018', '2020', false],
    ['09/2019 - 06/2021', '2019-09', '2021-06', false],
    ['2020.07 - now', '2020-07', null, true],
    ['2020.07 - Current', '2020-07', null, true],
    ['2020.07至今', '2020-07', null, true],
    ['2021.03 - 现在', '2021-03', null, true],
  ])('reads %s', (text, start, end, current) => {
    expect(periodOf(text)).toEqual({ start, end, current, text });
  });

  it('does not read a phone number or a version as a date', () => {
    const r = parse('工作经历\n负责 Java 8 与 Python 3.10 服务，热线 13800138000');
    // No entry starts at a date; the line is still kept under the work heading.
    expect(r.work).toEqual([
      { company: null, title: null, period: null, highlights: ['负责 Java 8 与 Python 3.10 服务，热线 13800138000'] },
    ]);
  });
});

describe('built-in resume parser: basics', () => {
  it('reads a one-field-per-line Chinese header', () => {
    const r = parse(
      '张伟\n电话：+86 138-0013-8000\n邮箱：zhang.wei@example.com\n现居：杭州市西湖区\n求职意向：Java开发工程师\n具有5年工作经验',
    );
    expect(r.basics).toEqual({
      name: '张伟',
      phone: '+86 138-0013-8000',
      email: 'zhang.wei@example.com',
      city: '杭州',
      target_role: 'Java开发工程师',
      years_of_experience: 5,
    });
  });

  it('reads "姓名：" and several fields on one line, stopping each value at the next label', () => {
    const r = parse('姓名：李四    性别：男    手机：139 1234 5678\n所在地：深圳    应聘岗位：产品经理\n\n工作经历');
    expect(r.basics.name).toBe('李四');
    expect(r.basics.phone).toBe('139 1234 5678');
    expect(r.basics.city).toBe('深圳');
    expect(r.basics.target_role).toBe('产品经理');
  });

  it('reads a label broken over two lines by PDF extraction', () => {
    const r = parse('王晓明\n电话:138-0013-8000 | 现居:上海 | 求职意\n向:前端开发工程师');
    expect(r.basics.target_role).toBe('前端开发工程师');
    expect(r.basics.city).toBe('上海');
  });

  it('finds a city named alone in the header, but not inside a school name', () => {
    expect(parse('陈晨 | 成都 | chen@example.com').basics.city).toBe('成都');
    expect(parse('陈晨\n北京大学 计算机 2024届').basics.city).toBeNull();
  });

  it('reads an English header', () => {
    const r = parse(
      'John Smith\nSenior Backend Engineer\nPhone: +1 415 555 0100 | john.smith@example.com\nLocation: Austin, TX\n6+ years of experience building APIs',
    );
    expect(r.basics).toEqual({
      name: 'John Smith',
      phone: '+1 415 555 0100',
      email: 'john.smith@example.com',
      city: 'Austin',
      target_role: 'Senior Backend Engineer',
      years_of_experience: 6,
    });
    expect(r.meta.language).toBe('en');
  });

  it('sums full-time work periods when no figure is stated, without double-counting overlaps', () => {
    const r = parse(
      '工作经历\n2018.01-2020.12 甲科技有限公司 工程师\n2020.07-2021.12 乙科技有限公司 工程师\n实习经历\n2017.07-2017.12 丙科技有限公司 实习生',
    );
    expect(r.basics.years_of_experience).toBe(4);
  });

  it('counts 至今 up to the given date', () => {
    const text = '工作经历\n2024.11-至今 甲科技有限公司 工程师';
    expect(parseResume(text, { now: new Date(2026, 10, 1) }).basics.years_of_experience).toBe(2);
    expect(parseResume(text, { now: new Date(2025, 4, 1) }).basics.years_of_experience).toBe(0.5);
  });

  it('leaves what is not there empty', () => {
    const r = parse('教育背景\n2020.09-2024.06 武汉大学 法学 本科');
    expect(r.basics).toEqual({
      name: null,
      phone: null,
      email: null,
      city: null,
      target_role: null,
      years_of_experience: null,
    });
  });
});

describe('built-in resume parser: entries', () => {
  it('splits work entries at date lines and turns bullets into highlights', () => {
    const r = parse(
      [
        '工作经历',
        '2021.03-至今 杭州某某网络科技有限公司 | 高级前端工程师',
        '• 负责组件库建设',
        '1. 推动性能优化',
        '（1）带教两名新人',
        '2018.07-2021.02 南京某某软件有限公司 前端工程师',
        '- 参与后台系统开发',
      ].join('\n'),
    );
    expect(r.work).toEqual([
      {
        company: '杭州某某网络科技有限公司',
        title: '高级前端工程师',
        period: { start: '2021-03', end: null, current: true, text: '2021.03-至今' },
        highlights: ['负责组件库建设', '推动性能优化', '带教两名新人'],
      },
      {
        company: '南京某某软件有限公司',
        title: '前端工程师',
        period: { start: '2018-07', end: '2021-02', current: false, text: '2018.07-2021.02' },
        highlights: ['参与后台系统开发'],
      },
    ]);
  });

  it('reads the company on the line above the date and the title on the line below', () => {
    const above = parse('工作经验\n上海某某信息科技有限公司\n产品经理 | 2021/04 – 至今\n1. 负责会员体系');
    expect(above.work.map((w) => [w.company, w.title, w.highlights])).toEqual([
      ['上海某某信息科技有限公司', '产品经理', ['负责会员体系']],
    ]);
    const below = parse('工作经历\n2020-06 ~ 至今\n深圳某某数字科技有限公司 ｜ UI设计师\n负责视觉设计');
    expect(below.work.map((w) => [w.company, w.title, w.highlights])).toEqual([
      ['深圳某某数字科技有限公司', 'UI设计师', ['负责视觉设计']],
    ]);
  });

  it('reads labelled project and work fields', () => {
    const r = parse(
      '项目经验\n项目名称：订单中心重构\n项目时间：2021.03-2021.12\n担任角色：技术负责人\n项目描述：拆分订单服务\n工作经历\n公司名称：某某会计师事务所\n职    位：审计助理\n在职时间：2014.07-2019.04\n工作内容：\n1、年报审计',
    );
    expect(r.projects.map((p) => [p.name, p.role, p.period?.text, p.highlights])).toEqual([
      ['订单中心重构', '技术负责人', '2021.03-2021.12', ['项目描述：拆分订单服务']],
    ]);
    expect(r.work.map((w) => [w.company, w.title, w.period?.text, w.highlights])).toEqual([
      ['某某会计师事务所', '审计助理', '2014.07-2019.04', ['年报审计']],
    ]);
  });

  it('reads school, major and degree in any order', () => {
    const r = parse(
      '教育背景\n2016.09-2020.06 复旦大学 计算机科学与技术 本科\n西南财经大学 | 硕士研究生 | 应用统计 | 2020.09-2023.06\nGPA 3.8/4.0',
    );
    expect(r.education.map((e) => [e.school, e.degree, e.major, e.details])).toEqual([
      ['复旦大学', '本科', '计算机科学与技术', []],
      ['西南财经大学', '硕士研究生', '应用统计', ['GPA 3.8/4.0']],
    ]);
  });

  it('reads degrees written as bare capitals where a line starts, but not a state after a city', () => {
    const degrees = (text: string) => parse(text).education.map((e) => e.degree);
    expect(degrees('Education Details\n BA   Mumbai University\n')).toEqual(['BA']);
    expect(degrees('Education\nMA Economics, Jawaharlal Nehru University 2017\n')).toEqual(['MA']);
    expect(degrees('Education\nHarvard University, Cambridge, MA\n2012 - 2016\n')).toEqual([null]);
    expect(degrees('Education\nHarvard University, Cambridge, MA 02138\n2012 - 2016\n')).toEqual([null]);
    expect(degrees('Education\nUniversity of Southern Maine, Portland, ME 04101\n2012 - 2016\n')).toEqual([null]);
  });

  it('splits projects without dates at their title lines', () => {
    const r = parse('项目经历\n智能客服机器人\n- 基于检索与生成的问答\n- 接入三条业务线\n数据看板\n- 配置化图表渲染');
    expect(r.projects.map((p) => [p.name, p.period, p.highlights])).toEqual([
      ['智能客服机器人', null, ['基于检索与生成的问答', '接入三条业务线']],
      ['数据看板', null, ['配置化图表渲染']],
    ]);
  });

  it('files certificates and awards from a combined 荣誉证书 section', () => {
    const r = parse('荣誉证书\n2022 年 优秀员工\n注册会计师（CPA）\n全国计算机等级考试二级');
    expect(r.awards).toEqual(['2022 年 优秀员工']);
    expect(r.certificates).toEqual(['注册会计师（CPA）', '全国计算机等级考试二级']);
  });
});

describe('built-in resume parser: English resumes', () => {
  const EN = [
    'Jane Doe',
    'Data Engineer',
    'jane.doe@example.com | +44 20 7946 0958',
    'Summary',
    'Data engineer with a focus on streaming pipelines.',
    'Work Experience',
    'Sep 2019 – Present: Senior Data Engineer, Acme Analytics Ltd (London, UK)',
    '• Built the Kafka ingestion platform',
    'Globex Corporation',
    'March 2016 - August 2019 | Data Engineer',
    'Education',
    '2012 - 2016: Bachelor of Science in Mathematics, University of Leeds',
    'Skills',
    'Python, Scala, SQL',
    'Certifications',
    'AWS Certified Data Analytics – Specialty',
  ].join('\n');

  it('reads basics, entries and lists', () => {
    const r = parse(EN);
    expect(r.meta.language).toBe('en');
    expect(r.basics.name).toBe('Jane Doe');
    expect(r.basics.target_role).toBe('Data Engineer');
    expect(r.basics.phone).toBe('+44 20 7946 0958');
    expect(r.self_evaluation).toBe('Data engineer with a focus on streaming pipelines.');
    expect(r.work.map((w) => [w.company, w.title, w.period?.start, w.period?.current])).toEqual([
      ['Acme Analytics Ltd', 'Senior Data Engineer', '2019-09', true],
      ['Globex Corporation', 'Data Engineer', '2016-03', false],
    ]);
    expect(r.work[0]!.highlights).toEqual(['Built the Kafka ingestion platform']);
    expect(r.education.map((e) => [e.school, e.degree, e.major, e.period?.text])).toEqual([
      ['University of Leeds', 'Bachelor', 'Mathematics', '2012 - 2016'],
    ]);
    expect(r.skills).toEqual(['Python, Scala, SQL']);
    expect(r.certificates).toEqual(['AWS Certified Data Analytics – Specialty']);
  });

  it('matches the shared schema and names itself', () => {
    const r = parse(EN);
    expect(ZResumeJson.parse(r)).toEqual(r);
    expect(r.meta.parser).toBe(RESUME_PARSER_ID);
  });
});

describe('built-in resume parser: personal details in the header', () => {
  it('keeps what the basics have no field for, as written, and never contact details or values the basics hold', () => {
    const r = parse(
      [
        '个人简历',
        '姓    名：王芳        性别：女        年龄：29',
        '手机：186-2000-3456        邮箱：wangfang@example.com        微信：wf_2026',
        '所在地：上海市浦东新区        工作年限：6年',
        '男 | 32岁 | 党员',
        '意向岗位：高级产品经理',
        '',
        '工作经历',
        '上海橙子信息科技有限公司 产品经理 2021.04-至今',
        '负责会员增长产品线',
      ].join('\n'),
    );
    expect(r.basics).toMatchObject({ name: '王芳', phone: '186-2000-3456', city: '上海', target_role: '高级产品经理' });
    const kept = r.other.find((o) => o.title === '')?.lines ?? [];
    expect(kept).toEqual(['性别：女', '年龄：29', '所在地：上海市浦东新区', '男', '32岁', '党员']);
    const all = JSON.stringify(r.other);
    for (const leaked of ['186', 'example.com', 'wf_2026', '王芳', '6年', '高级产品经理', '个人简历'])
      expect(all).not.toContain(leaked);
  });

  it('keeps only personal details from an allow list: no chat handles, ID numbers, street addresses or landlines', () => {
    const r = parse(
      [
        '李雷',
        '电话：138 0013 8000 | 微信号：wxid_abc123 | VX：fang_w88 | wx: fang_w88 | 微信 fang_w88',
        'QQ号：123456789 | 身份证：110101199003071234 | 010-62751234',
        '住址：北京市朝阳区建国路88号2单元1101 | 籍贯：湖南长沙 | 民族：汉',
        '',
        '工作经历',
        '北京某科技有限公司 后端工程师 2020.07-至今',
        '负责订单系统',
      ].join('\n'),
    );
    const all = JSON.stringify(r.other);
    for (const leaked of ['wxid', 'fang_w88', '123456789', '1101011990', '62751234', '建国路', '88号'])
      expect(all).not.toContain(leaked);
    expect(r.other.find((o) => o.title === '')?.lines).toEqual(['籍贯：湖南长沙', '民族：汉']);
  });

  it('spends bounded work on a hostile contact line and keeps nothing from it', () => {
    const line = `Tel: 138 0013 8000 ${'|a'.repeat(100_000)}`;
    const r = parse(`${line}\n\n工作经历\n北京某科技有限公司 后端工程师 2020.07-至今`);
    expect(r.other.flatMap((o) => o.lines).length).toBeLessThan(5);
  });

  it('keeps a stated "5年经验" as written (the basics hold only its number)', () => {
    const r = parse(
      '陈思远\nUI/UX 设计师 · 5年经验\n\n工作经历\n深圳某科技有限公司 UI设计师 2019.07-至今\n负责 App 界面',
    );
    expect(r.basics.target_role).toBe('UI/UX 设计师');
    expect(r.other.find((o) => o.title === '')?.lines).toEqual(['5年经验']);
  });

  it('reads a bare label with its value after a tab as one detail', () => {
    const r = parse(
      '姓名\t林晓\t性别\t女\n现居\t西安\t求职意向\t初中数学教师\n\n教育背景\n2012.09-2016.06 陕西师范大学 数学 本科',
    );
    expect(r.other.find((o) => o.title === '')?.lines).toEqual(['性别\t女']);
  });
});

describe('built-in resume parser: departments', () => {
  it('keeps the department of a work entry, from its own column or from a 部门 label', () => {
    const columns = parse(
      [
        '孙浩然',
        '',
        '工作经历',
        '南京云途软件有限公司    质量保障部    测试开发工程师    2018.08 - 至今',
        '负责接口自动化测试平台',
        '苏州晨星信息技术有限公司    测试部    软件测试工程师    2015.03 - 2018.07',
        '负责功能测试',
      ].join('\n'),
    );
    expect(columns.work.map((w) => [w.company, w.department, w.title])).toEqual([
      ['南京云途软件有限公司', '质量保障部', '测试开发工程师'],
      ['苏州晨星信息技术有限公司', '测试部', '软件测试工程师'],
    ]);
    expect(columns.work.flatMap((w) => w.highlights)).toEqual(['负责接口自动化测试平台', '负责功能测试']);
    const labelled = parse(
      [
        '周静',
        '',
        '工作经历',
        '公司名称：苏州工业园区华鑫制造有限公司',
        '部    门：财务部',
        '职    位：财务经理',
        '在职时间：2019.05-至今',
        '工作内容：',
        '负责月度结账',
      ].join('\n'),
    );
    expect(labelled.work.map((w) => [w.company, w.department, w.title])).toEqual([
      ['苏州工业园区华鑫制造有限公司', '财务部', '财务经理'],
    ]);
  });

  it('takes label lines only into a later entry’s header: the last line of the entry above stays there', () => {
    const r = parse(
      [
        '周静',
        '',
        '工作经历',
        '公司名称：苏州工业园区华鑫制造有限公司',
        '部门：财务部',
        '职位：财务经理',
        '在职时间：2019.05-至今',
        '负责月度结账',
        '完成年度审计',
        '公司名称：苏州某会计师事务所',
        '职位：审计助理',
        '在职时间：2016.07-2019.04',
        '参与上市公司年报审计',
      ].join('\n'),
    );
    expect(r.work.map((w) => [w.company, w.title, w.highlights])).toEqual([
      ['苏州工业园区华鑫制造有限公司', '财务经理', ['负责月度结账', '完成年度审计']],
      ['苏州某会计师事务所', '审计助理', ['参与上市公司年报审计']],
    ]);
  });

  it('reads a 中心 with no company beside it as the employer', () => {
    const r = parse('王磊\n\n工作经历\n国家电网客户服务中心    客服专员    2018.07 - 至今\n负责电话咨询');
    expect(r.work.map((w) => [w.company, w.department, w.title])).toEqual([
      ['国家电网客户服务中心', undefined, '客服专员'],
    ]);
  });
});

describe('built-in resume parser: never invents content', () => {
  it('returns only pieces of the input (explicit resume)', async () => {
    const [first] = listExpectations().filter((f) => !isCorpus(f.expectation));
    const text = await loadResumeText(first!.expectation);
    const r = parse(text);
    expect(collectStrings(r).length).toBeGreaterThan(20);
    expect(invented(r, text)).toEqual([]);
  });

  const piece = fc.constantFrom(
    '【工作经历】',
    '工作经历：',
    '一、教育背景',
    '■ 项目经验',
    '专 业 技 能',
    'Work Experience',
    'EDUCATION',
    'Skills:',
    '证书',
    '荣誉奖项',
    '自我评价',
    '兴趣爱好',
    '2019.09-至今 杭州某某科技有限公司 高级工程师',
    '2016年9月-2020年6月 | 武汉大学 | 计算机科学与技术 | 本科',
    'Sep 2019 – Present: Engineer, Acme Ltd (London, UK)',
    '2018 - 2020 | Analyst | Globex Inc',
    '上海某某信息科技有限公司',
    '产品经理 | 2021/04 – 至今',
    '项目名称：订单中心',
    '担任角色：负责人',
    '• 负责核心模块开发',
    '（1）提升转化率 20%',
    '- Built an API',
    '姓名：张三',
    '电话：+86 138 0013 8000',
    '邮箱：a.b@example.com',
    '现居：上海',
    '求职意向：数据分析师',
    '5年工作经验',
    'CET-6、PMP',
    '熟悉 Java、Go',
  );
  const noise = fc.string({
    maxLength: 30,
    unit: fc.constantFrom(...'ab 张三（）()|:：、,.-–—~\t0123456789年月至今@+•'.split('')),
  });

  it('returns only pieces of the input (random resumes)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 4, arbitrary: piece }, { weight: 1, arbitrary: noise }), { maxLength: 25 }),
        (lines) => {
          const text = lines.join('\n');
          const r = parse(text);
          expect(invented(r, text)).toEqual([]);
          expect(ZResumeJson.safeParse(r).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('built-in resume parser: fixtures', () => {
  const fixtures = listExpectations().filter((f) => !isCorpus(f.expectation));

  it('has the Chinese fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtures.map((f) => [f.name, f.expectation] as const))(
    '%s meets its expectation',
    async (_name, expectation) => {
      const r = parse(await loadResumeText(expectation));
      expect(listMismatches(r, expectation)).toEqual([]);
    },
  );
});

describe('built-in resume parser: dated lines inside a job (tenth fresh set, 2026-12-07 late)', () => {
  const shape = (text: string) =>
    parse(text).work.map((w) => ({ company: w.company, title: w.title, lines: w.highlights.length }));

  it('keeps a bullet that opens with its own months inside the job as one of its lines', () => {
    const text = [
      '工作经历',
      '宁波某智能家居有限公司 | 嵌入式工程师 | 2020.09 - 至今',
      '- 2023.01-至今 负责扫地机导航板固件，开机时间从 9 秒压到 4 秒，返修率降到 0.6%',
      '- 2021.04-2022.12 把串口协议从自定义帧改成 Modbus，联调周期缩短一半',
      '合肥某电子厂 | 测试员 | 2018.07 - 2020.08',
      '- 2019.08-2020.08 负责200人规模公司的产线测试工作，编写治具脚本 30 余个',
    ].join('\n');
    expect(shape(text)).toEqual([
      { company: '宁波某智能家居有限公司', title: '嵌入式工程师', lines: 2 },
      { company: '合肥某电子厂', title: '测试员', lines: 1 },
    ]);
  });

  it('reads 「1、2022.01-至今 …」 as a numbered line of the job above', () => {
    const text = [
      '工作经历',
      '厦门某食品有限公司　采购经理　2019.05-至今',
      '1、2022.01-至今 负责包材、辅料两大类物料，年采购额约 8000 万元',
      '2、2019.05-2021.12 每季度给供应商打分，清退末位 3 家',
    ].join('\n');
    expect(shape(text)).toEqual([{ company: '厦门某食品有限公司', title: '采购经理', lines: 2 }]);
  });

  it('still opens an entry at a bulleted header, and at a dated line outside the job above', () => {
    const text = [
      '工作经历',
      '- 2021.03-至今 杭州某科技有限公司 | 后端工程师',
      '  负责订单服务',
      '- 2018.07-2021.02 上海某网络有限公司，Java 开发',
      '  负责支付对账',
    ].join('\n');
    expect(shape(text).map((w) => w.company)).toEqual(['杭州某科技有限公司', '上海某网络有限公司']);
  });
});

describe('built-in resume parser: short dated lines and 「1）」 (outside review, 2026-12-07 late)', () => {
  it('keeps a short dated bullet and a 「1）」 line inside the job, and a bulleted employer apart', () => {
    const text = [
      '工作经历',
      '某银行科技有限公司 | 测试工程师 | 2019.07 - 至今',
      '- 2020.07-2021.12 负责APP功能测试',
      '- 2022.01-至今 负责银行核心系统的手工测试，累计提缺陷 600 个',
      '1）2019.07-2020.06 参与理财模块测试，编写用例 1200 条，发现严重缺陷 35 个，其中 10 个在上线前一周定位并推动修复',
      '- 2018.01-2019.06 上海某软件有限公司 | 实习生',
    ].join('\n');
    expect(parse(text).work.map((w) => [w.company, w.highlights.length])).toEqual([
      ['某银行科技有限公司', 3],
      ['上海某软件有限公司', 0],
    ]);
  });
});
