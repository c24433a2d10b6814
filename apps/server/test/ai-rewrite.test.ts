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
    const r = rewriteBullet(long, {})!;
    expect(r.kinds.has('split')).toBe(true);
    expect(r.optimized.split('\n')).toHaveLength(2);
  });

  it('appends a quantification gap to a bullet without numbers, never a number', () => {
    const r = rewriteBullet('负责用户模块的开发工作', {})!;
    expect(r.optimized).toMatch(/^负责用户模块开发，使【待补充：[^】]+】$/);
    expect(withoutGaps(r.optimized)).not.toMatch(/\d/);
    const en = rewriteBullet('Built the customer dashboard', {})!;
    expect(en.optimized).toMatch(/^Built the customer dashboard, 【待补充：[^】]+】$/);
    expect(rewriteBullet('主导订单系统重构，日均订单 12 万', {})).toBeNull();
    expect(rewriteBullet('技术栈：Java、Spring Boot', {})).toBeNull(); // a tech-stack line is not an achievement
  });
});

describe('optimizeBuiltin: rules on weak resumes', () => {
  it('rewrites a weak Chinese resume without inventing anything', () => {
    const r = optimizeBuiltin({ resume: WEAK_ZH, type: 'direct' });
    expect(r.rejected_modifications).toEqual([]);
    const byOriginal = new Map(r.parsed_modifications.map((m) => [m.original, m]));
    expect(byOriginal.get('我负责进行了用户模块的开发工作')!.optimized).toMatch(/^负责用户模块开发，使【待补充：/);
    expect(byOriginal.get('参与了一些相关的系统优化工作')!.optimized).toMatch(/^参与系统优化/);
    const split = byOriginal.get(WEAK_ZH.json.work[0]!.highlights[3]!)!;
    expect(split.optimized.split('\n')).toHaveLength(2);
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
    expect(k8s).toBeDefined();
    expect(k8s!.requirement).toBe('熟悉Kubernetes、Docker容器化部署');
    expect(k8s!.section).toBe('work');
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
    expect(r.parsed_modifications.some((m) => m.requirement === 'Experience with Kubernetes and Docker')).toBe(true);
    expect(JSON.stringify(r.optimized_resume_json)).toContain('【待补充：where and how you used Kubernetes】');
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
