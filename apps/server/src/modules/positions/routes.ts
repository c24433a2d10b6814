import {
  POSITION_MESSAGES,
  ZCloneTemplateRequest,
  ZCreatePositionRequest,
  ZParseAdvertRequest,
  ZParsedAdvert,
  ZPosition,
  ZPositionList,
  ZPositionRelated,
  ZPositionSearchRequest,
  ZTemplateCategory,
  ZTemplateList,
  ZUpdatePositionRequest,
  messageEnvelope,
  ZPageQuery,
  zId,
} from '@offerpilot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseJobAdvert } from '../../text/index.ts';
import { requireAuth } from '../../http/auth.ts';
import { okWithMessage } from '../../http/envelope.ts';
import type { AuthService } from '../auth/index.ts';
import type { PositionsService } from './service.ts';

const tags = ['positions'];
const ZIdParams = z.object({ id: zId('岗位编号无效') });
const ZListQuery = ZPageQuery;
const ok = POSITION_MESSAGES.fetched;

/** Positions (spec §7) under /api/v1/positions; envelope { success, data, message, error }. */
export const positionRoutes: FastifyPluginAsyncZod<{ positions: PositionsService; auth: AuthService }> = async (
  app,
  { positions, auth },
) => {
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));
  const userId = (req: { auth?: { user: { id: number } } }) => req.auth!.user.id;

  app.get(
    '/positions',
    {
      schema: {
        tags,
        summary: '我的岗位列表',
        querystring: ZListQuery,
        response: { 200: messageEnvelope(ZPositionList) },
      },
    },
    async (req) => okWithMessage(await positions.list(userId(req), req.query.page, req.query.page_size), ok),
  );

  app.post(
    '/positions',
    {
      schema: {
        tags,
        summary: '创建岗位',
        body: ZCreatePositionRequest,
        response: { 200: messageEnvelope(ZPosition) },
      },
    },
    async (req) => okWithMessage(await positions.create(userId(req), req.body), POSITION_MESSAGES.created),
  );

  app.post(
    '/positions/search',
    {
      schema: {
        tags,
        summary: '搜索岗位（中文分词）',
        body: ZPositionSearchRequest,
        response: { 200: messageEnvelope(ZPositionList) },
      },
    },
    async (req) => okWithMessage(await positions.search(userId(req), req.body), ok),
  );

  app.post(
    '/positions/parse-advert',
    {
      schema: {
        tags,
        summary: '从粘贴的招聘信息中提取岗位字段（内置引擎）',
        body: ZParseAdvertRequest,
        response: { 200: messageEnvelope(ZParsedAdvert) },
      },
    },
    async (req) => okWithMessage(parseJobAdvert(req.body.text), ok),
  );

  app.get(
    '/positions/templates',
    {
      schema: {
        tags,
        summary: '岗位模板',
        querystring: ZListQuery.extend({ category: z.string().trim().max(50).optional() }),
        response: { 200: messageEnvelope(ZTemplateList) },
      },
    },
    async (req) =>
      okWithMessage(
        await positions.listTemplates(req.query.category || undefined, req.query.page, req.query.page_size),
        ok,
      ),
  );

  app.get(
    '/positions/templates/categories',
    { schema: { tags, summary: '岗位模板分类', response: { 200: messageEnvelope(z.array(ZTemplateCategory)) } } },
    async () => okWithMessage(await positions.templateCategories(), ok),
  );

  app.post(
    '/positions/templates/:id/clone',
    {
      schema: {
        tags,
        summary: '从模板创建我的岗位',
        params: ZIdParams,
        body: ZCloneTemplateRequest,
        response: { 200: messageEnvelope(ZPosition) },
      },
    },
    async (req) =>
      okWithMessage(
        await positions.cloneTemplate(userId(req), req.params.id, req.body?.custom_name),
        POSITION_MESSAGES.cloned,
      ),
  );

  app.get(
    '/positions/:id',
    { schema: { tags, summary: '岗位详情', params: ZIdParams, response: { 200: messageEnvelope(ZPosition) } } },
    async (req) => okWithMessage(await positions.get(userId(req), req.params.id), ok),
  );

  app.get(
    '/positions/:id/related',
    {
      schema: {
        tags,
        summary: '岗位关联的简历、优化与面试',
        params: ZIdParams,
        response: { 200: messageEnvelope(ZPositionRelated) },
      },
    },
    async (req) => okWithMessage(await positions.related(userId(req), req.params.id), ok),
  );

  app.put(
    '/positions/:id',
    {
      schema: {
        tags,
        summary: '更新岗位',
        params: ZIdParams,
        body: ZUpdatePositionRequest,
        response: { 200: messageEnvelope(ZPosition) },
      },
    },
    async (req) =>
      okWithMessage(await positions.update(userId(req), req.params.id, req.body), POSITION_MESSAGES.updated),
  );

  app.delete(
    '/positions/:id',
    {
      schema: {
        tags,
        summary: '删除岗位',
        params: ZIdParams,
        response: { 200: messageEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      await positions.remove(userId(req), req.params.id);
      return okWithMessage({ id: req.params.id }, POSITION_MESSAGES.deleted);
    },
  );
};
