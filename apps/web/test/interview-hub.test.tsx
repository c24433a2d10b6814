import type { TInterviewSession } from '@offerpilot/shared';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';
import { InterviewHubPage } from '../src/features/interview/interview-hub-page.tsx';
import { useChosenPositionStore } from '../src/hooks/use-chosen-position.ts';

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
  minutes_limited: false,
  ...over,
});

const SESSIONS = [
  // 7 main questions: 3 answered, 1 skipped, 3 not reached (and 2 follow-ups, not counted by the server).
  session({ id: 12, answered_count: 3, skipped_count: 1, overall_score: 58, ended_at: '2026-11-24T04:20:00.000Z' }),
  // A formal interview still running: 2 of 3 main questions answered.
  session({ id: 11, mode: 'formal', status: 'in_progress', question_count: 3, answered_count: 2, title: '正式面试' }),
];

const listed = (id: number, name: string) => ({
  id,
  name,
  company_name: null,
  industry: null,
  experience_level: null,
  work_location: null,
  salary_range: null,
  is_public: false,
  updated_at: '2026-11-20T00:00:00.000Z',
});
const POSITIONS = [listed(7, 'Java后端工程师'), listed(9, '数据分析师')];

const PLAN = {
  sessions: 2,
  weak: [
    {
      competency: '冲突处理',
      mean_score: 45,
      answers: 2,
      evidence: [
        {
          session_id: 12,
          question_id: 88,
          question: '讲一次你和同事意见不一致的经历。',
          score: 35,
          missed: ['分歧的内容', '最终结果'],
        },
      ],
    },
  ],
  focus: '冲突处理',
  redo: [
    {
      question: '讲一次你和同事意见不一致的经历。',
      competency: '冲突处理',
      session_id: 12,
      question_id: 88,
      last_score: 35,
      attempts: 1,
      last_at: '2026-11-24T04:10:00.000Z',
      due_at: '2026-11-25T04:10:00.000Z',
      due: true,
      missed: ['分歧的内容'],
    },
    {
      question: 'Redis 为什么这么快？',
      competency: 'Redis',
      session_id: 12,
      question_id: 89,
      last_score: 55,
      attempts: 2,
      last_at: '2026-11-24T04:12:00.000Z',
      due_at: '2026-11-27T04:12:00.000Z',
      due: false,
      missed: [],
    },
  ],
  next_step: '下一步：重做 1 道到期的题，重点练「冲突处理」。',
};
const STARTED = {
  template_id: 41,
  question_count: 3,
  resume_id: 3,
  position_id: 7,
  difficulty: 'medium',
  answer_time_limit_s: 180,
  feedback_mode: 'instant',
  follow_ups: true,
};

function stubServer(calls: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/interview/practice-plan/start') && init?.method === 'POST') return ok(STARTED);
      if (url.startsWith('/api/interview/practice-plan')) return ok(PLAN);
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
      if (url.startsWith('/api/v1/positions'))
        return ok({ positions: POSITIONS, total: POSITIONS.length, page: 1, page_size: 100 });
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderHub() {
  renderRoutes(
    [
      { path: '/interview', element: <InterviewHubPage /> },
      { path: '/interview-generating', element: <p>正在生成面试</p> },
    ],
    '/interview',
  );
}

beforeEach(() => {
  signInTestUser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useChosenPositionStore.setState({ selected: null });
});

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

  it('starts a new interview for the position chosen on home, else the first', async () => {
    stubServer();
    useChosenPositionStore.getState().selectPosition(5, 9);
    renderHub();
    const mock = await screen.findByRole('link', { name: /新建模拟面试|开始模拟面试/ });
    await vi.waitFor(() => expect(mock.getAttribute('href')).toBe('/interview-config?positionId=9'));
    expect(screen.getByRole('link', { name: /正式面试/ }).getAttribute('href')).toBe(
      '/formal-interview-generating?positionId=9',
    );
  });

  it('remembers the position chosen on home after a reload (issue 36 item 5)', async () => {
    useChosenPositionStore.getState().selectPosition(5, 9);
    // A reload: the app's modules start afresh in the same browser.
    vi.resetModules();
    const reloaded = await import('../src/hooks/use-chosen-position.ts');
    expect(reloaded.useChosenPositionStore.getState().selected).toEqual({ userId: 5, positionId: 9 });
    window.localStorage.removeItem(reloaded.CHOSEN_POSITION_KEY);
  });

  it('falls back to the first position when the pick was another user’s', async () => {
    stubServer();
    useChosenPositionStore.getState().selectPosition(99, 9);
    renderHub();
    const mock = await screen.findByRole('link', { name: /新建模拟面试|开始模拟面试/ });
    await vi.waitFor(() => expect(mock.getAttribute('href')).toBe('/interview-config?positionId=7'));
  });

  it('shows the practice plan: the next step, the weak competency with its evidence, spaced redo questions, one click to start', async () => {
    const calls: string[] = [];
    stubServer(calls);
    renderHub();
    const plan = await screen.findByTestId('practice-plan');
    expect(within(plan).getByTestId('practice-next-step').textContent).toBe(
      '下一步：重做 1 道到期的题，重点练「冲突处理」。',
    );
    expect(within(plan).getByText('冲突处理', { selector: 'strong' })).toBeInTheDocument();
    expect(within(plan).getByText(/漏掉：分歧的内容、最终结果/)).toBeInTheDocument();
    expect(within(plan).getByText('今天该练')).toBeInTheDocument();
    expect(within(plan).getByText('11月27日再练')).toBeInTheDocument();
    expect(within(plan).getByText('已练 2 次')).toBeInTheDocument();
    within(plan)
      .getByRole('button', { name: /开始练习/ })
      .click();
    expect(await screen.findByText('正在生成面试')).toBeInTheDocument();
    expect(calls).toContain('POST /api/interview/practice-plan/start');
  });
});
