import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  ZAccountSecurity,
  ZAvatarRequest,
  ZBindPhoneRequest,
  ZBindPhoneSendRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZDeleteAccountResult,
  ZErrorEnvelope,
  ZOkResponse,
  ZSmsSendResponse,
  ZUpdateProfileRequest,
  ZUserEnvelope,
  dataEnvelope,
} from '@offerpilot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from './account-service.ts';
import type { AuthService } from './service.ts';

const tags = ['auth'];
const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 409: ZErrorEnvelope };

/** The personal center's account calls under /api/v1/auth (docs/api.md). */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService; auth: AuthService }> = async (
  app,
  { account, auth },
) => {
  const guard = requireAuth(auth, ['access']);
  const me = (req: { auth?: { user: { id: number } } }) => req.auth!.user.id;

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: '修改资料（昵称、邮箱）',
        body: ZUpdateProfileRequest,
        response: { 200: ZUserEnvelope, ...errors },
      },
      preHandler: guard,
    },
    async (req) => ({
      success: true as const,
      data: await account.updateProfile(me(req), req.body),
      message: ACCOUNT_MESSAGES.profileSaved,
    }),
  );

  app.post(
    '/avatar',
    {
      schema: {
        tags,
        summary: '上传头像（浏览器裁剪后的方图，JPG/PNG/WebP，不超过 512 KB）',
        body: ZAvatarRequest,
        response: { 200: ZUserEnvelope, 413: ZErrorEnvelope, ...errors },
      },
      preHandler: guard,
    },
    async (req) => ({
      success: true as const,
      data: await account.setAvatar(me(req), req.body.image),
      message: ACCOUNT_MESSAGES.avatarSaved,
    }),
  );

  app.get(
    '/avatars/:key',
    {
      schema: { tags, summary: '头像图片（公开，地址随上传变化）', params: z.object({ key: z.string().max(64) }) },
    },
    async (req, reply) => {
      const avatar = await account.readAvatar(req.params.key);
      if (!avatar) return reply.status(404).send({ success: false, error: '头像不存在' });
      return reply
        .header('content-type', avatar.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(avatar.bytes);
    },
  );

  app.get(
    '/security',
    {
      schema: {
        tags,
        summary: '账号安全：密码、手机、已关联账号、登录中的设备',
        response: { 200: dataEnvelope(ZAccountSecurity), 401: ZErrorEnvelope },
      },
      preHandler: guard,
    },
    async (req) => ok(await account.security(me(req), req.auth!.claims.sessionId)),
  );

  app.post(
    '/password/change',
    {
      schema: {
        tags,
        summary: '修改密码（需当前密码；其他设备随之退出登录）',
        body: ZChangePasswordRequest,
        response: { 200: ZOkResponse, ...errors },
      },
      preHandler: guard,
    },
    async (req) => {
      await account.changePassword(me(req), req.auth!.claims.sessionId, req.body);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/phone/send',
    {
      schema: {
        tags,
        summary: '发送绑定手机的短信验证码',
        body: ZBindPhoneSendRequest,
        response: { 200: ZSmsSendResponse, 429: ZErrorEnvelope, ...errors },
      },
      preHandler: guard,
    },
    async (req) => ({
      success: true as const,
      message: AUTH_MESSAGES.smsSent,
      ...(await auth.sendSmsCode('bind', req.body.phone, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      })),
    }),
  );

  app.post(
    '/phone/bind',
    {
      schema: {
        tags,
        summary: '绑定或更换手机号',
        body: ZBindPhoneRequest,
        response: { 200: ZUserEnvelope, ...errors },
      },
      preHandler: guard,
    },
    async (req) => ({
      success: true as const,
      data: await account.bindPhone(me(req), req.body.phone, req.body.code),
      message: ACCOUNT_MESSAGES.phoneBound,
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: '让一台设备退出登录',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOkResponse, 404: ZErrorEnvelope, ...errors },
      },
      preHandler: guard,
    },
    async (req) => {
      await account.revokeSession(me(req), req.params.id);
      return { success: true as const, message: ACCOUNT_MESSAGES.sessionRevoked };
    },
  );

  app.post(
    '/logout-all',
    {
      schema: {
        tags,
        summary: '在所有设备上退出登录（包括当前设备）',
        response: { 200: ZOkResponse, 401: ZErrorEnvelope },
      },
      preHandler: guard,
    },
    async (req) => {
      await account.signOutEverywhere(me(req));
      return { success: true as const, message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags,
        summary: '注销账号：删除简历、文件、岗位、面试记录与录音、时长记录和全部登录',
        body: ZDeleteAccountRequest,
        response: { 200: dataEnvelope(ZDeleteAccountResult), ...errors },
      },
      preHandler: guard,
    },
    async (req) => ok(await account.deleteAccount(me(req), req.body)),
  );
};
