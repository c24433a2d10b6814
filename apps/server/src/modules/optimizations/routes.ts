import {
  ZAnalysis,
  ZAnalyzeRequest,
  ZApplyChangesRequest,
  ZApplyChangesResponse,
  ZChatContinueRequest,
  ZChatContinueResponse,
  ZChatStartRequest,
  ZConversation,
  ZConversationList,
  ZOptimizationList,
  ZOptimizationPageQuery,
  ZOptimizationRecord,
  ZOptimizationResult,
  ZOptimizationSummary,
  ZOptimizeDirectRequest,
  ZOptimizePositionRequest,
  ZOptimizeRefreshQuery,
  ZOptimizeRequest,
  ZProxyAnalyzeRequest,
  ZProxyAnalyzeResponse,
  ZProxyOptimizeRequest,
  ZResume,
  dataEnvelope,
  zId,
  type TOptimizationType,
} from '@offerpilot/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.ts';
import { userId, type TAiLimit } from '../../http/ai-rate-limit.ts';
import { ok } from '../../http/envelope.ts';
import { clientGoneSignal, jobKeyOf } from '../../http/job-key.ts';
import type { AuthService } from '../auth/index.ts';
import { sendResumeExport, type TPdfService, ZExportQuery } from '../export/index.ts';
import { aiResume, type OptimizationsService } from './service.ts';

const resumeJsonOf = (resume: Parameters<typeof aiResume>[0]) => aiResume(resume).json;

/** A saved optimisation of the caller's, run as a job keyed by the request (or its Idempotency-Key). */
function optimizeRun(optimizations: OptimizationsService) {
  return (
    req: FastifyRequest,
    reply: FastifyReply,
    run: { resumeId: number; type: TOptimizationType; positionId: number | null; force: boolean },
  ) =>
    optimizations.queued.optimize(
      jobKeyOf(req, userId(req)),
      { userId: userId(req), ...run },
      { signal: clientGoneSignal(reply) },
    );
}

const tags = ['resume-ai'];
const ZIdParams = z.object({ id: zId('简历编号无效') });
const ZRecordParams = z.object({ id: zId('优化记录编号无效') });
const ZChatParams = z.object({ id: z.uuid({ error: '对话编号格式不正确' }) });

/**
 * Per-user limit on AI calls (each may reach a paid model): after the auth check, keyed by user,
 * in memory (one server; a shared store comes with the scale path). 429 in the envelope.
 */

/** Spec §7 resume-service AI calls under /api/v1/resumes; envelope { success, data, error }. */
export const optimizationRoutes: FastifyPluginAsyncZod<{
  optimizations: OptimizationsService;
  auth: AuthService;
  aiLimit: TAiLimit;
  pdf: TPdfService;
}> = async (app, { optimizations, auth, aiLimit, pdf }) => {
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));
  const limited = { preHandler: aiLimit };
  const optimize = optimizeRun(optimizations);

  app.post(
    '/resumes/:id/analyze',
    {
      ...limited,
      schema: {
        tags,
        summary: 'AI 分析简历：basic 为通用质量分析，job_based 为与岗位的匹配分析',
        params: ZIdParams,
        body: ZAnalyzeRequest,
        response: { 200: dataEnvelope(ZAnalysis) },
      },
    },
    async (req, reply) =>
      ok(
        await optimizations.queued.analyze(
          jobKeyOf(req, userId(req)),
          {
            userId: userId(req),
            resumeId: req.params.id,
            type: req.body.analysis_type,
            positionId: req.body.position_id ?? null,
          },
          { signal: clientGoneSignal(reply) },
        ),
      ),
  );

  app.post(
    '/resumes/:id/optimize',
    {
      ...limited,
      schema: {
        tags,
        summary: '优化简历（direct 整体优化或 position 岗位优化；不带 force 时返回已有记录）',
        params: ZIdParams,
        body: ZOptimizeRequest,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req, reply) =>
      ok(
        await optimize(req, reply, {
          resumeId: req.params.id,
          type: req.body.optimization_type,
          positionId: req.body.position_id ?? null,
          force: req.body.force,
        }),
      ),
  );

  app.get(
    '/resumes/:id/optimize',
    {
      schema: {
        tags,
        summary: '这份简历的全部优化记录（含历史）',
        params: ZIdParams,
        response: { 200: dataEnvelope(z.object({ items: z.array(ZOptimizationSummary) })) },
      },
    },
    async (req) => ok(await optimizations.listForResume(userId(req), req.params.id)),
  );

  app.post(
    '/resumes/:id/optimize/direct',
    {
      ...limited,
      schema: {
        tags,
        summary: '整体优化',
        params: ZIdParams,
        body: ZOptimizeDirectRequest,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req, reply) =>
      ok(
        await optimize(req, reply, {
          resumeId: req.params.id,
          type: 'direct',
          positionId: null,
          force: req.body.force,
        }),
      ),
  );

  app.post(
    '/resumes/:id/optimize/position',
    {
      ...limited,
      schema: {
        tags,
        summary: '按岗位优化',
        params: ZIdParams,
        body: ZOptimizePositionRequest,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req, reply) =>
      ok(
        await optimize(req, reply, {
          resumeId: req.params.id,
          type: 'position',
          positionId: req.body.position_id,
          force: req.body.force,
        }),
      ),
  );

  app.post(
    '/resumes/:id/optimize/refresh',
    {
      ...limited,
      schema: {
        tags,
        summary: '重新生成优化（旧记录标为 superseded，这也是“删除”优化的方式）',
        params: ZIdParams,
        querystring: ZOptimizeRefreshQuery,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req, reply) =>
      ok(
        await optimize(req, reply, {
          resumeId: req.params.id,
          type: req.query.type,
          positionId: req.query.position_id ?? null,
          force: true,
        }),
      ),
  );

  app.post(
    '/resumes/:id/apply',
    {
      schema: {
        tags,
        summary: '应用选中的修改：默认另存为新版本（原简历保留），也可直接改这份简历',
        params: ZIdParams,
        body: ZApplyChangesRequest,
        response: { 200: dataEnvelope(ZApplyChangesResponse.extend({ resume: ZResume })) },
      },
    },
    async (req) => ok(await optimizations.apply(userId(req), req.params.id, req.body)),
  );

  app.post(
    '/resumes/:id/chat/start',
    {
      ...limited,
      schema: {
        tags,
        summary: '开始对话式优化（可选岗位）',
        params: ZIdParams,
        body: ZChatStartRequest,
        response: { 200: dataEnvelope(ZConversation) },
      },
    },
    async (req) => ok(await optimizations.startChat(userId(req), req.params.id, req.body.position_id)),
  );

  app.post(
    '/resumes/chat/continue',
    {
      ...limited,
      schema: {
        tags,
        summary: '继续对话',
        body: ZChatContinueRequest,
        response: { 200: dataEnvelope(ZChatContinueResponse) },
      },
    },
    async (req) => ok(await optimizations.continueChat(userId(req), req.body.conversation_id, req.body.message)),
  );

  app.get(
    '/resumes/:id/chats',
    {
      schema: {
        tags,
        summary: '这份简历的对话列表（最近活跃的在前；不含消息，用 /resumes/chat/{id} 取整段对话）',
        params: ZIdParams,
        response: { 200: dataEnvelope(ZConversationList) },
      },
    },
    async (req) => ok(await optimizations.listChats(userId(req), req.params.id)),
  );

  app.get(
    '/resumes/chat/:id',
    {
      schema: {
        tags,
        summary: '对话状态',
        params: ZChatParams,
        response: { 200: dataEnvelope(ZConversation) },
      },
    },
    async (req) => ok(await optimizations.getChat(userId(req), req.params.id)),
  );

  app.get(
    '/resumes/optimizations',
    {
      schema: {
        tags,
        summary: '当前的优化记录（每份简历、类型、岗位的最新一条）',
        querystring: ZOptimizationPageQuery,
        response: { 200: dataEnvelope(ZOptimizationList) },
      },
    },
    async (req) =>
      ok(await optimizations.list(userId(req), req.query.page, req.query.page_size, { currentOnly: true })),
  );

  app.get(
    '/resumes/optimizations/all',
    {
      schema: {
        tags,
        summary: '全部优化记录（含被重新生成替代的历史记录）',
        querystring: ZOptimizationPageQuery,
        response: { 200: dataEnvelope(ZOptimizationList) },
      },
    },
    async (req) =>
      ok(await optimizations.list(userId(req), req.query.page, req.query.page_size, { currentOnly: false })),
  );

  app.get(
    '/resumes/optimizations/:id/export',
    {
      schema: {
        tags,
        summary: '导出优化后的简历（format=pdf 或 docx）',
        params: ZRecordParams,
        querystring: ZExportQuery,
      },
    },
    async (req, reply) => {
      const record = await optimizations.get(userId(req), req.params.id);
      const resume = await optimizations.resumeFor(userId(req), record.resume_id);
      const json = record.optimized_resume_json ?? resumeJsonOf(resume);
      return sendResumeExport(req, reply, {
        pdf,
        scope: `optimization:${record.id}`,
        resume: json,
        title: `${resume.file_name.replace(/\.(pdf|docx?|txt|md|markdown)$/i, '')}（优化版）`,
        format: req.query.format,
      });
    },
  );

  app.get(
    '/resumes/optimizations/:id',
    {
      schema: {
        tags,
        summary: '优化记录详情',
        params: ZRecordParams,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req) => ok(await optimizations.get(userId(req), req.params.id)),
  );
};

/**
 * Spec §7 AI proxy calls under /proxy/resume: stateless engine calls on a resume the caller
 * owns (the text and structure may be sent along; otherwise the stored ones are used).
 */
export const aiProxyRoutes: FastifyPluginAsyncZod<{
  optimizations: OptimizationsService;
  auth: AuthService;
  aiLimit: TAiLimit;
}> = async (app, { optimizations, auth, aiLimit }) => {
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));
  app.addHook('preHandler', aiLimit);
  const ZResumeIdParams = z.object({ resumeId: zId('简历编号无效') });
  const optimize = optimizeRun(optimizations);
  const proxyTags = ['ai-proxy'];

  app.post(
    '/ai/analyze/:resumeId',
    {
      schema: {
        tags: proxyTags,
        summary: 'AI 分析（resume_text、analysis_type；job_based 另需 position_id 或 job_title/job_responsibilities）',
        params: ZResumeIdParams,
        body: ZProxyAnalyzeRequest,
        response: { 200: dataEnvelope(ZProxyAnalyzeResponse) },
      },
    },
    async (req, reply) =>
      ok(
        await optimizations.queued.proxyAnalyze(
          jobKeyOf(req, userId(req)),
          {
            userId: userId(req),
            resumeId: req.params.resumeId,
            body: req.body,
          },
          { signal: clientGoneSignal(reply) },
        ),
      ),
  );

  app.post(
    '/ai/optimize/:resumeId',
    {
      schema: {
        tags: proxyTags,
        summary: 'AI 优化（不保存记录；保存记录请用 /api/v1/resumes/{id}/optimize）',
        params: ZResumeIdParams,
        body: ZProxyOptimizeRequest,
        response: { 200: dataEnvelope(ZOptimizationResult) },
      },
    },
    async (req, reply) =>
      ok(
        await optimizations.queued.proxyOptimize(
          jobKeyOf(req, userId(req)),
          {
            userId: userId(req),
            resumeId: req.params.resumeId,
            body: req.body,
          },
          { signal: clientGoneSignal(reply) },
        ),
      ),
  );

  app.post(
    '/ai/optimize/:resumeId/direct',
    {
      schema: {
        tags: proxyTags,
        summary: '整体优化（保存记录，同 /api/v1/resumes/{id}/optimize/direct）',
        params: ZResumeIdParams,
        body: ZOptimizeDirectRequest,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req, reply) =>
      ok(
        await optimize(req, reply, {
          resumeId: req.params.resumeId,
          type: 'direct',
          positionId: null,
          force: req.body.force,
        }),
      ),
  );

  app.post(
    '/ai/optimize/:resumeId/position',
    {
      schema: {
        tags: proxyTags,
        summary: '按岗位优化（保存记录，同 /api/v1/resumes/{id}/optimize/position）',
        params: ZResumeIdParams,
        body: ZOptimizePositionRequest,
        response: { 200: dataEnvelope(ZOptimizationRecord) },
      },
    },
    async (req, reply) =>
      ok(
        await optimize(req, reply, {
          resumeId: req.params.resumeId,
          type: 'position',
          positionId: req.body.position_id,
          force: req.body.force,
        }),
      ),
  );
};
