import type { TInterviewQuestion, TInterviewSession, TInterviewTemplate } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 36 item 13: 再练一次薄弱项 made a bank of the weak questions; its session was titled
// "Java 后端开发工程师 · 薄弱项练习 · Java 后端开发工程师 · 综合面试" and labelled every question
// 自定义题 / 来自你的题库 although the user made no bank.

const I = '/api/interview';

const RESUME = [
  '许嘉禾',
  '电话：13700002222  邮箱：jiahe.xu@example.com',
  '求职意向：Java 后端工程师',
  '',
  '工作经历',
  '2021.07-2024.06 杭州云栈科技有限公司 后端工程师',
  '• 负责订单服务的重构，把单体应用拆分为 6 个微服务，接口平均响应时间从 320ms 降到 90ms',
  '• 主导引入 Redis 缓存热点商品数据，数据库 QPS 峰值下降 60%',
  '',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka',
].join('\n');

const POSITION = {
  name: 'Java 后端开发工程师',
  company_name: '星河电商',
  requirements: { items: ['3 年以上 Java 开发经验，熟悉 Spring Boot', '熟悉 MySQL 调优和 Redis'] },
};

describe('practising the weak points of a session again', () => {
  let app: FastifyInstance;
  let alice: string;
  let bob: string;
  let resumeId: number;
  let positionId: number;

  beforeAll(async () => {
    app = await createTestApp();
    alice = (await register(app)).access_token;
    bob = (await register(app)).access_token;
    resumeId = (await call('POST', '/api/v1/resumes/upload-text', alice, { content: RESUME })).json().data.id;
    positionId = (await call('POST', '/api/v1/positions', alice, POSITION)).json().data.id;
  });
  afterAll(() => app.close());

  function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
    return app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  async function start(body: Record<string, unknown>): Promise<TInterviewSession> {
    const res = await call('POST', `${I}/start`, alice, { mode: 'mock', resume_id: resumeId, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.session as TInterviewSession;
  }
  const questionsOf = async (id: number): Promise<TInterviewQuestion[]> =>
    (await call('GET', `${I}/session/${id}/questions`, alice)).json().data.items;
  /** What the summary's 再练一次薄弱项 sends (weakPointsBank): the weak questions and the session. */
  const practiseBody = (session: TInterviewSession, questions: TInterviewQuestion[]) => ({
    name: `薄弱项练习 · ${session.title}`,
    description: `来自「${session.title}」中没答好的 ${questions.length} 道题`,
    practice_of: session.id,
    questions: questions.map((q) => ({ text: q.text, key_points: ['具体经历'] })),
  });

  it('asks each question as it was asked, under the session’s title once, and is no bank of the user’s', async () => {
    const first = await start({ position_id: positionId, template_id: 'comprehensive', config: { question_count: 3 } });
    expect(first.title).toBe('Java 后端开发工程师 · 综合面试');
    const asked = await questionsOf(first.id);
    expect((await call('POST', `${I}/session/${first.id}/end`, alice)).statusCode).toBe(200);

    const created = await call('POST', `${I}/templates`, alice, practiseBody(first, asked));
    expect(created.statusCode, created.body).toBe(200);
    const practice = created.json().data as TInterviewTemplate;
    expect(practice.name).toBe('薄弱项练习 · Java 后端开发工程师 · 综合面试');
    expect(practice.questions).toHaveLength(3);
    for (const q of practice.questions!) expect(q).not.toHaveProperty('origin');
    // The user made no bank: the practice is not among theirs.
    const listed = (await call('GET', `${I}/templates`, alice)).json().data.items as TInterviewTemplate[];
    expect(listed.filter((t) => !t.builtin)).toEqual([]);

    const again = await start({ position_id: positionId, template_id: practice.id });
    expect(again.title).toBe('薄弱项练习 · Java 后端开发工程师 · 综合面试');
    expect(again.title.split('Java 后端开发工程师')).toHaveLength(2);
    const retried = await questionsOf(again.id);
    expect(retried.map((q) => q.text)).toEqual(asked.map((q) => q.text));
    expect(retried.map((q) => [q.kind, q.source, q.competency])).toEqual(
      asked.map((q) => [q.kind, q.source, q.competency]),
    );
    expect(retried.some((q) => q.kind === 'custom' || q.source.type === 'custom')).toBe(false);
    expect(retried.some((q) => q.source.type === 'resume' || q.source.type === 'position')).toBe(true);
    expect((await call('POST', `${I}/session/${again.id}/end`, alice)).statusCode).toBe(200);

    // Practising the practice: still one 薄弱项练习 and one position in the title.
    const twice = await call('POST', `${I}/templates`, alice, practiseBody(again, retried));
    expect(twice.json().data.name).toBe('薄弱项练习 · Java 后端开发工程师 · 综合面试');
  });

  it('refuses to practise another user’s session, and a bank of one’s own is still a bank', async () => {
    const session = await start({ template_id: 'technical', config: { question_count: 3 } });
    expect((await call('POST', `${I}/session/${session.id}/end`, alice)).statusCode).toBe(200);
    const asked = await questionsOf(session.id);
    const theirs = await call('POST', `${I}/templates`, bob, practiseBody(session, asked));
    expect(theirs.statusCode).toBe(404);

    const own = await call('POST', `${I}/templates`, alice, {
      name: '我的题库',
      questions: [{ text: 'Redis 的持久化方式有哪些？', origin: { kind: 'resume', source: { type: 'resume' } } }],
    });
    expect(own.statusCode, own.body).toBe(200);
    const bank = await start({ template_id: own.json().data.id });
    expect(bank.title.endsWith(' · 我的题库')).toBe(true);
    const [q] = await questionsOf(bank.id);
    // An origin sent by a client is not taken: only the server says where a question came from.
    expect([q!.kind, q!.source.type]).toEqual(['custom', 'custom']);
    expect(
      (await call('GET', `${I}/templates`, alice)).json().data.items.map((t: TInterviewTemplate) => t.name),
    ).toContain('我的题库');
  });
});
