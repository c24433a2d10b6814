import type { TInterviewQuestion } from '@offerpilot/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerComposer, type TAnswerSubmission } from '../src/features/interview/components/answer-composer.tsx';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

const question: TInterviewQuestion = {
  id: 11,
  order: 2,
  kind: 'technical',
  text: 'Redis 的持久化方式有哪些？',
  source: { type: 'bank', skill: 'redis' },
  parent_id: null,
  time_limit_s: 60,
  competency: 'Redis',
  answered: false,
};

const composer = (onSubmit: (answer: TAnswerSubmission) => void, submitting = false) => (
  <AntdApp>
    <AnswerComposer
      sessionId={4}
      question={question}
      submitting={submitting}
      hintLoading={false}
      onSubmit={onSubmit}
      onHint={() => {}}
    />
  </AntdApp>
);

function renderComposer(onSubmit = vi.fn()) {
  render(composer(onSubmit));
  return onSubmit;
}

beforeAll(stubResizeObserver);
beforeEach(stubTextareaMeasurement);
afterEach(() => sessionStorage.clear());

describe('answer composer', { timeout: 20_000 }, () => {
  it('keeps the countdown and the typed answer across a reload (session storage)', async () => {
    sessionStorage.setItem('op-interview-start-4-11', String(Date.now() - 20_000));
    sessionStorage.setItem('op-interview-draft-4-11', 'RDB 和 AOF');
    renderComposer();
    expect(screen.getByLabelText('你的回答')).toHaveValue('RDB 和 AOF');
    expect(screen.getByTestId('countdown').textContent).toMatch(/剩余 00:(4\d|3\d)/);
  });

  it('sends one answer for a double click (the second came back as already answered)', async () => {
    sessionStorage.setItem('op-interview-draft-4-11', 'RDB 快照和 AOF 日志');
    const onSubmit = renderComposer();
    await userEvent.dblClick(screen.getByRole('button', { name: /提交回答/ }));
    await userEvent.click(screen.getByRole('button', { name: /提交回答/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the answer again once a submit has finished (one that failed may be sent again)', async () => {
    sessionStorage.setItem('op-interview-draft-4-11', 'RDB 快照和 AOF 日志');
    const onSubmit = vi.fn();
    const { rerender } = render(composer(onSubmit));
    await userEvent.click(screen.getByRole('button', { name: /提交回答/ }));
    rerender(composer(onSubmit, true));
    rerender(composer(onSubmit, false));
    await userEvent.click(screen.getByRole('button', { name: /提交回答/ }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says how much of a paste over the 10 000-character limit was left out, and no more once the text is shorter', async () => {
    renderComposer();
    const box = screen.getByLabelText('你的回答');
    await userEvent.click(box);
    await userEvent.paste('开'.repeat(12_345));
    expect(box).toHaveValue('开'.repeat(10_000));
    expect(screen.getByTestId('paste-cut').textContent).toBe('最多 10,000 字，粘贴内容超出 2,345 字，超出部分未粘贴。');
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByTestId('paste-cut')).toBeNull();
    // A paste that fits says nothing.
    await userEvent.paste('好');
    expect(screen.queryByTestId('paste-cut')).toBeNull();
  });

  it('refuses an empty submission and says how to skip instead', async () => {
    const onSubmit = renderComposer();
    await userEvent.click(screen.getByRole('button', { name: /提交回答/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请先输入回答，或点「跳过」')).toBeInTheDocument();
  });

  it('submits what was typed by itself when the answer time is up', async () => {
    sessionStorage.setItem('op-interview-start-4-11', String(Date.now() - 61_000));
    sessionStorage.setItem('op-interview-draft-4-11', '先说 RDB 快照');
    const onSubmit = renderComposer();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ text: '先说 RDB 快照', timedOut: true });
    expect(onSubmit.mock.calls[0]![0].durationMs).toBeGreaterThanOrEqual(61_000);
  });

  it('submits with Ctrl + Enter or ⌘ + Enter, as the formal answer box does, and says so', async () => {
    for (const modifier of ['Control', 'Meta']) {
      const onSubmit = renderComposer();
      const box = screen.getByLabelText('你的回答');
      expect(box).toHaveAttribute('placeholder', expect.stringContaining('Ctrl + Enter 提交'));
      await userEvent.type(box, 'RDB 快照{Enter}AOF 日志');
      expect(onSubmit).not.toHaveBeenCalled();
      await userEvent.keyboard(`{${modifier}>}{Enter}{/${modifier}}`);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ text: 'RDB 快照\nAOF 日志', timedOut: false });
      cleanup();
      sessionStorage.clear();
    }
  });

  it('says clearly when the browser has no speech recognition', () => {
    renderComposer();
    expect(screen.getByTestId('voice-unsupported').textContent).toContain('当前浏览器不支持语音识别');
    expect(screen.getByRole('button', { name: /语音作答/ })).toBeDisabled();
  });
});

/** A browser recognition that fails with `code` as soon as it starts (as Chrome's does in China). */
function failingRecognition(code: string) {
  return class {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      setTimeout(() => {
        this.onerror?.({ error: code });
        this.onend?.();
      }, 0);
    }
    stop() {}
    abort() {}
  };
}

function stubMicrophone(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

describe('answer composer: why speaking failed', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('blames the recognition service, not the microphone, when the microphone works', async () => {
    vi.stubGlobal('webkitSpeechRecognition', failingRecognition('audio-capture'));
    stubMicrophone(async () => ({ getTracks: () => [{ stop: () => {} }] }) as unknown as MediaStream);
    renderComposer();
    await userEvent.click(screen.getByRole('button', { name: /语音作答/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('语音识别服务无法使用'));
    expect(screen.getByRole('alert').textContent).toContain('麦克风正常');
    expect(screen.getByRole('alert').textContent).not.toContain('没有找到麦克风');
  });

  it('says 没有找到麦克风 only when the browser really finds none', async () => {
    vi.stubGlobal('webkitSpeechRecognition', failingRecognition('audio-capture'));
    stubMicrophone(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    renderComposer();
    await userEvent.click(screen.getByRole('button', { name: /语音作答/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('没有找到麦克风'));
  });

  it('names the unreachable service for a network error', async () => {
    vi.stubGlobal('webkitSpeechRecognition', failingRecognition('network'));
    renderComposer();
    await userEvent.click(screen.getByRole('button', { name: /语音作答/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '语音识别服务无法连接（浏览器的识别服务在国内通常不可用，麦克风本身没有问题），请改用文字作答',
      ),
    );
  });
});
