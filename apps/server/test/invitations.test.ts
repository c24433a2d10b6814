import type { TInterviewQuestion, TInterviewStats, TInvitations, TLoginResponse } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowResend,
  authConfig,
  bearer,
  buildPhone,
  buildUser,
  captchaRecorder,
  lastCode,
  post,
  randomIp,
  register,
} from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';
import { isRealAnswer } from '../src/modules/invitations/real-use.ts';

const RESUME = [
  '林晓',
  '求职意向：前端工程师',
  '工作经历',
  '2021.07-2024.06 杭州云栈科技有限公司 前端工程师',
  '• 负责订单系统前端重构，首屏时间从 3.2 秒降到 1.1 秒',
  '专业技能',
  'JavaScript、TypeScript、React、Vue、Webpack',
].join('\n');

const REWARD = 30;
const CAP = 2;

describe('invitations', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      ...authConfig({ captchaMode: 'off' }),
      invitations: { rewardMinutes: REWARD, monthlyCap: CAP },
    });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const invitations = async (token: string): Promise<TInvitations> => {
    const res = await call('GET', '/api/v1/invitations', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TInvitations;
  };
  const stats = async (token: string): Promise<TInterviewStats> =>
    (await call('GET', '/api/interview/stats', token)).json().data as TInterviewStats;

  /** Registers through the inviter's link (the code and channel the link carries). */
  async function registerInvited(code: string, extra: object = {}): Promise<TLoginResponse> {
    const res = await post(
      app,
      '/api/v1/auth/register/password',
      { ...buildUser(), invitation_code: code, channel: 'web', ...extra },
      {},
      randomIp(),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TLoginResponse;
  }

  const REAL_ANSWER = '我在订单系统重构中负责前端性能优化，通过代码分割和缓存把首屏时间从 3.2 秒降到 1.1 秒。';

  /** "Uses the product": a one-question mock interview answered (with `answer`) and ended. */
  async function useProduct(
    token: string,
    answer: string | ((question: string) => string) = REAL_ANSWER,
  ): Promise<void> {
    const resume = await call('POST', '/api/v1/resumes/upload-text', token, { content: RESUME });
    expect(resume.statusCode, resume.body).toBe(200);
    const started = await call('POST', '/api/interview/start', token, {
      mode: 'mock',
      resume_id: resume.json().data.id,
      config: { question_count: 3, follow_ups: false },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = started.json().data.session.id as number;
    const questions = (await call('GET', `/api/interview/session/${sessionId}/questions`, token)).json().data
      .items as TInterviewQuestion[];
    const answered = await call('POST', '/api/interview/submit-answer', token, {
      session_id: sessionId,
      question_id: questions[0]!.id,
      answer_text: typeof answer === 'string' ? answer : answer(questions[0]!.text),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await call('POST', `/api/interview/session/${sessionId}/end`, token)).statusCode).toBe(200);
  }

  it('visitor opens the link, registers, uses the product: the inviter is credited once', async () => {
    const inviter = await register(app);
    const before = await invitations(inviter.access_token);
    expect(before.invitation_code).toBe(inviter.user.invite_code);
    const link = new URL(before.link);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('inviter')).toBe(String(inviter.user.id));
    expect(link.searchParams.get('invitation_code')).toBe(inviter.user.invite_code);
    expect(link.searchParams.get('channel')).toBe('web');
    const granted = (await stats(inviter.access_token)).minutes.granted;

    // The visitor registers with the code from the link (lower case as typed by hand works too).
    const friend = await registerInvited(link.searchParams.get('invitation_code')!.toLowerCase());
    let mine = await invitations(inviter.access_token);
    expect(mine.friends).toHaveLength(1);
    expect(mine.friends[0]).toMatchObject({ status: 'pending', rewarded_at: null });
    expect(mine.minutes_earned).toBe(0);

    await useProduct(friend.access_token);
    mine = await invitations(inviter.access_token);
    expect(mine.friends[0]).toMatchObject({ status: 'rewarded', rewarded_at: expect.any(String) });
    expect(mine.minutes_earned).toBe(REWARD);
    // The friend's name is shown masked, never the account name in full.
    expect(mine.friends[0]!.display_name).not.toBe(friend.user.username);

    // Read again (a retry): still one entry; the ledger shows it in minutes.granted.
    await invitations(inviter.access_token);
    const after = await stats(inviter.access_token);
    expect(after.minutes.granted).toBe(granted + REWARD);
    expect(after.ledger.filter((e) => e.kind === 'invitation_reward')).toHaveLength(1);
    // The friend earns nothing by being invited.
    expect((await stats(friend.access_token)).ledger.some((e) => e.kind === 'invitation_reward')).toBe(false);
  });

  it('20 parallel reads after the friend used the product credit the reward once', async () => {
    const inviter = await register(app);
    const friend = await registerInvited(inviter.user.invite_code);
    await useProduct(friend.access_token);
    const results = await Promise.all(Array.from({ length: 20 }, () => invitations(inviter.access_token)));
    for (const r of results) expect(r.minutes_earned).toBe(REWARD);
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from minutes_ledger where user_id = ${inviter.user.id} and kind = 'invitation_reward'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('nothing for a friend who has not used the product, an unknown code, or a second account on the inviter’s phone', async () => {
    const phone = buildPhone();
    // The inviter gave a phone at registration without proving it.
    const inviter = await register(app, { ...buildUser(), phone });
    const idle = await registerInvited(inviter.user.invite_code);
    expect(idle.user.id).toBeGreaterThan(0);

    // Unknown code: the registration works, nobody is credited.
    const stranger = await registerInvited('NOSUCH99');
    await useProduct(stranger.access_token);

    // The inviter's own phone registers a second account by SMS through the inviter's link.
    await allowResend(app, phone);
    expect((await post(app, '/api/v1/auth/register/sms/send', { phone }, {}, randomIp())).statusCode).toBe(200);
    const twin = await post(
      app,
      '/api/v1/auth/register/sms',
      {
        phone,
        code: await lastCode(app, phone, 'register'),
        invitation_code: inviter.user.invite_code,
        channel: 'web',
      },
      {},
      randomIp(),
    );
    expect(twin.statusCode, twin.body).toBe(200);
    await useProduct((twin.json() as TLoginResponse).access_token);

    const mine = await invitations(inviter.access_token);
    expect(mine.friends).toHaveLength(1);
    expect(mine.friends[0]!.status).toBe('pending');
    expect(mine.minutes_earned).toBe(0);
  });

  it('a friend whose phone already earned this inviter a reward earns nothing again (account deleted, re-registered)', async () => {
    const inviter = await register(app);
    const phone = buildPhone();
    const first = await registerBySmsInvited(phone, inviter.user.invite_code);
    await useProduct(first.access_token);
    expect((await invitations(inviter.access_token)).minutes_earned).toBe(REWARD);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: bearer(first.access_token),
      payload: { confirm_text: '注销账号', password: buildUser().password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const second = await registerBySmsInvited(phone, inviter.user.invite_code);
    await useProduct(second.access_token);
    const mine = await invitations(inviter.access_token);
    expect(mine.minutes_earned).toBe(REWARD);
    expect(mine.friends.map((f) => f.status)).toEqual(['pending']);
  });

  it('caps the rewards per inviter per month; later friends stay pending', async () => {
    const inviter = await register(app);
    const friends = [];
    for (let i = 0; i < CAP + 1; i += 1) friends.push(await registerInvited(inviter.user.invite_code));
    for (const f of friends) await useProduct(f.access_token);
    const mine = await invitations(inviter.access_token);
    expect(mine.minutes_earned).toBe(CAP * REWARD);
    expect(mine.rewarded_this_month).toBe(CAP);
    expect(mine.friends.filter((f) => f.status === 'rewarded')).toHaveLength(CAP);
    expect(mine.friends.filter((f) => f.status === 'pending')).toHaveLength(1);
  });

  it('an ended interview with only an empty or a filler answer earns nothing; a real answer earns it at once', async () => {
    const inviter = await register(app);
    const friend = await registerInvited(inviter.user.invite_code);
    await useProduct(friend.access_token, '');
    await useProduct(friend.access_token, '啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊啊，，，。。。');
    await useProduct(friend.access_token, '不知道 不会');
    // Letters and digits enough, but no answer: the interview judges it as nothing.
    await useProduct(friend.access_token, 'abcdefghijklmnopqrstuvwxyz 0123456789');
    // A sentence on anything else, and the question said back, answer nothing either (an outside
    // check earned the reward with both).
    await useProduct(
      friend.access_token,
      '今天天气很好，我早上去公园跑了步，中午吃了一碗牛肉面，下午在家看了一部电影。',
    );
    await useProduct(friend.access_token, (question) => question);
    let mine = await invitations(inviter.access_token);
    expect(mine.friends.map((f) => f.status)).toEqual(['pending']);
    expect(mine.minutes_earned).toBe(0);

    // The same friend now really answers: the inviter sees the reward on the next read.
    await useProduct(friend.access_token);
    mine = await invitations(inviter.access_token);
    expect(mine.friends.map((f) => f.status)).toEqual(['rewarded']);
    expect(mine.minutes_earned).toBe(REWARD);
  });

  it('a finished optimisation counts only for a resume with real content', async () => {
    const optimise = async (token: string, content: string) => {
      const resume = await call('POST', '/api/v1/resumes/upload-text', token, { content });
      expect(resume.statusCode, resume.body).toBe(200);
      const res = await call('POST', `/api/v1/resumes/${resume.json().data.id}/optimize/direct`, token, {
        optimization_type: 'direct',
      });
      return res.statusCode === 200 ? (res.json().data.status as string) : res.statusCode;
    };
    const inviter = await register(app);
    const friend = await registerInvited(inviter.user.invite_code);
    // A few words pasted as a "resume", optimised to the end: nothing.
    expect(await optimise(friend.access_token, '张三 前端 React 简历 经验')).toBe('completed');
    expect((await invitations(inviter.access_token)).minutes_earned).toBe(0);
    // A real resume optimised: the reward.
    expect(await optimise(friend.access_token, RESUME)).toBe('completed');
    const mine = await invitations(inviter.access_token);
    expect(mine.friends.map((f) => f.status)).toEqual(['rewarded']);
    expect(mine.minutes_earned).toBe(REWARD);
  });

  it('answers 401 without a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/invitations' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  async function registerBySmsInvited(phone: string, code: string): Promise<TLoginResponse> {
    await allowResend(app, phone);
    const sent = await post(app, '/api/v1/auth/register/sms/send', { phone }, {}, randomIp());
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await post(
      app,
      '/api/v1/auth/register/sms',
      { phone, code: await lastCode(app, phone, 'register'), password: buildUser().password, invitation_code: code },
      {},
      randomIp(),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TLoginResponse;
  }
});

describe('invitations: a registration through an invitation passes a captcha', () => {
  let app: FastifyInstance;
  const recorder = captchaRecorder();
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'image' }), { captchaFactory: recorder.factory });
  });
  afterAll(() => app.close());

  const newCaptcha = async () => {
    const id = (await app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json().captcha_id as string;
    return { captcha_id: id, captcha_code: recorder.answers.get(id)! };
  };
  const registerWith = (body: object) => post(app, '/api/v1/auth/register/password', body, {}, randomIp());

  it('refuses an invited password registration without a captcha or with a wrong one, in Chinese', async () => {
    const inviter = await register(app);
    const code = inviter.user.invite_code;
    const missing = await registerWith({ ...buildUser(), invitation_code: code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      error: '请输入图形验证码',
      details: { captcha_required: true },
    });
    const c = await newCaptcha();
    const wrong = await registerWith({
      ...buildUser(),
      invitation_code: code,
      captcha_id: c.captcha_id,
      captcha_code: 'zz',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('图形验证码错误或已过期，请刷新后重试');
    // Single use: the wrong try spent it.
    const reused = await registerWith({ ...buildUser(), invitation_code: code, ...c });
    expect(reused.statusCode).toBe(400);

    const ok = await registerWith({ ...buildUser(), invitation_code: code, ...(await newCaptcha()) });
    expect(ok.statusCode, ok.body).toBe(200);
    const friends = (
      await app.inject({ method: 'GET', url: '/api/v1/invitations', headers: bearer(inviter.access_token) })
    ).json().data.friends;
    expect(friends).toHaveLength(1);
  });

  it('a registration without an invitation needs no captcha (as before)', async () => {
    const res = await registerWith(buildUser());
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('what counts as a real answer (issue 34 item 3)', () => {
  const WEATHER = '今天天气很好，我早上去公园跑了步，中午吃了一碗牛肉面，下午在家看了一部电影。';
  const QUESTION = '请结合你的项目经历，讲讲你是如何做前端性能优化的，效果怎么样？';

  it('a sentence on anything else scored low counts for nothing, even where it was not called off topic', () => {
    expect(isRealAnswer(WEATHER, { offTopic: false, score: 12, question: QUESTION })).toBe(false);
  });

  it('the question said back counts for nothing, whatever it scored', () => {
    expect(isRealAnswer(QUESTION, { offTopic: false, score: 30, question: QUESTION })).toBe(false);
    expect(
      isRealAnswer(`嗯，${QUESTION.slice(0, 20)}这个问题`, { offTopic: false, score: 30, question: QUESTION }),
    ).toBe(false);
  });

  it('a short honest answer that misses the point still counts', () => {
    const answer = '我在订单系统重构中负责前端性能优化，通过代码分割和缓存把首屏时间从 3.2 秒降到 1.1 秒。';
    expect(isRealAnswer(answer, { offTopic: false, score: 27, question: '请做一个简单的自我介绍' })).toBe(true);
    expect(isRealAnswer(answer, { offTopic: false, score: 59, question: QUESTION })).toBe(true);
  });
});
