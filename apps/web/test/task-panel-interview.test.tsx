import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/auth/auth-store.ts';
import { TaskBadgeSlot, useTaskStore } from '../src/tasks/index.ts';
import { isInterviewPath } from '../src/tasks/panel-rules.ts';
import { TaskPanel } from '../src/tasks/task-panel.tsx';
import type { TUploadTask } from '../src/tasks/task-types.ts';

// Issue 36 item 6: for minutes after an upload the floating panel lay over 立即开始 on
// /interview-generating and over 提交回答 and the countdown on /mock-interview (390 px).

const KEY = 'resume-tasks';
const T0 = new Date('2026-03-01T09:00:00Z').getTime();

function upload(over: Partial<TUploadTask> = {}): TUploadTask {
  return {
    id: 'u1',
    taskType: 'upload_analyze_optimize',
    fileName: '简历.pdf',
    optimizationType: 'basic',
    position: null,
    status: 'running',
    currentStep: 'analysis',
    stepMessage: '正在分析简历…',
    progress: { upload: true, analysis: false, optimization: false, completed: false },
    resumeId: null,
    startedAt: T0,
    updatedAt: T0,
    error: null,
    ...over,
  };
}
const seed = (tasks: TUploadTask[]) => window.localStorage.setItem(KEY, JSON.stringify(tasks));

let go: (path: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

/** A screen with the app header's slot (as AppLayout has), the routed page and the panel beside it. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Navigator />
        <Routes>
          <Route
            path="*"
            element={
              <header data-testid="header">
                <TaskBadgeSlot />
              </header>
            }
          />
        </Routes>
        <TaskPanel />
      </AntdApp>
    </MemoryRouter>,
  );
}
const panel = () => screen.queryByRole('region', { name: '后台任务' });
const badge = () => screen.queryByRole('button', { name: '后台任务：1 个任务正在后台运行' });

describe('the task panel on interview screens', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ['Date', 'setInterval', 'clearInterval'] });
    window.localStorage.clear();
    useTaskStore.setState({ tasks: [] });
    useAuthStore.setState({ status: 'authenticated', user: { id: 3, username: 'zhangsan' } as never });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the interview screens', () => {
    for (const path of [
      '/interview',
      '/interview-config',
      '/interview-generating',
      '/mock-interview',
      '/formal-interview',
      '/formal-interview-generating',
      '/interview/report',
      '/interview-summary',
      '/device-test',
    ])
      expect(isInterviewPath(path), path).toBe(true);
    for (const path of ['/resume', '/home', '/positions', '/interviewer', '/profile'])
      expect(isInterviewPath(path), path).toBe(false);
  });

  it('is a badge in the header on /mock-interview, and opens only when clicked', () => {
    seed([upload()]);
    renderAt('/mock-interview?sessionId=1');
    expect(panel()).toBeNull();
    expect(screen.getByTestId('header')).toContainElement(badge());
    expect(badge()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(badge()!);
    expect(panel()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /1 个任务正在后台运行/ }));
    expect(panel()).toBeNull();
    expect(badge()).not.toBeNull();
  });

  it('does not open by itself when a task finishes there; elsewhere it does', () => {
    seed([upload()]);
    renderAt('/interview-generating?sessionId=1');
    seed([upload({ status: 'succeeded', currentStep: 'completed', resumeId: 42, updatedAt: T0 + 5_000 })]);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: '后台任务：1 个任务已完成' })).toBeInTheDocument();

    act(() => go('/resume'));
    expect(panel()).not.toBeNull();
  });

  it('folds an open panel into the badge on the way into an interview', () => {
    seed([upload()]);
    renderAt('/resume');
    expect(panel()).not.toBeNull();
    expect(badge()).toBeNull();
    act(() => go('/interview-generating?sessionId=1'));
    expect(panel()).toBeNull();
    expect(badge()).not.toBeNull();
  });

  it('draws nothing on an interview screen without the header (the full-screen formal interview)', () => {
    seed([upload()]);
    render(
      <MemoryRouter initialEntries={['/formal-interview?sessionId=1']}>
        <AntdApp>
          <TaskPanel />
        </AntdApp>
      </MemoryRouter>,
    );
    expect(panel()).toBeNull();
    expect(badge()).toBeNull();
  });
});
