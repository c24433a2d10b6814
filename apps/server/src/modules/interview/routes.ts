import multipart from '@fastify/multipart';
import {
  AppError,
  dataEnvelope,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  zId,
  ZAnsweredQuestion,
  ZCustomTemplateInput,
  ZInterviewFit,
  ZInterviewQuestion,
  ZInterviewReport,
  ZInterviewSession,
  ZInterviewSettings,
  ZInterviewSettingsUpdate,
  ZInterviewStats,
  ZInterviewTemplate,
  ZPracticePlan,
  ZPracticeStart,
  ZQuestionHint,
  ZReportCheck,
  ZRetryAnswerRequest,
  ZRetryAnswerResponse,
  ZSessionList,
  ZSessionListQuery,
  ZStartInterviewRequest,
  ZSubmitAnswerRequest,
  ZSubmitAnswerResponse,
  ZTranscription,
  ZVoiceCapabilities,
} from '@offerpilot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userId, type TAiLimit } from '../../http/ai-rate-limit.ts';
import { requireAuth } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { streamMultipartForm } from '../../http/multipart.ts';
import { pdfFor, sendDownload, type TPdfService } from '../export/index.ts';
import { reportExportModel } from './report-view.ts';
import type { AuthService } from '../auth/index.ts';
import type { InterviewService } from './service.ts';

const tags = ['interview'];
const ZSessionParams = z.object({ id: zId('面试编号无效') });
const ZTemplateParams = z.object({ id: zId('模板编号无效') });
const items = <T extends z.ZodType>(item: T) => dataEnvelope(z.object({ items: z.array(item) }));
const ZTranscribeFields = z.object({ session_id: zId('面试编号无效'), question_id: zId('题目编号无效') });

/** Spec §7 "Interview API" under /api/interview; envelope { success, data, error }. */
export const interviewRoutes: FastifyPluginAsyncZod<{
  interviews: InterviewService;
  auth: AuthService;
  aiLimit: TAiLimit;
  pdf: TPdfService;
}> = async (app, { interviews, auth, aiLimit, pdf }) => {
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));
  const limited = { preHandler: aiLimit };
  await app.register(multipart, {
    limits: { fileSize: INTERVIEW_LIMITS.audioBytes, files: 1, fields: 4, fieldSize: 64, parts: 5 },
  });

  app.get(
    '/templates',
    { schema: { tags, summary: '面试模板（内置模板和自己的题库）', response: { 200: items(ZInterviewTemplate) } } },
    async (req) => ok({ items: await interviews.listTemplates(userId(req)) }),
  );
  app.post(
    '/templates',
    {
      schema: {
        tags,
        summary: '新建自定义题库',
        body: ZCustomTemplateInput,
        response: { 200: dataEnvelope(ZInterviewTemplate) },
      },
    },
    async (req) => ok(await interviews.createTemplate(userId(req), req.body)),
  );
  app.put(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: '修改自定义题库',
        params: ZTemplateParams,
        body: ZCustomTemplateInput,
        response: { 200: dataEnvelope(ZInterviewTemplate) },
      },
    },
    async (req) => ok(await interviews.updateTemplate(userId(req), req.params.id, req.body)),
  );
  app.delete(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: '删除自定义题库',
        params: ZTemplateParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      await interviews.deleteTemplate(userId(req), req.params.id);
      return ok({ id: req.params.id });
    },
  );

  app.get(
    '/settings',
    { schema: { tags, summary: '面试设置', response: { 200: dataEnvelope(ZInterviewSettings) } } },
    async (req) => ok(await interviews.settings(userId(req))),
  );
  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: '修改面试设置',
        body: ZInterviewSettingsUpdate,
        response: { 200: dataEnvelope(ZInterviewSettings) },
      },
    },
    async (req) => ok(await interviews.updateSettings(userId(req), req.body)),
  );

  app.post(
    '/start',
    {
      ...limited,
      schema: {
        tags,
        summary: '开始面试（模拟面试时长不足时返回 402）',
        body: ZStartInterviewRequest,
        response: { 200: dataEnvelope(z.object({ session: ZInterviewSession })) },
      },
    },
    async (req) => ok({ session: await interviews.start(userId(req), req.body) }),
  );
  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: '我的面试记录',
        querystring: ZSessionListQuery,
        response: { 200: dataEnvelope(ZSessionList) },
      },
    },
    async (req) => ok(await interviews.sessions(userId(req), req.query)),
  );
  app.get(
    '/session/:id',
    {
      schema: { tags, summary: '面试详情', params: ZSessionParams, response: { 200: dataEnvelope(ZInterviewSession) } },
    },
    async (req) => ok(await interviews.session(userId(req), req.params.id)),
  );
  app.get(
    '/session/:id/questions',
    {
      schema: {
        tags,
        summary: '面试题目（开始时规划的全部主问题，以及已提出的追问）',
        params: ZSessionParams,
        response: { 200: items(ZInterviewQuestion) },
      },
    },
    async (req) => ok({ items: await interviews.questions(userId(req), req.params.id) }),
  );
  app.post(
    '/submit-answer',
    {
      ...limited,
      schema: {
        tags,
        summary: '提交回答（空回答记为跳过；同一题重复提交返回 409）',
        body: ZSubmitAnswerRequest,
        response: { 200: dataEnvelope(ZSubmitAnswerResponse) },
      },
    },
    async (req) => ok(await interviews.submitAnswer(userId(req), req.body)),
  );
  app.post(
    '/session/:id/retry',
    {
      ...limited,
      schema: {
        tags,
        summary: '再答一次：对已回答的题目重新作答并评分（练习用，不记录、不计时长、不改变本场得分）',
        params: ZSessionParams,
        body: ZRetryAnswerRequest,
        response: { 200: dataEnvelope(ZRetryAnswerResponse) },
      },
    },
    async (req) => ok(await interviews.retryAnswer(userId(req), req.params.id, req.body)),
  );
  app.get(
    '/practice-plan',
    {
      schema: {
        tags,
        summary: '练习计划：薄弱能力及其证据、按 1/3/7 天间隔重做的题、下一步',
        response: { 200: dataEnvelope(ZPracticePlan) },
      },
    },
    async (req) => ok(await interviews.practice.plan(userId(req))),
  );
  app.post(
    '/practice-plan/start',
    {
      ...limited,
      schema: {
        tags,
        summary: '按练习计划生成一套练习题（之后像其他面试一样开始）；没有可练的题时 409',
        response: { 200: dataEnvelope(ZPracticeStart) },
      },
    },
    async (req) => ok(await interviews.practice.start(userId(req))),
  );
  app.get(
    '/session/:id/hint',
    {
      schema: {
        tags,
        summary: '答题提示（思考方向，不给答案）',
        params: ZSessionParams,
        querystring: z.object({ question_id: zId('题目编号无效') }),
        response: { 200: dataEnvelope(ZQuestionHint) },
      },
    },
    async (req) => ok(await interviews.hint(userId(req), req.params.id, req.query.question_id)),
  );
  app.get(
    '/session/:id/feedback',
    {
      schema: {
        tags,
        summary: '已回答题目的反馈',
        params: ZSessionParams,
        response: { 200: items(ZAnsweredQuestion) },
      },
    },
    async (req) => ok({ items: await interviews.feedback(userId(req), req.params.id) }),
  );
  app.post(
    '/session/:id/end',
    {
      ...limited,
      schema: {
        tags,
        summary: '结束面试并生成报告（重复调用返回同一份报告）',
        params: ZSessionParams,
        response: { 200: dataEnvelope(ZInterviewReport) },
      },
    },
    async (req) => ok(await interviews.end(userId(req), req.params.id)),
  );
  app.get(
    '/session/:id/report',
    {
      schema: {
        tags,
        summary: '已结束面试的报告（进行中返回 409）',
        params: ZSessionParams,
        response: { 200: dataEnvelope(ZInterviewReport) },
      },
    },
    async (req) => ok(await interviews.report(userId(req), req.params.id)),
  );
  app.delete(
    '/session/:id',
    {
      schema: {
        tags,
        summary: '删除一场面试（含回答、报告和录音；进行中的模拟面试先结束并计时）',
        params: ZSessionParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      await interviews.deleteSession(userId(req), req.params.id);
      return ok({ id: req.params.id });
    },
  );
  app.get(
    '/session/:id/report.pdf',
    {
      schema: {
        tags,
        summary: '导出面试报告 PDF（嵌入中文字体，进行中返回 409）',
        params: ZSessionParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      // Rendered in the PDF worker pool, once per report version (export/pdf-pool.ts).
      const report = await interviews.report(userId(req), req.params.id);
      const title = `${report.title} 面试报告`;
      const input = { model: reportExportModel(report), meta: { title, language: 'zh' as const } };
      return sendDownload(
        reply,
        await pdfFor(pdf, req, reply, { scope: `report:${report.session_id}`, input }),
        title,
        'pdf',
      );
    },
  );
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: '面试报告清单与检查（是否完整、哪些回答没有检测到语音、哪些改为打字）',
        response: { 200: items(ZReportCheck) },
      },
    },
    async (req) => ok({ items: await interviews.reportChecks(userId(req)) }),
  );
  app.get(
    '/session/:id/fit',
    {
      schema: {
        tags,
        summary: '岗位匹配分析：简历匹配与面试表现逐条对照岗位要求（结束后可查看）',
        params: ZSessionParams,
        response: { 200: dataEnvelope(ZInterviewFit) },
      },
    },
    async (req) => ok(await interviews.fit(userId(req), req.params.id)),
  );
  app.get(
    '/capabilities',
    {
      schema: {
        tags,
        summary: '语音作答能力（是否配置了服务端语音转写）',
        response: { 200: dataEnvelope(ZVoiceCapabilities) },
      },
    },
    async () => ok(interviews.capabilities()),
  );
  app.post(
    '/transcribe',
    {
      ...limited,
      // Refused before a byte of audio is read when this deployment has no transcription service.
      onRequest: async () => {
        if (!interviews.capabilities().stt.provider)
          throw Object.assign(new AppError('SERVICE_UNAVAILABLE', INTERVIEW_MESSAGES.sttUnavailable), {
            logLevel: 'info' as const,
          });
      },
      schema: {
        tags,
        summary: '转写当前题目的语音回答（multipart：session_id、question_id、audio；未配置转写服务时返回 503）',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(ZTranscription) },
      },
    },
    async (req) => {
      // The audio streams to the file store as it arrives (issue 34, item 5), a few uploads per user at once.
      const upload = interviews.beginAudioUpload(userId(req));
      try {
        const form = await streamMultipartForm(req, {
          fileField: 'audio',
          tooLarge: INTERVIEW_MESSAGES.audioTooLarge,
          fileRequired: INTERVIEW_MESSAGES.audioRequired,
          save: (source) => interviews.saveAudioStream(source),
          discard: (keys) => interviews.removeFiles(keys),
        });
        const fields = ZTranscribeFields.safeParse(form.fields);
        if (!fields.success || !form.file || form.file.bytes === 0) {
          if (form.file) await interviews.removeFiles([form.file.key]);
          throw new AppError(
            'BAD_REQUEST',
            fields.success ? INTERVIEW_MESSAGES.audioRequired : fields.error.issues[0]?.message,
          );
        }
        return ok(await interviews.transcribe(userId(req), { ...fields.data, audio: form.file }));
      } finally {
        upload.done();
      }
    },
  );

  app.get(
    '/stats',
    { schema: { tags, summary: '面试统计与模拟面试时长', response: { 200: dataEnvelope(ZInterviewStats) } } },
    async (req) => ok(await interviews.stats(userId(req))),
  );
};
