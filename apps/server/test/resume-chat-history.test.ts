import { ZConversation, ZConversationList, type TConversation, type TResume } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const R = '/api/v1/resumes';

const RESUME = [
  '李娜',
  '电话：13700137000 | 邮箱：li.na@example.com',
  '',
  '工作经历',
  '2020.07-至今 杭州青禾科技有限公司 前端开发工程师',
  '• 负责进行了商家后台的开发工作，使用 React 和 TypeScript',
  '• 主导组件库建设，页面开发效率提升 30%',
  '',
  '项目经历',
  '2022.03-2022.12 数据看板平台 前端负责人',
  '• 设计图表组件与权限模型，支持 40 个业务方接入',
  '',
  '教育背景',
  '2016.09-2020.06 浙江大学 软件工程 本科',
  '',
  '专业技能',
  'React、TypeScript、Vue、Node.js',
].join('\n');

describe('a resume’s conversations are kept on the server (issue 19)', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let resume: TResume;
  let positionId: number;

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const say = (headers: Record<string, string>, conversationId: string, message: string) =>
    call('POST', `${R}/chat/continue`, headers, { conversation_id: conversationId, message });

  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
    alice = bearer((await register(app)).access_token);
    bob = bearer((await register(app)).access_token);
    resume = (await call('POST', `${R}/upload-text`, alice, { content: RESUME, file_name: '李娜的简历' })).json()
      .data as TResume;
    const position = await call('POST', '/api/v1/positions', alice, {
      name: '高级前端工程师',
      company_name: '星河电商',
      responsibilities: '负责电商中台前端架构',
      requirements: { items: ['熟悉 React、TypeScript', '有 Webpack 构建优化经验'] },
    });
    positionId = (position.json().data as { id: number }).id;
  });
  afterAll(async () => app.close());

  it('lists two conversations newest first, and resumes one with all its messages', async () => {
    const empty = await call('GET', `${R}/${resume.id}/chats`, alice);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.items).toEqual([]);

    const first = ZConversation.parse((await call('POST', `${R}/${resume.id}/chat/start`, alice, {})).json().data);
    expect((await say(alice, first.conversation_id, '哪里最弱？')).statusCode).toBe(200);
    const second = ZConversation.parse(
      (await call('POST', `${R}/${resume.id}/chat/start`, alice, { position_id: positionId })).json().data,
    );
    expect((await say(alice, second.conversation_id, '我还缺哪些要求？')).statusCode).toBe(200);
    expect((await say(alice, second.conversation_id, '面试时可以问面试官什么？')).statusCode).toBe(200);

    const listed = await call('GET', `${R}/${resume.id}/chats`, alice);
    expect(listed.statusCode).toBe(200);
    const { items } = ZConversationList.parse(listed.json().data);
    expect(items.map((c) => c.conversation_id)).toEqual([second.conversation_id, first.conversation_id]);
    expect(items[0]).toMatchObject({
      resume_id: resume.id,
      position_id: positionId,
      position_name: '高级前端工程师 · 星河电商',
      title: '我还缺哪些要求？',
      message_count: 5,
    });
    expect(items[1]).toMatchObject({ position_id: null, position_name: null, title: '哪里最弱？', message_count: 3 });
    expect(Date.parse(items[0]!.updated_at)).toBeGreaterThanOrEqual(Date.parse(items[1]!.updated_at));

    // Talking in the older conversation again makes it the most recent one.
    await say(alice, first.conversation_id, '项目「数据看板平台」怎么写？');
    const reordered = ZConversationList.parse((await call('GET', `${R}/${resume.id}/chats`, alice)).json().data);
    expect(reordered.items.map((c) => c.conversation_id)).toEqual([first.conversation_id, second.conversation_id]);

    // Resumed from any tab: the whole conversation, questions and answers.
    const resumed = await call('GET', `${R}/chat/${second.conversation_id}`, alice);
    expect(resumed.statusCode).toBe(200);
    const conversation = ZConversation.parse(resumed.json().data) as TConversation;
    expect(conversation.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(conversation.messages[1]!.content).toBe('我还缺哪些要求？');
    expect(conversation.messages[2]!.intent).toBe('missing_requirements');
    expect(conversation.messages[2]!.content).toContain('Webpack');
    expect(conversation.messages[4]!.intent).toBe('ask_interviewer');
  });

  it('keeps the list to the owner', async () => {
    const other = await call('GET', `${R}/${resume.id}/chats`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json().success).toBe(false);
    // Bob's own resume has no conversations of Alice's.
    const own = (await call('POST', `${R}/upload-text`, bob, { content: RESUME, file_name: '简历' })).json()
      .data as TResume;
    expect((await call('GET', `${R}/${own.id}/chats`, bob)).json().data.items).toEqual([]);
    const listed = ZConversationList.parse((await call('GET', `${R}/${resume.id}/chats`, alice)).json().data);
    expect((await call('GET', `${R}/chat/${listed.items[0]!.conversation_id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `${R}/${resume.id}/chats`, {})).statusCode).toBe(401);
    expect((await call('GET', `${R}/abc/chats`, alice)).statusCode).toBe(400);
  });
});
