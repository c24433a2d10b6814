import type { TInterviewSession } from '@offerpilot/shared';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';
import { InterviewHubPage } from '../src/features/interview/interview-hub-page.tsx';

configure({ asyncUtilTimeout: 8_000 });

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

const session = (over: Partial<TInterviewSession>): TInterviewSession => ({
  id: 1,
  mode: 'mock',
  status: 'completed',
  resume_id: 3,
  position_id: null,
  template_id: 'technical',
  title: '前端开发工程师 · 技术面试',
  config: {
    question_count: 7,
    difficulty: 'medium',
    answer_time_limit_s: 180,
    feedback_mode: 'instant',
    follow_ups: true,
    duration_minutes: 25,
  },
  question_count: 7,
  answered_count: 0,
  skipped_count: 0,
  overall_score: null,
  minutes_charged: null,
  engine: 'builtin',
  created_at: '2026-11-24T04:00:00.000Z',
  ended_at: null,
  expires_at: '2026-11-24T05:00:00.000Z',
  ...over,
});

const SESSIONS = [
  // 7 main questions: 3 answered, 1 skipped, 3 not reached (and 2 follow-ups, not counted by the server).
  session({ id: 12, answered_count: 3, skipped_count: 1, overall_score: 58, ended_at: '2026-11-24T04:20:00.000Z' }),
  // A formal interview still running: 2 of 3 main questions answered.
  session({ id: 11, mode: 'formal', status: 'in_progress', question_count: 3, answered_count: 2, title: '正式面试' }),
];

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/interview/stats'))
        return ok({
          sessions: { mock: 1, formal: 1 },
          minutes: { granted: 60, used: 12, left: 48 },
          average_score: 58,
          trend: [],
          ledger: [],
        });
      if (url.startsWith('/api/interview/sessions'))
        return ok({ items: SESSIONS, total: SESSIONS.length, page: 1, page_size: 10 });
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderHub() {
  renderRoutes([{ path: '/interview', element: <InterviewHubPage /> }], '/interview');
}

beforeEach(() => {
  signInTestUser();
});
afterEach(() => vi.unstubAllGlobals());

describe('interview hub', { timeout: 30_000 }, () => {
  it('shows main questions answered out of main questions, and the skips beside them', async () => {
    stubServer();
    renderHub();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('已答 3 / 7 题 · 跳过 1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('已答 2 / 3 题')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: '继续面试' })).toBeInTheDocument();
  });
});
