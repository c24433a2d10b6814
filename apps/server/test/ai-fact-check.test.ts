import fs from 'node:fs';
import path from 'node:path';
import { gap, type TModification, type TResumeJson } from '@offerpilot/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResume, SKILL_LEXICON, extractSkills, normaliseSkill } from '../src/text/index.ts';
import {
  checkModifications,
  checkResumeJson,
  factViolations,
  isSkillSpelling,
  type TFactSource,
} from '../src/ai/fact-check.ts';
import { FIXED_NOW, PARSER_FIXTURES } from './support/resume-expectations.ts';

const FIXTURES = fs
  .readdirSync(PARSER_FIXTURES)
  .filter((f) => f.endsWith('.txt'))
  .sort();

function load(name: string): TFactSource {
  const text = fs.readFileSync(path.join(PARSER_FIXTURES, name), 'utf8');
  return { text, json: parseResume(text, { now: FIXED_NOW }) };
}
const fromText = (text: string): TFactSource => ({ text, json: parseResume(text, { now: FIXED_NOW }) });

const backend = load('zh-01-backend-engineer.txt');
const english = fromText(
  [
    'John Smith',
    'Email: john.smith@example.com',
    'Phone: +1 415 555 0100',
    '',
    'Experience',
    'Software Engineer | Acme Corp | 2019 - Present',
    '- Responsible for developing the payment service using Java and Spring Boot, 1,000 requests per second',
    '- Helped with the migration of three legacy systems, cutting costs by 30%',
    '',
    'Education',
    'State University | B.S. Computer Science | 2015 - 2019',
    '',
    'Skills',
    'Java, js, k8s, Spring Boot',
  ].join('\n'),
);

const clean = (source: TFactSource, text: string) => expect(factViolations(source, text)).toEqual([]);
const flags = (source: TFactSource, text: string, what: string) => {
  const v = factViolations(source, text);
  expect(v.length, `${text} should be flagged`).toBeGreaterThan(0);
  expect(v.join('\n')).toContain(what);
};

describe('factViolations: what counts as invented', () => {
  it('passes every line of the source itself', () => {
    for (const line of backend.text.split('\n')) clean(backend, line);
    for (const line of english.text.split('\n')) clean(english, line);
  });

  it('passes rewordings that keep the facts', () => {
    clean(backend, '负责订单中心与支付网关架构设计，日均处理订单 200 万笔');
    clean(backend, '负责库存与采购模块，参与供应链管理系统的后端开发');
    clean(backend, '推动服务拆分与容器化部署，P99 延迟从 800ms 降至 120ms');
    clean(backend, '在云帆公司带领 6 人小组完成对账系统重构'); // an abbreviation of a source employer
    clean(backend, '担任技术负责人，与产品经理、测试工程师协作'); // someone else's title
    clean(backend, '应聘Java后端工程师：8年工作经验'); // a goal, not a claim
    clean(english, 'Developed the payment service using Java and Spring Boot');
    clean(english, 'Contributed to the migration of 3 legacy systems');
  });

  it('catches an invented number, tolerant of how a number is written', () => {
    flags(backend, '日均处理订单 300 万笔', '300');
    flags(backend, '带领十人小组', '十');
    flags(backend, '测试覆盖率提升到 90%', '90');
    clean(backend, '测试覆盖率提升到75 %');
    clean(backend, '测试覆盖率提升到 ７５％'); // full-width
    clean(backend, '日均处理订单两百万笔'); // 200 万 written in Chinese
    clean(backend, '日均处理订单 2,000,000 笔');
    clean(backend, '拆分为三个微服务，带领六人小组');
    clean(english, 'Served 1000 requests per second, costs down 30 %');
    flags(english, 'Served 1,500 requests per second', '1,500');
    flags(english, 'Migrated five legacy systems', 'five');
  });

  it('catches an invented date or year', () => {
    flags(backend, '2023 年加入团队', '日期/年份');
    clean(backend, '2019.09 起负责订单中心');
    clean(backend, '2019年9月加入杭州云帆网络科技有限公司');
  });

  it('catches an invented skill, but not another spelling of a source skill', () => {
    flags(backend, '使用 Terraform 管理基础设施', 'Terraform');
    flags(backend, '使用 Go 语言开发网关', 'Go');
    clean(backend, '使用 k8s 部署服务'); // Kubernetes is in the resume
    clean(english, 'Built services with JavaScript on Kubernetes'); // js, k8s in the skills list
    const containers = fromText('张三\n工作经历\n2020.01-2021.01 甲乙科技有限公司 运维工程师\n- 推动容器化部署');
    flags(containers, '推动 Docker 部署', 'Docker'); // the lexicon groups them, the resume does not say Docker
  });

  it('catches an invented employer, school or title', () => {
    flags(backend, '曾任职于腾讯科技有限公司', '公司');
    flags(backend, '毕业于北京大学', '学校');
    flags(backend, '毕业于南京大学', '学校'); // not 南京理工大学
    clean(backend, '毕业于南京理工大学软件工程专业');
    flags(backend, '晋升为技术总监', '职位');
    flags(english, 'Promoted to Engineering Manager', '职位');
  });

  it('catches Latin proper nouns, e-mails and links not in the source', () => {
    flags(english, 'Led Project Phoenix for the payments team', '专有名词');
    flags(backend, '负责 GMV 提升', '专有名词');
    flags(backend, '联系 someone@else.com', '邮箱');
    flags(backend, '作品见 https://github.com/someone', '链接');
    clean(english, 'Developed the payment service at Acme Corp');
    clean(english, 'Contact: john.smith@example.com');
  });

  it('ignores everything inside gaps', () => {
    clean(backend, `带领 6 人小组完成对账系统重构，使${gap('可量化的结果，如转化率提升 30%，引入 Terraform、腾讯')}`);
    clean(english, `Built the payment service, ${gap('result, e.g. 40% faster at Google')}`);
    clean(backend, gap('2030 年，北京大学，技术总监'));
  });
});

describe('checkModifications', () => {
  it('accepts clean modifications and rejects invented ones with the reasons', () => {
    const mods: TModification[] = [
      {
        section: 'work',
        original: '参与供应链管理系统的后端开发，负责库存与采购模块',
        optimized: '负责库存与采购模块，参与供应链管理系统的后端开发',
        reason: '调整语序',
      },
      {
        section: 'work',
        original: '带领 6 人小组完成对账系统重构',
        optimized: '主导 25 人团队完成对账系统重构，节省成本 40%',
        reason: '量化',
      },
      { section: 'skills', original: '', optimized: '熟悉 Rust', reason: '补充技能' },
      { section: 'work', original: '这句话不在简历里', optimized: '这句话不在简历里', reason: '无' },
    ];
    const { accepted, rejected } = checkModifications(backend, mods);
    expect(accepted.map((m) => m.optimized)).toEqual([mods[0]!.optimized]);
    expect(rejected).toHaveLength(3);
    expect(rejected[0]!.violations.join()).toMatch(/25/);
    expect(rejected[0]!.violations.join()).toMatch(/40/);
    expect(rejected[1]!.violations.join()).toMatch(/Rust/);
    expect(rejected[2]!.violations.join()).toMatch(/找不到/);
  });
});

describe('checkResumeJson', () => {
  const copy = (): TResumeJson => structuredClone(backend.json);

  it('accepts the source itself and a reworded copy', () => {
    expect(checkResumeJson(backend, copy())).toEqual([]);
    const j = copy();
    j.work[1]!.highlights[0] = '负责库存与采购模块，参与供应链管理系统的后端开发';
    j.self_evaluation = null;
    j.skills = ['Java、Spring Boot、MySQL'];
    expect(checkResumeJson(backend, j)).toEqual([]);
  });

  it('keeps a department and a note the source has, and lets a rewrite leave them out', () => {
    const source = { ...backend, json: copy() };
    source.json.work[0]!.department = '基础架构部';
    source.json.work[0]!.note = '兼职';
    source.json.projects[0]!.note = '课程设计';
    const kept = structuredClone(source.json);
    expect(checkResumeJson(source, kept)).toEqual([]);
    const dropped = structuredClone(source.json);
    delete dropped.work[0]!.department;
    dropped.work[0]!.note = null;
    delete dropped.projects[0]!.note;
    expect(checkResumeJson(source, dropped)).toEqual([]);
  });

  it.each<[string, (j: TResumeJson) => void, RegExp]>([
    ['a changed employer', (j) => (j.work[0]!.company = '阿里巴巴网络技术有限公司'), /公司/],
    ['a changed title', (j) => (j.work[1]!.title = '技术总监'), /职位/],
    ['a changed school', (j) => (j.education[0]!.school = '清华大学'), /学校/],
    ['a changed degree', (j) => (j.education[0]!.degree = '硕士'), /学历/],
    [
      'a changed period',
      (j) => (j.work[0]!.period = { start: '2018-01', end: null, current: true, text: '2018.01-至今' }),
      /时间/,
    ],
    ['a changed name', (j) => (j.basics.name = '张三'), /姓名/],
    ['a changed phone', (j) => (j.basics.phone = '139 0000 0000'), /电话/],
    ['a changed e-mail', (j) => (j.basics.email = 'fake@example.com'), /邮箱/],
    ['a new work entry', (j) => j.work.push({ ...j.work[0]!, highlights: [] }), /新增/],
    ['a new school', (j) => j.education.push({ ...j.education[0]! }), /新增/],
    ['an invented highlight', (j) => j.work[0]!.highlights.push('带领 20 人团队'), /20/],
    ['an invented skill', (j) => j.skills.push('Rust'), /Rust/],
    ['an invented self-evaluation fact', (j) => (j.self_evaluation = '10 年经验，曾任技术总监'), /10|总监/],
    ['an invented department', (j) => (j.work[0]!.department = '战略投资部'), /部门/],
    ['an invented work note', (j) => (j.work[0]!.note = '外包'), /备注/],
    ['an invented project note', (j) => (j.projects[0]!.note = '获国家奖'), /备注/],
  ])('rejects %s', (_label, change, pattern) => {
    const j = copy();
    change(j);
    const v = checkResumeJson(backend, j);
    expect(v.length).toBeGreaterThan(0);
    expect(v.join('\n')).toMatch(pattern);
  });
});

describe('isSkillSpelling', () => {
  it('knows spellings of one skill from grouped siblings', () => {
    expect(isSkillSpelling('js', 'javascript')).toBe(true);
    expect(isSkillSpelling('k8s', 'kubernetes')).toBe(true);
    expect(isSkillSpelling('mysql', 'mysql')).toBe(true);
    expect(isSkillSpelling('Vue3', 'vue')).toBe(true);
    expect(isSkillSpelling('MariaDB', 'mysql')).toBe(false);
    expect(isSkillSpelling('容器化', 'docker')).toBe(false);
  });
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────

/** The source cut into clauses: any selection of them, in any order, states only source facts. */
function clausesOf(source: TFactSource): string[] {
  return [
    ...new Set(
      source.text
        .split(/[\n，。；;]+/)
        .map((c) => c.trim())
        .filter((c) => c.length >= 2),
    ),
  ];
}

const SEPARATORS = ['；', '。', '\n'];
const gapText = fc
  .string({ maxLength: 30 })
  .filter((s) => !/[【】]/.test(s))
  .map((s) => gap(s));

function derivedText(clauses: string[]) {
  return fc
    .tuple(
      fc.shuffledSubarray(clauses, { minLength: 1, maxLength: 8 }),
      fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
      fc.array(fc.option(gapText, { nil: '' }), { minLength: 8, maxLength: 8 }),
    )
    .map(([picked, seps, gaps]) => picked.map((c, i) => `${c}${gaps[i]}${seps[i]}`));
}

/** Lexicon skills that name themselves and that the source does not mention in any spelling. */
function foreignSkills(source: TFactSource): string[] {
  const sourceIds = new Set(extractSkills(source.text).map((m) => m.id));
  for (const item of source.json.skills) {
    const id = normaliseSkill(item);
    if (id) sourceIds.add(id);
  }
  const lower = source.text.toLowerCase();
  return SKILL_LEXICON.filter(
    (e) =>
      !sourceIds.has(e.id) &&
      e.name.length >= 2 &&
      !/[/()]/.test(e.name) &&
      !lower.includes(e.name.toLowerCase()) &&
      extractSkills(`熟悉 ${e.name}`).some((m) => m.id === e.id && m.matched === e.name),
  ).map((e) => e.name);
}

describe('factViolations: properties', () => {
  for (const name of FIXTURES) {
    const source = load(name);
    const clauses = clausesOf(source);
    const digits = source.text.replace(/\D/g, '');

    it(`${name}: text made only of source clauses (and gaps) passes`, () => {
      fc.assert(
        fc.property(derivedText(clauses), (parts) => {
          expect(factViolations(source, parts.join(''))).toEqual([]);
        }),
        { numRuns: 40, seed: 42 },
      );
    });

    it(`${name}: inserting a foreign number always fails`, () => {
      fc.assert(
        fc.property(
          derivedText(clauses),
          fc.integer({ min: 10_001, max: 999_999 }),
          fc.nat(),
          fc.constantFrom('提升 %s%', '%s 万元', '处理 %s 笔', '%s'),
          (parts, n, at, template) => {
            fc.pre(n % 100 !== 0 && !digits.includes(String(n)));
            const inserted = `；${template.replace('%s', String(n))}；`;
            const i = at % (parts.length + 1);
            const text = [...parts.slice(0, i), inserted, ...parts.slice(i)].join('');
            const v = factViolations(source, text);
            expect(v.join('\n')).toContain(String(n));
          },
        ),
        { numRuns: 40, seed: 7 },
      );
    });

    it(`${name}: inserting a foreign skill always fails`, () => {
      const skills = foreignSkills(source);
      expect(skills.length).toBeGreaterThan(50);
      fc.assert(
        fc.property(derivedText(clauses), fc.constantFrom(...skills), fc.nat(), (parts, skill, at) => {
          const i = at % (parts.length + 1);
          const text = [...parts.slice(0, i), `；熟悉 ${skill}；`, ...parts.slice(i)].join('');
          const v = factViolations(source, text);
          expect(v.some((x) => x.includes('技能') || x.includes(skill))).toBe(true);
        }),
        { numRuns: 40, seed: 11 },
      );
    });
  }
});
