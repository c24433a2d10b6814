import type { TAnswerFeedback, TInterviewSession, TRetryAnswerResponse } from '@offerpilot/shared';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';
import { MockInterviewPage } from '../src/features/interview/mock-interview-page.tsx';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';
import { ANSWER, oneQuestionSession, openingFeedback, openingQuestion } from './support/one-question-session.ts';

// "你的回答，可以这样说" and "再答一次" on a mock interview's feedback (issue 36, item 1): the
// improved answer the server sent is shown part by part, a new answer goes to the retry call and
// both scores stand side by side.

configure({ asyncUtilTimeout: 8_000 });

const SESSION_ID = 72;
const session = (status: TInterviewSession['status']) => oneQuestionSession(SESSION_ID, status);
const question = openingQuestion;
const feedback: TAnswerFeedback = {
  ...openingFeedback,
  improved_answer: {
    style: 'ordered',
    parts: [
      { kind: 'own', label: '结论', text: '我叫林可，做了四年后端，最近在支付团队负责对账服务的重构。' },
      { kind: 'suggestion', label: '补充', text: '建议补充「可量化的成果」这一点。' },
    ],
  },
};
const BETTER = '我叫林可，四年后端经验。我负责对账服务重构，把日终对账从 3 小时缩短到 40 分钟。';
const retried: TRetryAnswerResponse = {
  question_id: 301,
  previous_score: 68,
  previous_skipped: false,
  feedback: { ...feedback, score: 81, improved_answer: undefined },
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

function stubServer(retryBodies: unknown[]) {
  let answered = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/interview/submit-answer') && init?.method === 'POST') {
        answered = true;
        return ok({ feedback, next_question: null, is_follow_up: false, session_status: 'completed' });
      }
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/retry`) && init?.method === 'POST') {
        retryBodies.push(JSON.parse(String(init.body)));
        return ok(retried);
      }
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/questions`)) return ok({ items: [question(answered)] });
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/feedback`))
        return ok({ items: answered ? [{ question_id: 301, answer_text: ANSWER, feedback }] : [] });
      if (url.startsWith(`/api/interview/session/${SESSION_ID}`))
        return ok(session(answered ? 'completed' : 'in_progress'));
      if (url.startsWith('/api/interview/capabilities'))
        return ok({ stt: { provider: null, max_audio_bytes: 20 * 1024 * 1024, formats: ['wav'] } });
      return new Response('{}', { status: 404 });
    }),
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  stubResizeObserver();
  stubTextareaMeasurement();
  signInTestUser();
});
afterEach(() => vi.unstubAllGlobals());

describe('mock interview: your answer improved, and answering again', { timeout: 30_000 }, () => {
  it('shows the improved answer and compares a new answer’s score with the first', async () => {
    const retryBodies: unknown[] = [];
    stubServer(retryBodies);
    renderRoutes(
      [{ path: '/mock-interview', element: <MockInterviewPage /> }],
      `/mock-interview?sessionId=${SESSION_ID}`,
    );
    const box = await screen.findByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste(ANSWER);
    await userEvent.click(screen.getByRole('button', { name: /提交回答/ }));
    await userEvent.click(await screen.findByText('68 分'));

    const improved = await screen.findByTestId('improved-answer');
    expect(improved).toHaveTextContent('你的回答，可以这样说');
    expect(improved).toHaveTextContent('建议 · 补充');
    expect(improved).toHaveTextContent('建议补充「可量化的成果」这一点。');

    await userEvent.click(screen.getByRole('button', { name: /再答一次/ }));
    const again = screen.getByRole('textbox', { name: '再答一次这道题' });
    // Nothing to send yet: the button waits for words.
    expect(screen.getByRole('button', { name: '提交新回答' })).toBeDisabled();
    await userEvent.click(again);
    await userEvent.paste(BETTER);
    await userEvent.click(screen.getByRole('button', { name: '提交新回答' }));

    const scores = await screen.findByRole('status');
    expect(scores).toHaveTextContent('第一次68 分');
    expect(scores).toHaveTextContent('再答一次81 分');
    expect(scores).toHaveTextContent('提高 13 分');
    expect(retryBodies).toEqual([{ question_id: 301, answer_text: BETTER }]);
  });
});
