import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../src/http/address-key.ts';
import {
  allowResend,
  authConfig,
  buildPhone,
  buildUser,
  captchaRecorder,
  deviceCookieOf,
  lastCode,
  post,
  register,
  registerBySms,
} from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 34 item 9: 100 guesses at one account from 20 addresses met no limit, and limits were keyed
// on single IPv6 addresses (a client holds a whole /64).

const A = '/api/v1/auth';
const GUESS_LIMITED = '该账号密码错误次数过多，为保护账号安全，请15 分钟后再试，或使用短信验证码登录';

type TLoginOptions = { cookie?: string | undefined; captcha?: object };
const loginWith =
  (app: () => FastifyInstance) =>
  (account: string, password: string, ip: string, { cookie, captcha = {} }: TLoginOptions = {}) =>
    post(app(), `${A}/login/password`, { account, password, ...captcha }, cookie ? { cookie } : {}, ip);

describe('address keys', () => {
  it('count an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:aa:1:1234:5678:9abc:def0')).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:0db8:00aa:0001::1')).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('password guesses at one account from many addresses (no captcha)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
  });
  afterAll(() => app.close());
  const login = loginWith(() => app);

  /** 100 wrong passwords, 5 from each of 20 addresses in turn; the answers in order. */
  const guess100 = async (account: string, net: number) => {
    const answers: { status: number; error: string; retryAfterS?: number }[] = [];
    for (let round = 1; round <= 5; round += 1)
      for (let i = 1; i <= 20; i += 1) {
        const res = await login(account, `Wrong#${round}x${i}pilot`, `198.51.${net}.${i}`);
        answers.push({
          status: res.statusCode,
          error: res.json().error,
          retryAfterS: res.json().details?.retry_after_s,
        });
      }
    return answers;
  };

  it('hold 100 guesses from 20 addresses to 20 checked; the owner signs in from a known browser and by SMS', async () => {
    const phone = buildPhone();
    const owner = buildUser();
    const { user } = await registerBySms(app, phone, owner);
    // The owner signs in at home once: that browser is now known to the account.
    const home = await login(owner.username, owner.password, '203.0.113.20');
    expect(home.statusCode).toBe(200);
    const known = deviceCookieOf(home);
    expect(known).toMatch(/^op_device=/);

    const answers = await guess100(owner.username, 100);
    expect(answers.slice(0, 20).every((a) => a.status === 401)).toBe(true);
    expect(answers.slice(20).every((a) => a.status === 429 && a.error === GUESS_LIMITED)).toBe(true);
    expect(answers[20]!.retryAfterS).toBeGreaterThan(14 * 60);
    expect(answers[20]!.retryAfterS).toBeLessThanOrEqual(15 * 60);
    // The right password from a browser that never signed in is held back too: no oracle.
    expect((await login(owner.username, owner.password, '192.0.2.5')).json().error).toBe(GUESS_LIMITED);
    // A forged cookie (another account's, renamed to this one) does not make a browser known.
    const other = deviceCookieOf(await post(app, `${A}/register/password`, buildUser(), {}, '192.0.2.6'))!;
    const forged = other.replace(/^op_device=\d+/, `op_device=${user.id}`);
    expect((await login(owner.username, owner.password, '192.0.2.6', { cookie: forged })).statusCode).toBe(429);

    // The owner's known browser, from a new address too: the usual per-address treatment.
    expect((await login(owner.username, 'Typo#1pilot', '192.0.2.7', { cookie: known })).statusCode).toBe(401);
    const travelling = await login(owner.username, owner.password, '192.0.2.7', { cookie: known });
    expect(travelling.statusCode, travelling.body).toBe(200);

    // SMS sign-in is never held back, and makes its browser known for the password too.
    await allowResend(app, phone);
    expect((await post(app, `${A}/sms/send`, { phone }, {}, '192.0.2.8')).statusCode).toBe(200);
    const sms = await post(
      app,
      `${A}/login/sms`,
      { phone, code: await lastCode(app, phone, 'login') },
      {},
      '192.0.2.8',
    );
    expect(sms.statusCode, sms.body).toBe(200);
    const phoneBrowser = deviceCookieOf(sms);
    expect((await login(phone, owner.password, '192.0.2.8', { cookie: phoneBrowser })).statusCode).toBe(200);
  }, 60_000);

  it('answer guesses at an account that does not exist exactly as at one that does', async () => {
    const real = buildUser();
    await register(app, real);
    const ghost = buildUser().username;
    // The same statuses and texts (only the seconds left may differ by the time the run takes).
    const answered = async (account: string, net: number) =>
      (await guess100(account, net)).map(({ status, error }) => ({ status, error }));
    expect(await answered(ghost, 101)).toEqual(await answered(real.username, 102));
  }, 60_000);

  it('start a password reset by SMS clean: the new password works from any browser', async () => {
    const phone = buildPhone();
    const owner = buildUser();
    await registerBySms(app, phone, owner);
    for (let i = 1; i <= 21; i += 1) await login(owner.username, `Wrong#${i}pilot`, `198.51.103.${i}`);
    expect((await login(owner.username, owner.password, '192.0.2.9')).statusCode).toBe(429);
    await allowResend(app, phone);
    expect((await post(app, `${A}/password/reset/send`, { phone }, {}, '192.0.2.9')).statusCode).toBe(200);
    const newPassword = 'Fresh#2026pilot';
    const reset = await post(
      app,
      `${A}/password/reset`,
      { phone, code: await lastCode(app, phone, 'reset'), new_password: newPassword },
      {},
      '192.0.2.9',
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(owner.username, newPassword, '192.0.2.9')).statusCode).toBe(200);
  }, 60_000);
});

describe('password guesses at one account from many addresses (image captcha)', () => {
  let app: FastifyInstance;
  const recorder = captchaRecorder();
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'image' }), { captchaFactory: recorder.factory });
  });
  afterAll(() => app.close());
  const captcha = async (ip = '192.0.2.200') => {
    const body = (await app.inject({ method: 'GET', url: `${A}/captcha`, remoteAddress: ip })).json();
    return { captcha_id: body.captcha_id as string, captcha_code: recorder.answers.get(body.captcha_id)! };
  };
  const login = loginWith(() => app);

  it('ask browsers that never signed in for the captcha after 10 failures, and refuse them after 20', async () => {
    const user = buildUser();
    const known = deviceCookieOf(await post(app, `${A}/register/password`, user, {}, '203.0.113.30'));
    // 10 addresses, one wrong guess each: no address reaches its own captcha threshold (3).
    for (let i = 1; i <= 10; i += 1) {
      const res = await login(user.username, `Wrong#${i}pilot`, `198.51.100.${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().details.captcha_required).toBe(i >= 10);
    }
    // An 11th address, never seen: the captcha is asked first.
    const fresh = await login(user.username, 'Wrong#11pilot', '198.51.100.11');
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toMatchObject({ error: '请输入图形验证码', details: { captcha_required: true } });
    // The owner's known browser needs no captcha; from a new browser the owner passes it.
    expect((await login(user.username, user.password, '203.0.113.31', { cookie: known })).statusCode).toBe(200);
    const elsewhere = await login(user.username, user.password, '203.0.113.32', { captcha: await captcha() });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    // A right password does not wipe the others' guesses: new browsers still need the captcha ...
    expect((await login(user.username, 'Wrong#12pilot', '198.51.100.12')).statusCode).toBe(400);
    // ... and past 20 failures the captcha does not help them any more.
    for (let i = 11; i <= 20; i += 1) {
      const res = await login(user.username, `Wrong#${i}pilot`, `198.51.100.${i}`, { captcha: await captcha() });
      expect(res.statusCode).toBe(401);
    }
    const refused = await login(user.username, user.password, '198.51.100.21', { captcha: await captcha() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(GUESS_LIMITED);
    expect((await login(user.username, user.password, '203.0.113.33', { cookie: known })).statusCode).toBe(200);
  }, 60_000);

  it('count the addresses of one IPv6 /64 as one client (its lock after 5 holds for the whole /64)', async () => {
    const user = buildUser();
    await register(app, user);
    for (let i = 1; i <= 5; i += 1) {
      const extra = i > 3 ? await captcha() : {};
      expect(
        (await login(user.username, `Wrong#${i}pilot`, `2001:db8:aa:1::${i}`, { captcha: extra })).statusCode,
      ).toBe(401);
    }
    const sameNet = await login(user.username, user.password, '2001:db8:aa:1:ffff::9', { captcha: await captcha() });
    expect(sameNet.statusCode).toBe(429);
    const otherNet = await login(user.username, user.password, '2001:db8:aa:2::9', { captcha: await captcha() });
    expect(otherNet.statusCode).toBe(200);
  });

  it('share one /64 in the per-address limits (captchas: 60 a minute), and not two /64s', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 61; i += 1)
      codes.push(
        (await app.inject({ method: 'GET', url: `${A}/captcha`, remoteAddress: `2001:db8:bb:1::${i}` })).statusCode,
      );
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    const otherNet = await app.inject({ method: 'GET', url: `${A}/captcha`, remoteAddress: '2001:db8:bb:2::1' });
    expect(otherNet.statusCode).toBe(200);
  });
});
