import type { TAnalysis, TOptimizationRecord, TResume, TResumeJson } from '@offerpilot/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/auth/auth-store.ts';
import { startOptimizationTask, startUploadTask, useTaskStore } from '../src/tasks/index.ts';
import { isRunnerAlive, mergeTasks } from '../src/tasks/task-store.ts';
import type { TOptimizationTask, TTask, TUploadTask } from '../src/tasks/task-types.ts';
import type { TTaskApi } from '../src/tasks/upload-pipeline.ts';

const KEY = 'resume-tasks';
const T0 = new Date('2026-03-01T09:00:00Z').getTime();

const stored = (): TTask[] => JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as TTask[];
const store = (tasks: TTask[]) => window.localStorage.setItem(KEY, JSON.stringify(tasks));
const get = (id: string) => useTaskStore.getState().tasks.find((t) => t.id === id);

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
    resumeId: 42,
    startedAt: T0,
    updatedAt: T0,
    error: null,
    ...over,
  };
}
function optimization(over: Partial<TOptimizationTask> = {}): TOptimizationTask {
  return {
    id: 'o1',
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

const hang = (signal?: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('请求已取消'))));
const JSON_CONTENT = { basics: {} } as unknown as TResumeJson;
function fakeApi(over: Partial<TTaskApi> = {}) {
  const api = {
    uploadResumeFile: vi.fn<TTaskApi['uploadResumeFile']>(async () => ({ id: 42, content: '张三' }) as TResume),
    proxyAnalyze: vi.fn<TTaskApi['proxyAnalyze']>(async () => ({ analysis_type: 'basic' }) as TAnalysis),
    getResume: vi.fn<TTaskApi['getResume']>(async () => ({ id: 42, resume_json_content: JSON_CONTENT }) as TResume),
    optimizeDirect: vi.fn<TTaskApi['optimizeDirect']>(async () => ({ id: 1 }) as TOptimizationRecord),
    optimizePosition: vi.fn<TTaskApi['optimizePosition']>(async () => ({ id: 1 }) as TOptimizationRecord),
  };
  // The overrides are vi.fn() mocks too; typed as the plain calls they stand for.
  return Object.assign(api, over) as typeof api;
}
const FILE = new File(['张三'], '张三.pdf');

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  window.localStorage.clear();
  useTaskStore.setState({ tasks: [] });
  useAuthStore.setState({ status: 'authenticated', user: { id: 3, username: 'zhangsan' } as never });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('task store (spec §3, §4)', () => {
  it('keeps every field of both task kinds in local storage under resume-tasks, but never the File', async () => {
    const api = fakeApi({ uploadResumeFile: vi.fn((_f, _x, o) => hang(o.signal)) });
    const started = startUploadTask(
      FILE,
      { optimizationType: 'position', position: { id: 9, name: '前端工程师', company_name: '字节跳动' } },
      { api },
    );
    const opt = startOptimizationTask({ resumeId: 5, type: 'direct' }, { api });
    await vi.advanceTimersByTimeAsync(0);
    const [u, o] = stored();
    expect(u).toEqual({
      id: started.id,
      taskType: 'upload_analyze_optimize',
      fileName: '张三.pdf',
      optimizationType: 'position',
      position: { id: 9, name: '前端工程师', company_name: '字节跳动', responsibilities: null },
      status: 'running',
      currentStep: 'upload',
      stepMessage: '正在上传文件…',
      progress: { upload: false, analysis: false, optimization: false, completed: false },
      resumeId: null,
      startedAt: T0,
      updatedAt: expect.any(Number),
      error: null,
      ownerId: 3,
    });
    expect(o).toEqual({
      id: opt.id,
      taskType: 'optimize',
      resumeId: 5,
      type: 'direct',
      positionId: null,
      status: 'succeeded',
      startedAt: T0,
      updatedAt: expect.any(Number),
      error: null,
      ownerId: 3,
    });
    expect(window.localStorage.getItem(KEY)).not.toContain('"file"');
    useTaskStore.getState().cancel(started.id);
    await started.done;
  });

  it('runs an upload task to the end and settles `done` with it', async () => {
    const api = fakeApi();
    const started = startUploadTask(FILE, { optimizationType: 'basic' }, { api, random: () => 0 });
    expect(get(started.id)?.status).toBe('running');
    await vi.advanceTimersByTimeAsync(2_000);
    const task = (await started.done) as TUploadTask;
    expect(task).toMatchObject({
      status: 'succeeded',
      currentStep: 'completed',
      stepMessage: '简历处理完成！',
      resumeId: 42,
    });
    expect(task.progress).toEqual({ upload: true, analysis: true, optimization: true, completed: true });
    expect(stored()[0]).toMatchObject({ status: 'succeeded', resumeId: 42 });
    expect(isRunnerAlive(started.id)).toBe(false);
  });

  it('cancel: only from pending or running, to failed with 用户取消, and the work really stops', async () => {
    let signal: AbortSignal | undefined;
    const api = fakeApi({
      proxyAnalyze: vi.fn((_id, _body, options) => {
        signal = options.signal;
        return hang(options.signal);
      }),
    });
    const started = startUploadTask(FILE, { optimizationType: 'basic' }, { api });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.proxyAnalyze).toHaveBeenCalledTimes(1);
    useTaskStore.getState().cancel(started.id);
    expect(signal?.aborted).toBe(true);
    const ended = await started.done;
    expect(ended).toMatchObject({ status: 'failed', error: '用户取消', currentStep: 'error', stepMessage: '用户取消' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getResume).not.toHaveBeenCalled();
    expect(stored()[0]).toMatchObject({ status: 'failed', error: '用户取消' });

    // A finished task cannot be cancelled (a succeeded one stays succeeded).
    store([upload({ id: 'done', status: 'succeeded', updatedAt: Date.now() })]);
    useTaskStore.getState().reload();
    useTaskStore.getState().cancel('done');
    expect(get('done')?.status).toBe('succeeded');
  });

  it('a runner cannot move a finished task back (pending → running → succeeded | failed only)', () => {
    store([optimization({ status: 'failed', error: '用户取消' })]);
    useTaskStore.getState().reload();
    expect(useTaskStore.getState().update('o1', { status: 'running' })).toBe(false);
    expect(useTaskStore.getState().update('o1', { status: 'succeeded' })).toBe(false);
    expect(get('o1')).toMatchObject({ status: 'failed', error: '用户取消' });
  });

  it('removes finished tasks 24 h after they finished, keeps younger ones', () => {
    const day = 24 * 60 * 60_000;
    store([
      optimization({ id: 'old', status: 'succeeded', updatedAt: T0 - day - 1 }),
      optimization({ id: 'young', status: 'failed', error: 'x', updatedAt: T0 - day + 1 }),
    ]);
    useTaskStore.getState().reload();
    expect(useTaskStore.getState().tasks.map((t) => t.id)).toEqual(['young']);
    expect(stored().map((t) => t.id)).toEqual(['young']);
  });

  it('reload merges: nothing lost, nothing doubled, the newer copy of a task wins', async () => {
    const api = fakeApi({ uploadResumeFile: vi.fn((_f, _x, o) => hang(o.signal)) });
    const mine = startUploadTask(FILE, { optimizationType: 'basic' }, { api });
    await vi.advanceTimersByTimeAsync(0);
    // Another tab adds its own task and moves it on.
    store([...stored(), optimization({ id: 'other', updatedAt: Date.now() })]);
    useTaskStore.getState().reload();
    useTaskStore.getState().reload();
    expect(useTaskStore.getState().tasks.map((t) => t.id)).toEqual([mine.id, 'other']);
    store(stored().map((t) => (t.id === 'other' ? { ...t, status: 'succeeded', updatedAt: Date.now() + 1 } : t)));
    useTaskStore.getState().reload();
    expect(get('other')?.status).toBe('succeeded');
    expect(new Set(useTaskStore.getState().tasks.map((t) => t.id)).size).toBe(2);

    // Storage wiped by hand: this tab's tasks stay, and go back on the next write.
    window.localStorage.removeItem(KEY);
    useTaskStore.getState().reload();
    expect(useTaskStore.getState().tasks).toHaveLength(2);
    useTaskStore.getState().cancel(mine.id);
    expect(stored().map((t) => t.id)).toEqual([mine.id]);
    await mine.done;
  });

  it('two tabs do not overwrite each other: every write is read-modify-write of one task', async () => {
    const api = fakeApi({ uploadResumeFile: vi.fn((_f, _x, o) => hang(o.signal)) });
    const mine = startUploadTask(FILE, { optimizationType: 'basic' }, { api });
    await vi.advanceTimersByTimeAsync(0);
    // The other tab writes its task without this tab having reloaded.
    store([...stored(), optimization({ id: 'other', updatedAt: Date.now() })]);
    useTaskStore.getState().update(mine.id, { stepMessage: '仍在上传' });
    expect(stored().map((t) => t.id)).toEqual([mine.id, 'other']);
    useTaskStore.getState().cancel(mine.id);
    await mine.done;
    expect(stored().find((t) => t.id === 'other')?.status).toBe('running');
  });

  it('a cancel written by another tab stops the runner in this tab', async () => {
    let signal: AbortSignal | undefined;
    const api = fakeApi({
      uploadResumeFile: vi.fn((_f, _x, options) => {
        signal = options.signal;
        return hang(options.signal);
      }),
    });
    const mine = startUploadTask(FILE, { optimizationType: 'basic' }, { api });
    await vi.advanceTimersByTimeAsync(0);
    store(stored().map((t) => ({ ...t, status: 'failed', error: '用户取消', updatedAt: Date.now() - 5_000 }) as TTask));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(signal?.aborted).toBe(true);
    await expect(mine.done).resolves.toMatchObject({ status: 'failed', error: '用户取消' });
    // The older running copy in memory lost to the finished one (finished is final).
    expect(mergeTasks([upload({ updatedAt: T0 + 10 })], [upload({ status: 'failed', updatedAt: T0 })])[0]?.status).toBe(
      'failed',
    );
  });

  it('a task left running by a closed tab is marked interrupted once its heartbeat is 30 s old', async () => {
    store([
      upload({ id: 'closed', updatedAt: T0 - 31_000 }),
      upload({ id: 'live-elsewhere', updatedAt: T0 - 10_000 }),
      optimization({ id: 'opt-closed', status: 'pending', updatedAt: T0 - 60_000 }),
    ]);
    useTaskStore.getState().reload();
    expect(get('closed')).toMatchObject({
      status: 'failed',
      error: '页面已关闭，任务已中断，请重新上传',
      currentStep: 'error',
      stepMessage: '页面已关闭，任务已中断，请重新上传',
    });
    expect(get('opt-closed')).toMatchObject({ status: 'failed', error: '页面已关闭，任务已中断，请重新发起优化' });
    expect(get('live-elsewhere')?.status).toBe('running');
    expect(stored().find((t) => t.id === 'closed')?.status).toBe('failed');

    // Its tab keeps beating: still running 40 s later.
    await vi.advanceTimersByTimeAsync(20_000);
    store(stored().map((t) => (t.id === 'live-elsewhere' ? { ...t, updatedAt: Date.now() } : t)));
    await vi.advanceTimersByTimeAsync(20_000);
    useTaskStore.getState().reload();
    expect(get('live-elsewhere')?.status).toBe('running');
    // Then it stops beating (tab closed): interrupted after 30 s.
    await vi.advanceTimersByTimeAsync(11_000);
    useTaskStore.getState().reload();
    expect(get('live-elsewhere')?.status).toBe('failed');
  });

  it('with Web Locks, a task whose lock another tab holds is never taken for interrupted', async () => {
    const query = vi.fn(async () => ({ held: [{ name: 'offerpilot-task-held', mode: 'exclusive' }], pending: [] }));
    vi.stubGlobal('navigator', { ...navigator, locks: { query, request: vi.fn() } });
    store([upload({ id: 'held', updatedAt: T0 - 120_000 }), upload({ id: 'gone', updatedAt: T0 - 120_000 })]);
    useTaskStore.getState().reload();
    await vi.advanceTimersByTimeAsync(0);
    expect(query).toHaveBeenCalled();
    expect(get('held')?.status).toBe('running');
    expect(get('gone')?.status).toBe('failed');
  });

  it('this tab’s running task beats every 5 s and is never taken for interrupted here', async () => {
    const api = fakeApi({ uploadResumeFile: vi.fn((_f, _x, o) => hang(o.signal)) });
    const mine = startUploadTask(FILE, { optimizationType: 'basic' }, { api });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stored()[0]!.updatedAt).toBeGreaterThanOrEqual(Date.now() - 5_000);
    useTaskStore.getState().reload();
    expect(get(mine.id)?.status).toBe('running');
    // Closing the page marks it at once rather than 30 s later in another tab.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(stored()[0]).toMatchObject({ status: 'failed', error: '页面已关闭，任务已中断，请重新上传' });
    await mine.done;
  });

  it('dismiss hides a finished task everywhere; a running one cannot be dismissed', () => {
    store([optimization({ id: 'a', status: 'succeeded' }), optimization({ id: 'b', updatedAt: Date.now() })]);
    useTaskStore.getState().reload();
    useTaskStore.getState().dismiss('a');
    useTaskStore.getState().dismiss('b');
    expect(stored().map((t) => [t.id, t.dismissed ?? false])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('does not start the same optimisation twice while it runs', async () => {
    const api = fakeApi({ optimizePosition: vi.fn((_i, _p, _f, o) => hang(o.signal)) });
    const first = startOptimizationTask({ resumeId: 5, type: 'position', positionId: 9 }, { api });
    const second = startOptimizationTask({ resumeId: 5, type: 'position', positionId: 9 }, { api });
    const other = startOptimizationTask({ resumeId: 5, type: 'position', positionId: 10 }, { api });
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.optimizePosition).toHaveBeenCalledTimes(2);
    useTaskStore.getState().cancel(first.id);
    useTaskStore.getState().cancel(other.id);
    await expect(second.done).resolves.toMatchObject({ status: 'failed', error: '用户取消' });
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(KEY, '{not json');
    useTaskStore.getState().reload();
    expect(useTaskStore.getState().tasks).toEqual([]);
    window.localStorage.setItem(
      KEY,
      JSON.stringify([{ id: 1 }, optimization({ id: 'ok', updatedAt: Date.now() }), null]),
    );
    useTaskStore.getState().reload();
    expect(useTaskStore.getState().tasks.map((t) => t.id)).toEqual(['ok']);
  });
});
