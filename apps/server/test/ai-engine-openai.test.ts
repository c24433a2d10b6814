import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TJobAnalysis, TOptimizationRecord, TResume } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestConfig } from '../src/config.ts';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

// The OpenAI-compatible provider end to end: the server's AI calls against a local HTTP server
// speaking Chat Completions, scripted per test (valid answers, invented facts, garbage, hangs).

const RESUME = [
  '赵宁',
  '电话：13900139000 | 邮箱：ning@example.com',
  '',
  '工作经历',
  '2020.03-至今 北京青禾网络科技有限公司 前端开发工程师',
  '• 负责官网的开发工作，使用 React 和 TypeScript',
  '• 参与组件库建设',
  '',
  '教育背景',
  '2016.09-2020.06 北京邮电大学 软件工程 本科',
  '',
  '专业技能',
  'React、TypeScript、Webpack',
].join('\n');

type TStep = (res: http.ServerResponse, req: http.IncomingMessage) => void;
let server: http.Server;
let origin: string;
let script: TStep[] = [];
let requests = 0;
let lastBody = '';
const stalled: http.IncomingMessage[] = [];

const answer =
  (content: unknown, model = 'qwen-plus-2025'): TStep =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
            finish_reason: 'stop',
          },
        ],
      }),
    );
  };
const hang: TStep = (_res, req) => {
  stalled.push(req);
};
const fail500: TStep = (res) => {
  res.writeHead(500, { 'content-type': 'application/json' });
  res.end('{"error":{"message":"overloaded"}}');
};

describe('AI_PROVIDER=openai through the API', () => {
  let app: FastifyInstance;
  let user: Record<string, string>;
  let resume: TResume;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests += 1;
        lastBody = body;
        const step = script.length > 1 ? script.shift()! : script[0]!;
        step(res, req);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await createTestApp({
      ...authConfig({ captchaMode: 'off' }),
      ai: { ...buildTestConfig().ai, provider: 'openai', baseUrl: origin, model: 'qwen-plus', timeoutMs: 1500 },
    });
    user = bearer((await register(app)).access_token);
    resume = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/resumes/upload-text',
        headers: user,
        payload: { content: RESUME },
      })
    ).json().data as TResume;
  });
  afterAll(async () => {
    for (const req of stalled) req.socket.destroy();
    await app.close();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    requests = 0;
  });

  const optimize = async () =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/v1/resumes/${resume.id}/optimize/refresh?type=direct&force=true`,
        headers: user,
      })
    ).json().data as TOptimizationRecord;

  // Job analysis: a position with these requirement lines, the model's answer, the analysis.
  const postPosition = async (items: string[]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/positions',
        headers: user,
        payload: { name: '前端工程师', requirements: { items } },
      })
    ).json().data as { id: number };
  const analyzeFor = async (positionId: number) =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/v1/resumes/${resume.id}/analyze`,
        headers: user,
        payload: { analysis_type: 'job_based', position_id: positionId },
      })
    ).json().data as TJobAnalysis;
  /** One requirement as the model judges it (explanation '模型的判断', to tell it from the builtin's). */
  const judged = (requirement: string, coverage: number, kind = 'required') => ({
    requirement,
    kind,
    skills: [],
    status: coverage >= 0.75 ? 'met' : coverage >= 0.2 ? 'partial' : 'missing',
    coverage,
    evidence: [],
    explanation: '模型的判断',
  });
  const jobAnswer = (requirements: unknown[], notInResume: string[] = []) =>
    answer({
      sub_scores: [],
      issues: [],
      strengths: [],
      summary: '基础不错',
      requirements,
      matched_keywords: [],
      missing_keywords: { in_resume_not_stated: [], not_in_resume: notInResume },
    });

  it('uses the model, records it, and rejects a rewrite that invents facts', async () => {
    script = [
      answer({
        optimization_focus: '整体优化',
        summary: '精简表述',
        modifications: [
          {
            section: 'work',
            original: '负责官网的开发工作，使用 React 和 TypeScript',
            optimized: '使用 React 和 TypeScript 开发官网',
            reason: '去掉冗余表述',
          },
          {
            section: 'work',
            original: '参与组件库建设',
            optimized: '主导组件库建设，覆盖 40 个业务组件，使用 Vue',
            reason: '突出成果',
          },
          { section: 'work', original: '带领 5 人小组完成重构', optimized: '带领小组完成重构', reason: '精简' },
        ],
      }),
    ];
    const record = await optimize();
    expect(record.ai_model).toBe('qwen-plus-2025');
    expect(record.fallback_reason).toBeNull();
    expect(record.parsed_modifications).toHaveLength(1);
    // The invented figure and skill are refused, and so is a change quoting text the resume lacks.
    expect(record.rejected_modifications).toHaveLength(2);
    expect(record.rejected_modifications[0]?.violations.join(' ')).toMatch(/40|Vue/);
    expect(record.rejected_modifications[1]?.original).toBe('带领 5 人小组完成重构');
    expect(record.optimized_resume_json?.work[0]?.highlights).toContain('使用 React 和 TypeScript 开发官网');
    expect(JSON.stringify(record.optimized_resume_json)).not.toContain('Vue');
  });

  it('falls back to the builtin engine on malformed JSON after one retry', async () => {
    script = [answer('这不是 JSON')];
    const record = await optimize();
    expect(requests).toBe(2);
    expect(record.ai_model).toBe('offerpilot-builtin@1');
    expect(record.fallback_reason).toMatch(/JSON/);
    expect(record.parse_success).toBe(false);
    expect(record.status).toBe('completed');
    expect(record.parsed_modifications.length).toBeGreaterThan(0);
  });

  it('falls back on a hanging model within the timeout', async () => {
    script = [hang];
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/resumes/${resume.id}/analyze`,
      headers: user,
      payload: { analysis_type: 'basic' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.engine).toMatchObject({
      provider: 'builtin',
      fallback_reason: expect.stringMatching(/超时/),
    });
  });

  it('falls back on HTTP errors and keeps the envelope', async () => {
    script = [fail500];
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/resumes/${resume.id}/chat/start`,
      headers: user,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(requests).toBe(2);
  });

  it('takes the model’s job analysis but only quotes that are really in the resume', async () => {
    const position = await postPosition(['熟悉 React', '熟悉 Vue 者优先']);
    script = [
      answer({
        sub_scores: [{ dimension: 'quantification', score: 20, explanation: '没有任何数字' }],
        issues: [
          {
            dimension: 'quantification',
            severity: 'high',
            section: 'work',
            excerpt: '参与组件库建设',
            message: '没有成果',
            suggestion: '补充数据',
          },
          {
            dimension: 'wording',
            severity: 'low',
            section: 'work',
            excerpt: '带领 10 人团队',
            message: '编造的引用',
            suggestion: '-',
          },
        ],
        strengths: ['技术栈清晰'],
        summary: '基础不错',
        requirements: [
          {
            requirement: '熟悉 React',
            kind: 'required',
            skills: ['React'],
            status: 'met',
            coverage: 1,
            evidence: [{ section: 'work', excerpt: '负责官网的开发工作，使用 React 和 TypeScript' }],
            explanation: '有 React 项目',
          },
          {
            requirement: '熟悉 Vue 者优先',
            kind: 'preferred',
            skills: ['Vue'],
            status: 'missing',
            coverage: 0,
            evidence: [{ section: 'skills', excerpt: 'Vue 3 专家' }],
            explanation: '没有 Vue',
          },
        ],
        matched_keywords: ['React'],
        missing_keywords: { in_resume_not_stated: [], not_in_resume: ['Vue'] },
      }),
    ];
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/resumes/${resume.id}/analyze`,
      headers: user,
      payload: { analysis_type: 'job_based', position_id: position.id },
    });
    const analysis = res.json().data as TJobAnalysis;
    expect(analysis.engine).toMatchObject({ provider: 'openai', model: 'qwen-plus-2025' });
    expect(analysis.issues.map((i) => i.excerpt)).toEqual(['参与组件库建设']);
    expect(analysis.requirements[1]?.evidence).toEqual([]);
    expect(analysis.sub_scores.find((s) => s.dimension === 'quantification')?.score).toBe(20);
    const required = analysis.match_breakdown.find((c) => c.key === 'required');
    expect(required?.score).toBe(100);
    expect(analysis.match_score).toBe(
      Math.round(analysis.match_breakdown.reduce((sum, c) => sum + c.score * c.weight, 0)),
    );
  });

  it('does not take the model saying the resume lacks what the evidence index finds in other words', async () => {
    const position = await postPosition(['熟悉前端工程化', '熟悉 Vue']);
    // 参与组件库建设 shows 前端工程化 without naming it; Vue is nowhere.
    script = [jobAnswer([judged('熟悉前端工程化', 0), judged('熟悉 Vue', 0)], ['前端工程化', 'Vue'])];
    const analysis = await analyzeFor(position.id);
    expect(analysis.engine.provider).toBe('openai');
    const [engineering, vue] = analysis.requirements;
    expect(engineering!.status).not.toBe('missing');
    expect(engineering!.evidence.map((e) => e.excerpt)).toContain('参与组件库建设');
    expect(vue!.explanation).toBe('模型的判断');
    expect(analysis.missing_keywords.not_in_resume).toEqual(['Vue']);
    expect(analysis.matched_keywords).toContain('前端工程化');
  });

  it('has the model judge the advert item by item as the match reads it: asked and preferred apart', async () => {
    const position = await postPosition(['本科及以上学历，熟悉 Vue 者优先', '熟悉 React']);
    // The model calls the degree preferred and leaves out the Vue item.
    script = [jobAnswer([judged('本科及以上学历', 1, 'preferred'), judged('熟悉 React', 0.6)], ['Vue'])];
    const analysis = await analyzeFor(position.id);
    const prompt = (JSON.parse(lastBody) as { messages: { role: string; content: string }[] }).messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('1. [必备] 本科及以上学历\n2. [加分] 熟悉 Vue 者优先\n3. [必备] 熟悉 React');
    expect(prompt).not.toContain('- 本科及以上学历，熟悉 Vue 者优先');
    expect(analysis.engine.provider).toBe('openai');
    expect(analysis.requirements.map((r) => [r.requirement, r.kind, r.explanation === '模型的判断'])).toEqual([
      ['本科及以上学历', 'required', true],
      ['熟悉 Vue 者优先', 'preferred', false],
      ['熟悉 React', 'required', true],
    ]);
    // The degree is the education component's: the required mean is React's 0.6 alone.
    const required = analysis.match_breakdown.find((c) => c.key === 'required');
    expect(required?.score).toBe(60);
    // The skipped item keeps the builtin judgement (no Vue in the resume).
    expect(analysis.requirements[1]?.status).toBe('missing');
  });

  it('matches the model’s answers to the items once each, echoed tags and all, and scores only what the formula scores', async () => {
    // Three answers for three items: React's echoes its number and tag; TypeScript's is worded
    // differently, so that item keeps the builtin judgement rather than taking React's by place.
    script = [jobAnswer([judged('2. [必备] 熟悉 React', 0.9), judged('TypeScript 熟练', 0.1), judged('愿意出差', 0)])];
    const a = await analyzeFor((await postPosition(['熟悉 TypeScript', '熟悉 React', '愿意出差'])).id);
    expect(a.requirements.map((r) => r.explanation === '模型的判断')).toEqual([false, true, true]);
    expect(a.requirements[1]!.coverage).toBe(0.9);
    // 愿意出差 is left out as the builtin formula leaves it out: the mean is TypeScript's and React's.
    const required = a.match_breakdown.find((c) => c.key === 'required')!;
    expect(required.score).toBe(Math.round(((a.requirements[0]!.coverage + 0.9) / 2) * 100));
    expect(required.explanation).toContain('2 条可核对的必备要求（1 条由模型判断，其余沿用内置引擎）');
    expect(required.explanation).toContain('另有 1 条');

    // "1.5年以上…" keeps its number; the model's echo "1. [必备] 1.5年以上…" is still that item.
    script = [jobAnswer([judged('2. [必备] 熟悉 TypeScript', 0.2), judged('1. [必备] 1.5年以上 React 经验', 0.9)])];
    const c = await analyzeFor((await postPosition(['1.5年以上 React 经验', '熟悉 TypeScript'])).id);
    expect(c.requirements.map((r) => [r.coverage, r.explanation === '模型的判断'])).toEqual([
      [0.9, true],
      [0.2, true],
    ]);

    // Nothing the formula can weigh: the component stays unweighed, whatever the model says.
    script = [jobAnswer([judged('愿意出差', 1), judged('能接受加班', 1)])];
    const b = await analyzeFor((await postPosition(['愿意出差', '能接受加班'])).id);
    const none = b.match_breakdown.find((c) => c.key === 'required')!;
    expect(none.weight).toBe(0);
    expect(none.explanation).not.toContain('模型');
    expect(b.match_score).toBe(Math.round(b.match_breakdown.reduce((sum, c) => sum + c.score * c.weight, 0)));
  });
});
