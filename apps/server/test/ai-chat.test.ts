import fs from 'node:fs';
import path from 'node:path';
import { GAP_PATTERN, ZChatReply, type TAiPosition, type TChatMessage, type TChatReply } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { chatBuiltin, detectIntent } from '../src/ai/builtin/chat.ts';
import { starOutline } from '../src/ai/builtin/chat-questions.ts';
import { analyzeBasic } from '../src/ai/builtin/analysis.ts';
import { parseResume } from '../src/text/index.ts';
import { applyModifications } from '../src/ai/apply.ts';
import { checkModifications, checkResumeJson } from '../src/ai/fact-check.ts';
import { EMPTY_CHAT_CONTEXT, type TAiResume, type TChatInput } from '../src/ai/provider.ts';
import { FIXED_NOW, PARSER_FIXTURES } from './support/resume-expectations.ts';

const fromText = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });
const load = (name: string) => fromText(fs.readFileSync(path.join(PARSER_FIXTURES, name), 'utf8'));
const withoutGaps = (s: string) => s.replace(GAP_PATTERN, '');

const BACKEND = load('zh-01-backend-engineer.txt');
const WEAK = fromText(
  [
    '王小明',
    '电话：13912345678',
    '邮箱：wxm@example.com',
    '',
    '工作经历',
    '2020.07-至今 上海星辰网络科技有限公司 Java开发工程师',
    '- 我负责进行了用户模块的开发工作',
    '- 参与了一些相关的系统优化工作',
    '- 主导订单系统重构，接口平均响应时间从 800ms 降到 200ms',
    '',
    '项目经历',
    '2021.03-2021.12 会员积分系统 后端开发',
    '- 负责积分规则引擎的设计和开发工作',
    '- 使用 Redis 进行了缓存优化的工作',
    '',
    '教育经历',
    '2016.09-2020.06 上海大学 计算机科学与技术 本科',
    '',
    '专业技能',
    'js、JavaScript、k8s、mysql、Java、Redis',
  ].join('\n'),
);
const ENGLISH = fromText(
  [
    'John Smith',
    'Email: john.smith@example.com',
    '',
    'Experience',
    'Software Engineer | Acme Corp | 2019 - Present',
    '- Responsible for developing the payment service using Java and Spring Boot',
    '- Helped with the migration of legacy systems',
    '',
    'Skills',
    'Java, js, k8s, Spring Boot',
  ].join('\n'),
);

const JOB: TAiPosition = {
  id: 3,
  name: 'Java后端工程师',
  company_name: null,
  responsibilities: '负责交易系统后端开发',
  requirements: ['熟悉Java、Spring Boot、MySQL', '熟悉Kubernetes、Docker', '熟悉Go语言者优先'],
  experience_level: null,
  industry: null,
};

function ask(resume: TAiResume, message: string, extra: Partial<TChatInput> = {}): TChatReply {
  const reply = chatBuiltin({ resume, history: [], context: EMPTY_CHAT_CONTEXT, message, ...extra });
  expect(ZChatReply.safeParse(reply).success).toBe(true);
  expect(reply.engine.provider).toBe('builtin');
  return reply;
}

/** Every suggestion passes the fact check, quotes the resume verbatim and changes the resume when applied alone. */
function expectApplicable(resume: TAiResume, reply: TChatReply) {
  const { rejected } = checkModifications(resume, reply.suggestions);
  expect(rejected).toEqual([]);
  for (const s of reply.suggestions) {
    if (s.original) expect(resume.text).toContain(s.original.trim());
    const applied = applyModifications(resume.json, [s]);
    expect(JSON.stringify(applied)).not.toBe(JSON.stringify(resume.json));
    expect(checkResumeJson(resume, applied)).toEqual([]);
  }
}

describe('starOutline', () => {
  it('does not take a project\'s note ("（课程设计）") for an action', () => {
    const project = load('zh-02-fresh-graduate.txt').json.projects.find((p) => p.name === '编译器前端')!;
    expect(project.note).toBe('课程设计');
    const outline = starOutline(project);
    expect(outline.lines).toContain('A 行动：用 C++ 实现词法分析与语法分析');
    expect(outline.lines.join('\n')).not.toContain('课程设计');
    expect(outline.used).toEqual(['用 C++ 实现词法分析与语法分析']);
  });
});

describe('detectIntent', () => {
  it.each<[string, string, string | null]>([
    ['帮我按这个岗位改写项目经历', 'rewrite_section', 'projects'],
    ['rewrite my project experience for this job', 'rewrite_section', 'projects'],
    ['优化一下工作经历', 'rewrite_section', 'work'],
    ['Can you polish my work experience?', 'rewrite_section', 'work'],
    ['帮我改写自我评价', 'rewrite_section', 'self_evaluation'],
    ['为什么我的分数低', 'explain_score', null],
    ['why is my score low', 'explain_score', null],
    ['这个评分是怎么算的', 'explain_score', null],
    ['把这条精简一下', 'concise', null],
    ['make this bullet more concise', 'concise', null],
    ['太长了，再短一点', 'concise', null],
    ['加上数据', 'quantify', null],
    ['quantify my work experience', 'quantify', 'work'],
    ['匹配度怎么样', 'match', null],
    ['how well do I match this job?', 'match', null],
    ['我适合这个岗位吗', 'match', null],
    ['技能', 'skills', 'skills'],
    ['优化一下技能栏', 'skills', 'skills'],
    ['what about my skills', 'skills', 'skills'],
    ['你好', 'help', null],
    ['what can you do', 'help', null],
    // Free-form questions (issue 19).
    ['我的简历哪里最弱？', 'weakest', null],
    ['最需要改的是哪部分', 'weakest', null],
    ['我的短板是什么', 'weakest', null],
    ['What is the weakest part of my resume?', 'weakest', null],
    ['订单中心重构项目怎么写？', 'describe_project', 'projects'],
    ['实时对账那个项目怎么介绍', 'describe_project', 'projects'],
    ['How should I describe the order center project?', 'describe_project', 'projects'],
    ['我还缺哪些要求？', 'missing_requirements', null],
    ['还差什么要求', 'missing_requirements', null],
    ['哪些要求我不满足', 'missing_requirements', null],
    ['which requirements do I not meet?', 'missing_requirements', null],
    ['面试最后可以问面试官什么？', 'ask_interviewer', null],
    ['反问环节问什么好', 'ask_interviewer', null],
    ['what should I ask the interviewer?', 'ask_interviewer', null],
    ['帮我投简历', 'cannot', null],
    ['薪资能谈多少', 'cannot', null],
    ['明天天气怎么样', 'cannot', null],
    ['how much salary can I ask for?', 'cannot', null],
    ['Can you apply for the job for me?', 'cannot', null],
    // Editing one's own resume is never "cannot", whatever nouns it holds (review of issue 19).
    ['帮我优化工资核算那段经历', 'rewrite_section', null],
    ['薪资核算这条怎么量化', 'quantify', null],
    ['把负责写代码的那条改写一下', 'rewrite_section', null],
    ['投递系统项目怎么写', 'describe_project', 'projects'],
    ['快递投递那段工作经历精简一下', 'concise', 'work'],
    ['我的简历怎么样', 'explain_score', null],
    ['I work at a project management startup', 'cannot', 'projects'],
  ])('%s → %s', (message, intent, section) => {
    const d = detectIntent(message);
    expect(d.intent).toBe(intent);
    expect(d.section).toBe(section);
  });

  it('takes quoted text after a colon or in quotes, and ignores its words for the intent', () => {
    expect(detectIntent('把这条精简一下：负责进行了用户模块的开发工作，提升数据质量')).toEqual({
      intent: 'concise',
      section: null,
      quoted: '负责进行了用户模块的开发工作，提升数据质量',
    });
    expect(detectIntent('make this more concise: "Responsible for developing the payment service"')).toEqual({
      intent: 'concise',
      section: null,
      quoted: 'Responsible for developing the payment service',
    });
    expect(detectIntent('改写「负责积分规则引擎的设计和开发工作」').quoted).toBe('负责积分规则引擎的设计和开发工作');
  });
});

describe('chatBuiltin', () => {
  it('rewrites the project section for the position, as applicable suggestions', () => {
    const r = ask(WEAK, '帮我按这个岗位改写项目经历', { position: JOB });
    expect(r.intent).toBe('rewrite_section');
    expect(r.reply).toContain('Java后端工程师');
    expect(r.reply).toContain('项目经历');
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.suggestions.every((s) => s.section === 'projects')).toBe(true);
    // One gap per bullet (issue 19); a requirement term only on a bullet it relates to (issue 35:
    // Kubernetes has nothing to do with 积分规则引擎, so that bullet is asked for its result instead).
    expect(r.suggestions.map((s) => s.optimized).join('\n')).not.toContain(
      '积分规则引擎的设计和开发；【待补充：在此说明使用',
    );
    for (const s of r.suggestions) expect(s.optimized.match(/【待补充/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(r.suggestions.some((s) => s.requirement)).toBe(true);
    expect(r.context).toEqual({ focus_section: 'projects', focus_text: r.suggestions[0]!.original, turns: 1 });
    expectApplicable(WEAK, r);
    // Go is not in the resume: advised, never claimed.
    expect(r.reply).toContain('Go');
    expect(r.suggestions.map((s) => withoutGaps(s.optimized)).join()).not.toMatch(/\bGo\b/);
  });

  it('answers the same request in English', () => {
    const r = ask(WEAK, 'rewrite my project experience for this job', { position: JOB });
    expect(r.intent).toBe('rewrite_section');
    expect(r.suggestions.every((s) => s.section === 'projects')).toBe(true);
    const en = ask(ENGLISH, 'improve my work experience');
    expect(en.suggestions.map((s) => s.optimized).join('\n')).toContain('Developed the payment service');
    expectApplicable(ENGLISH, en);
  });

  it('explains a low score with the weakest sub-scores and quotes from the resume', () => {
    const analysis = analyzeBasic(WEAK);
    const weakest = [...analysis.sub_scores].sort((a, b) => a.score - b.score)[0]!;
    for (const message of ['为什么我的分数低', 'why is my score low']) {
      const r = ask(WEAK, message);
      expect(r.intent).toBe('explain_score');
      expect(r.reply).toContain(`${analysis.overall_score} 分`);
      expect(r.reply).toContain(weakest.label);
      expect(r.reply).toMatch(/「[^」]+」/);
      expect(r.suggestions.length).toBeGreaterThan(0);
      expect(r.suggestions.length).toBeLessThanOrEqual(3);
      expectApplicable(WEAK, r);
    }
  });

  it('makes a quoted bullet concise, then follows "this bullet" through the context', () => {
    const first = ask(WEAK, '把这条精简一下：我负责进行了用户模块的开发工作');
    expect(first.intent).toBe('concise');
    expect(first.suggestions).toEqual([
      expect.objectContaining({
        section: 'work',
        original: '我负责进行了用户模块的开发工作',
        optimized: '开发用户模块',
      }),
    ]);
    expect(first.context.focus_text).toBe('我负责进行了用户模块的开发工作');
    expectApplicable(WEAK, first);

    const second = ask(WEAK, '给这条加上数据', { context: first.context });
    expect(second.intent).toBe('quantify');
    expect(second.suggestions).toHaveLength(1);
    expect(second.suggestions[0]!.original).toBe('我负责进行了用户模块的开发工作');
    expect(second.suggestions[0]!.optimized).toMatch(/【待补充：[^】]+】/);
    expect(withoutGaps(second.suggestions[0]!.optimized)).not.toMatch(/\d/);
    expect(second.context.turns).toBe(2);
    expectApplicable(WEAK, second);
  });

  it('rewrites "this bullet" from the context', () => {
    const context = { focus_section: 'projects' as const, focus_text: '使用 Redis 进行了缓存优化的工作', turns: 3 };
    const r = ask(WEAK, '帮我改写这条', { context });
    expect(r.intent).toBe('rewrite_section');
    expect(r.suggestions).toHaveLength(1);
    expect(r.suggestions[0]!.original).toBe('使用 Redis 进行了缓存优化的工作');
    expect(r.suggestions[0]!.optimized).toMatch(/^使用 Redis 缓存优化；【待补充：/);
    expect(r.context).toEqual({ focus_section: 'projects', focus_text: '使用 Redis 进行了缓存优化的工作', turns: 4 });
  });

  it('resolves "this bullet" from the history when the context has no focus', () => {
    const history: TChatMessage[] = [
      { role: 'user', content: '改写工作经历', created_at: '2026-01-01T00:00:00Z' },
      {
        role: 'assistant',
        content: '…',
        created_at: '2026-01-01T00:00:01Z',
        intent: 'rewrite_section',
        suggestions: [
          { section: 'work', original: '参与了一些相关的系统优化工作', optimized: '参与系统优化', reason: '' },
        ],
      },
    ];
    const r = ask(WEAK, 'make this bullet more concise', { history });
    expect(r.suggestions[0]!.original).toBe('参与了一些相关的系统优化工作');
  });

  it('picks the longest bullet of the focused section when nothing is quoted', () => {
    const r = ask(WEAK, '精简一下项目经历');
    expect(r.intent).toBe('concise');
    expect(r.suggestions[0]!.original).toBe('使用 Redis 进行了缓存优化的工作');
    expect(r.reply).toContain('最长');
  });

  it('does not offer a one-click change for text that is not in the resume', () => {
    const r = ask(WEAK, '把这条精简一下：负责进行了支付模块的开发工作');
    expect(r.suggestions).toEqual([]);
    expect(r.reply).toContain('没有在简历里找到');
    expect(r.reply).toContain('负责支付模块开发');
  });

  it('quantifies a section with gaps only', () => {
    const r = ask(WEAK, 'quantify my work experience');
    expect(r.intent).toBe('quantify');
    // Issue 35: no gap on a bullet whose next bullet gives a figure (系统优化 → 800ms 降到 200ms).
    expect(r.suggestions.length).toBe(1);
    for (const s of r.suggestions) {
      expect(s.section).toBe('work');
      expect(s.optimized.startsWith(s.original)).toBe(true);
      expect(s.optimized).toMatch(/【待补充：[^】]+】$/);
    }
    expect(r.reply).toContain('不会替你编数字');
    expectApplicable(WEAK, r);
  });

  it('needs a position for the match, and explains how to pick one', () => {
    const none = ask(WEAK, '匹配度怎么样');
    expect(none.intent).toBe('match');
    expect(none.suggestions).toEqual([]);
    expect(none.reply).toMatch(/选择.*目标岗位/);
    const r = ask(WEAK, '匹配度怎么样', { position: JOB });
    expect(r.reply).toMatch(/匹配度是 \d+ 分/);
    expect(r.reply).toContain('Go');
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.suggestions.every((s) => s.requirement)).toBe(true);
    expectApplicable(WEAK, r);
  });

  it('tidies the skills section', () => {
    const r = ask(WEAK, '技能');
    expect(r.intent).toBe('skills');
    const skills = r.suggestions.find((s) => s.section === 'skills')!;
    expect(skills.original).toBe('js、JavaScript、k8s、mysql、Java、Redis');
    expect(skills.optimized).toBe('JavaScript、Kubernetes、MySQL、Java、Redis');
    expect(r.reply).toContain('只写在技能栏');
    expectApplicable(WEAK, r);
  });

  it('offers help with the three most valuable suggestions', () => {
    const r = ask(WEAK, '你好');
    expect(r.intent).toBe('help');
    expect(r.reply).toContain('我可以帮你');
    expect(r.suggestions.length).toBe(3);
    expectApplicable(WEAK, r);
  });

  it('works on every fixture for every intent, deterministically', () => {
    const messages = ['改写工作经历', '为什么我的分数低', '精简一下', '加上数据', '匹配度', '技能', '你好'];
    for (const name of ['zh-01-backend-engineer.txt', 'zh-05-sales.txt', 'zh-11-teacher.txt']) {
      const resume = name === 'zh-01-backend-engineer.txt' ? BACKEND : load(name);
      let context = EMPTY_CHAT_CONTEXT;
      for (const message of messages) {
        const input = { resume, position: JOB, history: [], context, message };
        const r = chatBuiltin(input);
        expect(ZChatReply.safeParse(r).success).toBe(true);
        expect(JSON.stringify(chatBuiltin(input))).toBe(JSON.stringify(r));
        expect(r.reply.length).toBeGreaterThan(10);
        expect(r.context.turns).toBe(context.turns + 1);
        expectApplicable(resume, r);
        context = r.context;
      }
    }
  });
});

/** The backend engineer fixture with its structured form, as the parser reads it. */
const BACKEND_JOB: TAiPosition = {
  id: 7,
  name: 'Java后端工程师',
  company_name: '星河电商',
  responsibilities: '1. 负责电商交易系统的设计与开发\n2. 参与高并发架构演进',
  requirements: [
    '3年以上Java开发经验',
    '熟悉 Spring Boot、MySQL、Redis',
    '熟悉 Go 语言',
    '有 Kubernetes 容器化部署经验者优先',
  ],
  experience_level: '3-5年',
  industry: null,
};

describe('chatBuiltin answers free-form questions from the resume, the position and the analysis (issue 19)', () => {
  it('names the weakest parts of the analysis with a reason and a fix quoting the resume', () => {
    const analysis = analyzeBasic(BACKEND);
    const lowest = [...analysis.sub_scores].sort((a, b) => a.score - b.score)[0]!;
    for (const message of ['我的简历哪里最弱？', 'What is the weakest part of my resume?']) {
      const r = ask(BACKEND, message);
      expect(r.intent).toBe('weakest');
      expect(r.reply).not.toContain('我可以帮你：');
      expect(r.reply).toContain(`「${lowest.label}」（${lowest.score} 分）`);
      // The reason comes from the analysis, the fix quotes the resume's own line.
      const issue = analysis.issues.find((i) => i.dimension === lowest.dimension && i.excerpt)!;
      expect(r.reply).toContain(issue.message);
      expect(r.reply).toContain(`「${issue.excerpt}」`);
      expectApplicable(BACKEND, r);
    }
    // The weak verb bullet is named with the engine's rewrite of that very line.
    const r = ask(BACKEND, '最需要改的是哪部分');
    expect(r.reply).toContain('「参与供应链管理系统的后端开发，负责库存与采购模块」改成「负责库存与采购模块');
    expect(r.suggestions.map((s) => s.original)).toContain('参与供应链管理系统的后端开发，负责库存与采购模块');
  });

  it('outlines a named project in STAR form from its own lines, with at most one gap', () => {
    const r = ask(BACKEND, '订单中心重构项目怎么写？');
    expect(r.intent).toBe('describe_project');
    expect(r.reply).toContain('「订单中心重构」');
    expect(r.reply).toContain('将单体订单服务拆分为下单、履约、售后三个微服务');
    expect(r.reply).toContain('A 行动：设计领域模型与事件流，落地 Saga 分布式事务');
    expect(r.reply).toContain('技术负责人');
    expect(r.reply.match(/【待补充：[^】…]+】/g)).toHaveLength(1);
    expect(r.reply).not.toContain('实时对账平台');
    expect(r.context.focus_section).toBe('projects');

    // A part of the name is enough; a figure in the description becomes the result, no gap needed.
    const partial = ask(BACKEND, '实时对账那个项目怎么介绍');
    expect(partial.reply).toContain('「实时对账平台」');
    expect(partial.reply).toContain('R 结果：差错发现时间从 T+1 缩短到分钟级');
    expect(partial.reply).not.toMatch(/【待补充：[^】…]+】/);
    // Nothing invented: every line of the outline taken from the resume is in it verbatim.
    expect(BACKEND.text).toContain('基于 Flink 的实时对账');

    const unknown = ask(BACKEND, '区块链项目怎么写');
    expect(unknown.reply).toContain('没有在简历里找到你说的项目');
    expect(unknown.reply).toContain('「订单中心重构」、「实时对账平台」');
    // No project named: the first, without claiming one was asked for and not found.
    const general = ask(BACKEND, '项目经历怎么写');
    expect(general.intent).toBe('describe_project');
    expect(general.reply).not.toContain('没有在简历里找到你说的项目');
    expect(general.reply).toContain('以「订单中心重构」为例');
  });

  it('names a requirement skill a project shows only when the lexicon finds it there, not as a substring', () => {
    const mongo = fromText('项目经历\n数据平台 | 后端开发 | 2022.01-2022.12\n使用 MongoDB 存储日志，查询耗时降低 40%');
    const job: TAiPosition = { ...BACKEND_JOB, requirements: ['熟悉 Go 语言', '熟悉 MongoDB'] };
    const r = ask(mongo, '数据平台项目怎么写', { position: job });
    expect(r.reply).toContain('能对上');
    expect(r.reply).toMatch(/能对上「[^」]+」要求的是 MongoDB，/);
  });

  it('lists the requirements without evidence, each with the closest evidence found', () => {
    for (const message of ['我还缺哪些要求？', 'which requirements do I not meet?']) {
      const r = ask(BACKEND, message, { position: BACKEND_JOB });
      expect(r.intent).toBe('missing_requirements');
      expect(r.reply).toContain('「Java后端工程师」的 4 条要求');
      expect(r.reply).toContain('「熟悉 Go 语言」：简历里没有找到证据');
      // Spring Boot is only in the skills list: partial, with that line as the closest evidence.
      expect(r.reply).toMatch(
        /「熟悉 Spring Boot、MySQL、Redis」：只有部分证据.*最接近的是专业技能中的「精通 Java、Spring Boot/,
      );
      // Met requirements are not listed.
      expect(r.reply).not.toContain('3年以上Java开发经验');
      expect(r.reply).not.toContain('我可以帮你：');
    }
    const none = ask(BACKEND, '我还缺哪些要求？');
    expect(none.intent).toBe('missing_requirements');
    expect(none.reply).toContain('需要先选一个目标岗位');
  });

  it('suggests questions for the interviewer from the position’s duties, requirements and company', () => {
    const r = ask(BACKEND, '面试最后可以问面试官什么？', { position: BACKEND_JOB });
    expect(r.intent).toBe('ask_interviewer');
    const questions = r.reply.split('\n').filter((l) => /^\d\. /.test(l));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(5);
    expect(r.reply).toContain('负责电商交易系统的设计与开发');
    expect(r.reply).toContain('参与高并发架构演进');
    expect(r.reply).toContain('星河电商');
    expect(r.reply).toContain('有 Kubernetes 容器化部署经验者优先');
    const general = ask(BACKEND, 'what should I ask the interviewer?');
    expect(general.reply).toContain('高级Java开发工程师');
    expect(general.reply).toContain('选一个目标岗位');
  });

  it('says plainly what it cannot do, and what it can, without the old menu', () => {
    for (const message of ['帮我投简历', '薪资能谈多少', '明天天气怎么样', 'how much salary can I ask for?']) {
      const r = ask(BACKEND, message, { position: BACKEND_JOB });
      expect(r.intent).toBe('cannot');
      expect(r.reply).not.toContain('我可以帮你：');
      expect(r.reply).toContain('我能回答的是');
      expect(r.reply.split(/[。]/).filter(Boolean).length).toBeLessThanOrEqual(3);
      expect(r.suggestions).toEqual([]);
    }
    expect(ask(BACKEND, '帮我投简历').reply).toMatch(/^我不能替你投递简历/);
    expect(ask(BACKEND, '薪资能谈多少').reply).toMatch(/^我没有薪资行情数据/);
    expect(ask(BACKEND, '明天天气怎么样').reply).toMatch(/^这个问题我答不了/);
  });

  it('answers every new question on other fixtures, deterministically', () => {
    const messages = ['哪里最弱', '项目怎么写', '还缺哪些要求', '问面试官什么', '帮我投简历'];
    for (const name of ['zh-03-product-manager.txt', 'zh-06-data-analyst.txt', 'zh-11-teacher.txt']) {
      const resume = load(name);
      for (const message of messages) {
        const input = { resume, position: BACKEND_JOB, history: [], context: EMPTY_CHAT_CONTEXT, message };
        const r = chatBuiltin(input);
        expect(ZChatReply.safeParse(r).success).toBe(true);
        expect(JSON.stringify(chatBuiltin(input))).toBe(JSON.stringify(r));
        expect(r.intent).not.toBe('help');
        expect(r.reply).not.toContain('我可以帮你：');
        expect(r.reply.match(/【待补充：[^】…]+】/g)?.length ?? 0).toBeLessThanOrEqual(1);
        expectApplicable(resume, r);
      }
    }
  });
});
