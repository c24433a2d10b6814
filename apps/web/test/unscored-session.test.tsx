import type { TInterviewReport, TInterviewSession, TInterviewStats, TReportCheck } from '@offerpilot/shared';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser, SITE_CONFIG } from './support/signed-in.tsx';
import { FormalReportPage } from '../src/features/interview/formal-report-page.tsx';
import { InterviewSummaryPage } from '../src/features/interview/interview-summary-page.tsx';
import { ReportCheckPage } from '../src/features/interview/report-check-page.tsx';
import { stubResizeObserver } from './support/jsdom-textarea.ts';

// Issue 36 item 3: a session in which nothing was answered is not scored. Its report said 未评分
// beside five dimensions of 0 (a radar of zeros against the session before), its trend card called
// it 这是你的第一场面试 when an earlier session was scored, and the report check listed it as
// "0 分". And 答了 x/y 题 counts every planned main question, a spoken one left without text too.

configure({ asyncUtilTimeout: 8_000 });

const SESSION_ID = 71;
const session: TInterviewSession = {
  id: SESSION_ID,
  mode: 'mock',
  status: 'completed',
  resume_id: null,
  position_id: null,
  template_id: null,
  title: 'Go 后端工程师 · 技术面试',
  config: {
    question_count: 4,
    difficulty: 'medium',
    answer_time_limit_s: 180,
    feedback_mode: 'instant',
    follow_ups: true,
    duration_minutes: 14,
  },
  question_count: 4,
  answered_count: 0,
  skipped_count: 0,
  overall_score: null,
  minutes_charged: null,
  engine: 'builtin',
  created_at: '2026-12-05T04:10:00.000Z',
  ended_at: '2026-12-05T04:10:25.000Z',
  expires_at: '2026-12-05T05:00:00.000Z',
  minutes_limited: false,
};

const zero = { relevance: 0, coverage: 0, structure: 0, specificity: 0, expression: 0 };
const question = (order: number) => ({
  question_id: order,
  order,
  kind: 'technical' as const,
  parent_id: null,
  text: `第 ${order} 道题的题面`,
  competency: 'Go',
  answer_text: '',
  duration_ms: null,
  feedback: null,
  speaking: null,
});

/** Four planned questions, none answered: the session is not scored. */
const empty: TInterviewReport = {
  session_id: SESSION_ID,
  mode: 'mock',
  status: 'completed',
  title: session.title,
  overall_score: 0,
  summary:
    '本次模拟面试共 4 道主问题，作答 0 道、未作答 4 道（不计分）。没有作答的题，本场不评分，也无法评价各项能力。',
  dimensions: zero,
  questions: [1, 2, 3, 4].map(question),
  competencies: [],
  speaking: null,
  next_steps: ['有 4 道题没有作答：遇到没把握的题，先说思路或相近的经验，也能拿到部分分数。'],
  resume_suggestions: [],
  verdict: null,
  answered: 0,
  skipped: 0,
  unanswered: 4,
  untranscribed: 0,
  duration_s: 25,
  minutes_charged: null,
  engine: 'builtin',
  created_at: session.created_at,
  ended_at: session.ended_at!,
};

/** An earlier session was scored: the empty one is left out of the trend. */
const stats: TInterviewStats = {
  sessions: { mock: 2, formal: 0 },
  minutes: { granted: 60, used: 2, left: 58 },
  average_score: 64,
  trend: [
    {
      session_id: 70,
      mode: 'mock',
      created_at: '2026-12-05T04:00:00.000Z',
      overall_score: 64,
      dimensions: { relevance: 56, coverage: 56, structure: 62, specificity: 71, expression: 100 },
    },
  ],
  ledger: [],
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

function serve(report: TInterviewReport, checks: TReportCheck[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/report`)) return ok(report);
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/end`)) return ok(report);
      if (url.startsWith(`/api/interview/session/${SESSION_ID}`)) return ok({ ...session, mode: report.mode });
      if (url.startsWith('/api/interview/stats')) return ok(stats);
      if (url.startsWith('/api/interview/reports')) return ok({ items: checks });
      if (url.startsWith('/api/site-config')) return ok(SITE_CONFIG);
      return new Response('{}', { status: 404 });
    }),
  );
}

beforeEach(() => {
  stubResizeObserver();
  signInTestUser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session in which nothing was answered (issue 36 item 3)', () => {
  it('the mock summary shows no dimension scores and does not call it the first interview', async () => {
    serve(empty);
    renderRoutes(
      [{ path: '/interview-summary', element: <InterviewSummaryPage /> }],
      `/interview-summary?sessionId=${SESSION_ID}`,
    );
    expect((await screen.findByTestId('overall-score')).textContent).toBe('未评分');
    const dims = screen.getByRole('region', { name: '各维度得分' });
    expect(within(dims).getByTestId('dimensions-unscored').textContent).toContain('没有各维度得分');
    // No radar of zeros and no "切题程度 0".
    expect(within(dims).queryByText('0')).toBeNull();
    expect(within(dims).queryByText('切题程度')).toBeNull();
    const trend = screen.getByRole('region', { name: '和以往面试相比' });
    expect(await within(trend).findByText(/这场没有作答，不评分/)).toBeInTheDocument();
    expect(within(trend).queryByText(/第一场面试/)).toBeNull();
    expect(screen.getByTestId('answered-of').textContent).toBe('答了 0/4 题');
    // No competency judged: the card says so instead of staying blank.
    const competencies = screen.getByRole('region', { name: '按能力看' });
    expect(within(competencies).getByText('这场没有作答的题，无法按能力评价。')).toBeInTheDocument();
  });

  it('the printable report shows no dimension scores either', async () => {
    serve({ ...empty, mode: 'formal', verdict: null });
    renderRoutes(
      [{ path: '/interview/report', element: <FormalReportPage /> }],
      `/interview/report?sessionId=${SESSION_ID}`,
    );
    expect((await screen.findByTestId('overall-score')).textContent).toBe('未评分');
    expect(screen.getByTestId('dimensions-unscored')).toBeInTheDocument();
    expect(screen.queryByText('切题程度')).toBeNull();
    expect(screen.getByText('这场没有作答的题，无法按能力评价。')).toBeInTheDocument();
  });

  it('the report check says 未评分, not 0 分; a session with an answer keeps its score', async () => {
    const check = (over: Partial<TReportCheck>): TReportCheck => ({
      session_id: SESSION_ID,
      mode: 'mock',
      title: session.title,
      overall_score: 0,
      verdict: null,
      ended_at: session.ended_at!,
      questions: 4,
      complete: false,
      unanswered: [1, 2, 3, 4],
      skipped: [],
      no_speech: [],
      typed_fallback: [],
      stt_failed: [],
      untranscribed: [],
      voice_answers: 0,
      ...over,
    });
    serve(empty, [
      check({}),
      // Formal, every answer spoken and none transcribed: nothing scored either.
      check({
        session_id: 72,
        mode: 'formal',
        title: '正式 · 没有文字',
        questions: 2,
        unanswered: [],
        untranscribed: ['1', '2'],
        voice_answers: 2,
      }),
      // Only a follow-up skipped: its main question was answered and scored.
      check({
        session_id: 73,
        title: '答了的一场',
        overall_score: 64,
        questions: 3,
        unanswered: [],
        skipped: ['2-1'],
      }),
    ]);
    renderRoutes([{ path: '/interview-report-check', element: <ReportCheckPage /> }], '/interview-report-check');
    const rows = await screen.findAllByTestId('report-check');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('report-check-unscored').textContent).toBe('未评分');
    expect(within(rows[0]!).queryByText('0 分')).toBeNull();
    expect(within(rows[1]!).getByTestId('report-check-unscored').textContent).toBe('未评分');
    expect(within(rows[2]!).getByText('64 分')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('跳过：第 2-1 题')).toBeInTheDocument();
  });
});

describe('答了 x/y 题 counts every planned main question', () => {
  it('a spoken answer left without text is planned, not answered (答了 2/3 题)', async () => {
    serve({
      ...empty,
      mode: 'formal',
      overall_score: 22,
      dimensions: { relevance: 12, coverage: 9, structure: 13, specificity: 39, expression: 77 },
      answered: 2,
      unanswered: 0,
      untranscribed: 1,
      questions: [1, 2, 3].map(question),
    });
    renderRoutes(
      [{ path: '/interview/report', element: <FormalReportPage /> }],
      `/interview/report?sessionId=${SESSION_ID}`,
    );
    expect((await screen.findByTestId('answered-of')).textContent).toBe('答了 2/3 题');
  });
});
