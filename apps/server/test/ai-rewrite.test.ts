import fs from 'node:fs';
import path from 'node:path';
import {
  GAP_PATTERN,
  ZOptimizationResult,
  type TAiPosition,
  type TModification,
  type TResumeJson,
} from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/text/index.ts';
import { applyModifications } from '../src/ai/apply.ts';
import { optimizeBuiltin, pastTense, rewordText, rewriteBullet, splitLong } from '../src/ai/builtin/rewrite.ts';
import { checkResumeJson, factViolations, type TFactSource } from '../src/ai/fact-check.ts';
import { BUILTIN_MODEL, type TAiResume } from '../src/ai/provider.ts';
import { FIXED_NOW, PARSER_FIXTURES } from './support/resume-expectations.ts';

const FIXTURES = fs
  .readdirSync(PARSER_FIXTURES)
  .filter((f) => f.endsWith('.txt'))
  .sort();

const fromText = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });
const load = (name: string) => fromText(fs.readFileSync(path.join(PARSER_FIXTURES, name), 'utf8'));
const withoutGaps = (s: string) => s.replace(GAP_PATTERN, '');
const digitsOf = (s: string) => (withoutGaps(s).match(/\d+/g) ?? []).sort();

const JAVA_JOB: TAiPosition = {
  id: 7,
  name: 'Java后端工程师',
  company_name: '示例科技',
  responsibilities: '负责交易系统的后端开发与维护',
  requirements: [
    '3年以上Java开发经验，熟悉Spring Boot、MySQL',
    '熟悉Kubernetes、Docker容器化部署',
    '有Go或Rust经验者优先',
    '熟悉高并发分布式系统设计',
  ],
  experience_level: '3-5年',
  industry: '互联网/IT',
};

const WEAK_ZH = fromText(
  [
    '王小明',
    '电话：13912345678',
    '邮箱：wxm@example.com',
    '求职意向：Java开发工程师',
    '',
    '工作经历',
    '2020.07-至今 上海星辰网络科技有限公司 Java开发工程师',
    '- 我负责进行了用户模块的开发工作',
    '- 参与了一些相关的系统优化工作',
    '- 帮助测试同事进行接口测试',
    '- 主导订单系统重构，接口平均响应时间从 800ms 降到 200ms，日均订单量从 5 万提升到 12 万；同时搭建监控告警平台，覆盖 30 个核心服务，线上故障数下降 40%，值班人力节省 2 人',
    '',
    '教育经历',
    '2016.09-2020.06 上海大学 计算机科学与技术 本科',
    '',
    '专业技能',
    'js、JavaScript、k8s、mysql、Java',
  ].join('\n'),
);

const WEAK_EN = fromText(
  [
    'John Smith',
    'Email: john.smith@example.com',
    'Phone: +1 415 555 0100',
    '',
    'Experience',
    'Software Engineer | Acme Corp | 2019 - Present',
    '- Responsible for developing the payment service using Java and Spring Boot',
    '- Helped with the migration of legacy systems',
    '- I was involved in code reviews for various teams',
    '- Worked on the customer dashboard',
    '',
    'Education',
    'State University | B.S. Computer Science | 2015 - 2019',
    '',
    'Skills',
    'Java, js, k8s, Spring Boot, javascript',
  ].join('\n'),
);

const JAVA_JOB_EN: TAiPosition = {
  ...JAVA_JOB,
  name: 'Senior Java Developer',
  requirements: ['5+ years of Java and Spring Boot', 'Experience with Kubernetes and Docker', 'Nice to have: Go'],
};

/** Every modification's original is verbatim text of the resume, or '' for an addition. */
function expectVerbatim(resume: TAiResume, mods: TModification[]) {
  for (const m of mods) if (m.original) expect(resume.text, m.original).toContain(m.original.trim());
}

describe('optimizeBuiltin over every parser fixture', () => {
  for (const name of FIXTURES) {
    const resume = load(name);
    const source: TFactSource = resume;
    for (const type of ['direct', 'position'] as const) {
      it(`${name} (${type}): valid, fact-checked, applicable, deterministic, not worse`, () => {
        const input = { resume, type, position: type === 'position' ? JAVA_JOB : undefined };
        const result = optimizeBuiltin(input);
        expect(ZOptimizationResult.safeParse(result).success).toBe(true);
        expect(result.rejected_modifications).toEqual([]);
        expect(checkResumeJson(source, result.optimized_resume_json)).toEqual([]);
        expectVerbatim(resume, result.parsed_modifications);
        for (const m of result.parsed_modifications) {
          expect(factViolations(source, m.optimized), m.optimized).toEqual([]);
          expect(m.reason.length).toBeGreaterThan(0);
          // Never a stronger claim than the original: 参与 does not become 主导.
          if (m.original.includes('参与') && !m.original.includes('主导')) expect(m.optimized).not.toContain('主导');
          // Numbers outside gaps are the original's (a split or a gap never adds one).
          if (m.original && m.section !== 'self_evaluation') {
            expect(digitsOf(m.optimized)).toEqual(digitsOf(m.original));
          }
        }
        expect(result.parsed_modifications.length).toBeGreaterThan(0);
        expect(result.quality_score).toBeGreaterThanOrEqual(result.quality_score_before);
        expect(result.engine).toEqual({
          provider: 'builtin',
          model: BUILTIN_MODEL,
          elapsed_ms: 0,
          fallback_reason: null,
        });
        expect(result.parse_success).toBe(true);
        expect(result.optimized_resume_json).toEqual(applyModifications(resume.json, result.parsed_modifications));
        expect(JSON.stringify(optimizeBuiltin(input))).toBe(JSON.stringify(result));
        if (type === 'position') expect(result.optimization_focus).toBe('岗位定向：Java后端工程师');
        else expect(result.optimization_focus).toBe('整体优化：表述精简与成果量化');
      });
    }
  }
});

describe('wording rules', () => {
  it.each([
    ['负责进行了用户模块的开发工作', '负责用户模块开发'],
    // The action leads (issue 19, item 9).
    ['我负责订单系统的设计', '负责设计订单系统'],
    ['本人主要负责数据报表', '负责数据报表'],
    ['参与了一些相关的系统优化工作', '参与系统优化'],
    ['帮助测试同事完成回归', '协助测试同事完成回归'],
    ['参与供应链系统的后端开发，负责库存模块', '负责库存模块，参与供应链系统的后端开发'],
    ['Responsible for developing the payment service', 'Developed the payment service'],
    ['Responsible for building internal tools', 'Built internal tools'],
    ['Helped with the migration of legacy systems', 'Contributed to the migration of legacy systems'],
    ['I was involved in code reviews for various teams', 'Contributed to code reviews for teams'],
    ['The development of a billing portal', 'Developed a billing portal'],
    ['Working with MongoDB and MySQL', 'Used MongoDB and MySQL'],
  ])('%s → %s', (before, after) => {
    expect(rewordText(before).text).toBe(after);
  });

  it('never turns 参与 into a leading role', () => {
    for (const s of ['参与了核心模块的开发', '参与系统重构', '参与供应链系统的后端开发，负责库存模块']) {
      const out = rewordText(s).text;
      expect(out).toContain('参与');
      expect(out).not.toMatch(/主导|牵头|带领|负责.*参与.*主导/);
    }
    expect(rewordText('Participated in the redesign').text).toBe('Contributed to the redesign');
  });

  it('leaves good text alone', () => {
    expect(rewordText('主导订单系统重构，日均订单 12 万').notes).toEqual([]);
    expect(rewordText('Reduced latency by 40%').notes).toEqual([]);
  });

  it('forms the past tense', () => {
    expect(['developing', 'planning', 'applying', 'leading', 'managing'].map(pastTense)).toEqual([
      'Developed',
      'Planned',
      'Applied',
      'Led',
      'Managed',
    ]);
  });

  it('splits an overlong bullet at the sentence break nearest the middle', () => {
    const long = WEAK_ZH.json.work[0]!.highlights[3]!;
    const parts = splitLong(long);
    expect(parts).not.toBeNull();
    expect(parts![0]).toContain('800ms');
    expect(parts![1]).toMatch(/^搭建监控告警平台/);
    expect(splitLong('负责用户模块开发')).toBeNull();
    // Issue 35: one source bullet stays one bullet unless a split is asked for (the assistant).
    expect(rewriteBullet(long, {})?.optimized.split('\n') ?? [long]).toHaveLength(1);
    const r = rewriteBullet(long, { split: true })!;
    expect(r.kinds.has('split')).toBe(true);
    expect(r.optimized.split('\n')).toHaveLength(2);
  });

  it('appends a quantification gap to a bullet without numbers, never a number', () => {
    const r = rewriteBullet('负责用户模块的开发工作', {})!;
    expect(r.optimized).toMatch(/^开发用户模块；【待补充：[^】]+】$/);
    expect(withoutGaps(r.optimized)).not.toMatch(/\d/);
    const en = rewriteBullet('Built the customer dashboard', {})!;
    expect(en.optimized).toMatch(/^Built the customer dashboard; \[to add: [^\]]+\]$/);
    expect(rewriteBullet('主导订单系统重构，日均订单 12 万', {})).toBeNull();
    expect(rewriteBullet('技术栈：Java、Spring Boot', {})).toBeNull(); // a tech-stack line is not an achievement
  });
});

describe('optimizeBuiltin: rules on weak resumes', () => {
  it('rewrites a weak Chinese resume without inventing anything', () => {
    const r = optimizeBuiltin({ resume: WEAK_ZH, type: 'direct' });
    expect(r.rejected_modifications).toEqual([]);
    const byOriginal = new Map(r.parsed_modifications.map((m) => [m.original, m]));
    expect(byOriginal.get('我负责进行了用户模块的开发工作')!.optimized).toMatch(/^开发用户模块；【待补充：/);
    expect(byOriginal.get('参与了一些相关的系统优化工作')!.optimized).toMatch(/^参与系统优化/);
    // The long bullet stays whole (issue 35): one source bullet, one rewritten bullet.
    for (const m of r.parsed_modifications) expect(m.optimized.split('\n')).toHaveLength(m.original.split('\n').length);
    // Skills: canonical names, no synonyms twice.
    expect(r.optimized_resume_json.skills).toEqual(['JavaScript、Kubernetes、MySQL、Java']);
    // A self-evaluation from the resume's own facts.
    const self = r.optimized_resume_json.self_evaluation!;
    expect(self).toContain('上海星辰网络科技有限公司');
    expect(self).toContain('Java开发工程师');
    expect(factViolations(WEAK_ZH, self)).toEqual([]);
    expect(r.quality_score).toBeGreaterThan(r.quality_score_before);
    expect(r.summary).toMatch(/共 \d+ 处修改/);
    expect(r.summary).toContain('【待补充');
  });

  it('keeps an entry\'s note ("（兼职）") as it is and never rewrites it as a line', () => {
    const resume = load('zh-11-teacher.txt');
    expect(resume.json.work.map((w) => w.note)).toContain('兼职');
    const r = optimizeBuiltin({ resume, type: 'direct' });
    expect(r.parsed_modifications.filter((m) => /兼职/.test(`${m.original}${m.optimized}`))).toEqual([]);
    expect(r.optimized_resume_json.work.map((w) => w.note)).toEqual(resume.json.work.map((w) => w.note));
    expect(r.optimized_resume_json.work.flatMap((w) => w.highlights).filter((h) => h.includes('兼职'))).toEqual([]);
  });

  it('rewrites a weak English resume with plain, truthful verbs', () => {
    const r = optimizeBuiltin({ resume: WEAK_EN, type: 'direct' });
    expect(r.rejected_modifications).toEqual([]);
    const highlights = r.optimized_resume_json.work[0]!.highlights.map(withoutGaps);
    expect(highlights[0]).toMatch(/^Developed the payment service using Java and Spring Boot/);
    expect(highlights[1]).toMatch(/^Contributed to the migration of legacy systems/);
    expect(highlights[2]).toMatch(/^Contributed to code reviews for teams/);
    expect(highlights.join('\n')).not.toMatch(/\bI\b|\bLed\b|Spearheaded/);
    expect(r.optimized_resume_json.skills).toEqual(['Java, JavaScript, Kubernetes, Spring Boot']);
    expect(r.optimized_resume_json.self_evaluation).toMatch(/Software Engineer at Acme Corp/);
    expect(r.quality_score).toBeGreaterThan(r.quality_score_before);
  });

  it('targets a position: requirement set, listed-only skills get a gap, missing skills never claimed', () => {
    const r = optimizeBuiltin({ resume: WEAK_ZH, type: 'position', position: JAVA_JOB });
    expect(r.rejected_modifications).toEqual([]);
    expect(r.optimization_focus).toBe('岗位定向：Java后端工程师');
    const k8s = r.parsed_modifications.find((m) =>
      m.optimized.includes('【待补充：在此说明使用 Kubernetes 的具体场景】'),
    );
    // The bullet it would go on is strong and stays whole (issue 35: no split), so a gap alone
    // would be its only change — not offered (issue 19); when offered, it is tied to the requirement.
    if (k8s) {
      expect(k8s.requirement).toBe('熟悉Kubernetes、Docker容器化部署');
      expect(k8s.section).toBe('work');
    }
    const skills = r.parsed_modifications.find((m) => m.section === 'skills')!;
    expect(skills.optimized).toBe('Java、MySQL、Kubernetes、JavaScript'); // the job's skills first
    expect(skills.requirement).toBeDefined();
    const self = r.parsed_modifications.find((m) => m.section === 'self_evaluation')!;
    expect(self.optimized).toMatch(/^应聘Java后端工程师：/);
    // Go and Rust are not in the resume: never claimed outside a gap, named in the summary.
    const text = withoutGaps(JSON.stringify(r.optimized_resume_json));
    expect(text).not.toMatch(/\bGo\b|Rust/);
    expect(r.summary).toMatch(/Go、Rust/);
    expect(r.summary).toContain('不会替你写上');
    for (const m of r.parsed_modifications)
      if (m.optimized.includes('在此说明使用')) expect(m.requirement).toBeTruthy();
  });

  it('targets a position in an English resume', () => {
    const r = optimizeBuiltin({ resume: WEAK_EN, type: 'position', position: JAVA_JOB_EN });
    expect(r.rejected_modifications).toEqual([]);
    expect(checkResumeJson(WEAK_EN, r.optimized_resume_json)).toEqual([]);
    // Issue 35: no bullet relates to Kubernetes or Docker (payment service, migration, reviews,
    // dashboard), so none is asked where Kubernetes was used.
    expect(JSON.stringify(r.optimized_resume_json)).not.toContain('where and how you used Kubernetes');
    // A bullet about containers does get the question.
    const withDocker = fromText(
      WEAK_EN.text.replace('- Worked on the customer dashboard', '- Packaged the dashboard service with Docker'),
    );
    const d = optimizeBuiltin({ resume: withDocker, type: 'position', position: JAVA_JOB_EN });
    const k8s = d.parsed_modifications.find((m) => m.optimized.includes('where and how you used Kubernetes'));
    if (k8s) {
      expect(k8s.original).toContain('Docker');
      expect(k8s.requirement).toBe('Experience with Kubernetes and Docker');
    }
    expect(r.optimized_resume_json.self_evaluation).toMatch(/^Applying for Senior Java Developer\./);
  });

  it('returns a valid result for an empty resume', () => {
    const empty = fromText('');
    for (const type of ['direct', 'position'] as const) {
      const r = optimizeBuiltin({ resume: empty, type, position: JAVA_JOB });
      expect(ZOptimizationResult.safeParse(r).success).toBe(true);
      expect(r.rejected_modifications).toEqual([]);
      for (const m of r.parsed_modifications) {
        expect(m.original).toBe('');
        // Only gaps, and for a position the goal it is written for.
        expect(
          withoutGaps(m.optimized)
            .replace(/^应聘Java后端工程师：/, '')
            .replace(/[\s。.]/g, ''),
        ).toBe('');
      }
      expect(checkResumeJson(empty, r.optimized_resume_json)).toEqual([]);
    }
  });
});

describe('applyModifications', () => {
  const base = (): TResumeJson => structuredClone(WEAK_ZH.json);

  it('replaces verbatim lines in their section and leaves the input untouched', () => {
    const json = base();
    const before = JSON.stringify(json);
    const out = applyModifications(json, [
      { section: 'work', original: '帮助测试同事进行接口测试', optimized: '协助接口测试', reason: '' },
      { section: 'skills', original: 'js、JavaScript、k8s、mysql、Java', optimized: 'JavaScript、Java', reason: '' },
    ]);
    expect(JSON.stringify(json)).toBe(before);
    expect(out.work[0]!.highlights[2]).toBe('协助接口测试');
    expect(out.skills).toEqual(['JavaScript、Java']);
  });

  it('splits multi-line replacements into bullets and removes a line for an empty one', () => {
    const out = applyModifications(base(), [
      { section: 'work', original: '参与了一些相关的系统优化工作', optimized: '参与系统优化\n编写文档', reason: '' },
      { section: 'work', original: '帮助测试同事进行接口测试', optimized: '', reason: '' },
    ]);
    expect(out.work[0]!.highlights.slice(0, 4)).toEqual([
      '我负责进行了用户模块的开发工作',
      '参与系统优化',
      '编写文档',
      out.work[0]!.highlights[3],
    ]);
    expect(out.work[0]!.highlights).toHaveLength(4);
    expect(out.work[0]!.highlights).not.toContain('帮助测试同事进行接口测试');
  });

  it('matches on the original resume, so two modifications never chain', () => {
    const out = applyModifications(base(), [
      { section: 'work', original: '帮助测试同事进行接口测试', optimized: '参与了一些相关的系统优化工作', reason: '' },
      { section: 'work', original: '参与了一些相关的系统优化工作', optimized: '参与系统优化', reason: '' },
    ]);
    expect(out.work[0]!.highlights.slice(1, 3)).toEqual(['参与系统优化', '参与了一些相关的系统优化工作']);
  });

  it('appends additions: self-evaluation set then appended, skill items, a bullet to the first entry', () => {
    const out = applyModifications(base(), [
      { section: 'self_evaluation', original: '', optimized: '第一句', reason: '' },
      { section: 'self_evaluation', original: '', optimized: '第二句', reason: '' },
      { section: 'skills', original: '', optimized: 'Redis\nKafka', reason: '' },
      { section: 'work', original: '', optimized: '新增一条', reason: '' },
    ]);
    expect(out.self_evaluation).toBe('第一句\n第二句');
    expect(out.skills.slice(-2)).toEqual(['Redis', 'Kafka']);
    expect(out.work[0]!.highlights.at(-1)).toBe('新增一条');
  });

  it('finds text regardless of whitespace, replaces a part of a line, and skips unknown originals', () => {
    const json = base();
    const out = applyModifications(json, [
      { section: 'work', original: '帮助测试同事  进行接口测试', optimized: 'A', reason: '' },
      { section: 'skills', original: 'k8s、mysql', optimized: 'Kubernetes、MySQL', reason: '' },
      { section: 'work', original: '简历里没有这句话', optimized: 'B', reason: '' },
    ]);
    expect(out.work[0]!.highlights[2]).toBe('A');
    expect(out.skills[0]).toBe('js、JavaScript、Kubernetes、MySQL、Java');
    expect(JSON.stringify(out)).not.toContain('"B"');
  });
});

describe('rewrites a coach would sign (issue 35, item 2)', () => {
  const rewrite = (text: string) => rewriteBullet(text, {})?.optimized ?? text;

  it.each([
    // The precise verb opens, the figure reads as the action's effect.
    ['负责订单服务重构，接口耗时从 800ms 降到 200ms', '重构订单服务，将接口耗时从 800ms 降至 200ms'],
    ['负责搜索排序模型的迭代，线上点击率提升 6.5%', '迭代搜索排序模型，使线上点击率提升 6.5%'],
    ['负责订单中心与支付网关的架构设计，日均处理订单 200 万笔', '设计订单中心与支付网关的架构，日均处理订单 200 万笔'],
    ['优化首屏加载，Lighthouse 性能评分从 62 提升到 88', '优化首屏加载，将 Lighthouse 性能评分从 62 提升至 88'],
    ['负责公众号与小红书矩阵运营，粉丝从 5 万增长到 48 万', '运营公众号与小红书矩阵，粉丝从 5 万增长至 48 万'],
    // Two acts of one object are joined (开发并维护); a manner word (日常) goes before the act; the result still leads.
    [
      '主要负责 iOS 端的开发和维护，App Store 评分从 3.9 提升到 4.6',
      '开发并维护 iOS 端，将 App Store 评分从 3.9 提升至 4.6',
    ],
    ['主要负责门店会员的日常运营，复购率提升了 12%', '日常运营门店会员，使复购率提升 12%'],
    // A measure that opens on a verb (测试覆盖率) is still the subject; 推动转化率 is an action.
    ['编写单元测试与接口文档，测试覆盖率提升到 75%', '编写单元测试与接口文档，将测试覆盖率提升至 75%'],
    ['上线新版首页，推动转化率提升 10%', '上线新版首页，推动转化率提升 10%'],
    // Filler goes.
    ['成功策划并落地校园招聘活动 20 场，收到简历 6000 余份', '策划并落地校园招聘活动 20 场，收到简历 6000 余份'],
  ])('%s → %s', (before, after) => {
    expect(rewrite(before)).toBe(after);
  });

  it('never raises 参与 or 协助 to a leading role, and keeps 我们 whole', () => {
    expect(rewrite('参与供应商谈判，采购成本降低 8%')).toBe('参与供应商谈判，使采购成本降低 8%');
    expect(rewrite('协助经理完成年度预算，费用降低 5%')).toMatch(/^协助/);
    for (const s of ['参与供应商谈判，采购成本降低 8%', '参与了核心模块的开发，性能提升 30%']) {
      expect(rewrite(s)).not.toMatch(/主导|牵头|带领|独立/);
    }
    // A figure clause without a subject of its own gets no 使.
    expect(rewrite('拓展华东区渠道，同比增长 30%')).toBe('拓展华东区渠道，同比增长 30%');
    const team = rewrite('我们团队负责支付系统重构，交易成功率提升到 99.9%');
    expect(team.replace(/我们/g, '')).not.toContain('们');
  });

  it('keeps every figure and adds none; a bullet with a figure gets no gap', () => {
    for (const s of [
      '负责客服工单系统重构，平均处理时长从 15 分钟缩短到 6 分钟',
      '负责 K8s 集群的日常运维，服务可用性达到 99.95%',
      '负责 30 家经销商的日常维护，年度回款 4500 万元',
    ]) {
      const out = rewrite(s);
      expect(digitsOf(out)).toEqual(digitsOf(s));
      expect(out).not.toContain('【待补充');
      expect(out.split('\n')).toHaveLength(1);
    }
    // Without a figure the verb still opens (an outside rater read a kept 负责 as a weak opener), with one gap.
    expect(rewrite('负责用户模块的开发工作')).toMatch(/^开发用户模块；【待补充：[^】]+】$/);
  });

  it('falls back to the plain wording when a moved word reads as a new name to the fact check', () => {
    const resume = load('zh-05-sales.txt');
    const r = optimizeBuiltin({ resume, type: 'direct' });
    expect(r.rejected_modifications).toEqual([]);
    expect(r.optimized_resume_json.work.flatMap((w) => w.highlights).join('\n')).toContain('华南区三甲医院');
  });

  it.each([
    [
      'Refactored the billing service, which reduced costs by 20%',
      'Reduced costs by 20% through refactoring the billing service',
    ],
    [
      'Migrated the CI pipeline to GitHub Actions, resulting in a 40% reduction in build time.',
      'Reduced build time by 40% through migrating the CI pipeline to GitHub Actions.',
    ],
    ['Was leading a small part of the team (2-5 developers).', 'Led a small part of the team (2-5 developers).'],
    ['?  Oversee and manage resources for 12 events', '?  Oversaw and managed resources for 12 events'],
    ['Maintain TNS entries for 40 Oracle clients.', 'Maintained TNS entries for 40 Oracle clients.'],
    [
      'Developed a billing portal. The creation of a corporate portal for 3 clinics.',
      'Developed a billing portal. Created a corporate portal for 3 clinics.',
    ],
  ])('%s → %s', (before, after) => {
    expect(rewrite(before)).toBe(after);
  });

  it('inflects English only from the table: no broken or skill-reading verbs', () => {
    // "Design and coding": both verbs change or neither; "Preform" is not in the table.
    expect(rewrite('Design and coding in a .NET environment for 3 teams')).toMatch(/^Design and coding/);
    expect(rewrite('Preform testing of 5 apps')).toMatch(/^Preform testing/);
    expect(rewrite('Process improvement initiatives in 4 plants')).toMatch(/^Process improvement/);
    // One tense per bullet: a joint or a later duty the rule cannot change leaves the bullet as written.
    expect(rewrite('Prepare and Review Electrical Drawings for 2 plants')).toMatch(/^Prepare and Review/);
    expect(rewrite('Create linked servers and ensure connectivity between 4 servers')).toMatch(/^Create linked/);
    expect(rewrite('Ensuring 3 legal requirements are met, and reporting to the head')).toMatch(/^Ensuring/);
    expect(rewrite('Troubleshoot performance issues on 12 servers')).toMatch(/^Troubleshot performance/);
    // "Organized" reads as a skill in the lexicon: the rewrite would state one the bullet never wrote.
    expect(rewrite('Organizing 6 seasonal promotions and events.')).toMatch(/^Organizing/);
  });
});
