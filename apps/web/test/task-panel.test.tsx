import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/auth/auth-store.ts';
import { LazyTaskPanel, useTaskStore } from '../src/tasks/index.ts';
import { TaskPanel } from '../src/tasks/task-panel.tsx';
import { cleanupTasks, currentStepIndex, selectPanelTasks, uploadPercent } from '../src/tasks/panel-rules.ts';
import type { TOptimizationTask, TTask, TUploadTask } from '../src/tasks/task-types.ts';

const KEY = 'resume-tasks';
const T0 = new Date('2026-03-01T09:00:00Z').getTime();
const MIN = 60_000;

function upload(id: string, over: Partial<TUploadTask> = {}): TUploadTask {
  return {
    id,
    taskType: 'upload_analyze_optimize',
    fileName: `${id}.pdf`,
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
function optimization(id: string, over: Partial<TOptimizationTask> = {}): TOptimizationTask {
  return {
    id,
    taskType: 'optimize',
    resumeId: 5,
    type: 'direct',
    positionId: null,
    status: 'running',
    startedAt: T0,
    updatedAt: T0,
    error: null,
    ...over,
  };
}
const done = (id: string, minutesAgo: number, over: Partial<TOptimizationTask> = {}) =>
  optimization(id, { status: 'succeeded', startedAt: T0 - 60 * MIN, updatedAt: T0 - minutesAgo * MIN, ...over });

const ids = (tasks: TTask[]) => tasks.map((t) => t.id);

describe('panel rules (spec §2, §9)', () => {
  const running = [
    upload('r1', { startedAt: T0 - 3 }),
    upload('r2', { startedAt: T0 - 2 }),
    optimization('r3', { status: 'pending', startedAt: T0 - 1 }),
  ];
  const finished = [done('f1', 1), done('f2', 2), done('f3', 3), done('f4', 4), done('old', 5.01)];

  it('collapsed: at most 2 running tasks, newest first; with nothing running, the recent finished ones', () => {
    const view = selectPanelTasks([...finished, ...running], { expanded: false, now: T0 });
    expect(ids(view.visible)).toEqual(['r3', 'r2']);
    expect(view.running).toHaveLength(3);
    // A failure is read where it happened, never behind a "more" line (decisions.md, issue 19).
    expect(ids(selectPanelTasks(finished, { expanded: false, now: T0 }).visible)).toEqual(['f1', 'f2', 'f3']);
  });

  it('expanded: every running task plus up to 3 that finished within the last 5 minutes', () => {
    const view = selectPanelTasks([...finished, ...running], { expanded: true, now: T0 });
    expect(ids(view.visible)).toEqual(['r3', 'r2', 'r1', 'f1', 'f2', 'f3']);
    // f4 is the fourth; 'old' finished 5 min and a bit ago.
    const fewer = selectPanelTasks([done('f4', 4), done('old', 5.01), done('edge', 5)], { expanded: true, now: T0 });
    expect(ids(fewer.visible)).toEqual(['f4', 'edge']);
  });

  it('leaves out closed cards and other users’ tasks', () => {
    const tasks = [
      done('closed', 1, { dismissed: true }),
      done('theirs', 1, { ownerId: 8 }),
      done('mine', 1, { ownerId: 3 }),
    ];
    expect(ids(selectPanelTasks(tasks, { expanded: true, now: T0, ownerId: 3 }).visible)).toEqual(['mine']);
    expect(selectPanelTasks([done('closed', 1, { dismissed: true })], { expanded: true, now: T0 }).hasContent).toBe(
      false,
    );
  });

  it('removes finished tasks older than 24 h, never a running one', () => {
    const day = 24 * 60 * MIN;
    const tasks = [
      done('expired', day / MIN + 0.001),
      done('kept', day / MIN - 0.001),
      upload('running-long', { updatedAt: T0 - 2 * day }),
    ];
    expect(ids(cleanupTasks(tasks, T0))).toEqual(['kept', 'running-long']);
  });

  it('progress is 25 % per completed step; the current step is the first open one', () => {
    const flags = (n: number) => ({
      upload: n > 0,
      analysis: n > 1,
      optimization: n > 2,
      completed: n > 3,
    });
    expect([0, 1, 2, 3, 4].map((n) => uploadPercent({ progress: flags(n) }))).toEqual([0, 25, 50, 75, 100]);
    expect(currentStepIndex({ progress: flags(1), currentStep: 'analysis' })).toBe(1);
    expect(currentStepIndex({ progress: flags(2), currentStep: 'error' })).toBe(2);
    expect(currentStepIndex({ progress: flags(4), currentStep: 'completed' })).toBe(3);
  });
});

function renderPanel() {
  return render(
    <MemoryRouter>
      <AntdApp>
        <TaskPanel />
      </AntdApp>
    </MemoryRouter>,
  );
}
function seed(tasks: TTask[]) {
  window.localStorage.setItem(KEY, JSON.stringify(tasks));
}
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as TTask[];
// Cards by tag: role queries walk antd's whole DOM and are slow in jsdom.
const cards = () => [...document.querySelectorAll('article')];
const panel = () => screen.queryByRole('region', { name: '后台任务' });

// antd's first renders in jsdom are slow on a busy machine: room beyond the 5 s default.
describe('floating task panel (spec §2)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ['Date', 'setInterval', 'clearInterval'] });
    window.localStorage.clear();
    useTaskStore.setState({ tasks: [] });
    useAuthStore.setState({ status: 'authenticated', user: { id: 3, username: 'zhangsan' } as never });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws nothing without tasks, and nothing for a signed-out visitor', () => {
    const { unmount } = renderPanel();
    expect(panel()).toBeNull();
    unmount();
    seed([upload('a', { updatedAt: T0 })]);
    useAuthStore.setState({ status: 'unauthenticated', user: null });
    renderPanel();
    expect(panel()).toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('summary bar counts running tasks and toggles between 2 running and the full list', async () => {
    seed([
      upload('a', { startedAt: T0 - 3 }),
      upload('b', { startedAt: T0 - 2 }),
      upload('c', { startedAt: T0 - 1 }),
      done('d', 1),
    ]);
    renderPanel();
    const summary = screen.getByRole('button', { name: /3 个任务正在后台运行/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['c.pdf', 'b.pdf']);
    expect(screen.getByText('还有 2 个任务，展开查看')).toBeInTheDocument();

    // Keyboard: it is a real button.
    const user = userEvent.setup({ delay: null });
    summary.focus();
    await user.keyboard('{Enter}');
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['c.pdf', 'b.pdf', 'a.pdf', '整体优化 · 简历 #5']);
    await user.keyboard(' ');
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(cards()).toHaveLength(2);
  });

  it('an upload card shows the 4 steps, 25 % per completed step and the step message', () => {
    seed([upload('a', { progress: { upload: true, analysis: true, optimization: false, completed: false } })]);
    renderPanel();
    const card = screen.getByRole('article', { name: 'a.pdf' });
    for (const step of ['上传', '分析', '优化', '完成']) expect(within(card).getByText(step)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(card).getByText('正在分析简历…')).toBeInTheDocument();
    expect(within(card).getByText('进行中')).toBeInTheDocument();
  });

  it('cancel while running: the task fails with 用户取消 and the card offers close instead', async () => {
    seed([upload('a', { updatedAt: T0 })]);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '取消任务：a.pdf' }));
    expect(stored()[0]).toMatchObject({ status: 'failed', error: '用户取消' });
    // Finished tasks show only when expanded (collapsed is running-only), and it auto-opens.
    expect(await screen.findByRole('button', { name: '关闭任务：a.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消任务：a.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('用户取消')).toBeInTheDocument();
  });

  it('close dismisses a finished card; the panel disappears with the last one', () => {
    seed([upload('a', { status: 'succeeded', currentStep: 'completed', stepMessage: '简历处理完成！', resumeId: 42 })]);
    renderPanel();
    expect(screen.getByRole('button', { name: /1 个任务已完成/ })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'a.pdf' });
    expect(within(card).getByRole('link', { name: '查看结果' })).toHaveAttribute(
      'href',
      '/resume?resumeId=42&view=optimize',
    );
    expect(within(card).getByText('简历处理完成！')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '关闭任务：a.pdf' }));
    expect(stored()[0]?.dismissed).toBe(true);
    expect(panel()).toBeNull();
  });

  it('reads the stored tasks again every 10 s (another tab’s task appears; old ones drop out)', () => {
    renderPanel();
    expect(panel()).toBeNull();
    seed([upload('from-other-tab', { updatedAt: T0 })]);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(cards()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('article', { name: 'from-other-tab.pdf' })).toBeInTheDocument();

    // The other tab finishes it: the list opens on its result, which drops out 5 minutes later.
    seed([upload('from-other-tab', { status: 'succeeded', updatedAt: Date.now(), resumeId: 42 })]);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: /1 个任务已完成/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '查看结果' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(5 * MIN));
    expect(panel()).toBeNull();
  });

  it('the app shell loads the panel only with a task, yet still picks up another tab’s task', async () => {
    render(
      <MemoryRouter>
        <AntdApp>
          <LazyTaskPanel />
        </AntdApp>
      </MemoryRouter>,
    );
    expect(panel()).toBeNull();
    seed([upload('from-other-tab', { updatedAt: T0 })]);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(useTaskStore.getState().tasks).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(useTaskStore.getState().tasks).toHaveLength(1);
    // The panel's code arrives (a lazy chunk) and shows the card.
    expect(await screen.findByRole('article', { name: 'from-other-tab.pdf' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
