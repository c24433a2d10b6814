import type {
  TApplyChangesRequest,
  TChatMessage,
  TConversation,
  TConversationList,
  TConversationSummary,
  TModification,
  TResume,
} from '@offerpilot/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplyChangesResult, TChatContinueResult } from '../src/api/optimizations.ts';
import { ChatPanel } from '../src/features/resumes/components/chat-panel.tsx';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

/** An answer the server refuses with: `status` and its Chinese `error`. */
class Refused {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {}
}

/**
 * The resume service's chat calls at the network edge: `fetch` routes each request to one of these,
 * and answers what it returns in the service's envelope (a thrown Refused or Error as a failure).
 */
const startChat = vi.fn<(resumeId: number, positionId: number | undefined) => Promise<TConversation>>();
const continueChat = vi.fn<(conversationId: string, message: string) => Promise<TChatContinueResult>>();
const getChat = vi.fn<(conversationId: string) => Promise<TConversation>>();
const applyChanges = vi.fn<(resumeId: number, body: TApplyChangesRequest) => Promise<TApplyChangesResult>>();
const listResumeChats = vi.fn<(resumeId: number) => Promise<TConversationList>>();

async function route(url: URL, method: string, body: Record<string, unknown>): Promise<unknown> {
  const path = url.pathname;
  let m: RegExpExecArray | null;
  if (path.startsWith('/api/v1/positions'))
    return { positions: [{ id: 7, name: '前端工程师', company_name: '星云科技' }], total: 1, page: 1, page_size: 100 };
  if ((m = /^\/api\/v1\/resumes\/(\d+)\/chats$/.exec(path))) return listResumeChats(Number(m[1]));
  if ((m = /^\/api\/v1\/resumes\/(\d+)\/chat\/start$/.exec(path)) && method === 'POST')
    return startChat(Number(m[1]), body.position_id as number | undefined);
  if (path === '/api/v1/resumes/chat/continue' && method === 'POST')
    return continueChat(String(body.conversation_id), String(body.message));
  if ((m = /^\/api\/v1\/resumes\/chat\/([^/]+)$/.exec(path))) return getChat(decodeURIComponent(m[1]!));
  if ((m = /^\/api\/v1\/resumes\/(\d+)\/apply$/.exec(path)) && method === 'POST')
    return applyChanges(Number(m[1]), body as TApplyChangesRequest);
  throw new Refused(404, `no route for ${method} ${path}`);
}

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      try {
        const data = await route(url, init?.method ?? 'GET', body);
        return new Response(JSON.stringify({ success: true, data, error: null }));
      } catch (error) {
        const { status, error: text } =
          error instanceof Refused ? error : { status: 500, error: (error as Error).message };
        return new Response(JSON.stringify({ success: false, error: text }), { status });
      }
    }),
  );
}

stubResizeObserver();

const RESUME_ID = 5;
const T = '2026-03-01T09:00:00.000Z';

const gapSuggestion: TModification = {
  section: 'work',
  original: '负责前端开发',
  optimized: '主导前端开发，页面性能提升【待补充：提升比例】',
  reason: '用动词开头并补充结果',
  requirement: '熟悉性能优化',
};
const plainSuggestion: TModification = {
  section: 'skills',
  original: '',
  optimized: 'TypeScript、React',
  reason: '技能栏缺少岗位关键词',
};

const opening: TChatMessage = {
  role: 'assistant',
  content: '你好，我是你的简历助手。\n可以问我为什么分数低。',
  created_at: T,
  intent: 'help',
  suggestions: [gapSuggestion, plainSuggestion],
};

function conversation(messages: TChatMessage[] = [opening], over: Partial<TConversation> = {}): TConversation {
  return {
    conversation_id: 'c-1',
    resume_id: RESUME_ID,
    position_id: null,
    messages,
    context: { focus_section: null, focus_text: null, turns: 0 },
    created_at: T,
    updated_at: T,
    ...over,
  };
}

function summary(id: string, title: string | null, over: Partial<TConversationSummary> = {}): TConversationSummary {
  return {
    conversation_id: id,
    resume_id: RESUME_ID,
    position_id: null,
    position_name: null,
    title,
    message_count: 3,
    created_at: T,
    updated_at: T,
    ...over,
  };
}

function reply(text: string, answer: string): TChatContinueResult {
  const user: TChatMessage = { role: 'user', content: text, created_at: '2026-03-01T09:01:00.000Z' };
  const assistant: TChatMessage = { role: 'assistant', content: answer, created_at: '2026-03-01T09:01:01.000Z' };
  return { conversation_id: 'c-1', reply: assistant, conversation: conversation([opening, user, assistant]) };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <ChatPanel resumeId={RESUME_ID} />
      </AntdApp>
    </QueryClientProvider>,
  );
  return { client, invalidate };
}

/** antd puts a space between two Chinese characters in a button ("发 送"); an icon adds its name first. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s?')}$`);
const input = () => screen.getByRole('textbox', { name: '给助手发消息' });

async function startConversation() {
  vi.mocked(startChat).mockResolvedValue(conversation());
  const utils = renderPanel();
  // No conversation listed by the server yet: the intro.
  await screen.findByRole('button', { name: buttonName('开始对话') });
  fireEvent.click(screen.getByRole('button', { name: buttonName('开始对话') }));
  await screen.findByText(/你好，我是你的简历助手/);
  return utils;
}

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  stubTextareaMeasurement();
  stubServer();
  vi.mocked(listResumeChats).mockReset();
  vi.mocked(listResumeChats).mockResolvedValue({ items: [] });
  vi.mocked(startChat).mockReset();
  vi.mocked(continueChat).mockReset();
  vi.mocked(getChat).mockReset();
  vi.mocked(applyChanges).mockReset();
});

// antd's first render in a fresh worker is slow; the default 5 s is tight for the first test.
describe('ChatPanel', { timeout: 20_000 }, () => {
  it('shows the intro, starts a conversation with the opening message and remembers it', async () => {
    await startConversation();
    expect(startChat).toHaveBeenCalledWith(RESUME_ID, undefined);
    expect(listResumeChats).toHaveBeenCalledWith(RESUME_ID);
    // The new conversation is on the server: its list is read again.
    await waitFor(() => expect(listResumeChats).toHaveBeenCalledTimes(2));
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    // Suggestions: Chinese section names, the struck original or "新增", the gap highlighted.
    expect(within(log).getByText('工作经历')).toBeInTheDocument();
    expect(within(log).getByText('负责前端开发').tagName).toBe('DEL');
    expect(within(log).getByText('新增')).toBeInTheDocument();
    expect(within(log).getByText('【待补充：提升比例】').tagName).toBe('MARK');
    expect(within(log).getByText('对应要求：熟悉性能优化')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '为什么我的分数低？' })).toBeInTheDocument();
  });

  it('sends a message and shows the user and assistant turns, with a typing indicator meanwhile', async () => {
    await startConversation();
    let resolve!: (value: TChatContinueResult) => void;
    vi.mocked(continueChat).mockReturnValue(new Promise((r) => (resolve = r)));

    fireEvent.change(input(), { target: { value: '帮我精简工作经历' } });
    fireEvent.click(screen.getByRole('button', { name: buttonName('发送') }));

    await waitFor(() => expect(continueChat).toHaveBeenCalledWith('c-1', '帮我精简工作经历'));
    expect(await screen.findByText('助手正在思考…')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(within(screen.getByRole('log')).getByText('帮我精简工作经历')).toBeInTheDocument();

    await act(async () => resolve(reply('帮我精简工作经历', '好的，已经精简：\n第一条…')));
    const log = screen.getByRole('log');
    expect(await within(log).findByText(/好的，已经精简/)).toBeInTheDocument();
    expect(within(log).getByText('帮我精简工作经历')).toBeInTheDocument();
    expect(screen.queryByText('助手正在思考…')).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).not.toBeDisabled();
  });

  it('Enter sends, Shift+Enter does not', async () => {
    await startConversation();
    vi.mocked(continueChat).mockResolvedValue(reply('第一行\n第二行', '收到'));

    fireEvent.change(input(), { target: { value: '第一行' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    await act(async () => {});
    expect(continueChat).not.toHaveBeenCalled();
    expect(input()).toHaveValue('第一行');

    fireEvent.change(input(), { target: { value: '第一行\n第二行' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(continueChat).toHaveBeenCalledWith('c-1', '第一行\n第二行'));
    expect(await screen.findByText('收到')).toBeInTheDocument();
  });

  it('a quick prompt sends its question', async () => {
    await startConversation();
    vi.mocked(continueChat).mockResolvedValue(reply('哪些地方可以补充数据？', '这几条可以补数字'));
    fireEvent.click(screen.getByRole('button', { name: '哪些地方可以补充数据？' }));
    await waitFor(() => expect(continueChat).toHaveBeenCalledWith('c-1', '哪些地方可以补充数据？'));
    expect(await screen.findByText('这几条可以补数字')).toBeInTheDocument();
  });

  it('applies a suggestion with its gaps filled in: the edited text, as_new_version false', async () => {
    const { invalidate } = await startConversation();
    const filled = '主导前端开发，页面性能提升 40%';
    vi.mocked(applyChanges).mockResolvedValue({
      resume_id: RESUME_ID,
      applied: 1,
      skipped: [],
      unfilled_gaps: 0,
      resume: { id: RESUME_ID } as TResume,
    });

    const card = screen.getByRole('article', { name: '修改建议：工作经历' });
    fireEvent.click(within(card).getByRole('button', { name: '应用到简历' }));

    const editor = await screen.findByRole('textbox', { name: '修改后的内容' });
    expect(editor).toHaveValue(gapSuggestion.optimized);
    expect(screen.getByText(/直接写入当前简历，不会另存新版本/)).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: filled } });
    fireEvent.click(screen.getByRole('button', { name: buttonName('应用') }));

    await waitFor(() =>
      expect(applyChanges).toHaveBeenCalledWith(RESUME_ID, {
        modifications: [{ ...gapSuggestion, optimized: filled }],
        as_new_version: false,
      }),
    );
    expect(await screen.findByText('已应用 1 处修改')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: /已应用$/ })).toBeDisabled());
    expect(within(card).getByText(filled)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['resumes'] });
  });

  it('applies a suggestion without gaps as shown, and warns about a skipped change', async () => {
    await startConversation();
    vi.mocked(applyChanges).mockResolvedValue({
      resume_id: RESUME_ID,
      applied: 0,
      skipped: [''],
      unfilled_gaps: 0,
      resume: { id: RESUME_ID } as TResume,
    });
    const card = screen.getByRole('article', { name: '修改建议：专业技能' });
    fireEvent.click(within(card).getByRole('button', { name: '应用到简历' }));
    await screen.findByText('将写入的内容');
    fireEvent.click(screen.getByRole('button', { name: buttonName('应用') }));

    await waitFor(() =>
      expect(applyChanges).toHaveBeenCalledWith(RESUME_ID, { modifications: [plainSuggestion], as_new_version: false }),
    );
    expect(await screen.findByText(/原文已不在简历中/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '应用到简历' })).not.toBeDisabled();
  });

  it('resumes the newest conversation the server lists, and another one picked from the history', async () => {
    vi.mocked(listResumeChats).mockResolvedValue({
      items: [
        summary('c-9', '上次的问题', { position_id: 7, position_name: '前端工程师 · 星云科技', message_count: 2 }),
        summary('c-3', '更早的问题'),
      ],
    });
    vi.mocked(getChat).mockImplementation(async (id) =>
      id === 'c-9'
        ? conversation([opening, { role: 'user', content: '上次的问题', created_at: T }], {
            conversation_id: 'c-9',
            position_id: 7,
          })
        : conversation([opening, { role: 'user', content: '更早的问题', created_at: T }], { conversation_id: 'c-3' }),
    );
    renderPanel();
    await waitFor(() => expect(getChat).toHaveBeenCalledWith('c-9'));
    expect(await screen.findByText('岗位：前端工程师 · 星云科技', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText('上次的问题')).toBeInTheDocument();
    expect(getChat).toHaveBeenCalledWith('c-9');
    expect(startChat).not.toHaveBeenCalled();
    expect(await screen.findByText('岗位：前端工程师 · 星云科技')).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: /历史对话（2）/ });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('更早的问题'));
    expect(await within(await screen.findByRole('log')).findByText('更早的问题')).toBeInTheDocument();
    expect(getChat).toHaveBeenCalledWith('c-3');
  });

  it('keeps the conversation on screen when another tab starts a newer one', async () => {
    vi.mocked(listResumeChats).mockResolvedValue({ items: [summary('c-9', '上次的问题')] });
    vi.mocked(getChat).mockImplementation(async (id) =>
      conversation([opening, { role: 'user', content: id === 'c-9' ? '上次的问题' : '别处的新问题', created_at: T }], {
        conversation_id: id,
      }),
    );
    const { client } = renderPanel();
    expect(await within(await screen.findByRole('log')).findByText('上次的问题')).toBeInTheDocument();
    // The list read again (focus, another tab's conversation): the newest is now another one.
    vi.mocked(listResumeChats).mockResolvedValue({
      items: [summary('c-11', '别处的新问题'), summary('c-9', '上次的问题')],
    });
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(listResumeChats).toHaveBeenCalledTimes(2));
    expect(within(screen.getByRole('log')).getByText('上次的问题')).toBeInTheDocument();
    expect(getChat).not.toHaveBeenCalledWith('c-11');
  });

  it('shows the loading and the error of the list, and retries it', async () => {
    let fail!: (error: Error) => void;
    vi.mocked(listResumeChats).mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    renderPanel();
    expect(await screen.findByText('正在加载对话记录…')).toBeInTheDocument();
    await act(async () => fail(new Error('获取对话记录失败')));
    expect(await screen.findByText('对话记录加载失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: buttonName('重试') }));
    expect(await screen.findByRole('button', { name: buttonName('开始对话') })).toBeInTheDocument();
  });

  it('shows the intro when the listed conversation is gone, and reads the list again', async () => {
    vi.mocked(listResumeChats).mockResolvedValueOnce({ items: [summary('gone', '问题')] });
    vi.mocked(getChat).mockRejectedValue(new Refused(404, '对话不存在或已结束'));
    renderPanel();
    expect(await screen.findByRole('button', { name: buttonName('开始对话') })).toBeInTheDocument();
    expect(getChat).toHaveBeenCalledWith('gone');
    await waitFor(() => expect(listResumeChats).toHaveBeenCalledTimes(2));
  });

  it('"新对话" goes back to the intro, where the earlier conversation can be picked again', async () => {
    // Empty at first; once started, the server lists the new conversation.
    vi.mocked(listResumeChats)
      .mockResolvedValueOnce({ items: [] })
      .mockResolvedValue({ items: [summary('c-1', null, { message_count: 1 })] });
    await startConversation();
    vi.mocked(getChat).mockResolvedValue(conversation());
    fireEvent.click(screen.getByRole('button', { name: /新对话/ }));
    expect(await screen.findByRole('button', { name: buttonName('开始对话') })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: /历史对话（1）/ });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('（还没有提问）'));
    expect(await screen.findByText(/你好，我是你的简历助手/)).toBeInTheDocument();
  });

  it('on a failed send keeps the text, shows the error and retries the same text', async () => {
    await startConversation();
    vi.mocked(continueChat).mockRejectedValueOnce(new Error('继续对话失败'));

    fireEvent.change(input(), { target: { value: '帮我改写项目经历' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(await screen.findByText('消息没有发出去：继续对话失败')).toBeInTheDocument();
    expect(input()).toHaveValue('帮我改写项目经历');
    expect(input()).not.toBeDisabled();

    vi.mocked(continueChat).mockResolvedValueOnce(reply('帮我改写项目经历', '改写好了'));
    fireEvent.click(screen.getByRole('button', { name: buttonName('重试') }));
    await waitFor(() => expect(continueChat).toHaveBeenCalledTimes(2));
    expect(continueChat).toHaveBeenLastCalledWith('c-1', '帮我改写项目经历');
    expect(await screen.findByText('改写好了')).toBeInTheDocument();
    expect(screen.queryByText('消息没有发出去：继续对话失败')).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
  });
});
