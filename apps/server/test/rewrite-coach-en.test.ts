import { describe, expect, it } from 'vitest';
import { rewriteBullet } from '../src/ai/builtin/rewrite.ts';
import { baseOfPast, gerundOfBase, pastOfGerund } from '../src/ai/builtin/inflection.ts';

// English bullets as a coach rewrites them (issue 35, item 2): what an outside rater found left
// as written — nominal openers in pairs and lists, -ing duty lists, "which allowed to reduce",
// a purpose that holds the result, "to resolved", a "Responsibilities:" label, "I have…" cut to
// "Have…". The bullets are written for these tests.

const rewrite = (text: string) =>
  rewriteBullet(text, { wording: true, quantify: false, concise: true, split: false })?.optimized ?? text;

describe('English bullets a coach would sign', () => {
  it('turns a pair of nouns into a pair of verbs, both or neither', () => {
    expect(rewrite('Development and support of payroll reporting services.')).toBe(
      'Developed and supported payroll reporting services.',
    );
    expect(rewrite('Design and maintenance of the billing database.')).toBe(
      'Designed and maintained billing database.',
    );
  });

  it('carries the verb opener through a list of nominalisations, in every sentence', () => {
    expect(rewrite('Formation of monthly sales reports, placement of orders with suppliers.')).toBe(
      'Built monthly sales reports, placed orders with suppliers.',
    );
    expect(rewrite('Data analyzing for the regional sales team.')).toBe('Analyzed data for the regional sales team.');
    expect(rewrite('Web crawling using Scrapy and Playwright.')).toBe('Crawled the web using Scrapy and Playwright.');
  });

  it('turns a list of -ing duties into the past, every item or none', () => {
    expect(
      rewrite('Significantly increasing repeat orders, growing the partner network, winning two regional tenders.'),
    ).toBe('Significantly increased repeat orders, grew the partner network, won two regional tenders.');
    // "Preforming" is not in the table: nothing changes rather than a list in two tenses.
    expect(rewrite('Reviewing pull requests, preforming load tests.')).toBe(
      'Reviewing pull requests, preforming load tests.',
    );
  });

  it('turns a list of duties in the base form into the past, every item or none', () => {
    expect(rewrite('implement offline mode, migrate settings to IndexedDB, refactor the sync code.')).toBe(
      'Implemented offline mode, migrated settings to IndexedDB, refactored the sync code.',
    );
    expect(rewrite('Worked in migration from AngularJS to Angular 12.')).toBe('Migrated from AngularJS to Angular 12.');
    // "Process improvement" is a noun phrase, not an order.
    expect(rewrite('Process improvement, test automation')).toBe('Process improvement, test automation');
  });

  it('ties a result to its action and leads with a result held in a purpose', () => {
    expect(rewrite('Moved the nightly jobs to Airflow, which allowed us to reduce failed runs by half.')).toBe(
      'Moved the nightly jobs to Airflow, reducing failed runs by half.',
    );
    expect(rewrite('Built an internal VoIP gateway to cut telephony costs by 30%.')).toBe(
      'Cut telephony costs by 30% through building an internal VoIP gateway.',
    );
  });

  it('mends "to + past", but not where the past is an adjective', () => {
    expect(rewrite('Collaborated with the QA team to resolved release blockers.')).toBe(
      'Collaborated with the QA team to resolve release blockers.',
    );
    expect(rewrite('Introduced caching, which led to improved page loads.')).toContain('led to improved page loads');
    // After a move, a past is an adjective: "to automated pipelines" stays.
    expect(rewrite('Moved the nightly jobs to automated pipelines in GitLab CI.')).toContain('to automated pipelines');
  });

  it('drops a "Responsibilities:" label before actions and capitalises them', () => {
    expect(rewrite('Responsibilities: migrated the CRM to Salesforce, trained 40 staff.')).toBe(
      'Migrated the CRM to Salesforce, trained 40 staff.',
    );
  });

  it('keeps "I" where cutting it would leave a broken sentence', () => {
    expect(rewrite('I have a background in painting classes')).not.toMatch(/^Have\b/);
    expect(rewrite('I was handling the onboarding of new interns.')).toBe('Handled the onboarding of new interns.');
    expect(rewrite('Made a booking app for a chain of dental clinics.')).toBe(
      'Built a booking app for a chain of dental clinics.',
    );
    expect(rewrite('Fixed defects in checkout, payments and so on, as per the client backlog.')).toBe(
      // "and so on" stays: it says the list goes on (a rater counted dropping it as a lost fact).
      'Fixed defects in checkout, payments and so on, per the client backlog.',
    );
  });

  it('makes nothing worse that an outside rater found made worse', () => {
    // The period after "etc." ends the sentence: it stays.
    expect(rewrite('Worked with Jira, Confluence, Figma etc. Using Scrum, delivered two releases.')).not.toMatch(
      /Figma Using/,
    );
    // A pair of -ing words under "by" is not a list of duties: no "by organizing and delivered".
    expect(rewrite('Raising retention by planning and running onboarding webinars;')).not.toMatch(
      /and ran\b|and running.*Raised/,
    );
    expect(rewrite('Raising retention by planning and running onboarding webinars;')).not.toMatch(/planning and ran/);
    // A duty run on without its stop ("…non-conformance Spearheading…") keeps the bullet in one tense.
    const runOn = rewrite(
      'Ensuring audit readiness and taking corrective actions Coordinating vendor reviews across sites',
    );
    expect(/^Ensured/.test(runOn) && /Coordinating/.test(runOn)).toBe(false);
  });

  it('leaves a bullet that already mixes verb forms, and a 负责 part that leans on the first part', () => {
    expect(rewrite('Creating test environments and prepare them for release, Also archiving old builds.')).not.toMatch(
      /^Created/,
    );
    expect(rewrite('参与了门店收银系统的上线，负责测试和培训店员使用')).not.toMatch(/^负责测试和培训店员使用，/);
    // An owned part with its own object still leads.
    expect(rewrite('参与会员系统重构，负责积分模块的设计')).toBe('设计积分模块，参与会员系统重构');
  });

  it('inflects irregular verbs that double their consonant', () => {
    expect(gerundOfBase('cut')).toBe('cutting');
    expect(pastOfGerund('winning')).toBe('won');
    expect(baseOfPast('resolved')).toBe('resolve');
  });
});

describe('Chinese results as the action’s effect', () => {
  it('never writes 至了 from 提高到了', () => {
    const out = rewriteBullet('通过调整推送时段和文案，用户消息点击率从 8% 提高到了 13%', {
      wording: true,
      quantify: false,
      concise: true,
      split: false,
    })?.optimized;
    expect(out).toContain('提高至 13%');
    expect(out).not.toContain('至了');
  });
});

describe('Chinese bullets open on the act (issue 35, after a blind rating)', () => {
  const zh = (text: string) =>
    rewriteBullet(text, { wording: true, quantify: false, concise: true, split: false })?.optimized ?? text;

  it.each([
    ['负责库存中心相关模块的开发和维护工作', '开发并维护库存中心模块'],
    ['负责门店收银系统后端接口的编写', '编写门店收银系统后端接口'],
    ['进行线上告警的排查和复盘工作，整理了 12 份故障报告', '排查并复盘线上告警，整理 12 份故障报告'],
    ['每周进行渠道数据的统计和整理，输出周报', '每周统计并整理渠道数据，输出周报'],
    [
      '带领 4 人小组完成结算系统的开发，月结耗时从 3 天缩短到半天',
      '带领 4 人小组开发结算系统，将月结耗时从 3 天缩短至半天',
    ],
    ['撰写竞品分析报告和需求文档，使用 Notion 和 Figma', '使用 Notion 和 Figma 撰写竞品分析报告和需求文档'],
    // Completing on schedule is the claim: 按时完成 stays.
    ['按时完成报表平台的开发，上线后日均访问 3000 次', '按时完成报表平台的开发，上线后日均访问 3000 次'],
    ['编写相关接口文档', '编写接口文档'],
  ])('%s → %s', (before, after) => {
    expect(zh(before)).toBe(after);
  });

  it('keeps 负责 before a manner word and 参与 as written', () => {
    expect(zh('负责公司公众号的日常运营和维护工作')).toMatch(/^负责/);
    expect(zh('参与了推荐系统的开发和维护')).toMatch(/^参与/);
    // An object that holds an act of its own is not cut in two.
    expect(zh('负责 CRM 系统的功能测试与性能测试')).not.toMatch(/^测试 CRM 系统的功能测试与性能/);
  });
});
