import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../src/features/home/home-page.tsx';
import { renderRoutes, signInTestUser, SITE_CONFIG } from './support/signed-in.tsx';

configure({ asyncUtilTimeout: 8_000 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));
const position = {
  id: 7,
  name: 'Java后端工程师',
  company_name: '星河电商',
  industry: null,
  experience_level: null,
  work_location: null,
  salary_range: null,
  is_public: false,
  updated_at: '2026-11-20T00:00:00.000Z',
};
const resume = {
  id: 3,
  file_name: '李雷-Java',
  position: null,
  position_id: null,
  is_public: false,
  source: 'text',
  parent_id: null,
  file: null,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
};
const stats = {
  sessions: { mock: 1, formal: 0 },
  minutes: { granted: 60, used: 12, left: 48 },
  average_score: 66,
  trend: [
    {
      session_id: 1,
      mode: 'mock',
      created_at: '2026-11-21T00:00:00.000Z',
      overall_score: 66,
      dimensions: { relevance: 80, coverage: 70, structure: 35, specificity: 60, expression: 85 },
    },
  ],
  ledger: [],
};

function stubServer(resumeCount: number, statsData: unknown = stats) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/v1/positions')) return ok({ positions: [position], total: 1, page: 1, page_size: 100 });
    if (url.startsWith('/api/v1/resumes'))
      return ok({ resumes: resumeCount ? [resume] : [], total: resumeCount, page: 1, page_size: 100 });
    if (url.startsWith('/api/interview/stats')) return ok(statsData);
    if (url.startsWith('/api/interview/sessions')) return ok({ items: [], total: 0, page: 1, page_size: 3 });
    if (url.startsWith('/api/site-config')) return ok(SITE_CONFIG);
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome() {
  renderRoutes(
    [
      { path: '/home', element: <HomePage /> },
      { path: '*', element: <Where /> },
    ],
    '/home',
  );
}

beforeEach(() => {
  signInTestUser();
});
afterEach(() => vi.unstubAllGlobals());

// antd in jsdom is slow to render the whole screen: generous limits.
describe('home screen (spec §2)', { timeout: 30_000 }, () => {
  it('greets the user with their own data and shows the minutes left', async () => {
    stubServer(1);
    renderHome();
    expect(await screen.findByText(/你当前选中的岗位是「Java后端工程师 · 星河电商」/)).toBeInTheDocument();
    expect(await screen.findByText(/你有 1 份简历/)).toBeInTheDocument();
    expect(screen.getByText(/上次面试得了 66 分，最弱的是「条理结构」（35 分）/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/，李雷$/);
    expect(screen.getByTestId('minutes-left').textContent).toBe('48 分钟');
    expect(screen.getByRole('button', { name: 'Java后端工程师 · 星河电商' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not say there is no interview when the only one was ended unanswered (issue 36 item 3)', async () => {
    // An unanswered session is not scored, so it is not in the trend; it is still a session.
    stubServer(1, { ...stats, average_score: null, trend: [] });
    renderHome();
    expect(await screen.findByText(/你的面试还没有得分：结束一场至少答了一道题的面试/)).toBeInTheDocument();
    expect(screen.queryByText(/你还没有面试记录/)).toBeNull();
    expect(screen.queryByText(/上次面试得了/)).toBeNull();
  });

  it('goes to /create-position when the user has no resume', async () => {
    stubServer(0);
    renderHome();
    await screen.findByText(/你还没有简历/);
    await userEvent.click(screen.getByRole('button', { name: /开始面试/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/create-position'));
  });

  it('opens the mode modal: Next disabled until chosen, choice reset on reopening, mock → /interview-config', async () => {
    stubServer(1);
    renderHome();
    await screen.findByText(/你有 1 份简历/);
    const start = screen.getByRole('button', { name: /开始面试/ });

    await userEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('真实环境、完整流程，生成正式报告');
    expect(dialog).toHaveTextContent('自由练习，每题即时反馈');
    const next = () => screen.getByRole('button', { name: '下一步' });
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /正式面试/ }));
    expect(screen.getByRole('radio', { name: /正式面试/ })).toHaveAttribute('aria-checked', 'true');
    expect(next()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));

    await userEvent.click(start);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /正式面试/ })).toHaveAttribute('aria-checked', 'false'),
    );
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /AI 模拟面试/ }));
    await userEvent.click(next());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/interview-config?positionId=7'));
  });

  it('closes the mode modal on a mask click and sends formal interviews to /device-test', async () => {
    stubServer(1);
    renderHome();
    await screen.findByText(/你有 1 份简历/);
    await userEvent.click(screen.getByRole('button', { name: /开始面试/ }));
    await screen.findByRole('dialog');
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).not.toBeNull();
    fireEvent.mouseDown(wrap!);
    fireEvent.mouseUp(wrap!);
    fireEvent.click(wrap!);
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap')).toHaveStyle({ display: 'none' }));

    await userEvent.click(screen.getByRole('button', { name: /开始面试/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /正式面试/ }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/device-test?positionId=7'));
  });
});
