import { describe, expect, it } from 'vitest';
import type { TAiPosition, TAnswerFeedback, TInterviewDifficulty, TTemplateType } from '@offerpilot/shared';
import {
  evaluateAnswerBuiltin,
  planInterviewBuiltin,
  reportInterviewBuiltin,
} from '../src/ai/builtin/interview/index.ts';
import type { TAiResume, TAnswerInput, TPlanInput, TPlannedQuestion, TReportInput } from '../src/ai/provider.ts';
import { questionGist } from '../src/ai/builtin/interview/question-gist.ts';
import { claimRubric, type TClaimKind } from '../src/ai/builtin/interview/resume-claims.ts';
import { verdictOf } from '../src/ai/builtin/interview/report.ts';
import { nextStepsOf } from '../src/ai/builtin/interview/report-advice.ts';
import type { TThread } from '../src/ai/builtin/interview/report-threads.ts';
import { QUESTION_BANK, bankBySkill } from '../src/ai/builtin/interview/bank/index.ts';
import { parseResume } from '../src/text/index.ts';

// ── Fixtures (written for these tests) ──────────────────────────────────────────────────────

const RESUME_TEXT = `张伟
电话：13800138000 | 邮箱：zhangwei@example.com | 城市：杭州
求职意向：Java 后端工程师

工作经历
杭州云帆科技有限公司 | 后端工程师 | 2020.07 - 至今
- 负责订单系统的设计与开发，基于 Spring Boot 和 MySQL，支撑日均 200 万订单
- 主导缓存改造，引入 Redis 集群，接口 P99 延迟从 800ms 降到 120ms
- 带领 4 人小组完成支付模块重构，上线后故障率下降 60%

项目经历
秒杀系统 | 核心开发 | 2022.03 - 2022.09
- 使用 Redis 预扣库存和消息队列削峰，大促期间稳定支撑 5 万 QPS
- 设计限流与降级方案，保障核心链路可用性 99.99%

专业技能
- 熟悉 Java、Spring Boot、MySQL、Redis
- 了解 Kafka、Docker

教育背景
浙江大学 | 计算机科学与技术 | 本科 | 2016.09 - 2020.06
`;

const THIN_RESUME_TEXT = `李雷
电话：13900000000
求职意向：后端开发

教育背景
华东理工大学 | 软件工程 | 本科 | 2020.09 - 2024.06
`;

const toResume = (text: string): TAiResume => ({ text, json: parseResume(text, { now: new Date(2026, 0, 1) }) });
const RESUME = toResume(RESUME_TEXT);
const THIN_RESUME = toResume(THIN_RESUME_TEXT);

const POSITION: TAiPosition = {
  id: 1,
  name: 'Java 后端开发工程师',
  company_name: '星河云科技',
  responsibilities: '负责交易系统后端开发；参与高并发架构设计与性能优化；排查线上问题。',
  requirements: [
    '3年以上 Java 开发经验，熟悉 Spring Boot',
    '熟悉 MySQL、Redis，有调优经验',
    '熟悉 Kubernetes 容器编排',
    '有 Elasticsearch 使用经验者优先',
    '本科及以上学历',
    '良好的沟通能力和团队合作精神',
  ],
  experience_level: '3-5年',
  industry: '互联网',
};
const positionText = (p: TAiPosition) => [p.name, p.responsibilities ?? '', ...p.requirements].join('\n');

const TEMPLATES: TTemplateType[] = ['technical', 'behavioral', 'hr', 'comprehensive', 'stress'];

function planInput(overrides: Partial<TPlanInput> = {}): TPlanInput {
  return {
    mode: 'mock',
    resume: RESUME,
    position: POSITION,
    difficulty: 'medium',
    question_count: 8,
    answer_time_limit_s: 180,
    template: { type: 'comprehensive' },
    seed: 1,
    ...overrides,
  };
}

const bankDifficulty = new Map(QUESTION_BANK.map((q) => [q.text, q.difficulty]));

// ── Plan ─────────────────────────────────────────────────────────────────────────────────────

describe('planInterviewBuiltin', () => {
  it('quotes the resume and the position verbatim in every resume and position question', () => {
    for (const type of TEMPLATES)
      for (let seed = 0; seed < 10; seed++) {
        const plan = planInterviewBuiltin(planInput({ template: { type }, seed, question_count: 12 }));
        for (const q of plan) {
          if (q.source.type === 'resume') expect(RESUME_TEXT.includes(q.source.quote!), q.source.quote).toBe(true);
          if (q.source.type === 'position') expect(positionText(POSITION)).toContain(q.source.quote!);
        }
        expect(plan.some((q) => q.kind === 'resume')).toBe(true);
      }
  });

  it('asks about projects, figures, leadership and a skill only the skills section lists', () => {
    const texts = new Set<string>();
    for (let seed = 0; seed < 20; seed++)
      for (const q of planInterviewBuiltin(planInput({ template: { type: 'technical' }, seed, question_count: 20 })))
        if (q.kind === 'resume') texts.add(q.text);
    const all = [...texts].join('\n');
    expect(all).toContain('你在技能里写了 Kafka');
    expect(all).toContain('带领 4 人小组完成支付模块重构');
    expect(all).toContain('秒杀系统');
  });

  it('quotes a resume line or a requirement without its closing 。 (no "下降 90%。」。这个结果…")', () => {
    const withStops = toResume(RESUME_TEXT.replace(/^(- .*\d.*)$/gm, '$1。'));
    expect(withStops.text).toContain('降到 120ms。');
    const texts = [1, 2, 3, 4, 5].flatMap((seed) =>
      planInterviewBuiltin(
        planInput({
          resume: withStops,
          position: { ...POSITION, requirements: POSITION.requirements.map((r) => `${r}。`) },
          template: { type: 'comprehensive' },
          question_count: 12,
          seed,
        }),
      ).map((q) => q.text),
    );
    const quoting = texts.filter((t) => /「[^」]*\d[^」]*」/.test(t));
    expect(quoting.length).toBeGreaterThan(0);
    expect(texts.some((t) => t.startsWith('岗位要求「'))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/[。；，]」/);
  });

  it('asks about both halves of an item that asks for one thing and prefers another', () => {
    const position = {
      ...POSITION,
      requirements: ['熟悉 Kubernetes；有 Vue 经验者优先；熟悉 Terraform 和 Ansible 运维自动化'],
    };
    const plan = planInterviewBuiltin(planInput({ position, template: { type: 'comprehensive' }, question_count: 20 }));
    const quotes = plan.filter((q) => q.kind === 'requirement').map((q) => q.source.quote);
    expect(quotes).toContain('熟悉 Kubernetes，熟悉 Terraform 和 Ansible 运维自动化');
  });

  it('asks first about the requirements the resume gives no evidence for', () => {
    const plan = planInterviewBuiltin(planInput({ template: { type: 'comprehensive' }, question_count: 20 }));
    const requirements = plan.filter((q) => q.kind === 'requirement');
    // Kubernetes is required and nowhere in the resume; Elasticsearch is missing too but only preferred.
    expect(requirements.map((q) => q.source.quote).slice(0, 2)).toEqual([
      '熟悉 Kubernetes 容器编排',
      '有 Elasticsearch 使用经验者优先',
    ]);
    expect(requirements[0]!.text).toContain('没有看到相关经历');
    expect(requirements[0]!.rubric).toMatchObject({ competency: '岗位匹配', skill: 'kubernetes' });
    expect(requirements[0]!.rubric.key_points[0]).toBe('Kubernetes');
    // The gap is named on the question, so the screens can show what the interviewer is probing.
    expect(requirements.slice(0, 2).map((q) => q.source.requirement_status)).toEqual(['missing', 'missing']);
    expect(requirements.every((q) => q.source.requirement_status !== undefined)).toBe(true);
    expect(plan.some((q) => q.source.quote === '本科及以上学历')).toBe(false);
  });

  it('never repeats a question, a quote or a bank question, over many seeds and every template', () => {
    for (const type of TEMPLATES)
      for (let seed = 0; seed < 25; seed++)
        for (const resume of [RESUME, THIN_RESUME]) {
          const plan = planInterviewBuiltin(planInput({ template: { type }, seed, resume, question_count: 20 }));
          const texts = plan.map((q) => q.text);
          const quotes = plan.flatMap((q) => (q.source.quote ? [q.source.quote] : []));
          expect(new Set(texts).size, `${type} ${seed}`).toBe(texts.length);
          expect(new Set(quotes).size, `${type} ${seed}`).toBe(quotes.length);
        }
  });

  it('returns exactly question_count questions: an opening, a closing from 5, thin resume or no position', () => {
    for (const count of [3, 4, 5, 8, 13, 20])
      for (const [resume, position] of [
        [RESUME, POSITION],
        [THIN_RESUME, POSITION],
        [THIN_RESUME, undefined],
      ] as const) {
        const plan = planInterviewBuiltin(planInput({ question_count: count, resume, position }));
        expect(plan).toHaveLength(count);
        expect(plan[0]!.kind).toBe('opening');
        expect(plan.at(-1)!.kind === 'closing').toBe(count >= 5);
      }
  });

  it('without a position asks no requirement and opens without quoting a position', () => {
    const plan = planInterviewBuiltin(planInput({ position: undefined, question_count: 10 }));
    expect(plan.some((q) => q.kind === 'requirement' || q.source.type === 'position')).toBe(false);
    expect(plan[0]!.source.type).toBe('bank');
  });

  it('asks bank questions on skills the resume claims, not on what its work was about', () => {
    // A data analyst who built a sales report and an operations console: 销售 and 运营 name the
    // subject of the work. An automation tester lists Selenium and Appium, which both imply
    // automated testing.
    const analyst = toResume(`王芳
求职意向：数据分析师

工作经历
上海青木数据有限公司 | 数据分析师 | 2021.07 - 至今
- 使用 SQL 和 Python 搭建销售日报看板，覆盖 12 个业务部门
- 用 Python 做用户流失预测，召回率提升 15%
- 为运营后台设计 SQL 指标口径，统计分析周活跃用户
- 编写 SQL 自动化报表

专业技能
- SQL、Python、统计分析、Tableau
`);
    const tester = toResume(`赵强
求职意向：测试工程师

工作经历
杭州蓝鲸科技有限公司 | 测试工程师 | 2021.07 - 至今
- 负责电商 App 的功能测试和回归测试，发现缺陷 300 余个
- 编写测试用例 800 余条，版本测试周期从 5 天缩短到 3 天

专业技能
- Python、Java
- Selenium、Appium
`);
    const bankSkills = (resume: TAiResume) => {
      const skills = new Set<string>();
      for (let seed = 0; seed < 20; seed++)
        for (const q of planInterviewBuiltin(
          planInput({ resume, position: undefined, template: { type: 'technical' }, seed, question_count: 10 }),
        ))
          if (q.source.type === 'bank' && q.source.skill) skills.add(q.source.skill);
      return skills;
    };
    const asked = bankSkills(analyst);
    expect(asked.has('sql')).toBe(true);
    expect(asked.has('python')).toBe(true);
    expect(asked.has('sales')).toBe(false);
    expect(asked.has('operations')).toBe(false);
    expect(bankSkills(tester).has('automated-testing')).toBe(true);
    // A technical skill right before 后台 / 数据 is the skill itself (Java后台开发, Python数据分析).
    const backend = toResume(`陈晨
求职意向：后端开发

工作经历
上海青木数据有限公司 | 后端开发 | 2021.07 - 至今
- 负责 Java后台开发，支撑 200 万用户
- 主导 Java后台服务重构，接口延迟下降 40%
- 用 Python数据分析脚本排查慢查询，Python数据清洗提速 3 倍
`);
    const backendAsked = bankSkills(backend);
    expect(backendAsked.has('java')).toBe(true);
    expect(backendAsked.has('python')).toBe(true);
  });

  it('falls back on the position skills in the bank when the resume names none', () => {
    const plan = planInterviewBuiltin(
      planInput({ resume: THIN_RESUME, template: { type: 'technical' }, question_count: 8 }),
    );
    const skills = plan.filter((q) => q.kind === 'technical').map((q) => q.source.skill);
    expect(skills.length).toBeGreaterThan(0);
    for (const s of skills) expect(['java', 'spring', 'mysql', 'redis', 'kubernetes', 'elasticsearch']).toContain(s);
  });

  it('gives every question a rubric with a Chinese competency and shorter limits to opening and closing', () => {
    for (const type of TEMPLATES) {
      const plan = planInterviewBuiltin(planInput({ template: { type }, answer_time_limit_s: 300 }));
      for (const q of plan) {
        expect(q.rubric.competency).toMatch(/[\u4e00-\u9fff]|^[A-Za-z]/);
        expect(q.rubric.key_points.length).toBe(q.rubric.key_point_aliases.length);
        expect(q.time_limit_s).toBe(q.kind === 'opening' || q.kind === 'closing' ? 120 : 300);
      }
    }
    const technical = planInterviewBuiltin(planInput({ template: { type: 'technical' } })).find(
      (q) => q.kind === 'technical',
    )!;
    const entry = QUESTION_BANK.find((b) => b.text === technical.text)!;
    expect(technical.rubric.key_points).toEqual(entry.key_points);
    expect(technical.rubric.reference_outline).toEqual(entry.reference_outline);
  });

  it('changes the mix with the template', () => {
    const kinds = (type: TTemplateType) =>
      planInterviewBuiltin(planInput({ template: { type }, question_count: 10 })).map((q) => q.kind);
    const count = (list: string[], kind: string) => list.filter((k) => k === kind).length;
    expect(count(kinds('technical'), 'technical')).toBeGreaterThan(count(kinds('behavioral'), 'technical'));
    expect(count(kinds('behavioral'), 'behavioral')).toBeGreaterThanOrEqual(5);
    const hr = planInterviewBuiltin(planInput({ template: { type: 'hr' }, question_count: 10 }));
    expect(hr.map((q) => q.text).join('\n')).toMatch(/职业规划|期望薪资|优点/);
    expect(hr.map((q) => q.text).join('\n')).toContain('「星河云科技」');
    const stress = planInterviewBuiltin(planInput({ template: { type: 'stress' } }));
    expect(stress.filter((q) => q.kind === 'resume').every((q) => /不可行|不太相信|功劳|推翻/.test(q.text))).toBe(true);
  });

  it('picks easier bank questions on easy and harder ones on hard', () => {
    const level = { easy: 0, medium: 1, hard: 2 } as const;
    const meanLevel = (difficulty: TInterviewDifficulty) => {
      const values = [0, 1, 2, 3, 4].flatMap((seed) =>
        planInterviewBuiltin(planInput({ difficulty, seed, template: { type: 'technical' }, question_count: 12 }))
          .filter((q) => bankDifficulty.has(q.text))
          .map((q): number => level[bankDifficulty.get(q.text)!]),
      );
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    expect(meanLevel('easy')).toBeLessThan(0.8);
    expect(meanLevel('hard')).toBeGreaterThan(1.5);
  });

  it('is deterministic, and another seed varies the pick', () => {
    const a = planInterviewBuiltin(planInput({ seed: 7 }));
    expect(planInterviewBuiltin(planInput({ seed: 7 }))).toEqual(a);
    const variants = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        planInterviewBuiltin(planInput({ seed }))
          .map((q) => q.text)
          .join('|'),
      ),
    );
    expect(variants.size).toBeGreaterThan(1);
  });

  it('asks a custom template exactly, in order, with the user key points or ones from the reference', () => {
    const questions = [
      { text: '请介绍一下你最熟悉的数据库索引原理。', key_points: ['B+ 树', '最左前缀'] },
      {
        text: '说说你对 Kubernetes 的理解。',
        reference_answer: '它是容器编排平台，负责调度 Pod，并通过 Deployment 实现滚动发布。',
      },
      { text: '你为什么选择我们？' },
      { text: '你为什么选择我们？' },
    ];
    const plan = planInterviewBuiltin(planInput({ template: { type: 'custom', questions }, question_count: 3 }));
    expect(plan.map((q) => q.text)).toEqual(questions.map((q) => q.text));
    expect(plan.every((q) => q.kind === 'custom' && q.source.type === 'custom')).toBe(true);
    expect(plan[0]!.rubric.key_points).toEqual(['B+ 树', '最左前缀']);
    expect(plan[1]!.rubric.key_points.length).toBeGreaterThan(0);
    expect(plan[1]!.rubric.key_point_aliases.flat().join(' ')).toMatch(/Pod|Deployment|调度|滚动/);
    expect(plan[1]!.rubric.reference_answer).toContain('容器编排平台');
    expect(plan[1]!.rubric.competency).toBe('Kubernetes');
    expect(plan[2]!.rubric.key_points).toEqual([]);
  });
});

// ── Evaluate ─────────────────────────────────────────────────────────────────────────────────

const REDIS = bankBySkill('redis').find((q) => q.text.startsWith('Redis 为什么这么快'))!;

function bankQuestion(text = REDIS.text): TPlannedQuestion {
  const q = QUESTION_BANK.find((b) => b.text === text)!;
  return {
    kind: q.kind,
    text: q.text,
    source: { type: 'bank', skill: q.skill },
    time_limit_s: 180,
    rubric: {
      key_points: q.key_points,
      key_point_aliases: q.key_point_aliases,
      reference_outline: q.reference_outline,
      reference_answer: null,
      skill: q.skill,
      competency: 'Redis',
      deeper: q.deeper ?? [],
    },
  };
}

function customQuestion(options: { reference?: string; key_points?: string[] }): TPlannedQuestion {
  const [q] = planInterviewBuiltin(
    planInput({
      template: {
        type: 'custom',
        questions: [{ text: REDIS.text, reference_answer: options.reference ?? null, key_points: options.key_points }],
      },
    }),
  );
  return q!;
}

const ANSWERS = {
  full:
    'Redis 快主要有几个原因。首先它是基于内存的，数据都在内存里，读写不用走磁盘。其次命令执行是单线程的，用事件循环处理请求，' +
    '没有锁竞争，也没有线程上下文切换的开销。再次它用 epoll 做 IO 多路复用，一个线程就能处理大量连接。另外数据结构做了很多优化，' +
    '比如 SDS 动态字符串和跳表。最后，Redis 6.0 之后网络读写可以多线程，但命令执行仍然是单线程的。',
  partial: 'Redis 快是因为数据都放在内存里，读写很快。它的单线程是指处理命令只用一个线程，所以不用加锁。',
  offTopic:
    '前端性能优化首先可以用懒加载减少首屏资源，其次把图片压缩成 WebP，另外用 CDN 缓存静态资源，最后用 Lighthouse 检查，首屏时间从 3 秒降到了 1.2 秒。',
  dontKnow: '不好意思，这个我不太清楚。',
  empty: '',
};

function evaluate(question: TPlannedQuestion, answer: string, overrides: Partial<TAnswerInput> = {}) {
  return evaluateAnswerBuiltin({
    question,
    answer_text: answer,
    difficulty: 'medium',
    resume: RESUME,
    follow_ups_asked: 0,
    follow_ups_enabled: true,
    ...overrides,
  });
}

/** A resume question about one claim, with the rubric the planner gives it. */
const claimQuestion = (kind: TClaimKind, quote: string, ask: string): TPlannedQuestion => ({
  kind: 'resume',
  text: `简历里写「${quote}」。${ask}`,
  source: { type: 'resume', quote },
  time_limit_s: 180,
  rubric: claimRubric({ kind, quote, priority: 1, skills: [] }),
});

const scoresOf = (question: TPlannedQuestion) =>
  Object.values(ANSWERS).map((answer) => evaluate(question, answer).feedback.score);
const isStrictlyDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! > x);

describe('evaluateAnswerBuiltin', () => {
  it('ranks full > partial > off-topic > 不知道 > empty on a bank question', () => {
    const scores = scoresOf(bankQuestion());
    expect(isStrictlyDecreasing(scores), scores.join(' ')).toBe(true);
    expect(scores[0]).toBeGreaterThanOrEqual(80);
    expect(scores[2]).toBeLessThanOrEqual(25);
  });

  it('ranks the same way on a custom question with a reference answer and on one with neither', () => {
    const reference =
      'Redis 快主要因为数据在内存中，命令由单线程执行避免了锁竞争和上下文切换，并通过 epoll 实现 IO 多路复用。单线程指的是处理命令的主线程只有一个。';
    for (const question of [customQuestion({ reference }), customQuestion({})]) {
      const scores = scoresOf(question);
      expect(isStrictlyDecreasing(scores), scores.join(' ')).toBe(true);
    }
  });

  it('marks an empty answer skipped and a "不知道" answer as very low, without follow-ups', () => {
    const empty = evaluate(bankQuestion(), '   ');
    expect(empty.feedback).toMatchObject({ skipped: true, score: 0 });
    expect(empty.follow_up).toBeNull();
    for (const answer of ['不知道', 'pass', '这个我不会。']) {
      const r = evaluate(bankQuestion(), answer);
      expect(r.feedback.skipped).toBe(false);
      expect(r.feedback.score).toBeLessThanOrEqual(5);
      expect(r.follow_up).toBeNull();
    }
  });

  it('explains each dimension in Chinese and names covered and missed key points', () => {
    const { feedback } = evaluate(bankQuestion(), ANSWERS.partial);
    for (const text of Object.values(feedback.explanations)) expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(feedback.covered_key_points).toContain('基于内存');
    expect(feedback.missed_key_points).toContain('IO 多路复用');
    expect(feedback.improvements.join('')).toContain('IO 多路复用');
    expect(feedback.reference_outline).toEqual(REDIS.reference_outline);
    const full = evaluate(bankQuestion(), ANSWERS.full).feedback;
    expect(full.strengths.join('')).toContain('基于内存');
  });

  it('counts synonyms from the lexicon: k8s covers Kubernetes', () => {
    const question = customQuestion({ key_points: ['Kubernetes', 'Helm'] });
    const { feedback } = evaluate(question, '我们的服务都部署在 k8s 上，发布用 helm chart 管理。');
    expect(feedback.covered_key_points).toEqual(['Kubernetes', 'Helm']);
  });

  it('lowers expression for filler words', () => {
    const clean = evaluate(bankQuestion(), ANSWERS.full).feedback;
    const filled = ANSWERS.full.replaceAll('，', '，嗯，然后就是，');
    const messy = evaluate(bankQuestion(), filled).feedback;
    expect(messy.dimensions.expression).toBeLessThan(clean.dimensions.expression - 20);
    expect(messy.improvements.join('')).toContain('口头语');
  });

  it('scores a STAR story higher than a vague one on a behavioural question', () => {
    const teamwork = bankQuestion(bankBySkill('teamwork')[0]!.text);
    const story =
      '去年我在一个六人的电商项目团队里，目标是两个月内上线会员积分系统，我的角色是后端负责人。当时前端和测试进度不一致，' +
      '我主动每天组织十分钟站会同步进度，和前端一起约定接口文档。最终系统提前一周上线，积分兑换率提升了 15%。';
    const vague = '我和同事配合得挺好的，大家有问题就一起讨论。';
    const good = evaluate(teamwork, story).feedback;
    expect(good.dimensions.structure).toBe(100);
    expect(good.score).toBeGreaterThan(evaluate(teamwork, vague).feedback.score + 30);
  });

  it('credits a story step the answer tells to the key point that names it, so praise and advice agree', () => {
    const claim = claimQuestion('quantified', '慢 SQL 数量下降 90%', '这个结果是怎么做出来的？');
    const answer =
      '我本人做了三件事：第一，用 pt-query-digest 分析慢查询日志，找出最耗时的 20 条 SQL；第二，给订单表建了 (user_id, create_time) 联合索引；' +
      '第三，主导用 ShardingSphere 把订单表按用户分库分表。最后慢 SQL 从每天 3000 条降到 300 条。';
    const { feedback } = evaluate(claim, answer);
    expect(feedback.strengths.join('')).toContain('讲清了自己的具体行动');
    expect(feedback.covered_key_points).toContain('本人的具体行动');
    expect(feedback.improvements.join('')).not.toMatch(/本人的具体行动|缺少.*行动/);
    // Every counted point is named.
    const counted = /完整讲到 (\d+)\/\d+ 个要点：(.*)。/.exec(feedback.explanations.coverage)!;
    expect(counted[2]!.match(/「/g)).toHaveLength(Number(counted[1]));
  });

  it('does not call a story off-topic for telling it in its own words (a decision under incomplete information)', () => {
    const decision = bankQuestion('请讲一次你需要在信息不完整的情况下为团队做出决策的经历。');
    const story =
      '去年双十一前，RocketMQ 出现消息堆积，监控数据不全。我作为订单组负责人，先把消费者从 8 个扩到 16 个，' +
      '同时让同事继续排查 Broker 磁盘。30 分钟内堆积清零，大促当天下单成功率 99.99%。';
    const good = evaluate(decision, story);
    expect(good.feedback.score).toBeGreaterThan(40);
    expect(good.feedback.explanations.relevance).not.toContain('离题');
    expect(good.feedback.explanations.structure).toContain('讲到了 4 个');
    // Off-topic text without a story stays capped, and so does a story that is not about work.
    expect(evaluate(decision, ANSWERS.offTopic).feedback.score).toBeLessThanOrEqual(25);
    expect(evaluate(decision, TRIP).feedback.score).toBeLessThanOrEqual(25);
  });

  const TRIP = '去年我和朋友去云南旅游，最后顺利回来了，玩得很开心。';
  it('gives a trip told as a story no key point of a resume question, and asks a vague result for data', () => {
    const claim = claimQuestion('experience', '负责订单系统的开发', '能具体讲讲吗？');
    const trip = evaluate(claim, TRIP).feedback;
    expect(trip.score).toBeLessThanOrEqual(25);
    expect(trip.covered_key_points).toEqual([]);
    expect(trip.explanations.relevance).toContain('离题');
    // 最后挺顺利的 is a result without data: touched, not covered, so the follow-up asks for data.
    const vague = evaluate(claim, '我负责订单系统的接口开发，最后挺顺利的，大家都满意。');
    expect(vague.feedback.covered_key_points).not.toContain('结果与数据');
    expect(vague.feedback.missed_key_points).toContain('结果与数据');
  });

  it('reads the STAR steps of a story told in English', () => {
    const teamwork = bankQuestion(bankBySkill('teamwork')[0]!.text);
    const answer =
      'The background was a slow order page before a sale. My goal was to cut the slow queries. ' +
      'I personally analyzed the slow query log and added two indexes. The slow queries went from about 3,000 to about 300, a 90% reduction.';
    const { feedback } = evaluate(teamwork, answer);
    expect(feedback.explanations.structure).toContain('讲到了 4 个');
    // Told why points may read as missing; a Chinese answer with English names is not.
    expect(feedback.improvements[0]).toMatch(/^回答以英文为主：.*请用中文作答/);
    const mixed = '我用 Spring Boot、MySQL、Redis 和 Kafka 搭了订单服务，QPS 从 2000 提到 8000。';
    expect(evaluate(teamwork, mixed).feedback.improvements.join('')).not.toContain('英文为主');
  });

  it('follows up on missing key points, naming the most important one, and stops when covered', () => {
    const partial = evaluate(bankQuestion(), ANSWERS.partial);
    expect(partial.follow_up).toMatchObject({ kind: 'follow_up', source: { type: 'bank', skill: 'redis' } });
    expect(partial.follow_up!.text).toContain('IO 多路复用');
    expect(partial.follow_up!.rubric.key_points[0]).toBe('IO 多路复用');
    expect(evaluate(bankQuestion(), ANSWERS.full).follow_up).toBeNull();
    expect(evaluate(bankQuestion(), ANSWERS.partial, { follow_ups_enabled: false }).follow_up).toBeNull();
  });

  it('counts what the thread already said and asks at most two follow-ups', () => {
    const main = bankQuestion();
    const first = evaluate(main, ANSWERS.partial).follow_up!;
    const second = evaluate(first, '用 epoll 做 IO 多路复用，一个线程能管很多连接。', {
      follow_ups_asked: 1,
      thread: [{ question: main, answer_text: ANSWERS.partial }],
    });
    expect(second.follow_up?.text ?? '').not.toContain('IO 多路复用');
    expect(second.follow_up?.text ?? '').not.toContain('基于内存');
    expect(
      evaluate(first, '嗯。', { follow_ups_asked: 2, thread: [{ question: main, answer_text: 'x' }] }).follow_up,
    ).toBeNull();
  });

  it('asks a resume question for the result when the answer gives no figure', () => {
    const quote = '使用 Redis 预扣库存和消息队列削峰，大促期间稳定支撑 5 万 QPS';
    const resumeQ = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .flatMap((seed) => planInterviewBuiltin(planInput({ template: { type: 'technical' }, question_count: 20, seed })))
      .find((q) => q.source.quote === quote)!;
    const answer =
      '当时的背景是大促流量很大，目标是不超卖。我负责设计方案，采用 Redis 预扣库存，再通过消息队列异步落库，统计口径是按压测和监控对比，我也主导了实现。';
    const r = evaluate(resumeQ, answer);
    expect(r.follow_up?.text).toBe('能具体说说结果吗？有没有数据？');
    expect(r.follow_up?.source).toEqual(resumeQ.source);
  });

  it('probes a good answer once in a stress interview, whatever the difficulty', () => {
    const plan = planInterviewBuiltin(
      planInput({ template: { type: 'stress' }, difficulty: 'medium', question_count: 10 }),
    );
    const technical = plan.find((q) => q.kind === 'technical')!;
    const entry = QUESTION_BANK.find((b) => technical.text.startsWith(b.text))!;
    const answer = entry.reference_outline.join('。') + entry.key_points.join('，') + '。';
    const probe = evaluate(technical, answer).follow_up!;
    expect(probe.text).toBe(technical.rubric.deeper[0]);
    const thread = [{ question: technical, answer_text: answer }];
    expect(evaluate(probe, answer, { follow_ups_asked: 1, thread }).follow_up).toBeNull();
  });

  it('probes deeper on a good answer when the difficulty is hard', () => {
    const question = bankQuestion(bankBySkill('java').find((q) => q.deeper?.length)!.text);
    const q = QUESTION_BANK.find((b) => b.text === question.text)!;
    const answer = q.reference_outline.join('。') + q.key_points.join('，') + '。';
    expect(evaluate(question, answer, { difficulty: 'medium' }).follow_up).toBeNull();
    expect(evaluate(question, answer, { difficulty: 'hard' }).follow_up?.text).toBe(q.deeper![0]);
  });
});

describe('the built-in feedback text', () => {
  /** How each dimension's advice reads: a red bar (below 60) must have one among the improvements. */
  const ADVICE: Record<keyof TAnswerFeedback['dimensions'], RegExp> = {
    relevance: /题目问的是/,
    coverage: /没有讲到|一笔带过|关键内容|内容还不够充实/,
    structure: /条理|层次|STAR|情境、任务/,
    specificity: /具体的技术名词|数字和具体做法|实际用法或参数/,
    expression: /偏短|口头语|重复|语速|表达/,
  };
  const NO_MARKERS =
    'Redis 快是因为它基于内存，数据都在内存里读写不走磁盘，命令执行是单线程的没有锁竞争也没有上下文切换，' +
    '它用 epoll 做 IO 多路复用一个线程处理大量连接，数据结构也做了优化比如 SDS 和跳表，6.0 以后网络读写多线程但命令还是单线程。';

  it('names something to improve for every dimension under 60, even on a good answer', () => {
    // QA: 83 points, 条理结构 23 with a red bar and "没有用首先、其次、最后", yet 可以改进：无.
    const good = evaluate(bankQuestion(), NO_MARKERS).feedback;
    expect(good.score).toBeGreaterThanOrEqual(80);
    expect(good.dimensions.structure).toBeLessThan(60);
    expect(good.improvements.join('')).toContain('「首先、其次、最后」');

    const teamwork = bankQuestion(bankBySkill('teamwork')[0]!.text);
    const cases: [TPlannedQuestion, string][] = [
      ...Object.values(ANSWERS).map((a): [TPlannedQuestion, string] => [bankQuestion(), a]),
      [bankQuestion(), NO_MARKERS],
      [customQuestion({}), NO_MARKERS],
      [customQuestion({ reference: REDIS.reference_outline.join('。') }), ANSWERS.partial],
      [teamwork, '我和同事配合得挺好的，大家有问题就一起讨论。'],
      [teamwork, '当时项目很赶，我负责后端，最后按时上线了。'],
    ];
    for (const [question, answer] of cases) {
      const fb = evaluate(question, answer).feedback;
      if (fb.skipped || fb.score <= 5) continue; // skipped, or "不知道": one note says it all
      for (const [d, score] of Object.entries(fb.dimensions) as [keyof typeof ADVICE, number][])
        if (score < 60)
          expect(
            fb.improvements.some((i) => ADVICE[d].test(i)),
            `${d} ${score}: ${answer}`,
          ).toBe(true);
      expect(fb.improvements.length).toBeLessThanOrEqual(5);
    }
  });

  it('quotes the gist of a question, without the follow-up preamble and never 「」 inside 「」', () => {
    expect(questionGist('我换个问法：岗位要求「3年以上前端开发经验」。请直接回答这一点。')).toBe(
      '岗位要求『3年以上前端开发经验』',
    );
    expect(
      questionGist('关于「带领 3 名初级工程师，负责代码评审和前端规范制定」：作为牵头的人，你怎么协调成员、把控进度？'),
    ).toBe('关于『带领 3 名初级工程师，负责代码评审和前端规范制定』…');
    expect(questionGist('关于「参与企业 SaaS 后台开发，使用 Vue 2 和 Element UI」：当时的起点是什么样的？')).toBe(
      '关于『参与企业 SaaS 后台开发…』',
    );
    const requirement = planInterviewBuiltin(planInput({ question_count: 10 })).find(
      (q) => q.kind === 'requirement' && q.text.includes('「'),
    )!;
    const offTopic = evaluate(requirement, '嗯');
    const restate = offTopic.follow_up!;
    // Asked again as it was, without promising another wording.
    expect(restate.text).toMatch(/^我们回到这道题：/);
    expect(restate.text).not.toContain('换个问法');
    const again = evaluate(restate, '嗯', {
      follow_ups_asked: 1,
      thread: [{ question: requirement, answer_text: '嗯' }],
    });
    for (const fb of [offTopic.feedback, again.feedback]) {
      const text = fb.improvements.join('\n');
      expect(text).toMatch(/题目问的是「岗位要求『[^」]+』/);
      expect(text).not.toMatch(/「[^」]*「/);
      expect(text).not.toContain('回到这道题');
      const quote = /题目问的是「(.+?)」，/.exec(text)![1]!;
      expect([...quote].length).toBeLessThanOrEqual(31);
    }
  });
});

// ── Report ───────────────────────────────────────────────────────────────────────────────────

function feedback(score: number, overrides: Partial<TAnswerFeedback> = {}): TAnswerFeedback {
  const d = { relevance: score, coverage: score, structure: score, specificity: score, expression: score };
  return {
    score,
    dimensions: d,
    explanations: { relevance: '', coverage: '', structure: '', specificity: '', expression: '' },
    skipped: false,
    strengths: [],
    improvements: [],
    covered_key_points: [],
    missed_key_points: [],
    reference_outline: [],
    ...overrides,
  };
}

function reportRows(): TReportInput['questions'] {
  const plan = planInterviewBuiltin(planInput({ template: { type: 'technical' }, question_count: 6 }));
  const resumeIndex = plan.findIndex((q) => q.kind === 'resume');
  return plan.map((question, i) => {
    const score = i === resumeIndex ? 30 : 80;
    // The opening tells a story the resume does not have: a skill and a figure.
    const answer =
      i === 0 ? '我用 Elasticsearch 做过商品搜索，把查询耗时从 900ms 降到 150ms。' : '嗯，然后这是我的回答。';
    return {
      id: i + 1,
      order: i + 1,
      parent_id: null,
      question,
      answer_text: i === plan.length - 2 ? null : answer,
      duration_ms: 60_000,
      speech: { speech_ms: 30_000, pause_ms: 10_000, segments: 4 },
      feedback: i === plan.length - 2 ? null : feedback(score),
    };
  });
}

describe('reportInterviewBuiltin', () => {
  it('scores formal interviews with unanswered questions as 0 and gives a verdict; mock leaves them out', () => {
    const rows = reportRows();
    const formal = reportInterviewBuiltin({
      mode: 'formal',
      title: '面试',
      resume: RESUME,
      position: POSITION,
      questions: rows,
    });
    const mock = reportInterviewBuiltin({
      mode: 'mock',
      title: '面试',
      resume: RESUME,
      position: POSITION,
      questions: rows,
    });
    expect(formal.unanswered).toBe(1);
    expect(formal.answered).toBe(5);
    expect(mock.overall_score).toBeGreaterThan(formal.overall_score);
    expect(formal.verdict?.level).toMatch(/strong_hire|hire|lean_hire|no_hire/);
    expect(formal.verdict?.reasons.length).toBeGreaterThan(0);
    expect(mock.verdict).toBeNull();
    expect(formal.summary).toMatch(/综合得分 \d+ 分/);
    expect(formal.next_steps).toHaveLength(3);
  });

  it('computes the weighted mean, folding follow-ups into their main question', () => {
    const [opening, main] = planInterviewBuiltin(planInput({ question_count: 3 }));
    const follow = { ...main!, kind: 'follow_up' as const, text: '追问' };
    const row = (id: number, parent: number | null, question: TPlannedQuestion, score: number) => ({
      id,
      order: id,
      parent_id: parent,
      question,
      answer_text: '回答',
      duration_ms: null,
      speech: null,
      feedback: feedback(score),
    });
    const report = reportInterviewBuiltin({
      mode: 'mock',
      title: '面试',
      resume: RESUME,
      questions: [row(1, null, opening!, 40), row(2, null, main!, 90), row(3, 2, follow, 60)],
    });
    // Main thread: (90 + 0.5 × 60) / 1.5 = 80; opening weighs 0.5: (0.5 × 40 + 80) / 1.5 = 67.
    expect(report.overall_score).toBe(67);
    expect(report.answered).toBe(2);
    expect(report.speaking).toBeNull();
  });

  it('derives speaking figures from the speech of each answer', () => {
    const report = reportInterviewBuiltin({ mode: 'mock', title: '面试', resume: RESUME, questions: reportRows() });
    const withSpeech = report.questions.find((q) => q.question_id === 2)!;
    // "嗯，然后这是我的回答。": 11 visible characters in 0.5 minutes of speech, 2 fillers.
    expect(withSpeech.speaking).toEqual({
      chars_per_minute: 22,
      pause_ratio: 0.25,
      fillers_per_minute: 4,
      longest_pause_ms: null,
      speech_ms: 30_000,
    });
    expect(report.speaking?.pause_ratio).toBe(0.25);
  });

  it('suggests backing up a resume claim answered poorly and adding a strength the resume lacks', () => {
    const report = reportInterviewBuiltin({
      mode: 'formal',
      title: '面试',
      resume: RESUME,
      position: POSITION,
      questions: reportRows(),
    });
    const claim = report.resume_suggestions.find((s) => s.type === 'unsupported_claim')!;
    expect(RESUME_TEXT).toContain(claim.quote!);
    const strengths = report.resume_suggestions.filter((s) => s.type === 'missing_strength').map((s) => s.text);
    expect(strengths.join('')).toContain('Elasticsearch');
    expect(strengths.join('')).toContain('900ms');
  });
});

describe('reportInterviewBuiltin: a skipped resume question', () => {
  it('is not read as a claim the candidate failed to support: no score, the question named as skipped', () => {
    const rows = reportRows().map((r) =>
      r.question.kind === 'resume' ? { ...r, answer_text: '', feedback: { ...feedback(0), skipped: true } } : r,
    );
    const report = reportInterviewBuiltin({
      mode: 'formal',
      title: '面试',
      resume: RESUME,
      position: POSITION,
      questions: rows,
    });
    const claim = report.resume_suggestions.find((s) => s.type === 'unsupported_claim')!;
    expect(RESUME_TEXT).toContain(claim.quote!);
    expect(claim.text).toContain('跳过了');
    expect(claim.text).not.toMatch(/没能支撑|（0 分）/);
  });
});

describe('reportInterviewBuiltin: only what was asked and said', () => {
  const rows = reportRows();
  const unanswered = rows.find((r) => r.answer_text === null)!;
  const competency = unanswered.question.rubric.competency;
  const reportOf = (mode: 'formal' | 'mock', questions: TReportInput['questions']) =>
    reportInterviewBuiltin({ mode, title: '面试', resume: RESUME, position: POSITION, questions });

  it('counts a question never answered as 0 overall but judges no competency nor dimension by it', () => {
    // The plan gives that question a competency no other question has (the case this is about).
    expect(rows.every((r) => r === unanswered || r.question.rubric.competency !== competency)).toBe(true);
    const formal = reportOf('formal', rows);
    expect(formal.competencies.map((c) => c.name)).not.toContain(competency);
    expect(formal.competencies.every((c) => c.score > 0)).toBe(true);
    expect([...formal.next_steps, ...formal.verdict!.reasons].join('')).not.toMatch(/（0 分）|」0 分/);
    expect(formal.summary).toContain('未作答 1 道（按 0 分计入综合得分）');
    // Nor a dimension: the five dimensions are those of the answers given, as in a mock interview.
    const mock = reportOf('mock', rows);
    expect(formal.dimensions).toEqual(mock.dimensions);
  });

  it('suggests adding only skills the position names that the resume lacks, not a member it has nor a shop word', () => {
    const answer =
      '我在电商平台负责订单库，数据库用 MySQL，做过分库分表；搜索用 Elasticsearch 做商品检索，查询耗时从 900ms 降到 150ms。';
    const questions = rows.map((r, i) => (i === 0 ? { ...r, answer_text: answer } : r));
    const report = reportOf('mock', questions);
    const strengths = report.resume_suggestions
      .filter((s) => s.type === 'missing_strength')
      .map((s) => s.text)
      .join('');
    expect(strengths).toContain('Elasticsearch');
    expect(strengths).not.toContain('电商运营');
    expect(strengths).not.toContain('对 数据库 的掌握');
  });

  it('suggests a skill only from what the candidate showed, quoting it: not a colleague’s work nor a hedge', () => {
    const answer =
      '那天负责 Kubernetes 的运维同事在休假，我自己看了日志，发现订单库连接池满了，调大后恢复；Elasticsearch 我没用过。' +
      '后来我用 Kafka 把下单和扣库存拆开，高峰期下单耗时从 900ms 降到 150ms。';
    const questions = rows.map((r, i) => (i === 0 ? { ...r, answer_text: answer } : r));
    const strengths = reportOf('mock', questions)
      .resume_suggestions.filter((s) => s.type === 'missing_strength')
      .map((s) => s.text)
      .join('');
    expect(strengths).not.toContain('Kubernetes');
    expect(strengths).not.toContain('Elasticsearch');
    for (const quoted of strengths.matchAll(/你在回答中说「([^」]+?)…?」/g)) expect(answer).toContain(quoted[1]);
  });
});

describe('verdictOf: a verdict rests on scored answers', () => {
  const thread = (status: TThread['status'], score: number | null): TThread => ({
    main: { question: { kind: 'technical' } } as TThread['main'],
    followUps: [],
    status,
    score,
    dimensions: null,
    weight: 1,
  });
  const competencies = [{ name: 'React', score: 90, questions: 1 }];

  it('goes one level lower when most answers were spoken but not transcribed, as for skipped ones', () => {
    const oneScored = [thread('answered', 90), ...Array.from({ length: 7 }, () => thread('untranscribed', null))];
    const verdict = verdictOf(90, oneScored, competencies);
    expect(verdict.level).toBe('hire');
    expect(verdict.reasons.join('')).toContain('7/8 道题没有评分（语音回答未能转成文字 7 道），下调一档');
    const mixed = [thread('answered', 90), thread('answered', 90), thread('skipped', 0), thread('untranscribed', null)];
    expect(verdictOf(90, mixed, competencies).reasons.join('')).toContain(
      '2/4 道题没有评分（未作答或跳过 1 道、语音回答未能转成文字 1 道），下调一档',
    );
  });

  it('keeps the level when at most 30 % of the answers have no score', () => {
    const mostScored = [...Array.from({ length: 7 }, () => thread('answered', 90)), thread('untranscribed', null)];
    const verdict = verdictOf(90, mostScored, competencies);
    expect(verdict.level).toBe('strong_hire');
    expect(verdict.reasons.join('')).not.toContain('下调一档');
  });
});

describe('one speaking pace for the answer notes and the report', () => {
  const steps = (charsPerMinute: number) =>
    nextStepsOf({
      // One spoken answer (a session with none gets no advice on how it was answered).
      threads: [
        {
          main: { question: { kind: 'technical', rubric: {} }, answer_text: '回答' },
          followUps: [],
          status: 'answered',
          score: 90,
          dimensions: null,
          weight: 1,
        } as unknown as TThread,
      ],
      competencies: [],
      dimensions: { relevance: 90, coverage: 90, structure: 90, specificity: 90, expression: 90 },
      speaking: { chars_per_minute: charsPerMinute, pause_ratio: 0.1, fillers_per_minute: 0, longest_pause_ms: 800 },
    }).join('');

  it('says nothing about a pace the answers were not marked down for (310 字/分钟)', () => {
    expect(steps(310)).not.toContain('语速');
  });

  it('names the same band as the answer notes when the pace is out of it', () => {
    expect(steps(340)).toContain('语速偏快（约 340 字/分钟）：放慢到每分钟 320 字以内');
    expect(steps(100)).toContain('语速偏慢（约 100 字/分钟）');
  });
});
