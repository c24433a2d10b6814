import {
  DEFAULT_INTERVIEW_SETTINGS,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type TInterviewQuestion,
  type TInterviewReport,
  type TInterviewSession,
} from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InterviewRepository } from '../src/modules/interview/repository.ts';
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
  '• 与产品经理和测试一起推进灰度发布流程，线上事故减少一半',
  '',
  '项目经历',
  '秒杀系统  核心开发  2022.03-2022.09',
  '• 使用 Redis 预扣库存和 Kafka 异步下单，支撑 5 万 QPS 的秒杀活动',
  '',
  '教育背景',
  '2017.09-2021.06 浙江工业大学 计算机科学与技术 本科',
  '',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka、Docker、Elasticsearch',
].join('\n');

const POSITION = {
  name: 'Java 后端开发工程师',
  company_name: '星河电商',
  responsibilities: '负责交易系统的设计与开发；保障高并发场景下的系统稳定性；参与技术方案评审',
  requirements: {
    items: ['3 年以上 Java 开发经验，熟悉 Spring Boot', '熟悉 MySQL 调优和 Redis', '有 Kubernetes 容器化部署经验优先'],
  },
  experience_level: '3-5年',
};

/** A clock the test moves (session expiry). */
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

describe('interview API', () => {
  let app: FastifyInstance;
  let alice: string;
  let bob: string;
  let resumeId: number;
  let positionId: number;

  beforeAll(async () => {
    app = await createTestApp({}, { now });
    alice = (await register(app)).access_token;
    bob = (await register(app)).access_token;
    const resume = await call('POST', '/api/v1/resumes/upload-text', alice, { content: RESUME });
    resumeId = resume.json().data.id;
    const position = await call('POST', '/api/v1/positions', alice, POSITION);
    positionId = position.json().data.id;
  });
  afterAll(() => app.close());
  // A user practises one mock interview at a time: each test leaves alice with none open.
  afterEach(async () => {
    const open = (await call('GET', `${I}/sessions?status=in_progress&mode=mock`, alice)).json().data.items;
    for (const s of open as { id: number }[]) await call('POST', `${I}/session/${s.id}/end`, alice);
  });

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
    return app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function start(token: string, body: Record<string, unknown>): Promise<TInterviewSession> {
    const res = await call('POST', `${I}/start`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.session as TInterviewSession;
  }

  const questionsOf = async (token: string, id: number): Promise<TInterviewQuestion[]> =>
    (await call('GET', `${I}/session/${id}/questions`, token)).json().data.items;

  const answer = (token: string, sessionId: number, questionId: number, text: string, extra: object = {}) =>
    call('POST', `${I}/submit-answer`, token, {
      session_id: sessionId,
      question_id: questionId,
      answer_text: text,
      ...extra,
    });

  it('lists the five built-in templates and keeps a user’s own question bank private', async () => {
    const list = (await call('GET', `${I}/templates`, alice)).json().data.items;
    expect(list.map((t: { id: string }) => t.id)).toEqual(['technical', 'behavioral', 'hr', 'comprehensive', 'stress']);
    for (const t of list) expect(t).toMatchObject({ builtin: true, question_count: expect.any(Number) });

    const created = await call('POST', `${I}/templates`, alice, {
      name: '我的 Redis 题库',
      questions: [
        { text: 'Redis 的持久化方式有哪些？', key_points: ['RDB', 'AOF'] },
        {
          text: '缓存穿透怎么解决？',
          reference_answer: '可以用布隆过滤器拦截不存在的 key，或者缓存空值并设置较短的过期时间。',
        },
        { text: '讲讲你最近读的一本技术书。' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const own = created.json().data;
    expect(own).toMatchObject({ type: 'custom', builtin: false, question_count: 3 });

    expect((await call('GET', `${I}/templates`, bob)).json().data.items).toHaveLength(5);
    expect(
      (await call('PUT', `${I}/templates/${own.id}`, bob, { name: 'x', questions: [{ text: '问' }] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${I}/templates/${own.id}`, bob)).statusCode).toBe(404);
    const renamed = await call('PUT', `${I}/templates/${own.id}`, alice, {
      name: '缓存题库',
      questions: own.questions,
    });
    expect(renamed.json().data.name).toBe('缓存题库');
  });

  it('refuses bad templates and settings in Chinese and stores nothing', async () => {
    const before = (await call('GET', `${I}/templates`, bob)).json().data.items.length;
    const empty = await call('POST', `${I}/templates`, bob, { name: '空题库', questions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(INTERVIEW_MESSAGES.customNeedsQuestions);
    const long = await call('POST', `${I}/templates`, bob, { name: '长题', questions: [{ text: '问'.repeat(1001) }] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('1000');
    const tooMany = await call('POST', `${I}/templates`, bob, {
      name: '太多',
      questions: Array.from({ length: 101 }, (_, i) => ({ text: `第 ${i} 题` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call('GET', `${I}/templates`, bob)).json().data.items).toHaveLength(before);

    const settings = (await call('GET', `${I}/settings`, bob)).json().data;
    expect(settings).toMatchObject({ difficulty: 'medium', feedback_mode: 'instant', follow_ups: true });
    const bad = await call('PUT', `${I}/settings`, bob, { answer_time_limit_s: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('30');
    const saved = await call('PUT', `${I}/settings`, bob, { difficulty: 'hard', tts_rate: 1.2 });
    expect(saved.json().data).toMatchObject({ difficulty: 'hard', tts_rate: 1.2, feedback_mode: 'instant' });
    expect((await call('GET', `${I}/settings`, bob)).json().data.difficulty).toBe('hard');
  });

  it('plans a session from the resume and the position, with verbatim quotes and no repeats', async () => {
    const session = await start(alice, {
      mode: 'mock',
      resume_id: resumeId,
      position_id: positionId,
      template_id: 'comprehensive',
      config: { question_count: 8 },
    });
    expect(session).toMatchObject({ mode: 'mock', status: 'in_progress', question_count: 8, resume_id: resumeId });
    const questions = await questionsOf(alice, session.id);
    expect(questions).toHaveLength(8);
    expect(new Set(questions.map((q) => q.text)).size).toBe(8);
    const positionText = [POSITION.name, POSITION.responsibilities, ...POSITION.requirements.items].join('\n');
    for (const q of questions) {
      if (q.source.type === 'resume') expect(RESUME).toContain(q.source.quote);
      if (q.source.type === 'position') expect(positionText).toContain(q.source.quote);
    }
    expect(questions.some((q) => q.source.type === 'resume')).toBe(true);
    expect(questions.some((q) => q.source.type === 'position' && q.kind === 'requirement')).toBe(true);
  });

  it('answers in order: feedback, 409 for a repeat or an out-of-turn answer, a skipped empty answer', async () => {
    const session = await start(alice, {
      mode: 'mock',
      resume_id: resumeId,
      position_id: positionId,
      config: { question_count: 5, follow_ups: false },
    });
    const [first, second, third] = await questionsOf(alice, session.id);
    const early = await answer(alice, session.id, third!.id, '我想先回答这一题。');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(INTERVIEW_MESSAGES.notCurrent);

    const res = await answer(
      alice,
      session.id,
      first!.id,
      '我叫周亦凡，做了三年 Java 后端，负责订单服务重构，把响应时间从 320ms 降到 90ms。',
      {
        duration_ms: 40_000,
        speech: { speech_ms: 35_000, pause_ms: 5_000, segments: 4 },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.feedback.score).toBeGreaterThan(0);
    expect(Object.keys(data.feedback.dimensions).sort()).toEqual([
      'coverage',
      'expression',
      'relevance',
      'specificity',
      'structure',
    ]);
    expect(data.next_question.id).toBe(second!.id);
    expect(data.session_status).toBe('in_progress');

    const again = await answer(alice, session.id, first!.id, '再答一次');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(INTERVIEW_MESSAGES.alreadyAnswered);

    const skipped = await answer(alice, session.id, second!.id, '');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data.feedback).toMatchObject({ skipped: true });
    const hint = (await call('GET', `${I}/session/${session.id}/hint?question_id=${third!.id}`, alice)).json().data;
    expect(hint.hint).toMatch(/[\u4e00-\u9fa5]/);
    const feedback = (await call('GET', `${I}/session/${session.id}/feedback`, alice)).json().data.items;
    expect(feedback.map((f: { question_id: number }) => f.question_id)).toEqual([first!.id, second!.id]);
  });

  it('answers again (再答一次): judged beside the recorded score, never recorded or charged; refused in Chinese when it cannot be', async () => {
    // A user of its own: the attempts share the per-user AI limit with the other tests' answers.
    const carol = (await register(app)).access_token;
    const carolResume = (await call('POST', '/api/v1/resumes/upload-text', carol, { content: RESUME })).json().data.id;
    const session = await start(carol, {
      mode: 'mock',
      resume_id: carolResume,
      config: { question_count: 3, follow_ups: false },
    });
    const [first, second] = await questionsOf(carol, session.id);
    const retry = (questionId: number, text: string, token = carol, id = session.id) =>
      call('POST', `${I}/session/${id}/retry`, token, { question_id: questionId, answer_text: text });
    // Not answered yet: nothing to answer again.
    const early = await retry(first!.id, '我叫周亦凡。');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(INTERVIEW_MESSAGES.retryNotAnswered);

    const weak = '嗯，我做后端的。';
    const recorded = (await answer(carol, session.id, first!.id, weak)).json().data.feedback;
    // A weak self-introduction is still one (not off-topic), and comes back improved.
    expect(recorded.off_topic).toBeUndefined();
    // The recorded answer comes back improved: its own words, in order, with what to add.
    expect(recorded.improved_answer.parts.length).toBeGreaterThan(1);
    expect(recorded.improved_answer.parts.some((p: { kind: string }) => p.kind === 'suggestion')).toBe(true);

    const better =
      '我叫周亦凡，2021 年本科毕业后在杭州云栈科技做了三年 Java 后端。我负责订单服务重构，把单体拆成 6 个微服务，' +
      '接口平均响应时间从 320ms 降到 90ms。这和贵司交易系统的高并发场景很匹配。';
    const res = await retry(first!.id, better);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ question_id: first!.id, previous_score: recorded.score, previous_skipped: false });
    expect(data.feedback.score).toBeGreaterThan(recorded.score);
    // Every figure of the improved answer is one the candidate said (or the resume holds).
    const improvedText = data.feedback.improved_answer.parts.map((p: { text: string }) => p.text).join('');
    for (const figure of improvedText.match(/\d+/g) ?? []) expect(better + RESUME).toContain(figure);

    // Nothing recorded: the stored feedback and the turn are as they were.
    const stored = (await call('GET', `${I}/session/${session.id}/feedback`, carol)).json().data.items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ answer_text: weak, feedback: { score: recorded.score } });
    expect((await answer(carol, session.id, second!.id, '我会先看日志。')).statusCode).toBe(200);

    // Blank, too long, another user's session, an unknown question.
    expect((await retry(first!.id, '   ')).json().error).toBe(INTERVIEW_MESSAGES.retryBlank);
    expect((await retry(first!.id, '   ')).statusCode).toBe(400);
    expect((await retry(first!.id, '长'.repeat(INTERVIEW_LIMITS.answerText + 1))).statusCode).toBe(400);
    expect((await retry(first!.id, '我来答', bob)).statusCode).toBe(404);
    expect((await retry(999_999, '我来答')).statusCode).toBe(404);
    // A skipped question answered again compares with 0, also once the session has ended.
    const third = (await questionsOf(carol, session.id))[2]!;
    const skipped = (await answer(carol, session.id, third.id, '')).json().data;
    expect(skipped).toMatchObject({ feedback: { skipped: true }, session_status: 'completed' });
    const after = await retry(third.id, '我会先复现问题，再看日志和监控定位原因，修复后补上回归测试。');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toMatchObject({ previous_score: 0, previous_skipped: true });
  });

  it('counts main questions answered and skipped as the report does: follow-ups and skips are not answers', async () => {
    // A user of its own: the AI calls of this test count against nobody else's per-minute limit.
    const carol = (await register(app)).access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', carol, { content: RESUME })).json().data;
    const session = await start(carol, {
      mode: 'mock',
      resume_id: resume.id,
      config: { question_count: 5, follow_ups: true },
    });
    const main = await questionsOf(carol, session.id);
    // 1 answered; 2 off topic, asked again and answered again; 3 skipped; 4 and 5 not reached.
    let res = await answer(carol, session.id, main[0]!.id, '我叫周亦凡，做了三年 Java 后端，负责订单服务重构。');
    expect(res.json().data.next_question.id).toBe(main[1]!.id);
    res = await answer(carol, session.id, main[1]!.id, '我周末喜欢爬山，也喜欢看电影和做饭。');
    expect(res.json().data.is_follow_up).toBe(true);
    res = await answer(carol, session.id, res.json().data.next_question.id, '嗯');
    expect(res.json().data.next_question.id).toBe(main[2]!.id);
    res = await answer(carol, session.id, main[2]!.id, '');
    expect(res.json().data.feedback).toMatchObject({ skipped: true });

    const counts = { question_count: 5, answered_count: 2, skipped_count: 1 };
    expect((await call('GET', `${I}/session/${session.id}`, carol)).json().data).toMatchObject(counts);
    const listed = (await call('GET', `${I}/sessions`, carol)).json().data.items as TInterviewSession[];
    expect(listed.find((s) => s.id === session.id)).toMatchObject(counts);

    const report = (await call('POST', `${I}/session/${session.id}/end`, carol)).json().data as TInterviewReport;
    expect(report).toMatchObject({ answered: 2, skipped: 1, unanswered: 2 });
    expect((await call('GET', `${I}/session/${session.id}`, carol)).json().data).toMatchObject(counts);
  });

  it('asks a custom bank’s questions exactly, in order, and keeps feedback for the end when asked to', async () => {
    const own = (await call('GET', `${I}/templates`, alice))
      .json()
      .data.items.find((t: { builtin: boolean }) => !t.builtin);
    const session = await start(alice, {
      mode: 'mock',
      resume_id: resumeId,
      template_id: own.id,
      config: { feedback_mode: 'end', follow_ups: false },
    });
    const questions = await questionsOf(alice, session.id);
    expect(questions.map((q) => q.text)).toEqual(own.questions.map((q: { text: string }) => q.text));
    expect(questions.every((q) => q.kind === 'custom' && q.source.type === 'custom')).toBe(true);
    const res = await answer(alice, session.id, questions[0]!.id, 'Redis 有 RDB 快照和 AOF 日志两种持久化方式。');
    expect(res.json().data.feedback).toBeNull();
    const items = (await call('GET', `${I}/session/${session.id}/feedback`, alice)).json().data.items;
    expect(items[0].feedback.covered_key_points.length).toBeGreaterThan(0);
  });

  it('ends once: the same report twice, one charge even for parallel ends, the session closed', async () => {
    const session = await start(alice, {
      mode: 'mock',
      resume_id: resumeId,
      position_id: positionId,
      config: { question_count: 4 },
    });
    const [first] = await questionsOf(alice, session.id);
    await answer(
      alice,
      session.id,
      first!.id,
      '我在订单服务重构中使用 Redis 缓存和 Kafka 异步下单，响应时间降到 90ms。',
    );
    const ends = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `${I}/session/${session.id}/end`, alice)),
    );
    for (const r of ends) expect(r.statusCode, r.body).toBe(200);
    const reports = ends.map((r) => r.json().data as TInterviewReport);
    for (const r of reports) expect(r).toEqual(reports[0]);
    expect(reports[0]).toMatchObject({
      session_id: session.id,
      status: 'completed',
      verdict: null,
      minutes_charged: 1,
    });
    expect(reports[0]!.next_steps.length).toBeGreaterThan(0);
    const entries = await app.database.queryRows<{ n: number }>(
      sql`select count(*)::int as n from minutes_ledger where session_id = ${session.id} and kind = 'mock_session'`,
    );
    expect(Number(entries[0]!.n)).toBe(1);
    const late = await answer(alice, session.id, (await questionsOf(alice, session.id))[1]!.id, '还能答吗');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(INTERVIEW_MESSAGES.sessionClosed);
  });

  it('finishes a formal interview with a verdict once every question is answered', async () => {
    const session = await start(alice, {
      mode: 'formal',
      resume_id: resumeId,
      position_id: positionId,
      config: { question_count: 3, follow_ups: false },
    });
    expect(session.config.feedback_mode).toBe('end');
    let next: TInterviewQuestion | null = (await questionsOf(alice, session.id))[0]!;
    // No hints, no scores and no report while a formal interview runs.
    const hint = await call('GET', `${I}/session/${session.id}/hint?question_id=${next.id}`, alice);
    expect(hint.statusCode).toBe(409);
    expect(hint.json().error).toBe(INTERVIEW_MESSAGES.formalNoHint);
    expect((await call('GET', `${I}/session/${session.id}/feedback`, alice)).statusCode).toBe(409);
    expect((await call('GET', `${I}/session/${session.id}/report`, alice)).json().error).toBe(
      INTERVIEW_MESSAGES.notEnded,
    );
    let status = 'in_progress';
    while (next) {
      const res = await answer(
        alice,
        session.id,
        next.id,
        '我负责订单服务重构，用 Redis 和 Kafka 支撑高并发，接口响应从 320ms 降到 90ms。',
      );
      expect(res.json().data.feedback).toBeNull();
      next = res.json().data.next_question;
      status = res.json().data.session_status;
    }
    expect(status).toBe('completed');
    const report = (await call('POST', `${I}/session/${session.id}/end`, alice)).json().data as TInterviewReport;
    expect(report.verdict?.level).toMatch(/hire/);
    expect((await call('GET', `${I}/session/${session.id}/report`, alice)).json().data).toEqual(report);
    expect((await call('GET', `${I}/session/${session.id}/feedback`, alice)).json().data.items).toHaveLength(3);
    expect(report.minutes_charged).toBeNull();
  });

  it('hides every session from another user', async () => {
    const session = await start(alice, { mode: 'mock', resume_id: resumeId, config: { question_count: 3 } });
    const [q] = await questionsOf(alice, session.id);
    for (const url of [`/session/${session.id}`, `/session/${session.id}/questions`, `/session/${session.id}/feedback`])
      expect((await call('GET', `${I}${url}`, bob)).statusCode).toBe(404);
    expect((await call('POST', `${I}/session/${session.id}/end`, bob)).statusCode).toBe(404);
    expect((await answer(bob, session.id, q!.id, '偷答')).statusCode).toBe(404);
    expect((await call('POST', `${I}/start`, bob, { mode: 'mock', resume_id: resumeId })).statusCode).toBe(404);
    const list = (await call('GET', `${I}/sessions`, bob)).json().data;
    expect(list.total).toBe(0);
    const stats = (await call('GET', `${I}/stats`, bob)).json().data;
    expect(stats.sessions).toEqual({ mock: 0, formal: 0 });
    const bad = await call('POST', `${I}/start`, alice, { mode: 'test', resume_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('expires a forgotten session and charges only the minutes it was used', async () => {
    const session = await start(alice, { mode: 'mock', resume_id: resumeId, config: { question_count: 3 } });
    clock.offsetMs = (session.config.duration_minutes + INTERVIEW_LIMITS.graceMinutes + 1) * 60_000;
    try {
      const after = (await call('GET', `${I}/session/${session.id}`, alice)).json().data;
      // Nothing was answered: not charged (null, no ledger entry) and not scored.
      expect(after).toMatchObject({ status: 'expired', minutes_charged: null, overall_score: null });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('neither charges nor scores a session in which nothing was answered; it stays out of the average and the trend', async () => {
    const erin = (await register(app)).access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', erin, { content: RESUME })).json().data.id;
    const empty = await start(erin, { mode: 'mock', resume_id: resume, config: { question_count: 3 } });
    clock.offsetMs = 5 * 60_000;
    try {
      const report = (await call('POST', `${I}/session/${empty.id}/end`, erin)).json().data as TInterviewReport;
      expect(report).toMatchObject({ answered: 0, minutes_charged: null });
      // Its summary states no score.
      expect(report.summary).toContain('本场不评分');
      expect(report.summary).not.toContain('综合得分');
      // Its next steps judge no answer: no dimension's 0 is quoted, no "practise again to check".
      expect(report.next_steps.join('')).not.toMatch(/\d+ 分|检验表现|答得最好/);
      expect(report.next_steps.join('')).toContain('有 3 道题没有作答');
    } finally {
      clock.offsetMs = 0;
    }
    expect((await call('GET', `${I}/session/${empty.id}`, erin)).json().data.overall_score).toBeNull();
    let stats = (await call('GET', `${I}/stats`, erin)).json().data;
    expect(stats).toMatchObject({ average_score: null, trend: [] });
    expect(stats.minutes.used).toBe(0);
    expect(stats.ledger.filter((e: { kind: string }) => e.kind === 'mock_session')).toEqual([]);
    // Its report is still listed in the report check, as incomplete.
    const checks = (await call('GET', `${I}/reports`, erin)).json().data.items as {
      session_id: number;
      complete: boolean;
    }[];
    expect(checks).toEqual([expect.objectContaining({ session_id: empty.id, complete: false })]);

    // One answered question: charged at least a minute, scored, averaged.
    const answered = await start(erin, { mode: 'mock', resume_id: resume, config: { question_count: 3 } });
    const [q] = await questionsOf(erin, answered.id);
    await answer(
      erin,
      answered.id,
      q!.id,
      '我负责订单服务的重构，把单体拆成 6 个微服务，接口响应时间从 320ms 降到 90ms。',
    );
    const report = (await call('POST', `${I}/session/${answered.id}/end`, erin)).json().data as TInterviewReport;
    expect(report.minutes_charged).toBe(1);
    stats = (await call('GET', `${I}/stats`, erin)).json().data;
    expect(stats.trend).toHaveLength(1);
    expect(stats.average_score).toBe(report.overall_score);
  });

  it('neither charges nor scores a session in which every question was skipped (skipping is not answering)', async () => {
    const fay = (await register(app)).access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', fay, { content: RESUME })).json().data.id;
    const session = await start(fay, { mode: 'mock', resume_id: resume, config: { question_count: 3 } });
    clock.offsetMs = 4 * 60_000;
    let status = '';
    try {
      for (const q of await questionsOf(fay, session.id)) {
        const res = (await answer(fay, session.id, q.id, '')).json().data;
        expect(res.feedback).toMatchObject({ skipped: true, score: 0 });
        status = res.session_status;
      }
    } finally {
      clock.offsetMs = 0;
    }
    expect(status).toBe('completed');
    const ended = (await call('GET', `${I}/session/${session.id}`, fay)).json().data;
    expect(ended.overall_score).toBeNull();
    const report = (await call('GET', `${I}/session/${session.id}/report`, fay)).json().data as TInterviewReport;
    expect(report).toMatchObject({ answered: 0, minutes_charged: null });
    expect(report.next_steps.join('')).toContain('有 3 道题没有作答');
    const stats = (await call('GET', `${I}/stats`, fay)).json().data;
    expect(stats).toMatchObject({ average_score: null, trend: [] });
    expect(stats.minutes.used).toBe(0);
  });

  it('keeps a ledger: sign-up grant, charges, and 402 when the minutes are used up', async () => {
    const carol = (await register(app)).access_token;
    const stats = (await call('GET', `${I}/stats`, carol)).json().data;
    expect(stats.minutes).toEqual({
      granted: INTERVIEW_LIMITS.signupGrantMinutes,
      used: 0,
      left: INTERVIEW_LIMITS.signupGrantMinutes,
    });
    expect(stats.ledger).toHaveLength(1);
    const resume = (await call('POST', '/api/v1/resumes/upload-text', carol, { content: RESUME })).json().data.id;
    const s = await start(carol, { mode: 'mock', resume_id: resume, config: { question_count: 3 } });
    // One answer: a session in which nothing was answered is not charged.
    const [first] = await questionsOf(carol, s.id);
    expect(
      (await answer(carol, s.id, first!.id, '我负责订单服务的重构，接口响应时间从 320ms 降到 90ms。')).statusCode,
    ).toBe(200);
    // Time passes: 70 minutes is more than the balance, which never goes below zero.
    clock.offsetMs = 70 * 60_000;
    try {
      await app.database.db.execute(
        sql`update interview_sessions set expires_at = now() + interval '1 day' where id = ${s.id}`,
      );
      const report = (await call('POST', `${I}/session/${s.id}/end`, carol)).json().data;
      expect(report.minutes_charged).toBe(INTERVIEW_LIMITS.signupGrantMinutes);
    } finally {
      clock.offsetMs = 0;
    }
    const after = (await call('GET', `${I}/stats`, carol)).json().data;
    expect(after.minutes).toEqual({ granted: 60, used: 60, left: 0 });
    const refused = await call('POST', `${I}/start`, carol, { mode: 'mock', resume_id: resume });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe('模拟面试时长不足，邀请好友可获得更多时长');
    // A formal interview is not paid in mock minutes.
    expect((await call('POST', `${I}/start`, carol, { mode: 'formal', resume_id: resume })).statusCode).toBe(200);
    expect(after.trend.length).toBe(1);
  });

  it('runs one mock interview at a time, even for parallel starts, and never longer than the minutes left', async () => {
    const dave = (await register(app)).access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', dave, { content: RESUME })).json().data.id;
    const body = { mode: 'mock', resume_id: resume, config: { question_count: 3 } };
    const starts = await Promise.all(Array.from({ length: 4 }, () => call('POST', `${I}/start`, dave, body)));
    const won = starts.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const open = won[0]!.json().data.session as TInterviewSession;
    for (const r of starts.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ error: INTERVIEW_MESSAGES.mockOpen, details: { session_id: open.id } });
    }
    // A formal interview costs no minutes and may run beside it.
    expect((await call('POST', `${I}/start`, dave, { ...body, mode: 'formal' })).statusCode).toBe(200);
    await call('POST', `${I}/session/${open.id}/end`, dave);

    // With 5 minutes left, a session planned for longer expires when they are used up. (The session
    // just ended had no answer: it was not charged.)
    await app.database.db.execute(
      sql`insert into minutes_ledger (user_id, kind, minutes, note)
          select user_id, 'adjustment', -55, 'test' from interview_sessions where id = ${open.id}`,
    );
    expect((await call('GET', `${I}/stats`, dave)).json().data.minutes.left).toBe(5);
    const short = await start(dave, { ...body, config: { question_count: 8 } });
    const minutes = (Date.parse(short.expires_at) - Date.parse(short.created_at)) / 60_000;
    expect(minutes).toBeCloseTo(5, 5);
    expect(short.config.duration_minutes).toBeGreaterThan(5);
    clock.offsetMs = 6 * 60_000;
    try {
      const after = (await call('GET', `${I}/session/${short.id}`, dave)).json().data;
      expect(after.status).toBe('expired');
    } finally {
      clock.offsetMs = 0;
    }
    const stats = (await call('GET', `${I}/stats`, dave)).json().data;
    expect(stats.minutes.left).toBeGreaterThanOrEqual(0);
  });

  it('cuts a mock session to the minutes left as read under the minutes lock, and refuses one with none left', async () => {
    const account = await register(app);
    const erin = account.access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', erin, { content: RESUME })).json().data.id;
    const userId = account.user.id;
    await app.database.db.execute(
      sql`insert into minutes_ledger (user_id, kind, minutes, note) values (${userId}, 'adjustment', 7, 'test')`,
    );
    // The repository, not the caller, reads the balance: a caller's planned hour becomes 7 minutes.
    const repo = new InterviewRepository(app.database.db);
    const created = new Date();
    const session: Parameters<InterviewRepository['insertSession']>[0] = {
      userId,
      mode: 'mock',
      status: 'in_progress',
      resumeId: resume,
      positionId: null,
      templateId: null,
      title: 't',
      config: { ...DEFAULT_INTERVIEW_SETTINGS, question_count: 0, duration_minutes: 60 },
      context: { resume: { text: RESUME, json: null }, position: null } as never,
      engine: 'builtin',
      questionCount: 0,
      createdAt: created,
      lastActivityAt: created,
      expiresAt: new Date(created.getTime() + 60 * 60_000),
    };
    const question = {
      ord: 1,
      followIndex: 0,
      parentId: null,
      kind: 'opening',
      text: '请做一个简短的自我介绍。',
      source: {},
      timeLimitS: 120,
      rubric: {},
    } as unknown as Parameters<InterviewRepository['insertSession']>[1][number];
    const inserted = await repo.insertSession(session, [question]);
    if (!('row' in inserted)) throw new Error(`expected a row, got ${JSON.stringify(inserted)}`);
    expect((inserted.row.expiresAt.getTime() - created.getTime()) / 60_000).toBe(7);
    await app.database.db.execute(sql`update interview_sessions set status = 'ended' where id = ${inserted.row.id}`);
    await app.database.db.execute(
      sql`insert into minutes_ledger (user_id, kind, minutes, note) values (${userId}, 'adjustment', -7, 'test')`,
    );
    expect(await repo.insertSession(session, [question])).toEqual({ noMinutes: true });
  });

  it('stores text cut next to an emoji: starting a bank whose reference answer has one at the cut is no 500', async () => {
    const frank = (await register(app)).access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', frank, { content: RESUME })).json().data.id;
    const created = await call('POST', `${I}/templates`, frank, {
      name: '表情题库',
      questions: [{ text: '讲讲你做过的一次发布。', reference_answer: `${'缓'.repeat(79)}😀😀😀 之后我们灰度发布。` }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const session = await start(frank, { mode: 'formal', resume_id: resume, template_id: created.json().data.id });
    const [q] = await questionsOf(frank, session.id);
    const res = await answer(frank, session.id, q!.id, `我负责${'发'.repeat(30)}😀了一次灰度发布，最终零故障。`);
    expect(res.statusCode, res.body).toBe(200);
    const report = (await call('POST', `${I}/session/${session.id}/end`, frank)).json().data as TInterviewReport;
    expect(report.answered).toBe(1);
  });

  it('never loses an answer to an end that arrives while it is being judged', async () => {
    const erin = (await register(app)).access_token;
    const resume = (await call('POST', '/api/v1/resumes/upload-text', erin, { content: RESUME })).json().data.id;
    for (let i = 0; i < 6; i += 1) {
      const session = await start(erin, {
        mode: 'formal',
        resume_id: resume,
        config: { question_count: 3, follow_ups: false },
      });
      const [q] = await questionsOf(erin, session.id);
      const [submitted, ended] = await Promise.all([
        answer(erin, session.id, q!.id, '我负责订单服务重构，用 Redis 缓存热点数据，接口响应从 320ms 降到 90ms。'),
        call('POST', `${I}/session/${session.id}/end`, erin),
      ]);
      expect(ended.statusCode).toBe(200);
      const report = ended.json().data as TInterviewReport;
      const stored = (await call('GET', `${I}/session/${session.id}/feedback`, erin)).json().data.items;
      // Either the answer made it into the session (and so into the report), or it was refused.
      if (submitted.statusCode === 200) expect(report.answered).toBe(1);
      else expect(submitted.statusCode).toBe(409);
      expect(report.answered).toBe(stored.length);
    }
  });
});
