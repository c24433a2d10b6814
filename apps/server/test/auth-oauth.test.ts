import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, post } from './support/auth.ts';
import {
  OAUTH_REDIRECT_URI as REDIRECT_URI,
  startOidcStandIn,
  startWechatStandIn,
  type TOidcStandIn,
  type TWechatStandIn,
} from './support/oauth-providers.ts';
import { createTestApp } from './support/test-app.ts';

const A = '/api/v1/auth';

/** The browser-binding cookie the server set with the authorization URL. */
function cookieOf(res: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = String(res.headers['set-cookie'] ?? '');
  expect(raw).toMatch(/^op_oauth=[^;]+; Path=\/api\/v1\/auth; Max-Age=600; HttpOnly; SameSite=Lax/);
  return { cookie: raw.split(';')[0]! };
}

describe('OIDC sign-in against a real OpenID provider (oidc-provider)', () => {
  let oidc: TOidcStandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Every account answers the same profile: a second account finds its username taken.
    oidc = await startOidcStandIn({
      accountClaims: () => ({
        name: '欧阳娜娜',
        preferred_username: 'oidc_nana',
        email: 'nana@example.org',
        email_verified: true,
      }),
    });
    app = await createTestApp(
      authConfig({
        captchaMode: 'off',
        oidc: {
          issuer: oidc.base,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          redirectUri: REDIRECT_URI,
          scopes: 'openid profile email phone',
        },
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await oidc.close();
  });

  it('builds the authorization URL with state, nonce and PKCE S256', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${A}/url?redirect_url=${encodeURIComponent('/positions?positionId=3')}`,
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().auth_url);
    expect(url.origin).toBe(oidc.base);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect((await app.inject({ method: 'GET', url: `${A}/providers` })).json().oidc).toBe(true);
  });

  it('signs in end to end, answers casdoor_token and the same-site redirect, and refuses a replayed state', async () => {
    const start = await app.inject({
      method: 'GET',
      url: `${A}/url?redirect_url=${encodeURIComponent('/positions?positionId=3')}`,
    });
    const back = await oidc.authorize(start.json().auth_url, 'account-001');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    expect(code).toBeTruthy();

    // Without the cookie of the browser that started the sign-in: refused (no login CSRF).
    const csrf = await post(app, `${A}/login`, { code, state });
    expect(csrf.statusCode).toBe(400);
    expect(csrf.json().error).toBe('登录请求已过期或无效，请重新发起登录');

    const res = await post(app, `${A}/login`, { code, state }, cookieOf(start));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      redirect_url: '/positions?positionId=3',
      user: { username: 'oidc_nana', display_name: '欧阳娜娜', email: 'nana@example.org' },
    });
    expect(body.casdoor_token).toBeTruthy();
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.casdoor_token) })).json().data
        .username,
    ).toBe('oidc_nana');

    const replay = await post(app, `${A}/login`, { code, state }, cookieOf(start));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('登录请求已过期或无效，请重新发起登录');

    // The same provider account signs in to the same user again.
    const again = await app.inject({ method: 'GET', url: `${A}/url` });
    const back2 = await oidc.authorize(again.json().auth_url, 'account-001');
    const second = await post(
      app,
      `${A}/login`,
      { code: back2.searchParams.get('code'), state: back2.searchParams.get('state') },
      cookieOf(again),
    );
    expect(second.json().user.id).toBe(body.user.id);
    expect(second.json().redirect_url).toBeNull();
  });

  it('keeps only same-site redirect targets', async () => {
    const cases: [string, string | null][] = [
      ['/resume?tab=1#a', '/resume?tab=1#a'],
      ['http://localhost:8080/positions', '/positions'],
      ['https://evil.example/steal', null],
      ['//evil.example/x', null],
      ['http://localhost:8080//evil.example', null],
      ['/\t/evil.example', null],
      ['/\\evil.example', null],
      ['javascript:alert(1)', null],
    ];
    for (const [target, expected] of cases) {
      const start = await app.inject({ method: 'GET', url: `${A}/url?redirect_url=${encodeURIComponent(target)}` });
      const state = new URL(start.json().auth_url).searchParams.get('state')!;
      const [row] = await app.database.queryRows<{ redirect_url: string | null }>(
        sql`select redirect_url from auth_oauth_states where state = ${state}`,
      );
      expect(row!.redirect_url, target).toBe(expected);
    }
  });

  it('refuses a forged code and drops off-site redirect targets', async () => {
    const start = await app.inject({
      method: 'GET',
      url: `${A}/url?redirect_url=${encodeURIComponent('https://evil.example/steal')}`,
    });
    const state = new URL(start.json().auth_url).searchParams.get('state')!;
    const forged = await post(app, `${A}/login`, { code: 'forged-code', state }, cookieOf(start));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('第三方登录失败，请重试');

    const start2 = await app.inject({
      method: 'GET',
      url: `${A}/url?redirect_url=${encodeURIComponent('https://evil.example/steal')}`,
    });
    const back = await oidc.authorize(start2.json().auth_url, 'account-002');
    const res = await post(
      app,
      `${A}/login`,
      { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      cookieOf(start2),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().redirect_url).toBeNull();
    // A second account whose preferred username is taken gets a generated one.
    expect(res.json().user.username).not.toBe('oidc_nana');
  });
});

describe('WeChat website sign-in', () => {
  let wechat: TWechatStandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    wechat = await startWechatStandIn(
      { 'good-code': 'openid-123' },
      { profiles: { 'openid-123': { nickname: '微信用户小王', headimgurl: 'https://thirdwx.qlogo.cn/x.png' } } },
    );
    app = await createTestApp(
      authConfig({
        captchaMode: 'off',
        wechat: {
          appId: 'wx-app',
          appSecret: 'wx-secret',
          redirectUri: REDIRECT_URI,
          apiBase: wechat.base,
          openBase: 'https://open.weixin.qq.com',
        },
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await wechat.close();
  });

  it('builds the QR-connect URL and signs in with the code', async () => {
    const start = await app.inject({ method: 'GET', url: `${A}/wechat/auth-url?redirect_url=/resume` });
    const authUrl = start.json().auth_url as string;
    expect(authUrl).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=wx-app&.*scope=snsapi_login.*#wechat_redirect$/,
    );
    const state = new URL(authUrl).searchParams.get('state')!;
    expect((await post(app, `${A}/login/wechat`, { code: 'good-code', state })).statusCode).toBe(400);
    const res = await post(app, `${A}/login/wechat`, { code: 'good-code', state }, cookieOf(start));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      redirect_url: '/resume',
      user: { display_name: '微信用户小王', avatar_url: 'https://thirdwx.qlogo.cn/x.png' },
    });
    expect(wechat.seen).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect((await post(app, `${A}/login/wechat`, { code: 'good-code', state }, cookieOf(start))).statusCode).toBe(400);
  });

  it('answers a clear error when WeChat refuses the code', async () => {
    const start = await app.inject({ method: 'GET', url: `${A}/wechat/auth-url` });
    const state = new URL(start.json().auth_url).searchParams.get('state')!;
    const res = await post(app, `${A}/login/wechat`, { code: 'bad-code', state }, cookieOf(start));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('第三方登录失败，请重试');
  });
});
