import type { TLoginResponse } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, register } from './support/auth.ts';
import {
  OAUTH_REDIRECT_URI,
  startOidcStandIn,
  startWechatStandIn,
  type TOidcStandIn,
  type TStandIn,
} from './support/oauth-providers.ts';
import { createTestApp } from './support/test-app.ts';

const A = '/api/v1/auth';
const STATE_INVALID = '登录请求已过期或无效，请重新发起登录';

/** The browser-binding cookie the server set with an authorization URL. */
function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = String(res.headers['set-cookie'] ?? '');
  expect(raw).toMatch(/^op_oauth=[^;]+; Path=\/api\/v1\/auth;/);
  return raw.split(';')[0]!;
}

/** A started round trip: the provider URL, its state and the browser cookie that goes with it. */
interface TStarted {
  url: URL;
  state: string;
  cookie: string;
}

describe('linking WeChat and OIDC to an existing account', () => {
  let app: FastifyInstance;
  let wechat: TStandIn;
  let oidc: TOidcStandIn;

  beforeAll(async () => {
    wechat = await startWechatStandIn({
      'code-alice': 'openid-alice',
      'code-bob': 'openid-bob',
      'code-wx': 'openid-wx',
      'code-dave': 'openid-dave',
      'code-erin': 'openid-erin',
    });
    oidc = await startOidcStandIn();
    app = await createTestApp(
      authConfig({
        captchaMode: 'off',
        wechat: {
          appId: 'wx-app',
          appSecret: 'wx-secret',
          redirectUri: OAUTH_REDIRECT_URI,
          apiBase: wechat.base,
          openBase: 'https://open.weixin.qq.com',
        },
        oidc: {
          issuer: oidc.base,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          redirectUri: OAUTH_REDIRECT_URI,
          scopes: 'openid profile',
        },
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await wechat.close();
    await oidc.close();
  });

  const security = async (token: string) => {
    const res = await app.inject({ method: 'GET', url: `${A}/security`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { linked: { wechat: boolean; oidc: boolean }; has_password: boolean };
  };

  /** POST …/auth-url, with the current password in the body when one is given. */
  const requestLinkUrl = (provider: 'wechat' | 'oidc', token: string, password?: string) =>
    app.inject({
      method: 'POST',
      url: `${A}/link/${provider}/auth-url`,
      headers: bearer(token),
      ...(password === undefined ? {} : { payload: { password } }),
    });

  async function startLink(provider: 'wechat' | 'oidc', token: string, password?: string): Promise<TStarted> {
    const res = await requestLinkUrl(provider, token, password);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().auth_url as string);
    return { url, state: url.searchParams.get('state')!, cookie: cookieOf(res) };
  }

  const finishLink = (provider: 'wechat' | 'oidc', token: string, body: { code: string; state: string }, cookie = '') =>
    app.inject({
      method: 'POST',
      url: `${A}/link/${provider}`,
      headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
      payload: body,
    });

  const unlink = (provider: 'wechat' | 'oidc', token: string) =>
    app.inject({ method: 'DELETE', url: `${A}/link/${provider}`, headers: bearer(token) });

  /** A WeChat sign-in with `code`, as the login page does it. */
  async function signInWithWechat(code: string): Promise<TLoginResponse> {
    const start = await app.inject({ method: 'GET', url: `${A}/wechat/auth-url` });
    const state = new URL(start.json().auth_url as string).searchParams.get('state')!;
    const res = await app.inject({
      method: 'POST',
      url: `${A}/login/wechat`,
      headers: { cookie: cookieOf(start) },
      payload: { code, state },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TLoginResponse;
  }

  it('links WeChat to a password account; a later WeChat sign-in opens that same account', async () => {
    const alice = await register(app);
    expect((await security(alice.access_token)).linked).toEqual({ wechat: false, oidc: false });

    const started = await startLink('wechat', alice.access_token, alice.password);
    expect(started.url.origin).toBe('https://open.weixin.qq.com');
    expect(started.url.searchParams.get('redirect_uri')).toBe(OAUTH_REDIRECT_URI);

    const res = await finishLink(
      'wechat',
      alice.access_token,
      { code: 'code-alice', state: started.state },
      started.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '已关联微信' });
    expect((await security(alice.access_token)).linked).toEqual({ wechat: true, oidc: false });

    const signedIn = await signInWithWechat('code-alice');
    expect(signedIn.user.id).toBe(alice.user.id);
    expect(signedIn.user.username).toBe(alice.user.username);

    // Already linked: a second link is refused before any round trip starts.
    const again = await app.inject({
      method: 'POST',
      url: `${A}/link/wechat/auth-url`,
      headers: bearer(alice.access_token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('当前账号已关联微信，如需更换请先解除关联');
  });

  it('refuses (409) an identity that already belongs to another account, changing nothing', async () => {
    const owner = await signInWithWechat('code-bob');
    const other = await register(app);
    const started = await startLink('wechat', other.access_token, other.password);
    const res = await finishLink(
      'wechat',
      other.access_token,
      { code: 'code-bob', state: started.state },
      started.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: '该微信账号已关联其他用户，请先在那个账号中解除关联' });
    expect((await security(other.access_token)).linked.wechat).toBe(false);
    expect((await signInWithWechat('code-bob')).user.id).toBe(owner.user.id);
  });

  it('answers 400 for a state of another user, an expired state, a missing cookie or a sign-in state', async () => {
    const alice = await register(app);
    const mallory = await register(app);
    const started = await startLink('wechat', alice.access_token, alice.password);

    // Another signed-in user replaying Alice's state (even with her cookie) cannot finish her link.
    const stolen = await finishLink(
      'wechat',
      mallory.access_token,
      { code: 'code-wx', state: started.state },
      started.cookie,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(STATE_INVALID);
    // Without the cookie of the browser that started it: refused too.
    const noCookie = await finishLink('wechat', alice.access_token, { code: 'code-wx', state: started.state });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().error).toBe(STATE_INVALID);
    // A link state is no sign-in state: /login/wechat does not take it.
    const asLogin = await app.inject({
      method: 'POST',
      url: `${A}/login/wechat`,
      headers: { cookie: started.cookie },
      payload: { code: 'code-wx', state: started.state },
    });
    expect(asLogin.statusCode).toBe(400);
    expect(mallory.user.id).not.toBe(alice.user.id);
    expect((await security(mallory.access_token)).linked.wechat).toBe(false);

    // Expired: ten minutes have passed.
    await app.database.db.execute(
      sql`update auth_oauth_states set expires_at = now() - interval '1 second' where state = ${started.state}`,
    );
    const expired = await finishLink(
      'wechat',
      alice.access_token,
      { code: 'code-wx', state: started.state },
      started.cookie,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(STATE_INVALID);
    expect((await security(alice.access_token)).linked.wechat).toBe(false);

    // A sign-in state cannot be used to link.
    const login = await app.inject({ method: 'GET', url: `${A}/wechat/auth-url` });
    const loginState = new URL(login.json().auth_url as string).searchParams.get('state')!;
    const wrongPurpose = await finishLink(
      'wechat',
      alice.access_token,
      { code: 'code-wx', state: loginState },
      cookieOf(login),
    );
    expect(wrongPurpose.statusCode).toBe(400);
    expect((await security(alice.access_token)).linked.wechat).toBe(false);
  });

  it('unlinks WeChat from a password account: the identity then signs in to a new account', async () => {
    const carol = await register(app);
    const started = await startLink('wechat', carol.access_token, carol.password);
    expect(
      (await finishLink('wechat', carol.access_token, { code: 'code-wx', state: started.state }, started.cookie))
        .statusCode,
    ).toBe(200);

    const res = await unlink('wechat', carol.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '已解除关联微信' });
    expect((await security(carol.access_token)).linked.wechat).toBe(false);
    expect((await signInWithWechat('code-wx')).user.id).not.toBe(carol.user.id);

    const twice = await unlink('wechat', carol.access_token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('当前账号未关联微信');
  });

  it('refuses to unlink the only way into an account, and allows it once OIDC is linked too', async () => {
    // Created by a WeChat sign-in: no password, no phone, nothing else linked.
    const wxOnly = await signInWithWechat('code-dave');
    const before = await security(wxOnly.access_token);
    expect(before).toMatchObject({ has_password: false, linked: { wechat: true, oidc: false } });

    const refused = await unlink('wechat', wxOnly.access_token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      '解除关联后将无法登录此账号：请先设置密码、绑定手机号或关联其他登录方式，再解除微信',
    );
    expect((await security(wxOnly.access_token)).linked.wechat).toBe(true);

    // Link the OIDC identity through the real provider's screens.
    const started = await startLink('oidc', wxOnly.access_token);
    expect(started.url.origin).toBe(oidc.base);
    const back = await oidc.authorize(started.url.toString(), 'oidc-dave');
    expect(back.searchParams.get('state')).toBe(started.state);
    const linked = await finishLink(
      'oidc',
      wxOnly.access_token,
      { code: back.searchParams.get('code')!, state: started.state },
      started.cookie,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe('已关联统一身份认证');
    expect((await security(wxOnly.access_token)).linked).toEqual({ wechat: true, oidc: true });

    // Now WeChat can go (OIDC still opens the account), but then OIDC is the last way in.
    expect((await unlink('wechat', wxOnly.access_token)).statusCode).toBe(200);
    const last = await unlink('oidc', wxOnly.access_token);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toContain('解除关联后将无法登录此账号');

    // The OIDC sign-in opens the same account.
    const login = await app.inject({ method: 'GET', url: `${A}/url` });
    const loginBack = await oidc.authorize(login.json().auth_url as string, 'oidc-dave');
    const signedIn = await app.inject({
      method: 'POST',
      url: `${A}/login`,
      headers: { cookie: cookieOf(login) },
      payload: { code: loginBack.searchParams.get('code'), state: loginBack.searchParams.get('state') },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.id).toBe(wxOnly.user.id);
  });

  /** The link round trips `userId` has started (rows in auth_oauth_states). */
  async function linkStates(userId: number): Promise<number> {
    const result = (await app.database.db.execute(
      sql`select count(*)::int as n from auth_oauth_states where purpose = 'link' and user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  }

  it('asks a password account for its current password before a link starts (step-up)', async () => {
    const frank = await register(app);

    const missing = await requestLinkUrl('wechat', frank.access_token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, error: '请输入当前密码' });
    const empty = await requestLinkUrl('oidc', frank.access_token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('请输入当前密码');
    const wrong = await requestLinkUrl('wechat', frank.access_token, 'Not#thepassword1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, error: '当前密码不正确' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(await linkStates(frank.user.id)).toBe(0);

    const started = await startLink('wechat', frank.access_token, frank.password);
    expect(started.url.origin).toBe('https://open.weixin.qq.com');
    expect(await linkStates(frank.user.id)).toBe(1);
    expect((await security(frank.access_token)).linked.wechat).toBe(false);
  });

  it('needs no password from an account that has none (its WeChat sign-in is the proof)', async () => {
    const erin = await signInWithWechat('code-erin');
    expect((await security(erin.access_token)).has_password).toBe(false);
    const started = await startLink('oidc', erin.access_token);
    expect(started.url.origin).toBe(oidc.base);
    expect(await linkStates(erin.user.id)).toBe(1);
  });

  it('requires a signed-in user', async () => {
    expect((await app.inject({ method: 'POST', url: `${A}/link/wechat/auth-url` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `${A}/link/oidc` })).statusCode).toBe(401);
  });
});

describe('linking on a server without WeChat or OIDC', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off', wechat: undefined, oidc: undefined }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 with the not-configured text', async () => {
    const user = await register(app);
    for (const [provider, text] of [
      ['wechat', '未配置微信登录'],
      ['oidc', '未配置统一身份认证登录'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: `${A}/link/${provider}/auth-url`,
        headers: bearer(user.access_token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(text);
    }
    const unknown = await app.inject({
      method: 'POST',
      url: `${A}/link/github/auth-url`,
      headers: bearer(user.access_token),
    });
    expect(unknown.statusCode).toBe(400);
  });
});
