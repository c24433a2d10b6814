import type { TInterviewQuestion, TInterviewSession } from '@offerpilot/shared';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';
import { MockInterviewPage } from '../src/features/interview/mock-interview-page.tsx';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

configure({ asyncUtilTimeout: 8_000 });

const SESSION_ID = 63;
const session = (over: Partial<TInterviewSession> = {}): TInterviewSession => ({
  id: SESSION_ID,
  mode: 'mock',
  status: 'in_progress',
  resume_id: 3,
  position_id: null,
  template_id: 'technical',
  title: '前端开发工程师 · 技术面试',
  config: {
    question_count: 3,
    difficulty: 'medium',
    answer_time_limit_s: 180,
    feedback_mode: 'instant',
    follow_ups: true,
    duration_minutes: 11,
  },
  question_count: 3,
  answered_count: 0,
  skipped_count: 0,
  overall_score: null,
  minutes_charged: null,
  engine: 'builtin',
  created_at: new Date().toISOString(),
  ended_at: null,
  expires_at: new Date(Date.now() + 41 * 60_000).toISOString(),
  minutes_limited: false,
  ...over,
});
const QUESTION: TInterviewQuestion = {
  id: 201,
  order: 1,
  kind: 'opening',
  text: '先请你简单介绍一下自己。',
  source: { type: 'bank' },
  parent_id: null,
  time_limit_s: 180,
  competency: '沟通表达',
  answered: false,
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

/** The server at the network edge: the session as `answers` gives it, one question, no feedback yet. */
function stubServer(answers: () => TInterviewSession) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/questions`)) return ok({ items: [QUESTION] });
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/feedback`)) return ok({ items: [] });
      if (url.startsWith(`/api/interview/session/${SESSION_ID}`)) return ok(answers());
      if (url.startsWith('/api/interview/capabilities'))
        return ok({ stt: { provider: null, max_audio_bytes: 20 * 1024 * 1024, formats: ['wav'] } });
      return new Response('{}', { status: 404 });
    }),
  );
}

const renderPage = () =>
  renderRoutes(
    [{ path: '/mock-interview', element: <MockInterviewPage /> }],
    `/mock-interview?sessionId=${SESSION_ID}`,
  );

beforeEach(() => {
  // jsdom lays nothing out: the page brings the current question into view.
  Element.prototype.scrollIntoView = vi.fn();
  stubResizeObserver();
  stubTextareaMeasurement();
  signInTestUser();
});
afterEach(() => vi.unstubAllGlobals());

describe('mock interview: a session cut to the minutes left', { timeout: 30_000 }, () => {
  it('says how many seconds are left before it ends', async () => {
    stubServer(() => session({ minutes_limited: true, expires_at: new Date(Date.now() + 45_000).toISOString() }));
    renderPage();
    expect(await screen.findByText(/^剩余时长不足，本场将在 4\d 秒后结束$/)).toBeTruthy();
    await screen.findByText(QUESTION.text);
  });

  it('says nothing when the minutes pay for the whole session', async () => {
    stubServer(() => session());
    renderPage();
    await screen.findByText(QUESTION.text);
    expect(screen.queryByText(/剩余时长不足/)).toBeNull();
  });

  it('once the end has passed, says the minutes are used and asks the server again, which has closed it', async () => {
    let asked = 0;
    stubServer(() => {
      asked += 1;
      return asked === 1
        ? session({ minutes_limited: true, expires_at: new Date(Date.now() - 1_000).toISOString() })
        : session({ status: 'expired', ended_at: new Date().toISOString() });
    });
    renderPage();
    expect(await screen.findByText('剩余时长已用完，本场模拟面试已结束')).toBeTruthy();
    expect(await screen.findByText('这场面试已经结束')).toBeTruthy();
  });
});
