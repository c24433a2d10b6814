import fs from 'node:fs';
import path from 'node:path';
import { GAP_PATTERN, ZChatReply, type TAiPosition, type TChatMessage, type TChatReply } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { chatBuiltin, detectIntent } from '../src/ai/builtin/chat.ts';
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
    // One gap per bullet (issue 19): the requirement term the position asks for, not a number too.
    expect(r.suggestions.map((s) => s.optimized).join('\n')).toContain('负责积分规则引擎的设计和开发；【待补充：');
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
        optimized: '负责用户模块开发',
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
    expect(r.suggestions[0]!.optimized).toMatch(/^使用 Redis 缓存优化，使【待补充：/);
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
    expect(r.suggestions.length).toBe(2);
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
