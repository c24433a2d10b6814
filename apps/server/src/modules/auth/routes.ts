import {
  AUTH_MESSAGES,
  LINK_PROVIDER_NAMES,
  ZAuthProviders,
  ZAuthUrlQuery,
  ZAuthUrlResponse,
  ZAvailabilityResponse,
  ZCaptchaResponse,
  ZCheckEmailRequest,
  ZCheckPhoneRequest,
  ZCheckUsernameRequest,
  ZErrorEnvelope,
  ZLinkProviderParams,
  ZLinkRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZOAuthLoginRequest,
  ZOkResponse,
  ZPasswordLoginRequest,
  ZPasswordRegisterRequest,
  ZPasswordResetRequest,
  ZPasswordResetSendRequest,
  ZProfileResponse,
  ZRefreshRequest,
  ZSmsLoginRequest,
  ZSmsRegisterRequest,
  ZSmsSendRequest,
  ZSmsSendResponse,
  ZStartLinkRequest,
  ZStatusResponse,
  ZUser,
  ZValidateResponse,
  dataEnvelope,
  type TLoginResponse,
} from '@offerpilot/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireAuth } from '../../http/auth.ts';
import { readCookie, setCookie } from '../../http/cookies.ts';
import { ok } from '../../http/envelope.ts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_TTL_MS } from './known-devices.ts';
import { oauthStateBinding, toPublicUser, type AuthService, type TRequestContext } from './service.ts';

const context = (request: FastifyRequest): TRequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceCookie: readCookie(request, KNOWN_DEVICE_COOKIE),
});
const tags = ['auth'];
/** Binds an OAuth round trip to the browser that started it (see service.checkStateBinding). */
const OAUTH_COOKIE = 'op_oauth';

/** The auth service of spec §7 under /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  { auth, secureCookies },
) => {
  const login = { 200: ZLoginResponse };
  const bindState = (reply: FastifyReply, state: string) =>
    setCookie(reply, OAUTH_COOKIE, oauthStateBinding(state), {
      path: '/api/v1/auth',
      maxAgeS: 600,
      secure: secureCookies,
    });
  /** Every sign-in (and refresh) makes this browser known to the account (known-devices.ts). */
  const signIn = async <T extends TLoginResponse>(req: FastifyRequest, reply: FastifyReply, session: Promise<T>) => {
    const response = await session;
    const cookie = auth.rememberDevice(readCookie(req, KNOWN_DEVICE_COOKIE), response.user.id);
    setCookie(reply, KNOWN_DEVICE_COOKIE, cookie, {
      path: '/api/v1/auth',
      maxAgeS: KNOWN_DEVICE_TTL_MS / 1000,
      secure: secureCookies,
    });
    return response;
  };

  app.get(
    '/providers',
    { schema: { tags, summary: '可用的登录方式（图形验证码、OIDC、微信）', response: { 200: ZAuthProviders } } },
    async () => ({
      success: true as const,
      captcha: auth.captchaMode,
      oidc: Boolean(auth.oidc),
      wechat: Boolean(auth.wechat),
    }),
  );

  app.get(
    '/captcha',
    {
      schema: {
        tags,
        summary: '获取图形验证码（5 分钟内有效，只能使用一次）',
        querystring: z.object({
          application_id: z.string().max(100).optional(),
          is_current_provider: z.string().max(10).optional(),
        }),
        response: { 200: ZCaptchaResponse },
      },
    },
    async (req) => auth.createCaptcha(req.ip),
  );

  app.post(
    '/register/password',
    { schema: { tags, summary: '用户名密码注册', body: ZPasswordRegisterRequest, response: login } },
    async (req, reply) => signIn(req, reply, auth.registerWithPassword(req.body, context(req))),
  );

  app.post(
    '/register/sms/send',
    { schema: { tags, summary: '发送注册短信验证码', body: ZSmsSendRequest, response: { 200: ZSmsSendResponse } } },
    async (req) => ({
      success: true as const,
      message: AUTH_MESSAGES.smsSent,
      ...(await auth.sendSmsCode('register', req.body.phone, req.body, context(req))),
    }),
  );

  app.post(
    '/register/sms',
    { schema: { tags, summary: '手机验证码注册', body: ZSmsRegisterRequest, response: login } },
    async (req, reply) => signIn(req, reply, auth.registerWithSms(req.body, context(req))),
  );

  const checks = [
    ['username', ZCheckUsernameRequest],
    ['email', ZCheckEmailRequest],
  ] as const;
  for (const [kind, schema] of checks) {
    app.post(
      `/check/${kind}`,
      { schema: { tags, summary: `检查${kind}是否可用`, body: schema, response: { 200: ZAvailabilityResponse } } },
      async (req) => ({
        success: true as const,
        available: await auth.checkAvailability(kind, (req.body as Record<string, string>)[kind]!, req.ip),
      }),
    );
  }

  app.post(
    '/check/phone',
    {
      schema: {
        tags,
        summary: '检查手机号是否可用（须先通过图形验证码，验证码随即失效）',
        body: ZCheckPhoneRequest,
        response: { 200: ZAvailabilityResponse },
      },
    },
    async (req) => ({
      success: true as const,
      available: await auth.checkPhoneAvailability(req.body, req.ip),
    }),
  );

  app.post(
    '/login/password',
    { schema: { tags, summary: '账号密码登录（用户名、邮箱或手机号）', body: ZPasswordLoginRequest, response: login } },
    async (req, reply) => signIn(req, reply, auth.loginWithPassword(req.body, context(req))),
  );

  app.post(
    '/sms/send',
    { schema: { tags, summary: '发送登录短信验证码', body: ZSmsSendRequest, response: { 200: ZSmsSendResponse } } },
    async (req) => ({
      success: true as const,
      message: AUTH_MESSAGES.smsSent,
      ...(await auth.sendSmsCode('login', req.body.phone, req.body, context(req))),
    }),
  );

  app.post(
    '/login/sms',
    { schema: { tags, summary: '手机验证码登录', body: ZSmsLoginRequest, response: login } },
    async (req, reply) => signIn(req, reply, auth.loginWithSms(req.body.phone, req.body.code, context(req))),
  );

  app.post(
    '/refresh',
    { schema: { tags, summary: '刷新令牌（轮换：旧刷新令牌随即失效）', body: ZRefreshRequest, response: login } },
    async (req, reply) => signIn(req, reply, auth.refresh(req.body.refresh_token)),
  );

  app.post(
    '/logout',
    { schema: { tags, summary: '退出登录（吊销会话）', body: ZLogoutRequest, response: { 200: ZOkResponse } } },
    async (req) => {
      const current = await auth.authenticate(bearerToken(req), ['access', 'api']);
      await auth.logout(current?.claims.sessionId, req.body?.refresh_token);
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/profile',
    {
      schema: { tags, summary: '当前用户资料', response: { 200: ZProfileResponse } },
      preHandler: requireAuth(auth, ['access']),
    },
    async (req) => ({
      success: true as const,
      data: toPublicUser(req.auth!.user),
    }),
  );

  app.post(
    '/validate',
    {
      schema: { tags, summary: '校验访问令牌', response: { 200: ZValidateResponse } },
      preHandler: requireAuth(auth, ['access']),
    },
    async () => ({
      success: true,
    }),
  );

  app.get('/status', { schema: { tags, summary: '是否已登录', response: { 200: ZStatusResponse } } }, async (req) => ({
    success: true as const,
    logged_in: Boolean(await auth.authenticate(bearerToken(req), ['access'])),
  }));

  app.get(
    '/url',
    {
      schema: {
        tags,
        summary: 'OIDC（Casdoor 兼容）登录地址',
        querystring: ZAuthUrlQuery,
        response: { 200: ZAuthUrlResponse },
      },
    },
    async (req, reply) => {
      const { authUrl, state } = await auth.getOidcAuthUrl(req.query.redirect_url);
      bindState(reply, state);
      return { success: true as const, auth_url: authUrl };
    },
  );

  app.post(
    '/login',
    { schema: { tags, summary: 'OIDC 授权码登录', body: ZOAuthLoginRequest, response: login } },
    async (req, reply) =>
      signIn(
        req,
        reply,
        auth.loginWithOidc(req.body.code, req.body.state, readCookie(req, OAUTH_COOKIE), context(req), req.body),
      ),
  );

  app.get(
    '/wechat/auth-url',
    { schema: { tags, summary: '微信扫码登录地址', querystring: ZAuthUrlQuery, response: { 200: ZAuthUrlResponse } } },
    async (req, reply) => {
      const { authUrl, state } = await auth.getWechatAuthUrl(req.query.redirect_url);
      bindState(reply, state);
      return { success: true as const, auth_url: authUrl };
    },
  );

  app.post(
    '/login/wechat',
    { schema: { tags, summary: '微信授权码登录', body: ZOAuthLoginRequest, response: login } },
    async (req, reply) =>
      signIn(
        req,
        reply,
        auth.loginWithWechat(req.body.code, req.body.state, readCookie(req, OAUTH_COOKIE), context(req), req.body),
      ),
  );

  // Linking WeChat / OIDC to the signed-in account (personal center; decisions.md 2026-11-24).
  const linkErrors = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    409: ZErrorEnvelope,
    503: ZErrorEnvelope,
  };
  const signedIn = requireAuth(auth, ['access']);

  app.post(
    '/link/:provider/auth-url',
    {
      schema: {
        tags,
        summary:
          '开始关联微信或统一身份认证（有密码的账号须提交当前密码；返回授权地址，回调后调用 POST /link/{provider}）',
        params: ZLinkProviderParams,
        body: ZStartLinkRequest,
        response: { 200: ZAuthUrlResponse, ...linkErrors },
      },
      preHandler: signedIn,
    },
    async (req, reply) => {
      const { authUrl, state } = await auth.getLinkAuthUrl(req.params.provider, req.auth!.user, {
        password: req.body?.password,
      });
      bindState(reply, state);
      return { success: true as const, auth_url: authUrl };
    },
  );

  app.post(
    '/link/:provider',
    {
      schema: {
        tags,
        summary: '完成关联：用授权码把该身份加到当前账号',
        params: ZLinkProviderParams,
        body: ZLinkRequest,
        response: { 200: ZOkResponse, ...linkErrors },
      },
      preHandler: signedIn,
    },
    async (req) => {
      await auth.linkIdentity(req.params.provider, req.auth!.user.id, {
        code: req.body.code,
        state: req.body.state,
        binding: readCookie(req, OAUTH_COOKIE),
      });
      return { success: true as const, message: AUTH_MESSAGES.linkDone(LINK_PROVIDER_NAMES[req.params.provider]) };
    },
  );

  app.delete(
    '/link/:provider',
    {
      schema: {
        tags,
        summary: '解除关联（账号须仍有密码、已验证手机号或另一个关联身份可用于登录）',
        params: ZLinkProviderParams,
        response: { 200: ZOkResponse, ...linkErrors },
      },
      preHandler: signedIn,
    },
    async (req) => {
      await auth.unlinkIdentity(req.params.provider, req.auth!.user.id);
      return { success: true as const, message: AUTH_MESSAGES.unlinkDone(LINK_PROVIDER_NAMES[req.params.provider]) };
    },
  );

  app.post(
    '/password/reset/send',
    {
      schema: {
        tags,
        summary: '发送重置密码短信验证码',
        body: ZPasswordResetSendRequest,
        response: { 200: ZSmsSendResponse },
      },
    },
    async (req) => ({
      success: true as const,
      message: AUTH_MESSAGES.smsSent,
      ...(await auth.sendSmsCode('reset', req.body.phone, req.body, context(req))),
    }),
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: '用短信验证码重置密码（所有会话随之失效）',
        body: ZPasswordResetRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (req) => {
      await auth.resetPassword(req.body.phone, req.body.code, req.body.new_password);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );
};

/** The interview API's auth calls: GET /api/auth/validate and /api/auth/user (casdoor or access token). */
export const interviewAuthRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const guard = requireAuth(auth, ['api', 'access']);
  app.get(
    '/validate',
    {
      schema: {
        tags: ['interview'],
        summary: '校验令牌（casdoor_token 或 access_token）',
        response: { 200: ZValidateResponse },
      },
      preHandler: guard,
    },
    async () => ({
      success: true,
    }),
  );
  app.get(
    '/user',
    { schema: { tags: ['interview'], summary: '当前用户', response: { 200: dataEnvelope(ZUser) } }, preHandler: guard },
    async (req) => ok(toPublicUser(req.auth!.user)),
  );
};
