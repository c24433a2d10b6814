import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, type TInterviewSession } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const I = '/api/interview';

const RESUME = [
  '周亦凡',
  '电话：13700001111  邮箱：yifan.zhou@example.com',
  '求职意向：Java 后端工程师',
  '',
  '工作经历',
  '2021.07-2024.06 杭州云栈科技有限公司 后端工程师',
  '• 负责订单服务的重构，把单体应用拆分为 6 个微服务，接口平均响应时间从 320ms 降到 90ms',
  '• 主导引入 Redis 缓存热点商品数据，数据库 QPS 峰值下降 60%',
  '',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka、Docker',
].join('\n');

/** An answer beside the point: the interviewer asks again (a follow-up) while it may. */
const OFF_TOPIC = '我周末喜欢爬山，也喜欢看电影和做饭。';

/** A clock the test moves. */
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

describe('a mock interview never runs past the minutes it can pay for', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { now });
  });
  afterAll(() => app.close());

  function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
    return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  }

  /** A new user with `minutes` left and a resume. */
  async function userWithMinutes(minutes: number) {
    const account = await register(app);
    const token = account.access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', token, { content: RESUME })).json().data.id;
    // The sign-up grant is written when the first mock interview starts: written here first.
    await app.database.db.execute(
      sql`insert into minutes_ledger (user_id, kind, minutes, note) values
          (${account.user.id}, 'signup_grant', ${INTERVIEW_LIMITS.signupGrantMinutes}, 'test'),
          (${account.user.id}, 'adjustment', ${minutes - INTERVIEW_LIMITS.signupGrantMinutes}, 'test')`,
    );
    expect((await call('GET', `${I}/stats`, token)).json().data.minutes.left).toBe(minutes);
    return { token, resume };
  }

  const sessionOf = async (token: string, id: number): Promise<TInterviewSession> =>
    (await call('GET', `${I}/session/${id}`, token)).json().data;
  const secondsOf = (s: TInterviewSession) => (Date.parse(s.expires_at) - Date.parse(s.created_at)) / 1000;

  /** Answers off the point until `count` follow-ups were asked; returns how many were. */
  async function askFollowUps(token: string, sessionId: number, count: number): Promise<number> {
    let asked = 0;
    for (let turn = 0; turn < 12 && asked < count; turn += 1) {
      const questions = (await call('GET', `${I}/session/${sessionId}/questions`, token)).json().data.items;
      const current = (questions as { id: number; answered: boolean }[]).find((q) => !q.answered);
      if (!current) break;
      const res = await call('POST', `${I}/submit-answer`, token, {
        session_id: sessionId,
        question_id: current.id,
        answer_text: OFF_TOPIC,
      });
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().data.is_follow_up) asked += 1;
    }
    return asked;
  }

  it('with one minute left: follow-ups never move the end past it, a later answer is refused (402), 1 minute charged', async () => {
    const { token, resume } = await userWithMinutes(1);
    const body = { mode: 'mock', resume_id: resume, config: { question_count: 3, follow_ups: true } };
    const started = (await call('POST', `${I}/start`, token, body)).json().data.session as TInterviewSession;
    expect(secondsOf(started)).toBe(60);
    expect(started.minutes_limited).toBe(true);

    expect(await askFollowUps(token, started.id, 2)).toBeGreaterThanOrEqual(1);
    const during = await sessionOf(token, started.id);
    expect(during.status).toBe('in_progress');
    expect(secondsOf(during)).toBe(60);
    expect(during.minutes_limited).toBe(true);

    // 81 s after the start: the session ended at 60 s, and the answer is refused, saying why.
    clock.offsetMs = 81_000;
    try {
      const questions = (await call('GET', `${I}/session/${started.id}/questions`, token)).json().data.items;
      const current = (questions as { id: number; answered: boolean }[]).find((q) => !q.answered)!;
      const late = await call('POST', `${I}/submit-answer`, token, {
        session_id: started.id,
        question_id: current.id,
        answer_text: '我用 Redis 预扣库存，Kafka 异步下单。',
      });
      expect(late.statusCode).toBe(402);
      expect(late.json()).toMatchObject({ success: false, error: INTERVIEW_MESSAGES.minutesRanOut });
      const after = await sessionOf(token, started.id);
      expect(after).toMatchObject({ status: 'expired', minutes_limited: false });
      expect(after.minutes_charged).toBeLessThanOrEqual(1);
      const report = (await call('GET', `${I}/session/${started.id}/report`, token)).json().data;
      expect(report.duration_s).toBeLessThanOrEqual(60);
    } finally {
      clock.offsetMs = 0;
    }
    expect((await call('GET', `${I}/stats`, token)).json().data.minutes.left).toBeGreaterThanOrEqual(0);
  });

  it('an answer that reaches a session cut to its minutes after its end is refused even before anything expired it', async () => {
    const { token, resume } = await userWithMinutes(1);
    const started = (
      await call('POST', `${I}/start`, token, { mode: 'mock', resume_id: resume, config: { question_count: 3 } })
    ).json().data.session as TInterviewSession;
    const [first] = (await call('GET', `${I}/session/${started.id}/questions`, token)).json().data.items;
    clock.offsetMs = 61_000;
    try {
      const late = await call('POST', `${I}/submit-answer`, token, {
        session_id: started.id,
        question_id: first.id,
        answer_text: '我负责订单服务的重构。',
      });
      expect(late.statusCode).toBe(402);
      expect(late.json().error).toBe(INTERVIEW_MESSAGES.minutesRanOut);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('with enough minutes for the plan but not for its follow-ups: the end stops at the minutes, and says so', async () => {
    // 3 questions of 180 s: planned 11 minutes, expiring 30 minutes later; 42 minutes pay for one
    // more minute of follow-ups only.
    const { token, resume } = await userWithMinutes(42);
    const body = { mode: 'mock', resume_id: resume, config: { question_count: 3, follow_ups: true } };
    const started = (await call('POST', `${I}/start`, token, body)).json().data.session as TInterviewSession;
    expect(secondsOf(started)).toBe((started.config.duration_minutes + INTERVIEW_LIMITS.graceMinutes) * 60);
    expect(secondsOf(started)).toBeLessThan(42 * 60);
    expect(started.minutes_limited).toBe(false);

    expect(await askFollowUps(token, started.id, 2)).toBe(2);
    const during = await sessionOf(token, started.id);
    expect(during.status).toBe('in_progress');
    expect(secondsOf(during)).toBe(42 * 60);
    expect(during.minutes_limited).toBe(true);
    await call('POST', `${I}/session/${started.id}/end`, token);
  });

  it('a session the minutes pay for whole is not limited, and follow-ups extend it as before', async () => {
    const { token, resume } = await userWithMinutes(60);
    const body = { mode: 'mock', resume_id: resume, config: { question_count: 3, follow_ups: true } };
    const started = (await call('POST', `${I}/start`, token, body)).json().data.session as TInterviewSession;
    expect(started.minutes_limited).toBe(false);
    const asked = await askFollowUps(token, started.id, 1);
    expect(asked).toBe(1);
    const during = await sessionOf(token, started.id);
    expect(secondsOf(during)).toBeGreaterThan(secondsOf(started));
    expect(during.minutes_limited).toBe(false);
    const listed = (await call('GET', `${I}/sessions`, token)).json().data.items as TInterviewSession[];
    expect(listed.find((s) => s.id === started.id)?.minutes_limited).toBe(false);
    await call('POST', `${I}/session/${started.id}/end`, token);
  });
});
