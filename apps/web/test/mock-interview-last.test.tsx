import type { TInterviewSession } from '@offerpilot/shared';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';
import { MockInterviewPage } from '../src/features/interview/mock-interview-page.tsx';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';
import { ANSWER, oneQuestionSession, openingFeedback, openingQuestion } from './support/one-question-session.ts';

// The last answer of a mock interview with instant feedback: its feedback is shown before the
// summary, as every other answer's is (issue 36, item 4).

configure({ asyncUtilTimeout: 8_000 });

const SESSION_ID = 71;
const session = (status: TInterviewSession['status']) => oneQuestionSession(SESSION_ID, status);
const question = openingQuestion;
const feedback = openingFeedback;

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

function stubServer() {
  let answered = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/interview/submit-answer') && init?.method === 'POST') {
        answered = true;
        return ok({ feedback, next_question: null, is_follow_up: false, session_status: 'completed' });
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

describe('mock interview: the last answer', { timeout: 30_000 }, () => {
  it('shows its feedback first, then the way to the summary', async () => {
    stubServer();
    renderRoutes(
      [
        { path: '/mock-interview', element: <MockInterviewPage /> },
        { path: '/interview-summary', element: <p>面试总结页</p> },
      ],
      `/mock-interview?sessionId=${SESSION_ID}`,
    );
    const box = await screen.findByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste(ANSWER);
    await userEvent.click(screen.getByRole('button', { name: /提交回答/ }));

    expect(await screen.findByText('全部题目已答完')).toBeInTheDocument();
    // The last answer's feedback card (its score; details are collapsed) is on screen.
    expect(await screen.findByText('68 分')).toBeInTheDocument();
    expect(screen.getByText(ANSWER)).toBeInTheDocument();
    expect(screen.queryByText('面试总结页')).toBeNull();
    expect(screen.queryByRole('button', { name: /结束面试/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '查看报告' }));
    expect(await screen.findByText('面试总结页')).toBeInTheDocument();
  });
});
