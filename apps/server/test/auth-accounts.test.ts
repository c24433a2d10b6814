import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowResend,
  authConfig,
  bearer,
  buildPhone,
  buildUser,
  lastCode,
  post,
  randomIp,
  readOutbox,
  register,
  registerBySms,
} from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const A = '/api/v1/auth';

describe('accounts: registration, sign-in, profile (captcha off)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers with a password and answers the login response of spec §3', async () => {
    const user = buildUser({ email: 'Han.Meimei@example.com' });
    const res = await post(app, `${A}/register/password`, { ...user, channel: 'web' }, {}, randomIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'casdoor_token',
      'expires_at',
      'refresh_token',
      'success',
      'user',
    ]);
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      username: user.username,
      email: 'Han.Meimei@example.com',
      display_name: null,
      avatar_url: null,
    });
    const ttl = Date.parse(body.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(body.refresh_token).not.toBe(body.access_token);
  });

  it('refuses invalid input with the spec messages, in Chinese, and stores nothing', async () => {
    const before = await app.database.queryRows<{ n: number }>(sql`select count(*)::int as n from users`);
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ab', password: 'Offer#2026pilot' }, '用户名需为3-20位字母、数字或下划线'],
      [{ username: 'valid_name', password: 'short1!' }, '密码长度至少8位'],
      [{ username: 'valid_name', password: 'ALLUPPER123!' }, '密码必须包含小写字母'],
      [{ username: 'valid_name', password: 'alllower123!' }, '密码必须包含大写字母'],
      [{ username: 'valid_name', password: 'NoDigitsHere!' }, '密码必须包含数字'],
      [{ username: 'valid_name', password: 'NoSpecial123' }, '密码必须包含特殊字符'],
      [{ username: 'valid_name', password: 'Offer#2026pilot', email: 'not-an-email' }, '邮箱格式不正确'],
      [{ username: 'valid_name', password: 'Offer#2026pilot', phone: '12345678901' }, '请输入正确的11位手机号'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(app, `${A}/register/password`, payload, {}, randomIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toContain(message);
    }
    const after = await app.database.queryRows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a taken username (any case), email or phone with 409', async () => {
    const phone = buildPhone();
    const first = await register(app, buildUser({ email: 'taken@example.com', phone }));
    const again = await post(
      app,
      `${A}/register/password`,
      buildUser({ username: first.user.username.toUpperCase() }),
      {},
      randomIp(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('该用户名已被注册');
    const email = await post(app, `${A}/register/password`, buildUser({ email: 'TAKEN@example.com' }), {}, randomIp());
    expect(email.json().error).toBe('该邮箱已被注册');
    const phoneTaken = await post(app, `${A}/register/password`, buildUser({ phone }), {}, randomIp());
    expect(phoneTaken.json().error).toBe('该手机号已被注册');
  });

  it('answers availability checks', async () => {
    const user = await register(app);
    const taken = await post(app, `${A}/check/username`, { username: user.user.username });
    expect(taken.json()).toEqual({ success: true, available: false });
    const free = await post(app, `${A}/check/username`, { username: 'nobody_has_this' });
    expect(free.json()).toEqual({ success: true, available: true });
    expect((await post(app, `${A}/check/email`, { email: 'free@example.com' })).json().available).toBe(true);
    expect((await post(app, `${A}/check/phone`, { phone: buildPhone() })).json().available).toBe(true);
    expect((await post(app, `${A}/check/phone`, { phone: '123' })).statusCode).toBe(400);
  });

  it('signs in by username, email or phone, with the same answer for unknown account and wrong password', async () => {
    const phone = buildPhone();
    const email = `${Date.now()}@example.cn`;
    const user = { ...buildUser(), email };
    // A phone is a sign-in name only once proved by SMS.
    const byPhone = await registerBySms(app, phone, user);
    expect((await post(app, `${A}/login/password`, { account: phone, password: user.password })).json().user.id).toBe(
      byPhone.user.id,
    );
    await app.database.db.execute(sql`update users set email = ${email} where id = ${byPhone.user.id}`);
    for (const account of [user.username, user.email.toUpperCase(), phone]) {
      const res = await post(app, `${A}/login/password`, { account, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe(user.username);
    }
    const wrong = await post(app, `${A}/login/password`, { account: user.username, password: 'Wrong#2026pilot' });
    const unknown = await post(app, `${A}/login/password`, { account: 'no_such_user', password: 'Wrong#2026pilot' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe('账号或密码错误');
    expect(unknown.json().error).toBe(wrong.json().error);
    expect(unknown.json().details).toEqual(wrong.json().details);
  });

  it('serves profile, validate and status for the access token', async () => {
    const { access_token, user } = await register(app);
    const profile = await app.inject({ method: 'GET', url: `${A}/profile`, headers: bearer(access_token) });
    expect(profile.json()).toEqual({ success: true, data: user });
    expect((await app.inject({ method: 'POST', url: `${A}/validate`, headers: bearer(access_token) })).json()).toEqual({
      success: true,
    });
    expect((await app.inject({ method: 'GET', url: `${A}/status`, headers: bearer(access_token) })).json()).toEqual({
      success: true,
      logged_in: true,
    });
    expect((await app.inject({ method: 'GET', url: `${A}/status` })).json()).toEqual({
      success: true,
      logged_in: false,
    });
    const anonymous = await app.inject({ method: 'GET', url: `${A}/profile` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: '未登录或登录已过期，请重新登录' });
    expect((await app.inject({ method: 'POST', url: `${A}/validate` })).json().success).toBe(false);
  });

  it('interview API auth calls accept the casdoor token and the access token', async () => {
    const { access_token, casdoor_token, user } = await register(app);
    for (const token of [access_token, casdoor_token]) {
      expect((await app.inject({ method: 'GET', url: '/api/auth/validate', headers: bearer(token) })).json()).toEqual({
        success: true,
      });
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      expect(me.json()).toMatchObject({ success: true, data: { id: user.id, username: user.username } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    // The API token is not a web access token.
    expect((await app.inject({ method: 'GET', url: `${A}/profile`, headers: bearer(casdoor_token) })).statusCode).toBe(
      401,
    );
  });

  it('stores the invitation code and channel with the new account', async () => {
    const inviter = await register(app);
    const invited = buildUser();
    const res = await post(
      app,
      `${A}/register/password`,
      { ...invited, invitation_code: inviter.user.invite_code, channel: 'web' },
      {},
      randomIp(),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await app.database.queryRows<{ invited_by_code: string; channel: string }>(
      sql`select invited_by_code, channel from users where username = ${invited.username}`,
    );
    expect(row).toEqual({ invited_by_code: inviter.user.invite_code, channel: 'web' });
  });

  it('registers and signs in by SMS, with the code from the outbox', async () => {
    const phone = buildPhone();
    const sent = await post(app, `${A}/register/sms/send`, { phone });
    expect(sent.json()).toEqual({ success: true, message: '验证码已发送', resend_after_s: 60 });
    const line = (await readOutbox(app)).at(-1)!;
    expect(line).toMatchObject({ phone, purpose: 'register' });
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.text).toContain(line.code);
    expect(Date.parse(line.sent_at)).not.toBeNaN();

    const reg = await post(app, `${A}/register/sms`, { phone, code: line.code }, {}, randomIp());
    expect(reg.statusCode).toBe(200);
    expect(reg.json().user.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);

    await allowResend(app, phone);
    expect((await post(app, `${A}/sms/send`, { phone })).statusCode).toBe(200);
    const login = await post(app, `${A}/login/sms`, { phone, code: await lastCode(app, phone, 'login') });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(reg.json().user.id);
  });

  it('resets a password by SMS and ends every session', async () => {
    const phone = buildPhone();
    const user = buildUser();
    const first = await registerBySms(app, phone, user);
    const second = await post(app, `${A}/login/password`, { account: user.username, password: user.password });
    await allowResend(app, phone);
    await post(app, `${A}/password/reset/send`, { phone });
    const res = await post(app, `${A}/password/reset`, {
      phone,
      code: await lastCode(app, phone, 'reset'),
      new_password: 'Brand#New2026',
    });
    expect(res.json()).toEqual({ success: true, message: '密码已重置，请使用新密码登录' });
    for (const token of [first.access_token, second.json().access_token]) {
      expect((await app.inject({ method: 'GET', url: `${A}/profile`, headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await post(app, `${A}/refresh`, { refresh_token: first.refresh_token })).statusCode).toBe(401);
    expect(
      (await post(app, `${A}/login/password`, { account: user.username, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(app, `${A}/login/password`, { account: user.username, password: 'Brand#New2026' })).statusCode,
    ).toBe(200);
  });

  it('answers 503 for OIDC and WeChat when they are not configured', async () => {
    const oidc = await app.inject({ method: 'GET', url: `${A}/url` });
    expect(oidc.statusCode).toBe(503);
    expect(oidc.json().error).toBe('未配置统一身份认证登录');
    expect((await post(app, `${A}/login`, { code: 'x', state: 'y' })).statusCode).toBe(503);
    const wechat = await app.inject({ method: 'GET', url: `${A}/wechat/auth-url` });
    expect(wechat.statusCode).toBe(503);
    expect(wechat.json().error).toBe('未配置微信登录');
    expect((await app.inject({ method: 'GET', url: `${A}/providers` })).json()).toEqual({
      success: true,
      captcha: 'none',
      oidc: false,
      wechat: false,
    });
    const captcha = await app.inject({ method: 'GET', url: `${A}/captcha` });
    expect(captcha.json()).toEqual({ success: true, captcha_id: '', image: '', type: 'none' });
  });
});
