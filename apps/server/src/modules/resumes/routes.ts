import multipart from '@fastify/multipart';
import {
  AppError,
  RESUME_MESSAGES,
  ZCreateResumeRequest,
  ZPublicResumeList,
  ZPublicResumeQuery,
  ZResume,
  ZResumeList,
  ZResumeListQuery,
  ZResumeSummary,
  ZUpdateResumeRequest,
  ZUploadFileFields,
  ZUploadTextRequest,
  ZUploadUrlRequest,
  dataEnvelope,
  zId,
} from '@offerpilot/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { readMultipartForm, type TMultipartForm } from '../../http/multipart.ts';
import type { AuthService } from '../auth/index.ts';
import { CONVERSION_LIMITS, CONVERSION_MESSAGES } from '../conversion/index.ts';
import { sendResumeExport, type TPdfService, ZExportQuery } from '../export/index.ts';
import type { ResumesService } from './service.ts';

const tags = ['resumes'];
const ZIdParams = z.object({ id: zId('简历编号无效') });
const ZOkNull = dataEnvelope(z.null());

/** The one `file` part of a resume upload and its text fields. */
const readForm = (request: FastifyRequest) =>
  readMultipartForm(request, {
    fileField: 'file',
    tooLarge: CONVERSION_MESSAGES.tooLarge,
    fileRequired: RESUME_MESSAGES.fileRequired,
  });

function requireFile(form: TMultipartForm): { data: Buffer; originalName: string | null } {
  if (!form.file) throw new AppError('BAD_REQUEST', RESUME_MESSAGES.fileRequired);
  return { data: form.file.data, originalName: form.file.originalName };
}

const MULTIPART_LIMITS = { fileSize: CONVERSION_LIMITS.maxFileBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 };

const multipartSchema = {
  consumes: ['multipart/form-data'],
};

const userId = (req: { auth?: { user: { id: number } } }) => req.auth!.user.id;

/** Upload-file (resume service and AI proxy): multipart file plus optional file_name, position_id, is_public. */
async function uploadFile(resumes: ResumesService, req: FastifyRequest) {
  const form = await readForm(req);
  const parsed = ZUploadFileFields.safeParse(form.fields);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message);
  const created = await resumes.createFromFile(userId(req), {
    ...requireFile(form),
    fileName: parsed.data.file_name,
    positionId: parsed.data.position_id,
    isPublic: parsed.data.is_public,
    source: 'file',
  });
  // The browser gave up while the file was being read (the upload task was cancelled or its page
  // closed): nobody will ever learn this resume's id, so it must not stay behind as a stray card.
  if (clientGone(req)) {
    await resumes.remove(userId(req), created.id).catch(() => undefined);
    throw new AppError('BAD_REQUEST', RESUME_MESSAGES.uploadAborted);
  }
  return created;
}

/** True once the client closed the connection before its answer was sent. */
function clientGone(req: FastifyRequest): boolean {
  return Boolean(req.raw.socket?.destroyed) || (req.raw.destroyed && !req.raw.complete);
}

/** Resume service calls of spec §7 under /api/v1/resumes; envelope { success, data, error }. */
export const resumeRoutes: FastifyPluginAsyncZod<{
  resumes: ResumesService;
  auth: AuthService;
  download: (url: string) => Promise<{ buffer: Buffer; fileName: string | null; finalUrl: string }>;
  pdf: TPdfService;
}> = async (app, { resumes, auth, download, pdf }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));

  app.get(
    '/resumes',
    {
      schema: {
        tags,
        summary: '我的简历列表',
        querystring: ZResumeListQuery,
        response: { 200: dataEnvelope(ZResumeList) },
      },
    },
    async (req) => ok(await resumes.list(userId(req), req.query.page, req.query.page_size)),
  );

  app.get(
    '/resumes/public',
    {
      schema: {
        tags,
        summary: '其他用户公开的简历（已去除联系方式）',
        querystring: ZPublicResumeQuery,
        response: { 200: dataEnvelope(ZPublicResumeList) },
      },
    },
    async (req) => ok(await resumes.listPublic(userId(req), req.query.position, req.query.page, req.query.page_size)),
  );

  app.post(
    '/resumes',
    {
      schema: { tags, summary: '创建简历', body: ZCreateResumeRequest, response: { 200: dataEnvelope(ZResume) } },
    },
    async (req) => ok(await resumes.create(userId(req), req.body)),
  );

  app.post(
    '/resumes/upload-text',
    {
      schema: {
        tags,
        summary: '粘贴文本创建简历（私有）',
        body: ZUploadTextRequest,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => ok(await resumes.createFromText(userId(req), req.body)),
  );

  app.post(
    '/resumes/upload',
    {
      schema: {
        tags,
        summary: '上传简历文件（multipart 字段 file），返回简历与提取的文本',
        ...multipartSchema,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => {
      const form = await readForm(req);
      return ok(await resumes.createFromFile(userId(req), { ...requireFile(form), source: 'file' }));
    },
  );

  app.get(
    '/resumes/duplicates',
    {
      schema: {
        tags,
        summary: '同一文件是否已上传过（hash：文件内容的 SHA-256，十六进制）',
        querystring: z.object({
          hash: z
            .string({ error: '请提供文件的 SHA-256' })
            .regex(/^[0-9a-fA-F]{64}$/, '文件哈希应为 64 位十六进制的 SHA-256'),
        }),
        response: { 200: dataEnvelope(z.object({ resumes: z.array(ZResumeSummary) })) },
      },
    },
    async (req) => ok(await resumes.duplicates(userId(req), req.query.hash)),
  );

  app.post(
    '/resumes/upload-file',
    {
      schema: {
        tags,
        summary: '上传简历文件（multipart：file，可选 file_name、position_id、is_public）',
        ...multipartSchema,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => ok(await uploadFile(resumes, req)),
  );

  app.post(
    '/resumes/upload-url',
    {
      schema: {
        tags,
        summary: '从公开网址下载简历文件（仅公网地址，最多 3 次重定向）',
        body: ZUploadUrlRequest,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => {
      await resumes.checkPosition(userId(req), req.body.position_id);
      const downloaded = await download(req.body.url);
      return ok(
        await resumes.createFromFile(userId(req), {
          data: downloaded.buffer,
          originalName: downloaded.fileName,
          fileName: req.body.file_name,
          positionId: req.body.position_id,
          isPublic: req.body.is_public,
          source: 'url',
          sourceUrl: req.body.url,
        }),
      );
    },
  );

  app.get(
    '/resumes/:id',
    { schema: { tags, summary: '简历详情', params: ZIdParams, response: { 200: dataEnvelope(ZResume) } } },
    async (req) => ok(await resumes.get(userId(req), req.params.id)),
  );

  app.get(
    '/resumes/:id/file',
    { schema: { tags, summary: '下载原始文件（仅本人）', params: ZIdParams } },
    async (req, reply) => {
      const file = await resumes.openFile(userId(req), req.params.id);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.get(
    '/resumes/:id/export',
    {
      schema: {
        tags,
        summary: '导出简历（format=pdf 或 docx，按结构化内容排版，中文字体内嵌）',
        params: ZIdParams,
        querystring: ZExportQuery,
      },
    },
    async (req, reply) => {
      const resume = await resumes.get(userId(req), req.params.id);
      return sendResumeExport(req, reply, {
        pdf,
        scope: `resume:${resume.id}`,
        resume: resumes.structured(resume),
        title: resume.file_name,
        format: req.query.format,
      });
    },
  );

  app.put(
    '/resumes/:id',
    {
      schema: {
        tags,
        summary: '更新简历',
        params: ZIdParams,
        body: ZUpdateResumeRequest,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => ok(await resumes.update(userId(req), req.params.id, req.body)),
  );

  app.delete(
    '/resumes/:id',
    { schema: { tags, summary: '删除简历（连同原始文件）', params: ZIdParams, response: { 200: ZOkNull } } },
    async (req) => {
      await resumes.remove(userId(req), req.params.id);
      return ok(null);
    },
  );

  app.post(
    '/resumes/:id/attach',
    {
      schema: {
        tags,
        summary: '为已有简历关联文件（multipart 字段 file），文件文本替换简历内容',
        params: ZIdParams,
        ...multipartSchema,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => {
      const form = await readForm(req);
      return ok(await resumes.attach(userId(req), req.params.id, requireFile(form)));
    },
  );
};

/**
 * The resume calls of spec §7's AI proxy whose paths the spec leaves open (docs/api.md):
 * upload from file, get by id, list the user's resumes (page, pageSize).
 */
export const resumeProxyRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService; auth: AuthService }> = async (
  app,
  { resumes, auth },
) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));
  const proxyTags = ['ai-proxy'];

  app.post(
    '/upload',
    {
      schema: {
        tags: proxyTags,
        summary: '上传简历文件（multipart：file，可选 file_name、position_id）',
        ...multipartSchema,
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => ok(await uploadFile(resumes, req)),
  );

  app.get(
    '/list',
    {
      schema: {
        tags: proxyTags,
        summary: '我的简历列表（page、pageSize）',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: { 200: dataEnvelope(ZResumeList) },
      },
    },
    async (req) => ok(await resumes.list(userId(req), req.query.page, req.query.pageSize)),
  );

  app.get(
    '/:resumeId',
    {
      schema: {
        tags: proxyTags,
        summary: '简历详情',
        params: z.object({ resumeId: zId('简历编号无效') }),
        response: { 200: dataEnvelope(ZResume) },
      },
    },
    async (req) => ok(await resumes.get(userId(req), req.params.resumeId)),
  );
};
