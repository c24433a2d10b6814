import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SKILL_LEXICON,
  extractKeywords,
  extractSkills,
  getSkill,
  normaliseSkill,
  skillSet,
  type TSkillMention,
} from '../src/text/index.ts';

/** "id[matched]" for each mention, in order: compact and readable in failures. */
const found = (text: string) => extractSkills(text).map((m) => `${m.id}[${m.matched}]`);
const ids = (text: string) => extractSkills(text).map((m) => m.id);

describe('skill lexicon', () => {
  it('has a few hundred skills across IT, business, soft skills and certificates, with unique ids', () => {
    expect(SKILL_LEXICON.length).toBeGreaterThanOrEqual(300);
    expect(new Set(SKILL_LEXICON.map((e) => e.id)).size).toBe(SKILL_LEXICON.length);
    const categories = new Set(SKILL_LEXICON.map((e) => e.category));
    for (const c of [
      'programming-language',
      'database',
      'design',
      'finance',
      'hr',
      'soft-skill',
      'certificate',
    ] as const) {
      expect(categories).toContain(c);
    }
  });

  it('lists only related skills that exist', () => {
    const missing = SKILL_LEXICON.flatMap((e) =>
      (e.related ?? []).filter((id) => !getSkill(id)).map((id) => `${e.id} → ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('knows every display name and every alias of an entry as that entry', () => {
    const wrong: string[] = [];
    for (const entry of SKILL_LEXICON) {
      if (normaliseSkill(entry.name) !== entry.id) wrong.push(`name ${entry.name}`);
      for (const alias of entry.aliases) {
        const text = typeof alias === 'string' ? alias.replace(/^[=~]+/, '') : alias.text;
        const id = normaliseSkill(text);
        // "AI" is shared on purpose: 人工智能 alone, Illustrator only next to other design tools.
        if (id !== entry.id && !(text === 'AI' || text === 'Ai')) wrong.push(`${text} → ${id} (want ${entry.id})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('normaliseSkill: aliases → one canonical skill', () => {
  it.each([
    ['kubernetes', ['k8s', 'K8S', 'K8s', 'Kubernetes', 'kubernetes']],
    ['javascript', ['JS', 'js', 'JavaScript', 'Javascript', 'ES6']],
    ['typescript', ['TS', 'TypeScript']],
    ['nodejs', ['Node', 'Node.js', 'NodeJS', 'node.js']],
    ['vue', ['Vue', 'Vue.js', 'Vue3', 'vue 2']],
    ['frontend', ['前端', 'front-end', 'Front End', 'frontend', 'Web前端', '前端开发']],
    ['backend', ['后端', 'back-end', 'backend', '服务端']],
    ['machine-learning', ['机器学习', 'ML', 'machine learning', 'Machine-Learning']],
    ['data-analysis', ['数据分析', 'data analysis']],
    ['excel', ['Excel', 'EXCEL', '电子表格']],
    ['photoshop', ['PS', 'Photoshop']],
    ['go', ['Go', 'Golang', 'Go语言']],
    ['communication', ['沟通能力', 'communication skills']],
    ['teamwork', ['团队协作', 'teamwork', 'team player']],
    ['cet-6', ['英语六级', 'CET-6', 'CET6']],
    ['cpa', ['CPA', '注册会计师']],
    ['teacher-certificate', ['教师资格证']],
  ])('%s', (id, terms) => {
    for (const term of terms) expect(normaliseSkill(term), term).toBe(id);
  });

  it('strips versions and generic suffixes, trims punctuation, and says null for unknown terms', () => {
    expect(normaliseSkill('Python 3.10')).toBe('python');
    expect(normaliseSkill('Python开发')).toBe('python');
    expect(normaliseSkill(' React， ')).toBe('react');
    expect(normaliseSkill('项目管理能力')).toBe('project-management');
    expect(normaliseSkill('underwater basket weaving')).toBeNull();
    expect(normaliseSkill('')).toBeNull();
  });

  it('does not read a lower-case single letter as a language', () => {
    expect(normaliseSkill('R')).toBe('r');
    expect(normaliseSkill('r')).toBeNull();
    expect(normaliseSkill('c')).toBeNull();
  });
});

describe('extractSkills: ambiguity', () => {
  it('reads test automation however a tester words it, and "data-driven" as no skill', () => {
    for (const text of [
      'Developing automation test scripts',
      'Wrote automated tests for the API',
      'Built an automation framework',
    ])
      expect(extractSkills(text).map((m) => m.id)).toContain('automated-testing');
    expect(extractSkills('data-driven and keyword-driven frameworks').map((m) => m.id)).toEqual([]);
    expect(extractSkills('Automation Test Engineer').map((m) => m.id)).not.toContain('automated-testing');
  });

  it('knows the fitness trade (personal training, nutrition, yoga), but not a hobby of keeping fit', () => {
    const ids = (text: string) => extractSkills(text).map((m) => m.id);
    expect(ids('Certified personal trainer; designs diet plans and yoga classes')).toEqual([
      'fitness-training',
      'nutrition',
      'yoga',
    ]);
    expect(ids('担任私人教练三年，擅长力量训练和减脂指导')).toEqual([
      'fitness-training',
      'strength-training',
      'weight-management',
    ]);
    expect(ids('爱好：健身、跑步')).toEqual([]);
    // Words the trade shares with others: a Youth League class, a lighter car, a health app.
    expect(ids('担任团支书，每月组织团课学习')).toEqual([]);
    expect(ids('负责整车减重 8%')).not.toContain('weight-management');
    expect(ids('开发健康管理 App 的后端接口')).not.toContain('wellness-coaching');
  });

  it('reads system administration as operations work, office administration as 行政管理', () => {
    expect(extractSkills('3+ years in DevOps or system administration').map((m) => m.id)).toEqual(['devops', 'sre']);
    expect(extractSkills('Linux system administrator').map((m) => m.id)).toEqual(['linux', 'sre']);
    expect(extractSkills('office administration').map((m) => m.id)).toEqual(['administration']);
    expect(extractSkills('Oracle or SQL Server administration').map((m) => m.id)).toEqual(['oracle', 'sql-server']);
    expect(extractSkills('5 years as a database administrator (DBA)').map((m) => m.id)).toEqual([
      'database-administration',
    ]);
    expect(extractSkills('DBA (Doctor of Business Administration), 2019').map((m) => m.id)).toEqual([]);
    // A course title is not the role.
    expect(extractSkills('数据库管理系统').map((m) => m.id)).toEqual(['databases']);
    expect(extractSkills('3年以上数据库管理经验').map((m) => m.id)).toEqual(['database-administration']);
  });

  it('knows web design (网页设计) as a trade of its own, implying HTML and CSS', () => {
    expect(extractSkills('Web designer with 2 years of web designing').map((m) => m.id)).toEqual([
      'web-design',
      'web-design',
    ]);
    expect(extractSkills('负责公司官网的网页设计').map((m) => m.id)).toEqual(['web-design']);
    expect(getSkill('web-design')?.related).toEqual(['html', 'css']);
  });

  it('reads .NET written out as "Dot Net" or "Dot-Net", as resumes often spell it', () => {
    expect(extractSkills('Technology - Dot Net').map((m) => m.id)).toEqual(['dotnet']);
    expect(extractSkills('Dot-Net developer, 3 years').map((m) => m.id)).toEqual(['dotnet']);
    expect(extractSkills('a dot network diagram').map((m) => m.id)).toEqual([]);
  });

  it('reads a LAMP stack and PHP CMSs, but not a desk lamp', () => {
    const ids = extractSkills('Built sites on a LAMP stack with Drupal and WordPress').map((m) => m.id);
    expect(ids).toEqual(['lamp', 'php-cms', 'php-cms']);
    expect(extractSkills('bought a lamp for the desk').map((m) => m.id)).toEqual([]);
  });

  it('keeps Java and JavaScript apart', () => {
    expect(found('精通Java与JavaScript，了解 Java Script')).toEqual([
      'java[Java]',
      'javascript[JavaScript]',
      'javascript[Java Script]',
    ]);
    expect(ids('Javadoc, Javaland')).toEqual([]);
  });

  it('reads both names of 「A+B」 (Kotlin+协程, Vue+Vant, Go+Gin) but not C of C++', () => {
    expect(found('把订单模块迁到Kotlin+协程')).toEqual(['kotlin[Kotlin]']);
    expect(found('用Vue+Vant开发投保H5，Flask+MySQL做造数平台')).toEqual([
      'vue[Vue]',
      'html[H5]',
      'flask[Flask]',
      'mysql[MySQL]',
    ]);
    expect(found('用Go+Gin开发发布平台')).toEqual(['go[Go]', 'gin[Gin]']);
    expect(found('C+、C++开发')).toEqual(['cpp[C++]']);
  });

  it('reads no two-character name out of a longer word (行政 of 限行政策, 法语 of 词法语法)', () => {
    for (const text of [
      '熟悉货车限行政策',
      '做过词法语法分析器',
      '深圳云帆软件有限公司',
      '优惠券的组合规则',
      '双十一的大促活动',
    ])
      expect(found(text), text).toEqual([]);
    expect(found('行政部经理，熟悉法语')).toEqual(['administration[行政]', 'french[法语]']);
    expect(found('推进自动化运维和资源治理')).toEqual(['sre[运维]']);
  });

  it('keeps C, C++ and C# apart and reads C/C++ as both', () => {
    expect(found('熟悉C/C++与C#，掌握C语言')).toEqual(['c[C]', 'cpp[C++]', 'csharp[C#]', 'c[C语言]']);
    expect(found('Objective-C and C++17')).toEqual(['objective-c[Objective-C]', 'cpp[C++17]']);
  });

  it('does not read C端, C轮 or a stray capital C as the language', () => {
    expect(ids('负责C端产品设计，公司已完成C轮融资')).not.toContain('c');
    expect(ids('Grade C in maths')).toEqual([]);
  });

  it('reads Go only as the language: Go语言, Golang, Go in a skill list — not the English word', () => {
    expect(found('熟悉Go语言，了解 Golang 与 Go 语言生态')).toEqual(['go[Go语言]', 'go[Golang]', 'go[Go 语言]']);
    expect(found('技术栈：Go、Rust、Python')).toEqual(['go[Go]', 'rust[Rust]', 'python[Python]']);
    expect(ids('We are ready to go! Go to market fast; a real go-getter.')).toEqual([]);
    expect(ids('Go ahead and apply with your Python skills')).toEqual(['python']);
  });

  it('reads R only as a standalone capital R in skill context, or R语言', () => {
    expect(found('Experience with R and Python')).toEqual(['r[R]', 'python[Python]']);
    expect(found('会用R语言做统计分析')).toEqual(['r[R语言]', 'statistics[统计分析]']);
    expect(ids('R&D budget for Plan R')).toEqual([]);
    expect(ids('Room R is on floor 2; r is a letter')).toEqual([]);
  });

  it('reads Spring Boot and Spring Cloud as themselves, not also as Spring', () => {
    expect(found('熟悉Spring Boot、SpringCloud与Spring框架')).toEqual([
      'spring-boot[Spring Boot]',
      'spring-cloud[SpringCloud]',
      'spring[Spring]',
    ]);
  });

  it('reads AI as Illustrator only among design tools, else as 人工智能', () => {
    expect(found('熟练使用PS、AI、CDR等设计软件')).toEqual(['photoshop[PS]', 'illustrator[AI]', 'coreldraw[CDR]']);
    expect(found('负责AI产品规划，配合UI设计')).toEqual([
      'artificial-intelligence[AI]',
      'product-management[产品规划]',
      'ui-design[UI设计]',
    ]);
  });

  it('needs context for common English words that are also product names', () => {
    expect(ids('You will excel in a fast-moving team')).toEqual([]);
    expect(ids('熟练使用excel和word')).toEqual(['excel', 'word']);
    expect(ids('Word of mouth matters')).toEqual([]);
  });

  it('reads 瘦身 as weight management only beside health work, and a Dockerfile as Docker', () => {
    expect(ids('负责 Docker 镜像瘦身，体积从 1.2G 降到 180M')).toEqual(['docker']);
    expect(ids('负责会员减脂瘦身课程')).toEqual(['weight-management', 'weight-management']);
    expect(ids('编写 Dockerfile 与 CI 流水线')).toContain('docker');
  });

  it('skips Chinese job titles and carriers that contain a skill word', () => {
    expect(ids('招聘要求：本科；运营商背景；销售额破亿')).toEqual([]);
    expect(ids('负责招聘与新媒体运营，有销售经验')).toEqual(['recruitment', 'new-media', 'sales']);
  });

  it('reads 售后 and 客服 as customer service work, not in the name of a system built for it', () => {
    expect(ids('负责售后与客服，处理客户投诉')).toEqual(['customer-service', 'customer-service']);
    expect(ids('3 年售后服务经验')).toEqual(['customer-service']);
    expect(ids('负责订单与售后系统的 Java 开发')).toEqual(['java']);
    expect(ids('重构售后服务平台；搭建智能客服机器人；客服工单系统')).toEqual([]);
    expect(ids('customer service, 售后模块')).toEqual(['customer-service']);
    expect(ids('对接售后接口，完成退款回调')).toEqual([]);
    expect(ids('Built the customer service platform in Java; customer support for VIP clients')).toEqual([
      'java',
      'customer-service',
    ]);
    expect(ids('担任售后接口人；负责售后业务线的客户沟通')).toEqual(['customer-service', 'customer-service']);
    expect(ids('售后接口负责人')).toEqual(['customer-service']);
    expect(ids('customer service APIs')).toEqual([]);
  });
});

describe('extractSkills: mixed Chinese and English', () => {
  it('reads a requirement line with English names inside Chinese', () => {
    expect(found('熟悉React、Vue3及Node.js，了解k8s')).toEqual([
      'react[React]',
      'vue[Vue3]',
      'nodejs[Node.js]',
      'kubernetes[k8s]',
    ]);
  });

  it('matches across hyphens, full-width letters and spaces between scripts', () => {
    expect(found('front-end、ｐｙｔｈｏｎ、UI 设计、Machine  Learning')).toEqual([
      'frontend[front-end]',
      'python[ｐｙｔｈｏｎ]',
      'ui-design[UI 设计]',
      'machine-learning[Machine  Learning]',
    ]);
  });

  it('gives offsets that slice back to the text as written', () => {
    const text =
      '任职要求：\n1. 精通 TypeScript / JS，熟悉 PostgreSQL、Redis；\n2. 良好的沟通能力和团队协作精神，CET-6';
    const mentions = extractSkills(text);
    expect(mentions.map((m) => m.id)).toEqual([
      'typescript',
      'javascript',
      'postgresql',
      'redis',
      'communication',
      'teamwork',
      'cet-6',
    ]);
    for (const m of mentions) expect(text.slice(m.start, m.end)).toBe(m.matched);
    expect(mentions[0]).toMatchObject({ name: 'TypeScript', category: 'programming-language', matched: 'TypeScript' });
  });

  it('is deterministic', () => {
    const text = '熟悉Go、R与C++，掌握PS/AI；Experience with Spring Boot, k8s and Excel.';
    const first = extractSkills(text);
    for (let i = 0; i < 5; i++) expect(extractSkills(`${text}`)).toEqual(first);
    expect(extractSkills('')).toEqual([]);
  });
});

describe('skillSet', () => {
  it('gives each skill once, in order of first mention, with its count and first evidence', () => {
    const set = skillSet('熟悉k8s与Docker；Kubernetes 集群运维经验，K8S 认证');
    expect(set.map((s) => [s.id, s.count])).toEqual([
      ['kubernetes', 3],
      ['docker', 1],
      ['sre', 1],
    ]);
    expect(set[0]!.first).toEqual({ matched: 'k8s', start: 2, end: 5 });
  });
});

describe('extractKeywords', () => {
  const advert = `任职要求：
1. 熟悉 Kubernetes 与 Pulsar，了解 Temporal 工作流引擎；
2. 有供应链金融或跨境支付业务经验者优先；
3. Pulsar 调优经验优先。
公司福利：五险一金、弹性工作、年度旅游`;

  it('returns requirement terms the lexicon does not know, most frequent first', () => {
    const keywords = extractKeywords(advert);
    const terms = keywords.map((k) => k.term);
    expect(terms[0]).toBe('Pulsar');
    expect(keywords[0]).toMatchObject({ count: 2, inRequirements: true });
    expect(terms).toEqual(expect.arrayContaining(['Temporal', '金融', '支付']));
    // Lexicon skills, generic advert words and benefit lines are not keywords.
    expect(terms).not.toContain('Kubernetes');
    expect(terms).not.toContain('经验');
    expect(terms).not.toContain('旅游');
    expect(advert.slice(keywords[0]!.start, keywords[0]!.start + 6)).toBe('Pulsar');
  });

  it('keeps product-like names from English text and drops common words', () => {
    const terms = extractKeywords(
      'Requirements: experience with Snowflake and dbt; knowledge of Looker is a plus.',
    ).map((k) => k.term);
    expect(terms).toEqual(['Snowflake', 'Looker']);
  });

  it('honours the limit', () => {
    expect(extractKeywords(advert, { limit: 2 })).toHaveLength(2);
    expect(extractKeywords('', { limit: 5 })).toEqual([]);
  });
});

describe('extractSkills: properties', () => {
  const piece = fc.constantFrom(
    'Java',
    'JavaScript',
    'C',
    'C++',
    'C#',
    'Go',
    'go',
    'R',
    'Spring Boot',
    'Spring',
    'k8s',
    'Vue3',
    'Node.js',
    'PS',
    'AI',
    '前端',
    '后端',
    '熟悉',
    '沟通能力',
    '英语六级',
    'Excel',
    'excel',
    'C端',
    '运营商',
    'ｊｓ',
    '、',
    ', ',
    '/',
    ' ',
    '-',
    '\n',
    '。',
  );
  const noise = fc.string({ maxLength: 6, unit: fc.constantFrom(...'aZ 9.+#&-_张三、，。'.split('')) });

  it('mentions slice back to the text, never overlap, come in order, and repeat on a second run', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 4, arbitrary: piece }, { weight: 1, arbitrary: noise }), { maxLength: 30 }),
        (parts) => {
          const text = parts.join('');
          const mentions: TSkillMention[] = extractSkills(text);
          let lastEnd = 0;
          for (const m of mentions) {
            expect(text.slice(m.start, m.end)).toBe(m.matched);
            expect(m.start).toBeGreaterThanOrEqual(lastEnd);
            expect(m.end).toBeGreaterThan(m.start);
            expect(getSkill(m.id)).toBeDefined();
            lastEnd = m.end;
          }
          expect(extractSkills(text)).toEqual(mentions);
        },
      ),
      { numRuns: 400 },
    );
  });
});
