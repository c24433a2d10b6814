import fs from 'node:fs';
import path from 'node:path';
import {
  SCORE_DIMENSIONS,
  ZBasicAnalysis,
  ZJobAnalysis,
  type TAiPosition,
  type TBasicAnalysis,
  type TJobAnalysis,
  type TResumeJson,
} from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { analyzeBasic, analyzeJob, isQuantified, requiredDegree, requiredYears } from '../src/ai/builtin/analysis.ts';
import { parseJobAdvert, parseResume } from '../src/text/index.ts';
import { BUILTIN_MODEL, type TAiResume } from '../src/ai/provider.ts';
import { FIXED_NOW, listExpectations, loadResumeText, PARSER_FIXTURES } from './support/resume-expectations.ts';
import { CORPUS_DIR, hasCorpus } from './support/corpus.ts';
import { absentKeywords } from './support/keywords.ts';

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────

const resumeOf = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });

const ZH_FIXTURES = fs
  .readdirSync(PARSER_FIXTURES)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => ({ name: f, resume: resumeOf(fs.readFileSync(path.join(PARSER_FIXTURES, f), 'utf8')) }));
const fixture = (prefix: string) => ZH_FIXTURES.find((f) => f.name.startsWith(prefix))!.resume;

/** Every string of the structured resume. */
function fieldsOf(r: TResumeJson): string[] {
  const out: string[] = [];
  out.push(...Object.values(r.basics).filter((v): v is string => typeof v === 'string'));
  for (const e of r.education) out.push(...([e.school, e.degree, e.major, e.period?.text].filter(Boolean) as string[]));
  for (const e of r.education) out.push(...e.details);
  for (const w of r.work)
    out.push(...([w.company, w.title, w.period?.text].filter(Boolean) as string[]), ...w.highlights);
  for (const p of r.projects)
    out.push(...([p.name, p.role, p.period?.text].filter(Boolean) as string[]), ...p.highlights);
  out.push(...r.skills, ...r.certificates, ...r.awards, ...r.meta.sections);
  if (r.self_evaluation) out.push(r.self_evaluation);
  for (const o of r.other) out.push(o.title, ...o.lines);
  return out;
}

/** Excerpts that are neither in the text nor in a structured field (should be none). */
function strayExcerpts(resume: TAiResume, analysis: TBasicAnalysis | TJobAnalysis): string[] {
  const fields = fieldsOf(resume.json);
  const found = (s: string) => s === '' || resume.text.includes(s) || fields.some((f) => f.includes(s));
  const excerpts = analysis.issues.map((i) => i.excerpt);
  if (analysis.analysis_type === 'job_based') {
    for (const r of analysis.requirements) excerpts.push(...r.evidence.map((e) => e.excerpt));
  }
  return excerpts.filter((e) => !found(e));
}

const score = (a: TBasicAnalysis, dim: (typeof SCORE_DIMENSIONS)[number]) =>
  a.sub_scores.find((s) => s.dimension === dim)!.score;
const component = (a: TJobAnalysis, key: string) => a.match_breakdown.find((c) => c.key === key)!;

interface TZhResumeOptions {
  bullets: string[];
  skills?: string;
  degree?: string;
  start?: string;
  title?: string;
  selfEvaluation?: string;
  projects?: string;
}

/** A small, well-formed Chinese resume around the given work bullets. */
function zhResume(o: TZhResumeOptions): TAiResume {
  const title = o.title ?? 'Java开发工程师';
  return resumeOf(
    [
      '王小明',
      '电话：13800138000',
      '邮箱：xiaoming@example.com',
      '现居：上海',
      `求职意向：${title}`,
      '',
      '【工作经历】',
      `${o.start ?? '2019.07'}-至今\u3000上海星图网络科技有限公司\u3000${title}`,
      ...o.bullets.map((b) => `• ${b}`),
      ...(o.projects ? ['', '【项目经验】', o.projects] : []),
      '',
      '【教育背景】',
      `2015.09-2019.06\u3000复旦大学\u3000计算机科学与技术\u3000${o.degree ?? '本科'}`,
      '',
      '【专业技能】',
      o.skills ?? 'Java、Spring Boot、MySQL、Redis',
      '',
      '【自我评价】',
      o.selfEvaluation ?? '注重代码质量与系统稳定性，乐于分享。',
    ].join('\n'),
  );
}

const JAVA_BULLETS = [
  '主导订单系统的 Java 微服务改造，基于 Spring Boot 拆分 12 个服务，发布频率提升 3 倍',
  '优化 MySQL 慢查询与 Redis 缓存策略，核心接口 P99 延迟从 800ms 降到 120ms',
  '设计基于 Kafka 的异步对账流程，日均处理消息 2000 万条',
  '搭建 Docker 与 Kubernetes 部署流水线，上线时间缩短 60%',
];

const JAVA_RESUME = zhResume({
  bullets: JAVA_BULLETS,
  skills: 'Java、Spring Boot、MySQL、Redis、Kafka、Docker、Kubernetes',
});

const FRONTEND_RESUME = zhResume({
  title: '前端开发工程师',
  bullets: [
    '主导运营后台的 React 与 TypeScript 重构，首屏加载时间缩短 45%',
    '设计组件库并推广到 8 个业务线，页面开发效率提升 30%',
    '搭建 Webpack 与 Vite 构建流水线，打包时间从 6 分钟降到 90 秒',
  ],
  skills: 'JavaScript、TypeScript、React、Vue、Webpack、CSS',
});

const position = (p: Partial<TAiPosition> & { requirements: string[] }): TAiPosition => ({
  id: 7,
  name: 'Java 后端开发工程师',
  company_name: '上海某某科技有限公司',
  responsibilities: null,
  experience_level: null,
  industry: null,
  ...p,
});

const JAVA_POSITION = position({
  responsibilities: '负责交易系统后端服务的设计与开发',
  requirements: [
    '本科及以上学历，计算机相关专业',
    '3年以上 Java 开发经验，熟悉 Spring Boot 与微服务架构',
    '熟悉 MySQL、Redis、Kafka，了解 k8s 和 Docker',
    '有高并发分布式系统经验者优先',
  ],
  experience_level: '3-5年',
});

// English vacancies from the shared corpus (id, job_description, job_title, uid).
const VACANCIES_CSV = path.join(CORPUS_DIR, 'vacancy-resume/5_vacancies.csv');
function corpusPositions(): TAiPosition[] {
  const csv = fs.readFileSync(VACANCIES_CSV, 'utf8');
  return csv
    .split(/\n(?=\d+,")/)
    .slice(1)
    .map((record) => /^(\d+),"([\s\S]*)",([^,\n]*),([^,\n]*)$/.exec(record.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const advert = parseJobAdvert(`${m[3]}\n${m[2]}`);
      return {
        id: Number(m[1]),
        name: m[3]!,
        company_name: advert.company,
        responsibilities: advert.duties,
        requirements: advert.requirements,
        experience_level: advert.experience,
        industry: advert.industry,
      };
    });
}

// ── Shape, determinism, excerpts ─────────────────────────────────────────────────────────────

describe('builtin analysis: contract', () => {
  it.each(ZH_FIXTURES.map((f) => [f.name, f.resume] as const))(
    '%s: basic analysis validates, weights sum to 1, overall is the weighted sum',
    (_name, resume) => {
      const a = analyzeBasic(resume);
      expect(() => ZBasicAnalysis.parse(a)).not.toThrow();
      expect(a.sub_scores.map((s) => s.dimension)).toEqual([...SCORE_DIMENSIONS]);
      expect(a.sub_scores.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1, 6);
      expect(a.overall_score).toBe(Math.round(a.sub_scores.reduce((s, x) => s + x.weight * x.score, 0)));
      for (const s of a.sub_scores) expect(s.explanation).toMatch(/[\u4e00-\u9fff]/);
      expect(a.engine).toEqual({ provider: 'builtin', model: BUILTIN_MODEL, elapsed_ms: 0, fallback_reason: null });
      expect(a.summary).toMatch(/[\u4e00-\u9fff]/);
      expect(a.issues.length).toBeLessThanOrEqual(30);
      const ranks = a.issues.map((i) => ({ high: 0, medium: 1, low: 2 })[i.severity]);
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
      expect(strayExcerpts(resume, a)).toEqual([]);
    },
  );

  it('is deterministic: the same input gives deep-equal output', () => {
    for (const { resume } of ZH_FIXTURES) {
      expect(analyzeBasic(resume)).toEqual(analyzeBasic(resume));
      expect(analyzeJob(resume, JAVA_POSITION)).toEqual(analyzeJob(resume, JAVA_POSITION));
    }
  });

  it('job analysis validates, copies the position and keeps every excerpt verbatim', () => {
    for (const { resume } of ZH_FIXTURES) {
      const a = analyzeJob(resume, JAVA_POSITION);
      expect(() => ZJobAnalysis.parse(a)).not.toThrow();
      expect(a.position).toEqual({ id: 7, name: 'Java 后端开发工程师', company_name: '上海某某科技有限公司' });
      expect(a.overall_score).toBe(analyzeBasic(resume).overall_score);
      expect(a.requirements.map((r) => r.requirement)).toEqual(JAVA_POSITION.requirements);
      expect(strayExcerpts(resume, a)).toEqual([]);
    }
  });

  it('reports concrete issues with the text they are about', () => {
    const a = analyzeBasic(fixture('zh-01'));
    const weak = a.issues.find((i) => i.dimension === 'wording' && i.message.includes('参与'));
    expect(weak).toMatchObject({ section: 'work', excerpt: '参与供应链管理系统的后端开发，负责库存与采购模块' });
    expect(weak!.suggestion).toMatch(/主导|负责/);
    expect(a.issues.filter((i) => i.excerpt !== '').length).toBeGreaterThan(2);
  });

  it('analyses an empty resume without failing', () => {
    const empty = resumeOf('');
    const a = analyzeBasic(empty);
    expect(() => ZBasicAnalysis.parse(a)).not.toThrow();
    expect(a.overall_score).toBeLessThan(20);
    expect(a.issues.some((i) => i.dimension === 'contact' && i.severity === 'high')).toBe(true);
    const j = analyzeJob(empty, JAVA_POSITION);
    expect(() => ZJobAnalysis.parse(j)).not.toThrow();
    expect(j.match_score).toBeLessThan(20);
  });
});

// ── Basic rubric ─────────────────────────────────────────────────────────────────────────────

describe('builtin analysis: basic rubric', () => {
  it('quantified bullets raise the quantification score', () => {
    const vague = zhResume({
      bullets: ['负责订单系统的性能优化', '设计对账流程', '搭建部署流水线', '优化慢查询'],
    });
    const half = zhResume({
      bullets: [
        '负责订单系统的性能优化，接口延迟降低 40%',
        '设计对账流程，日均处理 200 万笔',
        '搭建部署流水线',
        '优化慢查询',
      ],
    });
    const a = analyzeBasic(vague);
    const b = analyzeBasic(half);
    const c = analyzeBasic(JAVA_RESUME);
    expect(a.stats.quantified_bullets).toBe(0);
    expect(b.stats.quantified_bullets).toBe(2);
    expect(c.stats.quantified_bullets).toBe(4);
    expect(score(a, 'quantification')).toBe(0);
    expect(score(b, 'quantification')).toBeGreaterThan(score(a, 'quantification'));
    expect(score(c, 'quantification')).toBeGreaterThan(score(b, 'quantification'));
    expect(c.overall_score).toBeGreaterThan(a.overall_score);
    const explanation = b.sub_scores.find((s) => s.dimension === 'quantification')!.explanation;
    expect(explanation).toContain('4 条经历要点');
    expect(explanation).toContain('2 条含具体数字');
    expect(explanation).toContain('50%');
    expect(a.issues.some((i) => i.dimension === 'quantification' && i.excerpt === '设计对账流程')).toBe(true);
  });

  it('does not take a note beside a name ("（兼职）", "（课程设计）") for a bullet without a number', () => {
    const text = (company: string, project: string) =>
      [
        '王小明',
        '电话：13800138000',
        '求职意向：Java开发工程师',
        '',
        '【工作经历】',
        `2019.07-2020.06\u3000${company}\u3000Java开发工程师`,
        '• 优化 MySQL 慢查询，核心接口 P99 延迟从 800ms 降到 120ms',
        '• 设计基于 Kafka 的异步对账流程，日均处理消息 2000 万条',
        '',
        '【项目经验】',
        `${project} | 2018.10-2018.12`,
        '• 实现词法分析与语法分析，支持 30 种语法结构',
      ].join('\n');
    const noted = resumeOf(text('某某网络科技有限公司（兼职）', '编译器前端（课程设计）'));
    const plain = resumeOf(text('某某网络科技有限公司', '编译器前端'));
    expect(noted.json.work[0]).toMatchObject({ company: '某某网络科技有限公司', note: '兼职' });
    expect(noted.json.projects[0]).toMatchObject({ name: '编译器前端', note: '课程设计' });
    const a = analyzeBasic(noted);
    const b = analyzeBasic(plain);
    expect(a.issues.filter((i) => /兼职|课程设计/.test(`${i.excerpt}${i.message}`))).toEqual([]);
    expect(a.stats).toMatchObject({ bullets: 3, quantified_bullets: 3 });
    expect(a.stats.bullets).toBe(b.stats.bullets);
    expect(score(a, 'quantification')).toBe(100);
    expect(score(a, 'wording')).toBe(score(b, 'wording'));
  });

  it('does not count a gap 【待补充：…】, a date or a version number as a figure', () => {
    expect(isQuantified('优化接口性能，响应时间降低【待补充：具体百分比，如 30%】')).toBe(false);
    expect(isQuantified('2021.03 起负责 Vue3 与 HTML5 页面开发')).toBe(false);
    expect(isQuantified('优化接口性能，响应时间降低 30%')).toBe(true);
    expect(isQuantified('带领三人小组完成重构')).toBe(true);
    expect(isQuantified('销售额突破 2000 万元')).toBe(true);
    expect(isQuantified('Reduced build time by half and cut costs by 25%')).toBe(true);

    const gapped = zhResume({
      bullets: ['优化订单接口性能，响应时间降低【待补充：百分比】', '设计对账流程，每天处理【待补充：单量】笔订单'],
    });
    const a = analyzeBasic(gapped);
    expect(a.stats.quantified_bullets).toBe(0);
    expect(score(a, 'quantification')).toBe(0);
    const gapIssue = a.issues.find((i) => i.message.includes('待补充'));
    expect(gapIssue).toMatchObject({ section: 'work', excerpt: '优化订单接口性能，响应时间降低【待补充：百分比】' });

    // The rewrite writes [to add: …] into an English bullet: it is a gap to fill as well.
    const english = analyzeBasic(
      zhResume({ bullets: ['负责订单系统重构', 'Cut checkout latency by [to add: percentage] with a Redis cache'] }),
    );
    const englishGap = english.issues.find((i) => i.excerpt.includes('[to add:'));
    expect(englishGap?.message).toContain('「[to add: …]」');
  });

  it('weak or passive openers, first person and filler lower the wording score', () => {
    const strong = zhResume({ bullets: JAVA_BULLETS });
    const weak = zhResume({
      bullets: [
        '参与订单系统的 Java 微服务改造，基于 Spring Boot 拆分 12 个服务',
        '协助优化 MySQL 慢查询与 Redis 缓存策略，P99 延迟从 800ms 降到 120ms',
        '我负责了一些相关的对账工作，日均处理消息 2000 万条',
        '帮助搭建 Docker 部署流水线，上线时间缩短 60%',
      ],
    });
    const a = analyzeBasic(strong);
    const b = analyzeBasic(weak);
    expect(a.stats.action_bullets).toBe(4);
    expect(b.stats.action_bullets).toBe(0);
    expect(score(a, 'wording')).toBe(100);
    expect(score(b, 'wording')).toBeLessThan(40);
    const messages = b.issues.filter((i) => i.dimension === 'wording').map((i) => i.message);
    expect(messages.some((m) => m.includes('参与'))).toBe(true);
    expect(messages.some((m) => m.includes('协助'))).toBe(true);
    expect(messages.some((m) => m.includes('第一人称'))).toBe(true);
    expect(messages.some((m) => m.includes('空泛'))).toBe(true);
  });

  it('flags an overly long bullet', () => {
    const long = `负责${'订单、支付、库存、物流、结算、对账、风控、营销'.repeat(4)}等模块的设计与开发工作`;
    const a = analyzeBasic(zhResume({ bullets: [long, ...JAVA_BULLETS.slice(1)] }));
    expect(a.issues.find((i) => i.message.includes('过长'))?.excerpt).toBe(long);
  });

  it('skills: counts distinct lexicon skills, flags unevidenced ones and synonym duplicates', () => {
    const a = analyzeBasic(
      zhResume({
        bullets: JAVA_BULLETS,
        skills: 'Java、JS、JavaScript、Spring Boot、MySQL、Redis、Kafka、Docker、Kubernetes、Rust',
      }),
    );
    expect(a.stats.skills).toBe(9); // JS and JavaScript are one skill
    const dup = a.issues.find((i) => i.dimension === 'skills' && i.message.includes('同一项技能'));
    expect(dup?.message).toContain('「JS」和「JavaScript」');
    const unevidenced = a.issues.filter((i) => i.dimension === 'skills' && i.message.includes('只列在技能栏'));
    expect(unevidenced.map((i) => i.message).join()).toMatch(/Rust/);
    expect(unevidenced.map((i) => i.message).join()).not.toMatch(/Kafka/);

    // Different tools under one lexicon entry are not duplicates.
    const tools = analyzeBasic(zhResume({ bullets: JAVA_BULLETS, skills: 'JMeter、Locust、Java' }));
    expect(tools.issues.some((i) => i.message.includes('同一项技能') || i.message.includes('重复'))).toBe(false);

    const evidenced = analyzeBasic(JAVA_RESUME);
    expect(score(evidenced, 'skills')).toBeGreaterThan(score(a, 'skills'));
  });

  it('completeness, contact and structure react to what is missing', () => {
    const full = analyzeBasic(JAVA_RESUME);
    const bare = analyzeBasic(
      resumeOf('工作经历\n2019.07-至今\u3000上海星图网络科技有限公司\u3000Java开发工程师\n• 负责后端开发'),
    );
    expect(score(full, 'contact')).toBe(100);
    expect(score(bare, 'contact')).toBe(0);
    expect(score(bare, 'completeness')).toBeLessThan(score(full, 'completeness'));
    expect(bare.issues.some((i) => i.message.includes('过少') && i.severity === 'high')).toBe(true);

    const basics = { ...JAVA_RESUME.json.basics, phone: '138 0013', email: 'xiaoming@example' };
    const badContact = analyzeBasic({ text: JAVA_RESUME.text, json: { ...JAVA_RESUME.json, basics } });
    expect(score(badContact, 'contact')).toBe(60); // 15 + 15 + city 20 + target 10
    expect(badContact.issues.filter((i) => i.dimension === 'contact').map((i) => i.excerpt)).toEqual([
      '138 0013',
      'xiaoming@example',
    ]);
  });

  it('flags work experience that is not in reverse-chronological order', () => {
    const a = analyzeBasic(fixture('zh-06'));
    const issue = a.issues.find((i) => i.message.includes('倒序'));
    expect(issue).toMatchObject({ section: 'work', excerpt: '2022.4-至今' });
    expect(score(a, 'structure')).toBeLessThan(score(analyzeBasic(fixture('zh-01')), 'structure'));
  });
});

// ── Job-based analysis ───────────────────────────────────────────────────────────────────────

describe('builtin analysis: job match', () => {
  it('matches synonyms: a job asking k8s / JS is met by Kubernetes / JavaScript', () => {
    const resume = zhResume({
      bullets: [
        '主导容器平台迁移，将 40 个服务部署到 Kubernetes 集群',
        '使用 JavaScript 开发运维控制台，覆盖 5 个业务团队',
      ],
      skills: 'Kubernetes、JavaScript、Docker',
    });
    const a = analyzeJob(resume, position({ requirements: ['熟悉 k8s', '熟练使用 JS'] }));
    expect(a.matched_keywords).toEqual(expect.arrayContaining(['Kubernetes', 'JavaScript']));
    expect(absentKeywords(a)).not.toContain('Kubernetes');
    expect(absentKeywords(a)).not.toContain('JavaScript');
    expect(a.requirements.map((r) => r.status)).toEqual(['met', 'met']);
    expect(a.requirements[0]!.skills).toEqual(['Kubernetes']);
    expect(a.requirements[0]!.evidence[0]).toEqual({
      section: 'work',
      excerpt: '主导容器平台迁移，将 40 个服务部署到 Kubernetes 集群',
    });
  });

  it('sorts job keywords into shown, only listed, and absent', () => {
    const keywordsPosition = position({
      name: 'Java 工程师',
      requirements: ['熟悉 Java、Redis、Elasticsearch、MyBatis'],
    });
    const a = analyzeJob(JAVA_RESUME, keywordsPosition);
    // Redis is in a bullet; Elasticsearch listed nowhere; MyBatis nowhere.
    expect(a.matched_keywords).toEqual(expect.arrayContaining(['Java', 'Redis']));
    expect(a.missing_keywords.not_in_resume).toEqual(expect.arrayContaining(['Elasticsearch', 'MyBatis']));

    const listedOnly = zhResume({ bullets: JAVA_BULLETS, skills: 'Java、Spring Boot、MySQL、Redis、Elasticsearch' });
    const b = analyzeJob(listedOnly, keywordsPosition);
    expect(b.missing_keywords.in_resume_not_stated).toEqual(['Elasticsearch']);
    expect(b.missing_keywords.not_in_resume).toEqual(['MyBatis']);
    expect(b.matched_keywords).not.toContain('Elasticsearch');
    const req = b.requirements[0]!;
    expect(req.status).toBe('partial');
    // Skills (1 + 1 + 0.5 + 0) plus the item's wording found in the resume (weight 0.5), over 4.5.
    expect(req.coverage).toBeGreaterThan(0.55);
    expect(req.coverage).toBeLessThan(0.75);
    expect(req.explanation).toContain('用词');
    expect(req.evidence).toContainEqual({
      section: 'skills',
      excerpt: 'Java、Spring Boot、MySQL、Redis、Elasticsearch',
    });
    const issue = b.issues.find((i) => i.message.includes('Elasticsearch') && i.message.includes('技能栏'));
    expect(issue).toMatchObject({ section: 'skills', excerpt: 'Java、Spring Boot、MySQL、Redis、Elasticsearch' });
    expect(b.issues.some((i) => i.message.includes('MyBatis'))).toBe(true);
  });

  it('a resume that fits a Java backend position matches it better than a frontend resume', () => {
    const java = analyzeJob(JAVA_RESUME, JAVA_POSITION);
    const frontend = analyzeJob(FRONTEND_RESUME, JAVA_POSITION);
    expect(java.match_score).toBeGreaterThan(70);
    expect(frontend.match_score).toBeLessThan(java.match_score - 25);
    expect(component(java, 'required').score).toBeGreaterThan(component(frontend, 'required').score);
    expect(component(java, 'keywords').score).toBeGreaterThan(component(frontend, 'keywords').score);
    expect(frontend.issues.some((i) => i.severity === 'high' && i.message.includes('岗位要求'))).toBe(true);

    // And the other way round on a frontend position.
    const fePosition = position({
      name: '前端开发工程师',
      requirements: ['3年以上前端开发经验', '精通 React、TypeScript，熟悉 Webpack 或 Vite'],
    });
    expect(analyzeJob(FRONTEND_RESUME, fePosition).match_score).toBeGreaterThan(
      analyzeJob(JAVA_RESUME, fePosition).match_score,
    );
    // The parsed fixtures agree: the backend engineer beats the fresh frontend graduate on Java.
    expect(analyzeJob(fixture('zh-01'), JAVA_POSITION).match_score).toBeGreaterThan(
      analyzeJob(fixture('zh-02'), JAVA_POSITION).match_score,
    );
  });

  it('checks years of experience against the resume', () => {
    expect(requiredYears('3年以上 Java 开发经验')).toBe(3);
    expect(requiredYears('3-5年工作经验')).toBe(3);
    expect(requiredYears('五年以上相关工作经验')).toBe(5);
    expect(requiredYears('3+ years of experience with Java')).toBe(3);
    expect(requiredYears('2024年毕业，熟悉 Java')).toBeNull();

    const req = position({ requirements: ['5年以上 Java 开发经验'] });
    const senior = analyzeJob(zhResume({ bullets: JAVA_BULLETS, start: '2015.07' }), req);
    const junior = analyzeJob(zhResume({ bullets: JAVA_BULLETS, start: '2024.07' }), req);
    expect(component(senior, 'experience').score).toBe(100);
    expect(component(junior, 'experience').score).toBeLessThan(50);
    expect(senior.requirements[0]!.status).toBe('met');
    expect(junior.requirements[0]!.coverage).toBeLessThan(senior.requirements[0]!.coverage);
    expect(junior.requirements[0]!.explanation).toContain('低于 5 年');
    expect(junior.issues.some((i) => i.message.includes('5 年以上经验'))).toBe(true);
  });

  it('meets a family the job names with a member the resume shows (消息队列 by Kafka)', () => {
    const req = position({ requirements: ['熟悉消息队列'] });
    const a = analyzeJob(zhResume({ bullets: JAVA_BULLETS }), req);
    expect(a.matched_keywords).toContain('消息队列');
    expect(absentKeywords(a)).not.toContain('消息队列');
  });

  it('counts years of experience only as far as they are in the job’s line of work', () => {
    const req = position({ requirements: ['3年以上 Java 开发经验', '熟悉 Spring Boot、MySQL、Redis'] });
    const java = analyzeJob(zhResume({ bullets: JAVA_BULLETS, start: '2015.07' }), req);
    const sales = analyzeJob(
      zhResume({
        title: '销售经理',
        bullets: ['负责华东区大客户开发与维护，年销售额 1200 万元', '带领 5 人销售团队完成季度目标'],
        skills: '客户关系管理、商务谈判、Excel',
        start: '2015.07',
      }),
      req,
    );
    expect(component(java, 'experience').score).toBe(100);
    expect(component(sales, 'experience').score).toBeLessThan(40);
    expect(component(sales, 'experience').explanation).toContain('相关度');
    expect(sales.match_score).toBeLessThan(java.match_score - 40);
  });

  it('checks the degree against the education section', () => {
    expect(requiredDegree('本科及以上学历，硕士优先')).toBe(2);
    expect(requiredDegree('硕士及以上学历')).toBe(3);
    expect(requiredDegree("Bachelor's degree in Computer Science")).toBe(2);
    expect(requiredDegree('Scrum Master certification')).toBeNull();

    const master = position({ requirements: ['硕士及以上学历'] });
    const withMaster = analyzeJob(zhResume({ bullets: JAVA_BULLETS, degree: '硕士' }), master);
    const withBachelor = analyzeJob(zhResume({ bullets: JAVA_BULLETS, degree: '本科' }), master);
    expect(component(withMaster, 'education').score).toBe(100);
    expect(component(withBachelor, 'education').score).toBe(40);
    expect(withMaster.requirements[0]!.status).toBe('met');
    expect(withMaster.requirements[0]!.evidence).toContainEqual({ section: 'education', excerpt: '硕士' });
    expect(withBachelor.requirements[0]!.status).not.toBe('met');
    expect(withBachelor.issues.find((i) => i.section === 'education' && i.severity === 'high')?.excerpt).toBe('本科');
  });

  it('names each matched term of the relevance once: a skill, not also its word ("Java", not "Java、java")', () => {
    const a = analyzeJob(JAVA_RESUME, JAVA_POSITION);
    const explanation = component(a, 'relevance').explanation;
    const examples = /例如 ([^；]+)；/.exec(explanation)![1]!.split('、');
    expect(examples.length).toBeGreaterThan(1);
    const lower = examples.map((e) => e.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(examples).toContain('Java');
    expect(examples).not.toContain('java');
  });

  it('gives the weight of components it cannot judge to the others, and says so', () => {
    const a = analyzeJob(JAVA_RESUME, position({ requirements: ['熟悉 Java、Spring Boot'] }));
    const preferred = component(a, 'preferred');
    expect(preferred.weight).toBe(0);
    expect(preferred.explanation).toContain('按比例');
    expect(component(a, 'experience').weight).toBe(0);
    expect(component(a, 'education').weight).toBe(0);
    // Only required (.175), keywords (.0583) and relevance (.65) remain: each divided by their sum.
    expect(component(a, 'required').weight).toBeCloseTo(0.1981, 3);
    expect(component(a, 'keywords').weight).toBeCloseTo(0.066, 3);
    expect(component(a, 'relevance').weight).toBeCloseTo(0.7358, 3);
    expect(component(a, 'required').explanation).toContain('按比例调整');
    expect(a.match_breakdown.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
    expect(a.match_score).toBe(Math.round(a.match_breakdown.reduce((s, c) => s + c.weight * c.score, 0)));
    expect(a.summary).toContain('匹配度');

    const all = analyzeJob(JAVA_RESUME, JAVA_POSITION);
    expect(all.match_breakdown.map((c) => c.weight)).toEqual([0.175, 0.0292, 0.0583, 0.0583, 0.0292, 0.65]);
    // The checklist keeps its original proportions (.30 / .05 / .10 / .10 / .05) beside relevance.
    expect(component(all, 'required').explanation).toContain('权重 17.5%');
    expect(component(all, 'relevance').explanation).toContain('权重 65%');
  });

  it('marks preferred items and uses the responsibilities when there are no requirements', () => {
    const a = analyzeJob(JAVA_RESUME, JAVA_POSITION);
    expect(a.requirements.map((r) => r.kind)).toEqual(['required', 'required', 'required', 'preferred']);
    const b = analyzeJob(
      JAVA_RESUME,
      position({ requirements: [], responsibilities: '1. 负责 Java 微服务开发\n2. 维护 Kafka 消息平台' }),
    );
    expect(b.requirements.map((r) => r.requirement)).toEqual(['1. 负责 Java 微服务开发', '2. 维护 Kafka 消息平台']);
    expect(b.requirements.every((r) => r.status === 'met')).toBe(true);
  });
});

// ── English ──────────────────────────────────────────────────────────────────────────────────

const EN_RESUME = `John Smith
Phone: +1 415 555 0134
Email: john.smith@example.com
Location: San Francisco
Objective: Backend Java Developer

Work Experience
2018 - present: Senior Java Developer, Acme Payments
- Led the migration of 14 services to Spring Boot and Kubernetes, cutting deploy time by 70%
- Designed a Kafka event pipeline handling 3 million events per day
- Responsible for code reviews
- Helped the team with various tasks
2015 - 2018: Java Developer, Globex
- Built REST APIs with Spring and MySQL for 20 internal teams

Education
2011 - 2015: Bachelor of Science in Computer Science, State University

Skills
Java, Spring Boot, Kafka, MySQL, Kubernetes, Docker, Go
`;

describe('builtin analysis: English resumes', () => {
  it('scores an English resume with Chinese explanations', () => {
    const resume = resumeOf(EN_RESUME);
    expect(resume.json.meta.language).toBe('en');
    const a = analyzeBasic(resume);
    expect(() => ZBasicAnalysis.parse(a)).not.toThrow();
    expect(strayExcerpts(resume, a)).toEqual([]);
    const weak = a.issues.filter((i) => i.dimension === 'wording' && i.message.includes('弱动词'));
    expect(weak.map((i) => i.excerpt)).toEqual(
      expect.arrayContaining(['Responsible for code reviews', 'Helped the team with various tasks']),
    );
    expect(a.stats.action_bullets).toBe(3);
    expect(a.stats.quantified_bullets).toBe(3);
    for (const i of a.issues) expect(i.message + i.suggestion).toMatch(/[\u4e00-\u9fff]/);
  });

  it('matches an English resume against an English requirement list', () => {
    const resume = resumeOf(EN_RESUME);
    const a = analyzeJob(
      resume,
      position({
        name: 'Software Engineer',
        requirements: [
          "Bachelor's degree in Computer Science",
          '5+ years of experience with Java and Spring Boot',
          'Experience with k8s and Kafka',
          'Knowledge of Go is a plus',
        ],
      }),
    );
    expect(() => ZJobAnalysis.parse(a)).not.toThrow();
    expect(a.requirements.map((r) => r.kind)).toEqual(['required', 'required', 'required', 'preferred']);
    expect(a.requirements.slice(0, 3).map((r) => r.status)).toEqual(['met', 'met', 'met']);
    expect(a.matched_keywords).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'Kubernetes', 'Kafka']));
    expect(a.missing_keywords.in_resume_not_stated).toEqual(['Go']);
    expect(component(a, 'education').score).toBe(100);
  });

  it.skipIf(!hasCorpus)('handles the English corpus CVs against the corpus vacancies', async () => {
    const positions = corpusPositions();
    expect(positions.length).toBe(5);
    const corpus = listExpectations()
      .filter((e) => e.expectation.source.startsWith('corpus:'))
      .slice(0, 4);
    for (const e of corpus) {
      const resume = resumeOf(await loadResumeText(e.expectation));
      const basic = analyzeBasic(resume);
      expect(() => ZBasicAnalysis.parse(basic)).not.toThrow();
      expect(strayExcerpts(resume, basic)).toEqual([]);
      for (const p of positions) {
        const a = analyzeJob(resume, p);
        expect(() => ZJobAnalysis.parse(a)).not.toThrow();
        expect(strayExcerpts(resume, a)).toEqual([]);
        expect(a).toEqual(analyzeJob(resume, p));
      }
    }
  });
});
