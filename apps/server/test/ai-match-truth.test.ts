import { GAP_PATTERN, ZJobAnalysis, type TAiPosition, type TResumeJson } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { analyzeBasic, analyzeJob, wordingVariants } from '../src/ai/builtin/analysis.ts';
import { optimizeBuiltin, rewordText } from '../src/ai/builtin/rewrite.ts';
import { resumeYears } from '../src/ai/builtin/years.ts';
import type { TAiResume } from '../src/ai/provider.ts';
import { extractKeywords, parseResume } from '../src/text/index.ts';
import { FIXED_NOW } from './support/resume-expectations.ts';
import { absentKeywords } from './support/keywords.ts';

/**
 * A job match that reads the whole resume and says only true things (issue 12): no keyword
 * fragments, no keyword the resume never claims, the position's experience level, years as the
 * resume states them, composed summaries in the resume's language with real employers and titles,
 * repetition that does not pay, and "无法评估" for a position with nothing to check. Every text
 * here is written for this file.
 */

const resumeOf = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });
const withJson = (resume: TAiResume, edit: (json: TResumeJson) => void): TAiResume => {
  const json = structuredClone(resume.json);
  edit(json);
  return { text: resume.text, json };
};
const component = (a: ReturnType<typeof analyzeJob>, key: string) => a.match_breakdown.find((c) => c.key === key)!;
const CJK = /[\u3400-\u9fff]/;
/** How the FRONTEND resume's analysis lists these requirement lines: [text, kind] per item. */
const itemsOf = (requirements: string[]) =>
  analyzeJob(FRONTEND, position({ requirements })).requirements.map((r) => [r.requirement, r.kind]);

const position = (p: Partial<TAiPosition>): TAiPosition => ({
  id: 3,
  name: '前端开发工程师',
  company_name: null,
  responsibilities: null,
  requirements: [],
  experience_level: null,
  industry: null,
  ...p,
});

const FRONTEND = resumeOf(
  [
    '李晓雨',
    '电话：13700001111',
    '邮箱：xiaoyu@example.com',
    '现居：杭州',
    '求职意向：前端开发工程师',
    '',
    '工作经历',
    '2021.03-至今　杭州青禾网络科技有限公司　前端开发工程师',
    '• 使用 React 和 TypeScript 重写商品详情页，首屏时间缩短 35%',
    '• 配合后端同事完成接口联调，联调周期从 5 天缩短到 2 天',
    '• 搭建组件库，覆盖 6 条业务线的 120 个页面',
    '',
    '教育经历',
    '2017.09-2021.06　浙江工业大学　软件工程　本科',
    '',
    '专业技能',
    'JavaScript、TypeScript、React、Vue、Webpack、CSS',
    '',
    '自我评价',
    '熟悉 React 生态和常用前端框架，有工程化实践。',
  ].join('\n'),
);

describe('alternatives in a requirement', () => {
  it('one of "React 或 Vue" or "Photoshop, Illustrator or Figma" meets the item', () => {
    const vue = resumeOf(
      [
        '工作经历',
        '2021.03-至今　杭州青禾网络科技有限公司　前端开发工程师',
        '• 使用 Vue 3 重写活动页，首屏时间缩短 35%',
        '• 使用 Figma 和设计同事一起维护组件规范',
      ].join('\n'),
    );
    const a = analyzeJob(
      vue,
      position({
        requirements: [
          '熟悉 React 或 Vue 至少一种框架',
          'Proficiency in Photoshop, Illustrator or Figma',
          '熟悉 Angular 或 Svelte',
        ],
      }),
    );
    const [framework, design, missing] = a.requirements;
    expect(framework!.status).toBe('met');
    expect(framework!.explanation).not.toContain('未找到：React');
    expect(design!.status).toBe('met');
    expect(design!.explanation).toContain('Figma');
    // None of the alternatives: one gap, named as the choice it is.
    expect(missing!.status).toBe('missing');
    expect(missing!.explanation).toContain('未找到：Angular 或 Svelte');
  });
});

describe('alternatives in a requirement, keywords', () => {
  it('"B.E./B.Tech/MCA" is met by an MCA, and one gap names the choice', () => {
    const mca = resumeOf(['Education', '2014 - 2017 MCA, Pune University', 'Skills', 'Java, SQL'].join('\n'));
    const a = analyzeJob(
      mca,
      position({
        name: 'Java Developer',
        requirements: ['Degree in Computer Science (B.E./B.Tech/MCA)', 'Knowledge of IATF16949/VDA6.3 audits'],
      }),
    );
    const [degree, cert] = a.requirements;
    expect(degree!.explanation).toContain('MCA');
    expect(degree!.explanation).not.toMatch(/未找到：[^；。]*B\.Tech/);
    expect(cert!.explanation).toContain('未找到：IATF16949 或 VDA6.3');
  });
});

describe('review fixes: years alone, slashes, repeated alternatives', () => {
  const veteran = resumeOf(
    [
      '工作经历',
      '2014.03-2026.06　杭州青禾网络科技有限公司　Java开发工程师',
      '• 使用 Java 开发订单系统，支撑日均 3 万笔订单',
      '教育经历',
      '2010.09-2013.06　杭州职业技术学院　软件技术　大专',
    ].join('\n'),
  );
  const req = (r: string) =>
    analyzeJob(veteran, position({ name: 'Java 开发工程师', requirements: [r] })).requirements[0]!;

  it('years asked alone count in full, whatever else the item says', () => {
    expect(req('3年以上工作经验').status).toBe('met');
    expect(req('3年以上工作经验').explanation).not.toContain('年限按这个比例计');
    // The degree is judged on its own; it does not scale the years.
    expect(req('本科及以上学历，5年以上工作经验').explanation).not.toContain('年限按这个比例计');
  });

  it('a Chinese "Java/Spring/MySQL/Redis" asks for all four', () => {
    expect(req('熟悉 Java/Spring/MySQL/Redis').status).not.toBe('met');
    expect(req('熟悉 Java/Spring/MySQL/Redis').explanation).toContain('Spring');
    expect(req('熟悉 Java、Spring、Kafka/RabbitMQ').explanation).toMatch(/未找到：[^。]*Spring/);
  });

  it('a choice that offers a skill asked on its own is no extra gap', () => {
    expect(req('精通 Java，了解 Java 或 Kotlin 均可').explanation).not.toContain('Kotlin');
  });

  it('reads a Chinese or-list only where 或 is a word of its own, clause by clause', () => {
    expect(wordingVariants('沟通能力不可或缺，抗压')).toEqual(['沟通能力不可或缺，抗压']);
    const variants = wordingVariants('本科学历，计算机相关专业，Java 开发经验，MySQL 或 Oracle');
    expect(variants).toHaveLength(2);
    expect(variants.every((v) => v.includes('计算机相关专业'))).toBe(true);
    expect(wordingVariants("Bachelor's degree, 5 years Java, MySQL or Oracle")).toHaveLength(2);
  });
});

describe('alternatives in a requirement, wording', () => {
  it('reads "a certification in fitness training, nutrition or yoga" once per alternative', () => {
    expect(wordingVariants('Certification in fitness training, sports science, nutrition or yoga')).toEqual([
      'Certification in fitness training',
      'Certification in sports science',
      'Certification in nutrition',
      'Certification in yoga',
    ]);
    expect(wordingVariants('熟悉 React 或 Vue 至少一种框架')).toEqual([
      '熟悉 React 至少一种框架',
      '熟悉 Vue 至少一种框架',
    ]);
    expect(wordingVariants('Strong HTML5, CSS3 and JavaScript')).toEqual(['Strong HTML5, CSS3 and JavaScript']);

    const dietitian = resumeOf(
      [
        'Education',
        '2004 - 2007 Bachelor of Science in Clinical Nutrition and Dietetics, Bengaluru',
        'Work Experience',
        'March 2015 to June 2020 Nutrition Counsellor, Green Leaf Clinic',
        '- Ran nutrition counselling camps for 40 clinics',
      ].join('\n'),
    );
    const a = analyzeJob(
      dietitian,
      position({
        name: 'Fitness Coach',
        requirements: ['Certification in fitness training, sports science, nutrition or yoga'],
      }),
    );
    // Nutrition is one of the four choices: at least half the words of "Certification in nutrition"
    // are there (read as one list, the nine words of the item would be one ninth there).
    const share = Number(/用词（按稀有程度加权）在简历中出现 (\d+)%/.exec(a.requirements[0]!.explanation)?.[1]);
    expect(share).toBeGreaterThanOrEqual(50);
    expect(a.requirements[0]!.status).not.toBe('missing');
  });
});

describe('job keywords are real terms', () => {
  const FRAGMENTS = ['及其', '生态', '专业本科', '框架', '实践者', '一种', '工具'];
  const advert = position({
    requirements: [
      '熟悉 React 或 Vue 至少一种框架及其生态',
      '了解 Webpack 或 Vite 等构建工具，有工程化实践者优先',
      '计算机或相关专业本科及以上学历',
    ],
  });

  it('extractKeywords drops function words and fragments', () => {
    const terms = extractKeywords(advert.requirements.join('\n')).map((k) => k.term);
    for (const f of FRAGMENTS) expect(terms).not.toContain(f);
    expect(terms).toContain('工程化');
  });

  it('fragments are neither missing keywords nor gaps in a position rewrite', () => {
    const a = analyzeJob(FRONTEND, advert);
    const listed = [...a.matched_keywords, ...a.missing_keywords.in_resume_not_stated, ...absentKeywords(a)];
    for (const f of FRAGMENTS) expect(listed).not.toContain(f);
    const rewrite = optimizeBuiltin({ resume: FRONTEND, type: 'position', position: advert });
    const gaps = rewrite.parsed_modifications.flatMap((m) => [...m.optimized.matchAll(GAP_PATTERN)].map((g) => g[1]!));
    for (const f of FRAGMENTS) expect(gaps.join('\n')).not.toContain(`「${f}」`);
  });

  it('a role the resume only worked alongside is not matched (配合后端同事 ≠ 后端开发)', () => {
    const a = analyzeJob(FRONTEND, position({ name: 'Java 后端开发工程师', requirements: ['熟悉 Java 和 MySQL'] }));
    expect(a.matched_keywords).not.toContain('后端开发');
    // A line of work, not a named skill: listed as the advert's wording, not said missing.
    expect(a.missing_keywords.wording_only).toContain('后端开发');
    expect(a.missing_keywords.not_in_resume).not.toContain('后端开发');
  });
});

describe('years of experience', () => {
  const JAVA_SENIOR = position({
    name: 'Java 开发工程师',
    requirements: ['5年以上 Java 开发经验'],
  });

  it("uses the position's experience_level when the advert text states no years", () => {
    const advert = position({
      name: 'Java 开发工程师',
      requirements: ['熟悉 Java 和 Spring Boot'],
      experience_level: '3-5年',
    });
    const junior = resumeOf(
      [
        '张伟',
        '工作经历',
        '2025.06-至今　北京木棉科技有限公司　Java开发工程师',
        '• 使用 Java 和 Spring Boot 开发订单接口，支撑日均 3 万笔订单',
        '更新日期：2026.06',
      ].join('\n'),
    );
    const a = analyzeJob(junior, advert);
    const experience = component(a, 'experience');
    expect(experience.weight).toBeGreaterThan(0);
    expect(experience.explanation).toContain('3-5年');
    expect(experience.explanation).not.toContain('没有写明');
    expect(a.issues.some((i) => i.message.includes('3 年以上经验'))).toBe(true);

    const fresh = analyzeJob(junior, { ...advert, experience_level: '应届' });
    expect(component(fresh, 'experience').explanation).toContain('应届');
    expect(component(fresh, 'experience').explanation).not.toContain('没有写明');
  });

  it('counts years asked "in X" only as far as X shows (ten years of hotel work are not fitness years)', () => {
    const hotel = resumeOf(
      [
        'Work Experience',
        'June 2014 to June 2024 Front Office Manager, Seaview Hotel',
        '- Ran the front desk and guest relations for a 200-room hotel',
        '- Trained 12 receptionists on the booking system',
        'Education',
        '2010 - 2013 Diploma in Hotel Management',
      ].join('\n'),
    );
    const requirement = (a: ReturnType<typeof analyzeJob>) => a.requirements[0]!;
    const inField = analyzeJob(
      hotel,
      position({ name: 'Fitness Trainer', requirements: ['3+ years of experience as a personal fitness trainer'] }),
    );
    // The ten years satisfy "3+ years", but not "as a personal fitness trainer".
    expect(requirement(inField).explanation).toContain('满足 3 年的要求');
    expect(requirement(inField).explanation).toContain('年限按这个比例计');
    expect(requirement(inField).status).toBe('missing');

    const alone = analyzeJob(hotel, position({ name: 'Fitness Trainer', requirements: ['3+ years of experience'] }));
    expect(requirement(alone).status).toBe('met');
    expect(requirement(alone).coverage).toBe(1);

    const inHotels = analyzeJob(
      hotel,
      position({ name: 'Hotel Manager', requirements: ['3+ years of experience in hotel guest relations'] }),
    );
    expect(requirement(inHotels).status).toBe('met');
  });
  it('knows a degree written as BA, MA or BCom as a degree', () => {
    const advert = position({ name: 'HR Executive', requirements: ["Bachelor's degree in any discipline"] });
    const levels = ['BA', 'BCom', 'MA', 'MTech'].map((degree) => {
      const a = analyzeJob(resumeOf(`Education Details\n${degree}   Mumbai University\n`), advert);
      return component(a, 'education').score;
    });
    expect(levels).toEqual([100, 100, 100, 100]);
  });

  it('does not count a school the parser left among the work entries', () => {
    const resume = withJson(
      resumeOf(
        [
          '陈晨',
          '工作经历',
          '2019.07-2021.06　南京远帆软件有限公司　Java开发工程师',
          '• 使用 Java 开发结算服务，处理 20 万笔日交易',
        ].join('\n'),
      ),
      (json) => {
        json.basics.years_of_experience = null;
        json.work.push({
          company: '南京理工大学',
          title: '本科',
          period: { start: '2015-09', end: '2019-06', current: false, text: '2015.09-2019.06' },
          highlights: [],
        });
      },
    );
    const a = analyzeJob(resume, JAVA_SENIOR);
    expect(component(a, 'experience').explanation).toContain('简历约 2 年');
  });

  it('ends "至今" at the date the resume states, not today', () => {
    const resume = resumeOf(
      [
        '周宁',
        '更新日期：2021.07',
        '工作经历',
        '2019.07-至今　广州海川信息技术有限公司　Java开发工程师',
        '• 使用 Java 和 Kafka 开发消息平台，日均 500 万条消息',
      ].join('\n'),
    );
    const a = analyzeJob(resume, JAVA_SENIOR);
    expect(component(a, 'experience').explanation).toContain('简历约 2 年');
  });

  it('ends "至今" today when the resume states no date of its own, whatever dates its projects end on', () => {
    // A project that ended in 2022.12 inside a job held since 2020.07 does not close the job: the
    // match once said 2.4 years here while the structured view said 6.
    const resume = resumeOf(
      [
        '吴磊',
        '工作经历',
        '2020.07-至今　深圳蓝鲸科技有限公司　Java开发工程师',
        '• 使用 Java 开发支付网关',
        '项目经历',
        '2022.03-2022.12　对账平台重构',
        '• 用 Spring Boot 重写对账服务，日对账 80 万笔',
      ].join('\n'),
    );
    expect(resumeYears(resume, new Date('2026-09-15T00:00:00Z'))).toEqual({ years: 6.2, source: 'summed' });
    const years = component(analyzeJob(resume, JAVA_SENIOR), 'experience').explanation;
    expect(years).not.toContain('简历约 2.');
    expect(years).toMatch(/简历约 \d+(\.\d)? 年/);
    expect(Number(/简历约 (\d+(?:\.\d)?) 年/.exec(years)![1])).toBeGreaterThanOrEqual(6);
  });

  it("never takes a date of birth or of joining for the resume's own date", () => {
    const resume = resumeOf(
      [
        '郑洁',
        '出生日期：1995.04',
        '工作经历',
        '2018.07-2021.06　杭州青禾网络科技有限公司　Java开发工程师',
        '2021.07-至今　杭州木棉科技有限公司　Java开发工程师',
        '• 入职日期：2021.07，负责支付网关',
      ].join('\n'),
    );
    expect(resumeYears(resume, new Date('2026-07-15T00:00:00Z'))).toEqual({ years: 8, source: 'summed' });
  });

  it('reads "6,5 years of experience" as six and a half years', () => {
    const resume = resumeOf(
      [
        'Anna Berg',
        'Summary',
        'Backend developer with 6,5 years of experience in Java and Spring Boot.',
        'Experience',
        'Northwind Logistics GmbH, Java Developer',
        '- Built Java services for 40 warehouses',
      ].join('\n'),
    );
    const a = analyzeJob(
      resume,
      position({ name: 'Java Developer', requirements: ['5+ years of experience with Java'] }),
    );
    expect(component(a, 'experience').explanation).toContain('简历约 6.5 年');
  });
});

describe('composed self-evaluation', () => {
  const EN = resumeOf(
    [
      'Maria Lopez',
      'Email: maria.lopez@example.com',
      'Experience',
      '2020 - present: Data Analyst, Bluebird Retail Ltd',
      '- Built weekly sales dashboards in Tableau used by 12 store managers',
      '- Cut report preparation time by 40% with Python scripts',
      'Education',
      '2016 - 2020: BSc Statistics, Lakeside University',
      'Skills',
      'Python, SQL, Tableau, Excel',
    ].join('\n'),
  );
  const selfEvaluation = (resume: TAiResume) =>
    optimizeBuiltin({ resume, type: 'direct' }).parsed_modifications.find((m) => m.section === 'self_evaluation')
      ?.optimized ?? '';

  it('is written in the resume’s language even when the parse says otherwise', () => {
    const misread = withJson(EN, (json) => {
      json.meta.language = 'zh';
    });
    const text = selfEvaluation(misread);
    expect(text).not.toBe('');
    expect(CJK.test(text.replace(GAP_PATTERN, ''))).toBe(false);
  });

  it('never names a team, a city or a school as the employer or the title', () => {
    const cases: [string | null, string | null][] = [
      ['数据平台团队', 'Java开发工程师'],
      ['上海', 'Java开发工程师'],
      ['复旦大学', 'Java开发工程师'],
      ['上海明远科技有限公司', '上海'],
    ];
    for (const [company, title] of cases) {
      const resume = withJson(FRONTEND, (json) => {
        json.work[0]!.company = company;
        json.work[0]!.title = title;
        json.self_evaluation = null;
      });
      const text = selfEvaluation(resume);
      expect(text).not.toBe('');
      for (const bad of ['数据平台团队', '复旦大学']) expect(text).not.toContain(bad);
      expect(text).not.toMatch(/现任上海|曾任上海/);
    }
  });

  it('does not copy the contact block, wherever the parser put it', () => {
    const contact = '电话：13700001111，邮箱：xiaoyu@example.com';
    const inBullets = withJson(FRONTEND, (json) => {
      json.work[0]!.highlights.unshift(contact);
      json.self_evaluation = null;
    });
    const inSummary = withJson(FRONTEND, (json) => {
      json.self_evaluation = contact;
    });
    for (const resume of [inBullets, inSummary]) {
      const text = selfEvaluation(resume);
      expect(text).toContain('React');
      expect(text).not.toContain('13700001111');
      expect(text).not.toContain('xiaoyu@example.com');
    }
  });
});

describe('wording rewrite', () => {
  it('"Working with" people is collaboration, not use', () => {
    const people = rewordText('Working with product managers to define the quarterly roadmap').text;
    expect(people).not.toMatch(/^Used/);
    expect(people).toMatch(/^Collaborated with product managers/);
    expect(rewordText('Working with PostgreSQL and Redis').text).toBe('Used PostgreSQL and Redis');
  });
});

describe('the whole text is evidence', () => {
  const JAVA = position({
    name: 'Java Developer',
    requirements: ['3+ years of Java development', 'Spring Boot and MySQL'],
  });

  it('a Japanese resume wrapped in HTML that is full of Java still matches a Java position', () => {
    const html = [
      '<html><body><div class="cv">',
      '<h1>山田 太郎</h1>',
      '<p>経歴：株式会社サクラ決済にて Java エンジニアとして勤務</p>',
      '<ul><li>Java と Spring Boot で決済 API を開発</li>',
      '<li>MySQL のクエリを最適化し、応答時間を 40% 短縮</li></ul>',
      '</div></body></html>',
    ].join('\n');
    const a = analyzeJob(resumeOf(html), JAVA);
    expect(() => ZJobAnalysis.parse(a)).not.toThrow();
    expect(a.match_score).toBeGreaterThan(0);
    const found = [...a.matched_keywords, ...a.missing_keywords.in_resume_not_stated];
    expect(found).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'MySQL']));
    expect(absentKeywords(a)).toEqual([]);
    for (const e of a.requirements.flatMap((r) => r.evidence)) expect(html).toContain(e.excerpt);
  });

  it('repeating a bullet to pad the resume does not raise the quality score', () => {
    const lines = [
      '刘洋',
      '电话：13600002222',
      '邮箱：liuyang@example.com',
      '工作经历',
      '2020.03-至今　深圳云杉数据有限公司　数据分析师',
      '• 搭建销售看板，覆盖 30 家门店',
      '• 负责周报整理',
      '• 参与用户调研',
    ];
    const plain = resumeOf(lines.join('\n'));
    const padded = resumeOf(
      [...lines, ...Array.from({ length: 600 }, () => '• 搭建销售看板，覆盖 30 家门店')].join('\n'),
    );
    expect(padded.text.length).toBeGreaterThan(10_000);
    const before = analyzeBasic(plain);
    const after = analyzeBasic(padded);
    expect(after.overall_score).toBeLessThanOrEqual(before.overall_score);
    expect(after.issues.some((i) => i.message.includes('几乎相同'))).toBe(true);
  });
});

describe('a position with nothing to check', () => {
  it('is "无法评估" with a reason, not a score of 0', () => {
    const a = analyzeJob(FRONTEND, position({ name: '目标岗位' }));
    expect(() => ZJobAnalysis.parse(a)).not.toThrow();
    expect(a.match_assessment).toEqual({ score: null, reason: expect.stringContaining('无法评估') });
    expect(a.summary).toContain('无法评估');
    expect(a.match_breakdown.every((c) => c.weight === 0)).toBe(true);

    const judged = analyzeJob(FRONTEND, position({ requirements: ['熟悉 React'] }));
    expect(judged.match_assessment).toEqual({ score: judged.match_score, reason: null });
  });
});

describe('an item that asks for one thing and prefers another', () => {
  it('"本科及以上学历，计算机相关专业优先": the degree is required (education component), the major preferred', () => {
    const a = analyzeJob(FRONTEND, position({ requirements: ['本科及以上学历，计算机相关专业优先', '熟悉 React'] }));
    const [degree, major] = a.requirements;
    expect(degree!.requirement).toBe('本科及以上学历');
    expect(degree!.kind).toBe('required');
    // A degree and nothing else: met by the degree alone, not pulled down by its own words.
    expect(degree!.status).toBe('met');
    expect(major!.requirement).toBe('计算机相关专业优先');
    expect(major!.kind).toBe('preferred');
    expect(component(a, 'education').weight).toBeGreaterThan(0);
    expect(component(a, 'education').explanation).toContain('岗位要求本科及以上');
    // Judged by the education component only: the required mean is that of "熟悉 React" alone.
    expect(component(a, 'required').explanation).toContain('1 条可核对的必备要求');
  });

  it('"Graduate in any discipline; MBA in Marketing preferred" asks a bachelor and prefers an MBA', () => {
    const a = analyzeJob(
      resumeOf(
        ['Education', '2012 - 2015 B.Com, Mumbai University', 'Experience', 'Sales officer, sold insurance'].join('\n'),
      ),
      position({ name: 'Sales Executive', requirements: ['Graduate in any discipline; MBA in Marketing preferred'] }),
    );
    expect(a.requirements.map((r) => [r.requirement, r.kind])).toEqual([
      ['Graduate in any discipline', 'required'],
      ['MBA in Marketing preferred', 'preferred'],
    ]);
    expect(component(a, 'education').score).toBe(100);
  });

  it('stays whole when it starts preferred, lists with English commas, or says 优先级', () => {
    expect(
      itemsOf([
        '加分项：熟悉 Go，有开源经验',
        'Knowledge of Photoshop, Illustrator or Figma is a plus',
        '能合理安排任务优先级，按时交付',
      ]),
    ).toEqual([
      ['加分项：熟悉 Go，有开源经验', 'preferred'],
      ['Knowledge of Photoshop, Illustrator or Figma is a plus', 'preferred'],
      ['能合理安排任务优先级，按时交付', 'required'],
    ]);
  });
});

describe('reading fixes found on the labelled resumes', () => {
  it('an or-list reading of one word ("in installation") does not turn a years item into a soft one', () => {
    const a = analyzeJob(
      resumeOf(
        [
          'Experience',
          'Electrical engineer, Rakesh Transformers',
          '• Installation and commissioning of 33 kV transformers',
        ].join('\n'),
      ),
      position({
        name: 'Electrical Engineer',
        requirements: ['2+ years of experience in electrical maintenance, installation or commissioning'],
      }),
    );
    const [item] = a.requirements;
    expect(item!.explanation).not.toContain('性格、意愿类');
    expect(item!.explanation).toContain('岗位这条要求的用词');
    expect(item!.coverage).toBeGreaterThan(0);
  });

  it('a years item with nothing else to read says the years are judged by 工作年限, not that it is about character', () => {
    const undated = resumeOf(['Experience', 'Frontend developer, built shop pages with React'].join('\n'));
    const a = analyzeJob(undated, position({ requirements: ['3+ years of experience', '熟悉 React'] }));
    expect(a.requirements[0]!.explanation).toContain('由「工作年限」一项评估');
    expect(a.requirements[0]!.explanation).not.toContain('性格');
  });

  it('degrees written with a dot after every letter (M.C.A, B.C.A) are degrees and meet "MCA"', () => {
    const dotted = resumeOf(
      [
        'Education Details',
        'January 2018 M.C.A  Pune, Maharashtra Pune University',
        'January 2015 B.C.A  Amravati, Maharashtra Amravati University',
        'Company Details',
        'company - Salcluster technologies',
        'description - Worked as java developer using Java servlets and JSP',
      ].join('\n'),
    );
    expect(dotted.json.education[0]!.degree).toBe('M.C.A');
    const a = analyzeJob(
      dotted,
      position({
        name: 'Java Developer',
        requirements: ['Master of Computer Applications (MCA)', 'Postgraduate: MCA or M.Tech'],
      }),
    );
    expect(a.requirements[0]!.explanation).toContain('学历硕士');
    expect(a.requirements[1]!.explanation).not.toContain('未找到：MCA');
  });

  it('slimming is weight management; HR operations is human resources work', () => {
    const a = analyzeJob(
      resumeOf(
        [
          'Experience',
          'Nutritionist, VLCC',
          '• Assisted the slimming manager with diet plans',
          '• HR operations for 40 staff',
        ].join('\n'),
      ),
      position({
        name: 'Fitness Trainer',
        requirements: ['Knowledge of weight loss', 'Experience in human resources'],
      }),
    );
    expect(a.requirements[0]!.status).toBe('met');
    expect(a.requirements[1]!.status).toBe('met');
  });
});

describe('review fixes: asked and preferred, degree-only items, dotted initials', () => {
  const historyGraduate = resumeOf(
    ['Education', '2014 - 2017 B.A. History, Pune University', 'Experience', 'Museum guide, led tours'].join('\n'),
  );

  it('a degree "in Computer Science" still asks for the field: a history graduate only partly meets it', () => {
    const a = analyzeJob(
      historyGraduate,
      position({ name: 'Developer', requirements: ["Bachelor's degree in Computer Science"] }),
    );
    expect(a.requirements[0]!.status).not.toBe('met');
    expect(component(a, 'required').weight).toBeGreaterThan(0);
  });

  it('a preferred degree ("硕士优先") is scored as a preferred item: a master scores above a bachelor', () => {
    const master = resumeOf(
      ['教育经历', '2016.09-2019.06　浙江大学　计算机科学　硕士', '专业技能', 'React'].join('\n'),
    );
    const bachelor = resumeOf(
      ['教育经历', '2012.09-2016.06　浙江大学　计算机科学　本科', '专业技能', 'React'].join('\n'),
    );
    const p = position({ requirements: ['本科及以上学历，硕士优先', '熟悉 React'] });
    const [m, b] = [analyzeJob(master, p), analyzeJob(bachelor, p)];
    expect(component(m, 'preferred').score).toBeGreaterThan(component(b, 'preferred').score);
    expect(m.match_score).toBeGreaterThan(b.match_score);
  });

  it('splits at an ASCII comma in Chinese, at a preference in brackets and after a lead-in, and not at 能优先处理 or "take advantage of"', () => {
    expect(
      itemsOf([
        '本科及以上学历,计算机相关专业优先',
        '3年以上前端开发经验（有大厂经验者优先）',
        "Bachelor's degree in Computer Science (Master's preferred)",
        '熟悉 HTTP（含 HTTP/2）',
        '熟悉 SQL；优先考虑：Python，Airflow',
        '能优先处理线上问题，沟通顺畅',
        'Take advantage of caching; know HTTP',
      ]),
    ).toEqual([
      ['本科及以上学历', 'required'],
      ['计算机相关专业优先', 'preferred'],
      ['3年以上前端开发经验', 'required'],
      ['有大厂经验者优先', 'preferred'],
      ["Bachelor's degree in Computer Science", 'required'],
      ["Master's preferred", 'preferred'],
      ['熟悉 HTTP（含 HTTP/2）', 'required'],
      ['熟悉 SQL', 'required'],
      ['优先考虑：Python，Airflow', 'preferred'],
      ['能优先处理线上问题，沟通顺畅', 'required'],
      ['Take advantage of caching; know HTTP', 'required'],
    ]);
  });

  it('"M.B.A" and "U.S.A" in a requirement meet the same words in the resume', () => {
    const a = analyzeJob(
      resumeOf(
        ['Education', '2015 - 2017 M.B.A Finance, Pune University', 'Experience', 'Analyst for U.S.A clients'].join(
          '\n',
        ),
      ),
      position({ name: 'Analyst', requirements: ['M.B.A in Finance', 'Knowledge of U.S.A GAAP'] }),
    );
    expect(absentKeywords(a)).not.toContain('M.B.A');
    expect(absentKeywords(a)).not.toContain('U.S.A');
    expect(a.requirements[0]!.explanation).toContain('学历硕士');
  });

  it('a preferred years item that cannot be checked does not claim 工作年限 judges it', () => {
    const undated = resumeOf(['Experience', 'Frontend developer, built shop pages with React'].join('\n'));
    const a = analyzeJob(undated, position({ requirements: ['Knows React', '5+ years of experience preferred'] }));
    const item = a.requirements.find((r) => r.kind === 'preferred')!;
    expect(item.explanation).not.toContain('由「工作年限」一项评估');
    expect(item.explanation).toContain('无法核对');
  });

  it('the score says which of the listed items it left out, so that the counts add up', () => {
    const a = analyzeJob(
      FRONTEND,
      position({ requirements: ['本科及以上学历，熟悉 Vue 者优先', '熟悉 React', '愿意出差'] }),
    );
    expect(a.requirements.filter((r) => r.kind === 'required')).toHaveLength(3);
    const required = component(a, 'required').explanation;
    expect(required).toMatch(/^1 条可核对的必备要求/);
    expect(required).toContain('另有 1 条只要求学历，由「学历」一项评估、1 条无法从简历文字核对');
    const onlyDegree = analyzeJob(FRONTEND, position({ requirements: ['本科及以上学历'] }));
    expect(component(onlyDegree, 'required').explanation).toContain(
      '岗位没有可核对的必备要求（1 条只要求学历，由「学历」一项评估）',
    );
    const none = analyzeJob(FRONTEND, position({ requirements: ['熟悉 React'] }));
    expect(component(none, 'preferred').explanation).toContain('岗位没有列出加分项');
  });

  it('"愿意出差" or "能接受加班" is willingness, not a keyword the resume lacks; "系统稳定性" still is one', () => {
    const a = analyzeJob(FRONTEND, position({ requirements: ['熟悉 React', '愿意出差', '能接受加班，服从公司安排'] }));
    for (const item of a.requirements.slice(1)) {
      expect(item.status).toBe('partial');
      expect(item.explanation).toContain('无法从简历文字自动核对');
      expect(item.advice).toBeUndefined();
    }
    const keywords = [...a.matched_keywords, ...absentKeywords(a), ...a.missing_keywords.in_resume_not_stated];
    for (const word of ['出差', '接受', '加班', '服从', '安排']) expect(keywords).not.toContain(word);
    const duty = analyzeJob(FRONTEND, position({ requirements: ['熟悉 React', '负责保障系统稳定性'] }));
    expect(duty.requirements[1]!.explanation).not.toContain('无法从简历文字自动核对');
  });
});

describe('common Chinese requirement lines read as a recruiter reads them', () => {
  const BACKEND = resumeOf(
    [
      '周航',
      '工作经历',
      '2019.07-至今　苏州启明软件有限公司　Java 开发工程师',
      '• 用 Kafka 重做订单消息链路，消息积压从小时级降到秒级',
      '• 为结算服务编写 SQL 报表，月度对账提速 3 倍',
      '',
      '教育经历',
      '2015.09-2019.06　苏州大学　软件工程　本科',
      '',
      '专业技能',
      'Java、Spring Boot、MySQL、Redis',
      '',
      '自我评价',
      '与产品、测试沟通顺畅。',
    ].join('\n'),
  );
  const job = (requirements: string[], responsibilities: string | null = null) =>
    analyzeJob(BACKEND, position({ name: 'Java 开发工程师', requirements, responsibilities }));
  const allKeywords = (a: ReturnType<typeof analyzeJob>) => [
    ...a.matched_keywords,
    ...absentKeywords(a),
    ...a.missing_keywords.in_resume_not_stated,
  ];

  it('"Redis、MQ 等中间件" is met by the members the resume has, each named once', () => {
    const item = job(['熟悉 Redis、MQ 等中间件']).requirements[0]!;
    expect(item.explanation).toContain('在经历中有体现：Kafka（属于 消息队列）');
    expect(item.explanation).not.toContain('未找到：中间件');
    expect(item.explanation.match(/Kafka/g)).toHaveLength(1);
  });

  it('"计算机、软件工程等相关专业" is met by any one of the majors and names none of them as missing', () => {
    const a = job(['本科及以上学历，计算机、软件工程等相关专业']);
    expect(a.requirements[0]!.explanation).not.toContain('计算机');
    expect(a.requirements[0]!.status).toBe('met');
    expect(allKeywords(a)).not.toContain('计算机');
    const other = job(['数学、统计学等相关专业']).requirements[0]!;
    expect(other.explanation).toContain('未找到：数学 或 统计学');
  });

  it('"熟悉常用数据库" is met by a database skill the resume has; the DBA role is not', () => {
    const a = job(['熟悉常用数据库', '3年以上数据库管理员经验']);
    expect(a.requirements[0]!.explanation).toContain('只在技能栏或自我评价中提到：MySQL（属于 数据库）');
    expect(a.requirements[0]!.explanation).not.toContain('未找到');
    expect(a.requirements[1]!.explanation).toContain('未找到：数据库管理 (DBA)');
  });

  it('only databases meet 数据库 and only relational ones 关系型数据库; a DBA’s work meets 数据库', () => {
    const one = (line: string, requirement: string) => {
      const text = ['工作经历', '2020.01-至今　某科技公司　工程师', `• ${line}`].join('\n');
      return analyzeJob(resumeOf(text), position({ requirements: [requirement] })).requirements[0]!;
    };
    expect(one('使用 Redis 做缓存', '熟悉关系型数据库').status).toBe('missing');
    expect(one('搭建 ELK 日志平台', '熟悉常用数据库').status).toBe('missing');
    expect(one('用 HiveSQL 编写报表', '熟悉常用数据库').explanation).toContain('未找到：数据库');
    expect(one('用 PostgreSQL 存储订单', '熟悉关系型数据库').explanation).toContain('PostgreSQL（属于 关系型数据库）');
    expect(one('负责公司数据库运维', '熟悉常用数据库').status).toBe('met');
  });

  it('"沟通顺畅" in the resume is communication', () => {
    const item = job(['具备良好的沟通能力']).requirements[0]!;
    expect(item.explanation).toContain('在经历中有体现：沟通能力');
    expect(item.explanation).not.toContain('未找到：沟通能力');
  });

  it('willingness words are no keywords, in a mixed item or in duty lines; facts that share a word stay facts', () => {
    const mixed = job(['熟悉 Java，能接受出差，能承受工作压力']);
    expect(mixed.requirements[0]!.status).toBe('met');
    for (const word of ['接受', '出差', '承受', '压力']) expect(allKeywords(mixed)).not.toContain(word);
    const duties = job([], '愿意出差\n能接受加班，服从公司安排');
    expect(component(duties, 'required').weight).toBe(0);
    for (const word of ['出差', '接受', '加班', '服从', '安排']) expect(allKeywords(duties)).not.toContain(word);
    for (const fact of ['负责保障系统稳定运行', '接受过专业财务培训', '负责系统压力测试'])
      expect(job([fact]).requirements[0]!.explanation).not.toContain('无法从简历文字自动核对');
  });
});

describe('review fixes: lists of majors, pressure words, duty terms, names said once', () => {
  const BACKEND = resumeOf(
    [
      '工作经历',
      '2019.07-至今　苏州启明软件有限公司　Java 开发工程师',
      '• 负责订单接口开发',
      '',
      '教育经历',
      '2015.09-2019.06　苏州大学　软件工程　本科',
      '',
      '专业技能',
      'Java、redis、kafka',
    ].join('\n'),
  );
  const item = (requirement: string, responsibilities: string | null = null) =>
    analyzeJob(BACKEND, position({ requirements: [requirement], responsibilities })).requirements[0]!;

  it('only a list that ends right at 专业 is a choice of majors', () => {
    // Not a choice of majors: a list of example languages, met by the one the resume shows (Java).
    const languages = item('精通 Java、Go、Rust 等语言及专业开发工具').explanation;
    expect(languages).toContain('在经历中有体现：Java');
    expect(languages).not.toMatch(/Go 或 Rust|专业：/);
    expect(item('专业基础扎实，计算机、数学等相关专业').explanation).toContain('计算机 或 数学');
    // A major the item also asks on its own is still asked there.
    expect(item('软件工程、统计学等相关专业，熟练使用统计学方法').explanation).toMatch(/未找到：[^；]*统计学/);
  });

  it('pressure and bearing words in a technical item are facts, not willingness', () => {
    for (const fact of ['熟悉压力管道设计标准', '有压力传感器选型经验', '具备承受载荷计算能力'])
      expect(item(fact).explanation).not.toContain('无法从简历文字自动核对');
  });

  it('names a skill once however the resume spells it', () => {
    const explanation = item('熟悉 Redis、Kafka 等中间件').explanation;
    expect([explanation.match(/redis/gi)?.length, explanation.match(/kafka/gi)?.length]).toEqual([1, 1]);
  });

  it('takes job keywords from the duty lines when every requirement is about willingness', () => {
    const a = analyzeJob(
      BACKEND,
      position({ requirements: ['愿意出差', '能接受加班'], responsibilities: '负责供应链排产与库存分析\n愿意出差' }),
    );
    const keywords = [...a.matched_keywords, ...absentKeywords(a)];
    expect(keywords).toContain('排产');
    for (const word of ['出差', '加班', '接受']) expect(keywords).not.toContain(word);
  });
});
