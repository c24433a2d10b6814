import {
  OPTIMIZATION_MESSAGES,
  ZAnalysis,
  ZConversation,
  ZOptimizationRecord,
  type TConversation,
  type TJobAnalysis,
  type TOptimizationRecord,
  type TResume,
} from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, register } from './support/auth.ts';
import { buildTestConfig } from '../src/config.ts';
import { createTestApp } from './support/test-app.ts';

const R = '/api/v1/resumes';

const RESUME = [
  '王晨',
  '电话：13800138000 | 邮箱：chen.wang@example.com | 现居：杭州',
  '求职意向：Java后端工程师',
  '',
  '工作经历',
  '2019.07-至今 杭州云帆科技有限公司 后端开发工程师',
  '• 负责进行了订单系统的开发工作，使用 Spring Boot 和 MySQL',
  '• 参与支付模块重构，接口响应时间从 800ms 降到 200ms',
  '• 我主要负责一些相关的代码评审工作',
  '',
  '教育背景',
  '2015.09-2019.06 浙江工业大学 计算机科学与技术 本科',
  '',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka、Docker',
].join('\n');

const POSITION = {
  name: 'Java后端工程师',
  company_name: '星河电商',
  responsibilities: '负责电商交易系统的设计与开发',
  requirements: {
    items: [
      '3年以上Java开发经验，本科及以上学历',
      '熟悉 Spring Boot、MySQL、Redis',
      '熟悉 Kafka 等消息队列',
      '有 k8s 容器化部署经验者优先',
    ],
  },
  experience_level: '3-5年',
};

describe('resume AI calls (spec §7)', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let resume: TResume;
  let positionId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
    alice = bearer((await register(app)).access_token);
    bob = bearer((await register(app)).access_token);
    const created = await call('POST', `${R}/upload-text`, alice, { content: RESUME, file_name: '王晨的简历' });
    resume = created.json().data as TResume;
    const position = await call('POST', '/api/v1/positions', alice, POSITION);
    positionId = (position.json().data as { id: number }).id;
  });
  afterAll(async () => app.close());

  it('analyses a resume (basic) with an explained score', async () => {
    const res = await call('POST', `${R}/${resume.id}/analyze`, alice, { analysis_type: 'basic' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; data: unknown; error: unknown };
    expect(body.success).toBe(true);
    const analysis = ZAnalysis.parse(body.data);
    expect(analysis.overall_score).toBeGreaterThan(0);
    expect(analysis.overall_score).toBeLessThanOrEqual(100);
    expect(analysis.sub_scores).toHaveLength(6);
    for (const s of analysis.sub_scores) expect(s.explanation.length).toBeGreaterThan(5);
    // The first-person filler bullet is pointed at, verbatim.
    expect(analysis.issues.some((i) => i.excerpt.includes('我主要负责一些相关的代码评审工作'))).toBe(true);
    expect(analysis.engine.provider).toBe('builtin');
  });

  it('analyses against a position with match score, keywords and evidence', async () => {
    const res = await call('POST', `${R}/${resume.id}/analyze`, alice, {
      analysis_type: 'job_based',
      position_id: positionId,
    });
    expect(res.statusCode).toBe(200);
    const analysis = ZAnalysis.parse(res.json().data) as TJobAnalysis;
    expect(analysis.analysis_type).toBe('job_based');
    expect(analysis.match_score).toBeGreaterThan(40);
    expect(analysis.position.id).toBe(positionId);
    expect(analysis.matched_keywords).toEqual(expect.arrayContaining(['Spring Boot', 'MySQL']));
    // Kafka and Redis are listed as skills but no experience shows them; k8s is nowhere.
    expect(analysis.missing_keywords.in_resume_not_stated).toEqual(expect.arrayContaining(['Kafka']));
    expect(analysis.missing_keywords.not_in_resume).toEqual(expect.arrayContaining(['Kubernetes']));
    const preferred = analysis.requirements.find((r) => r.requirement.includes('k8s'));
    expect(preferred?.kind).toBe('preferred');
    expect(preferred?.status).not.toBe('met');
    const springRequirement = analysis.requirements.find((r) => r.requirement.includes('Spring Boot'));
    expect(springRequirement?.evidence.some((e) => e.excerpt.includes('Spring Boot'))).toBe(true);
  });

  it('refuses bad analysis input with Chinese errors and the envelope', async () => {
    const noPosition = await call('POST', `${R}/${resume.id}/analyze`, alice, { analysis_type: 'job_based' });
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json()).toMatchObject({ success: false, error: OPTIMIZATION_MESSAGES.jobBasedNeedsPosition });
    const badType = await call('POST', `${R}/${resume.id}/analyze`, alice, { analysis_type: 'deep' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toContain(OPTIMIZATION_MESSAGES.analysisTypeInvalid);
    const unknownPosition = await call('POST', `${R}/${resume.id}/analyze`, alice, {
      analysis_type: 'job_based',
      position_id: 999_999,
    });
    expect(unknownPosition.statusCode).toBe(400);
    expect(unknownPosition.json().error).toBe(OPTIMIZATION_MESSAGES.positionNotFound);
    // Another user's resume and another user's position do not exist for bob.
    expect((await call('POST', `${R}/${resume.id}/analyze`, bob, { analysis_type: 'basic' })).statusCode).toBe(404);
    const bobResume = (await call('POST', `${R}/upload-text`, bob, { content: RESUME })).json().data as TResume;
    const foreignPosition = await call('POST', `${R}/${bobResume.id}/analyze`, bob, {
      analysis_type: 'job_based',
      position_id: positionId,
    });
    expect(foreignPosition.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `${R}/${resume.id}/analyze`, payload: {} })).statusCode).toBe(401);
  });

  it('refuses an empty resume and stores nothing', async () => {
    const empty = (await call('POST', R, alice, { file_name: '空简历' })).json().data as TResume;
    const res = await call('POST', `${R}/${empty.id}/optimize/direct`, alice, { optimization_type: 'direct' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(OPTIMIZATION_MESSAGES.resumeEmpty);
    const list = await call('GET', `${R}/${empty.id}/optimize`, alice);
    expect(list.json().data.items).toEqual([]);
  });

  let direct: TOptimizationRecord;

  it('optimises the whole resume and records every spec §3 field', async () => {
    const res = await call('POST', `${R}/${resume.id}/optimize/direct`, alice, {
      optimization_type: 'direct',
      force: false,
    });
    expect(res.statusCode).toBe(200);
    direct = ZOptimizationRecord.parse(res.json().data);
    expect(direct).toMatchObject({
      resume_id: resume.id,
      position_id: null,
      optimization_type: 'direct',
      status: 'completed',
      parse_success: true,
      ai_model: 'offerpilot-builtin@1',
    });
    expect(direct.parsed_modifications.length).toBeGreaterThan(0);
    expect(direct.rejected_modifications).toEqual([]);
    expect(direct.quality_score).not.toBeNull();
    expect(direct.quality_score_before).not.toBeNull();
    expect(direct.processing_time_ms).toBeGreaterThanOrEqual(0);
    // Nothing invented: the employer and school stay, and every original is verbatim resume text.
    expect(direct.optimized_resume_json?.work[0]?.company).toBe('杭州云帆科技有限公司');
    for (const m of direct.parsed_modifications) if (m.original) expect(RESUME).toContain(m.original);
  });

  it('answers the existing record without force, and recomputes with refresh', async () => {
    const again = await call('POST', `${R}/${resume.id}/optimize`, alice, { optimization_type: 'direct' });
    expect(again.json().data.id).toBe(direct.id);
    const refreshed = await call('POST', `${R}/${resume.id}/optimize/refresh?type=direct&force=true`, alice);
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().data as TOptimizationRecord;
    expect(fresh.id).not.toBe(direct.id);
    const old = await call('GET', `${R}/optimizations/${direct.id}`, alice);
    expect(old.json().data.status).toBe('superseded');
    // Current list hides the superseded one; /all keeps it as history.
    const current = (await call('GET', `${R}/optimizations`, alice)).json().data;
    expect(current.items.map((i: { id: number }) => i.id)).not.toContain(direct.id);
    expect(current.page_size).toBe(20);
    const all = (await call('GET', `${R}/optimizations/all?page=1&page_size=200`, alice)).json().data;
    expect(all.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([direct.id, fresh.id]));
    const perResume = (await call('GET', `${R}/${resume.id}/optimize`, alice)).json().data;
    expect(perResume.items.length).toBeGreaterThanOrEqual(2);
    expect(perResume.items[0]).toMatchObject({ resume_id: resume.id, resume_file_name: '王晨的简历' });
  });

  it('optimises for a position, tying changes to requirements', async () => {
    const res = await call('POST', `${R}/${resume.id}/optimize/position`, alice, {
      optimization_type: 'position',
      position_id: positionId,
      force: false,
    });
    expect(res.statusCode).toBe(200);
    const record = res.json().data as TOptimizationRecord;
    expect(record).toMatchObject({
      optimization_type: 'position',
      position_id: positionId,
      target_position: 'Java后端工程师',
      company_name: '星河电商',
    });
    expect(record.parsed_modifications.some((m) => m.requirement)).toBe(true);
    const missing = await call('POST', `${R}/${resume.id}/optimize/position`, alice, { optimization_type: 'position' });
    expect(missing.statusCode).toBe(400);
    // The position shows the optimisation among its related data.
    const related = await call('GET', `/api/v1/positions/${positionId}/related`, alice);
    expect(related.json().data.optimizations.count).toBe(1);
  });

  it('keeps records private', async () => {
    expect((await call('GET', `${R}/optimizations/${direct.id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `${R}/${resume.id}/optimize`, bob)).statusCode).toBe(404);
    expect((await call('GET', `${R}/optimizations`, bob)).json().data.items).toEqual([]);
    expect((await call('POST', `${R}/${resume.id}/optimize/direct`, bob, {})).statusCode).toBe(404);
  });

  it('saves accepted changes as a new version and keeps the original', async () => {
    const record = (await call('GET', `${R}/optimizations/${direct.id}`, alice)).json().data as TOptimizationRecord;
    const chosen = record.parsed_modifications.filter((m) => m.original).slice(0, 1);
    expect(chosen).toHaveLength(1);
    const filled = chosen.map((m) => ({ ...m, optimized: m.optimized.replace(/【待补充：[^】]*】/g, '3 个迭代') }));
    const res = await call('POST', `${R}/${resume.id}/apply`, alice, {
      modifications: filled,
      optimization_id: record.id,
    });
    expect(res.statusCode).toBe(200);
    const out = res.json().data as { resume_id: number; applied: number; resume: TResume };
    expect(out.applied).toBe(1);
    expect(out.resume_id).not.toBe(resume.id);
    expect(out.resume.parent_id).toBe(resume.id);
    expect(out.resume.content).toContain(filled[0]!.optimized);
    expect(out.resume.content).not.toContain(chosen[0]!.original);
    const original = (await call('GET', `${R}/${resume.id}`, alice)).json().data as TResume;
    expect(original.content).toBe(RESUME);
    const empty = await call('POST', `${R}/${resume.id}/apply`, alice, { modifications: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('runs a stored conversation that proposes applicable changes', async () => {
    const started = await call('POST', `${R}/${resume.id}/chat/start`, alice, { position_id: positionId });
    expect(started.statusCode).toBe(200);
    const conversation = ZConversation.parse(started.json().data) as TConversation;
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]?.role).toBe('assistant');

    const why = await call('POST', `${R}/chat/continue`, alice, {
      conversation_id: conversation.conversation_id,
      message: '为什么我的分数低？',
    });
    expect(why.statusCode).toBe(200);
    expect(why.json().data.reply.intent).toBe('explain_score');

    const rewrite = await call('POST', `${R}/chat/continue`, alice, {
      conversation_id: conversation.conversation_id,
      message: '帮我按这个岗位改写工作经历',
    });
    const reply = rewrite.json().data.reply as TConversation['messages'][number];
    expect(reply.intent).toBe('rewrite_section');
    expect(reply.suggestions?.length).toBeGreaterThan(0);
    for (const s of reply.suggestions ?? []) if (s.original) expect(RESUME).toContain(s.original);

    const state = await call('GET', `${R}/chat/${conversation.conversation_id}`, alice);
    expect(state.json().data.messages).toHaveLength(5);
    expect(state.json().data.context.turns).toBe(2);
    expect((await call('GET', `${R}/chat/${conversation.conversation_id}`, bob)).statusCode).toBe(404);
    const empty = await call('POST', `${R}/chat/continue`, alice, {
      conversation_id: conversation.conversation_id,
      message: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(OPTIMIZATION_MESSAGES.messageRequired);
    const badId = await call('GET', `${R}/chat/not-a-uuid`, alice);
    expect(badId.statusCode).toBe(400);
  });

  it('answers the AI proxy calls', async () => {
    const analyzed = await call('POST', `/proxy/resume/ai/analyze/${resume.id}`, alice, {
      resume_text: RESUME,
      analysis_type: 'job_based',
      user_id: 'x',
      job_title: '后端工程师',
      job_responsibilities: '任职要求：\n1. 熟悉 Java 和 Kafka\n2. 熟悉 Kubernetes',
    });
    expect(analyzed.statusCode).toBe(200);
    const result = analyzed.json().data.analysis_result as TJobAnalysis;
    expect(result.analysis_type).toBe('job_based');
    expect(result.position.name).toBe('后端工程师');
    expect(analyzed.json().data.result).toEqual(result);

    const optimized = await call('POST', `/proxy/resume/ai/optimize/${resume.id}`, alice, {
      optimization_type: 'direct',
      original_resume_json: resume.resume_json_content,
      analysis_result: result,
    });
    expect(optimized.statusCode).toBe(200);
    expect(optimized.json().data.parsed_modifications.length).toBeGreaterThan(0);

    const detail = await call('GET', `/proxy/resume/${resume.id}`, alice);
    expect(detail.json().data.id).toBe(resume.id);
    const list = await call('GET', '/proxy/resume/list?page=1&pageSize=2', alice);
    expect(list.json().data.page_size).toBe(2);
    expect((await call('GET', `/proxy/resume/${resume.id}`, bob)).statusCode).toBe(404);
    const direct2 = await call('POST', `/proxy/resume/ai/optimize/${resume.id}/direct`, alice, {});
    expect(direct2.json().data.optimization_type).toBe('direct');
  });
  it('exports a resume and an optimised version as PDF and DOCX', async () => {
    const pdf = await call('GET', `${R}/${resume.id}/export?format=pdf`, alice);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toContain(encodeURIComponent('王晨的简历.pdf'));
    const docx = await call('GET', `${R}/${resume.id}/export?format=docx`, alice);
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const optimised = await call('GET', `${R}/optimizations/${direct.id}/export?format=pdf`, alice);
    expect(optimised.statusCode).toBe(200);
    expect(String(optimised.headers['content-disposition'])).toContain(encodeURIComponent('（优化版）'));
    const bad = await call('GET', `${R}/${resume.id}/export?format=png`, alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('导出格式只能是 pdf 或 docx');
    expect((await call('GET', `${R}/${resume.id}/export`, bob)).statusCode).toBe(404);
  });
  it('applies the assistant’s change in place on the resume’s own text, and reports what it could not place', async () => {
    const text = `${RESUME}\n\nGitHub：github.com/wangchen 微信：wc_dev`;
    const own = (await call('POST', `${R}/upload-text`, alice, { content: text, file_name: '原地修改' })).json()
      .data as TResume;
    const res = await call('POST', `${R}/${own.id}/apply`, alice, {
      as_new_version: false,
      modifications: [
        {
          section: 'work',
          original: '我主要负责一些相关的代码评审工作',
          optimized: '负责团队代码评审',
          reason: '去掉第一人称和空泛词',
        },
        { section: 'work', original: '这句话不在简历里', optimized: '随便', reason: '-' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const out = res.json().data as { resume_id: number; applied: number; skipped: string[]; resume: TResume };
    expect(out.resume_id).toBe(own.id);
    expect(out.applied).toBe(1);
    expect(out.skipped).toEqual(['这句话不在简历里']);
    // The line the parser has no field for survives; the structure is read again from the text.
    expect(out.resume.content).toContain('GitHub：github.com/wangchen 微信：wc_dev');
    expect(out.resume.content).toContain('负责团队代码评审');
    expect(out.resume.resume_json_content?.work[0]?.highlights).toContain('负责团队代码评审');
    const withRecord = await call('POST', `${R}/${own.id}/apply`, alice, {
      as_new_version: false,
      optimization_id: direct.id,
      modifications: [{ section: 'work', original: '负责团队代码评审', optimized: 'x', reason: '-' }],
    });
    expect(withRecord.statusCode).toBe(400);
    expect(withRecord.json().error).toBe(OPTIMIZATION_MESSAGES.applyRecordInPlace);
    const nothing = await call('POST', `${R}/${own.id}/apply`, alice, {
      modifications: [{ section: 'work', original: '完全不存在的一句', optimized: 'x', reason: '-' }],
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(OPTIMIZATION_MESSAGES.nothingApplicable);
  });

  it('keeps the position text when only is_public changes', async () => {
    const created = (
      await call('POST', R, alice, { file_name: '带岗位', position: '数据分析师', content: RESUME })
    ).json().data as TResume;
    const res = await call('PUT', `${R}/${created.id}`, alice, { is_public: true });
    expect(res.json().data).toMatchObject({ is_public: true, position: '数据分析师' });
  });

  it('refuses a job analysis through the proxy without any position', async () => {
    const res = await call('POST', `/proxy/resume/ai/analyze/${resume.id}`, alice, { analysis_type: 'job_based' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(OPTIMIZATION_MESSAGES.jobNeedsPosition);
  });
});

describe('AI call limit', () => {
  it('answers 429 in Chinese once a user has used the minute’s AI calls', async () => {
    const app = await createTestApp({
      ...authConfig({ captchaMode: 'off' }),
      ai: { ...buildTestConfig().ai, ratePerMinute: 2 },
    });
    try {
      const user = bearer((await register(app)).access_token);
      const other = bearer((await register(app)).access_token);
      const make = async (headers: Record<string, string>) =>
        (await app.inject({ method: 'POST', url: `${R}/upload-text`, headers, payload: { content: RESUME } })).json()
          .data as TResume;
      const mine = await make(user);
      const theirs = await make(other);
      const analyze = (headers: Record<string, string>, id: number) =>
        app.inject({ method: 'POST', url: `${R}/${id}/analyze`, headers, payload: { analysis_type: 'basic' } });
      expect((await analyze(user, mine.id)).statusCode).toBe(200);
      expect((await analyze(user, mine.id)).statusCode).toBe(200);
      const third = await analyze(user, mine.id);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        success: false,
        error: expect.stringMatching(/^AI 请求过于频繁，请 \d+ 秒后再试$/),
      });
      // Per user: someone else is not affected, and non-AI calls go on.
      expect((await analyze(other, theirs.id)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${R}/${mine.id}`, headers: user })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is one budget for the resume AI, its proxy and the interviews', async () => {
    const app = await createTestApp({
      ...authConfig({ captchaMode: 'off' }),
      ai: { ...buildTestConfig().ai, ratePerMinute: 3 },
    });
    try {
      const user = bearer((await register(app)).access_token);
      const mine = (
        await app.inject({ method: 'POST', url: `${R}/upload-text`, headers: user, payload: { content: RESUME } })
      ).json().data as TResume;
      const analyze = () =>
        app.inject({
          method: 'POST',
          url: `${R}/${mine.id}/analyze`,
          headers: user,
          payload: { analysis_type: 'basic' },
        });
      expect((await analyze()).statusCode).toBe(200);
      const proxied = await app.inject({
        method: 'POST',
        url: `/proxy/resume/ai/analyze/${mine.id}`,
        headers: user,
        payload: { analysis_type: 'basic' },
      });
      expect(proxied.statusCode).toBe(200);
      // An interview call counts too (here on a session that does not exist).
      const ended = await app.inject({ method: 'POST', url: '/api/interview/session/999999/end', headers: user });
      expect(ended.statusCode).toBe(404);
      expect((await analyze()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
