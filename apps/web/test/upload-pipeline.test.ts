import type { TAnalysis, TOptimizationRecord, TResume, TResumeJson } from '@offerpilot/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOptimizationTask, TUploadPatch, TUploadTask } from '../src/tasks/task-types.ts';
import { abortableSleep, runOptimizationTask, runUploadPipeline, type TTaskApi } from '../src/tasks/upload-pipeline.ts';

const JSON_CONTENT = { basics: { name: '张三' } } as unknown as TResumeJson;
const resume = (over: Partial<TResume> = {}) =>
  ({
    id: 42,
    content: '张三 前端工程师',
    extracted_text: '张三 前端工程师',
    resume_json_content: null,
    ...over,
  }) as TResume;
const ANALYSIS = { analysis_type: 'basic', overall_score: 80 } as TAnalysis;
const RECORD = { id: 7 } as TOptimizationRecord;

function uploadTask(over: Partial<TUploadTask> = {}): TUploadTask {
  return {
    id: 't1',
    taskType: 'upload_analyze_optimize',
    fileName: '张三.pdf',
    optimizationType: 'basic',
    position: null,
    status: 'running',
    currentStep: 'upload',
    stepMessage: '',
    progress: { upload: false, analysis: false, optimization: false, completed: false },
    resumeId: null,
    startedAt: 0,
    updatedAt: 0,
    error: null,
    ...over,
  };
}

/** Waits until the signal aborts, then fails like the HTTP layer does. */
const hang = (signal?: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('请求已取消'))));

function fakeApi(over: Partial<TTaskApi> = {}) {
  const api = {
    uploadResumeFile: vi.fn<TTaskApi['uploadResumeFile']>(async () => resume()),
    proxyAnalyze: vi.fn<TTaskApi['proxyAnalyze']>(async () => ANALYSIS),
    getResume: vi.fn<TTaskApi['getResume']>(async () => resume({ resume_json_content: JSON_CONTENT })),
    optimizeDirect: vi.fn<TTaskApi['optimizeDirect']>(async () => RECORD),
    optimizePosition: vi.fn<TTaskApi['optimizePosition']>(async () => RECORD),
  };
  // The overrides are vi.fn() mocks too; typed as the plain calls they stand for.
  return Object.assign(api, over) as typeof api;
}

const FILE = new File(['张三 前端工程师'], '张三.pdf', { type: 'application/pdf' });

function run(api: ReturnType<typeof fakeApi>, task = uploadTask(), file: File | null = FILE) {
  const reports: TUploadPatch[] = [];
  const controller = new AbortController();
  const done = runUploadPipeline(task, file, {
    api,
    signal: controller.signal,
    report: (patch) => reports.push(patch),
    sleep: abortableSleep,
    random: () => 0.5,
    userId: 3,
  });
  const messages = () => reports.flatMap((r) => (r.stepMessage ? [r.stepMessage] : []));
  const last = () => Object.assign({}, ...reports) as TUploadPatch;
  return { done, reports, controller, messages, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload pipeline (spec §4)', () => {
  it('uploads, analyses, waits 2 s, fetches the structured resume, optimises and completes', async () => {
    const api = fakeApi();
    const p = run(api);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(api.getResume).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p.done).resolves.toBe('succeeded');

    expect(p.messages()).toEqual([
      '正在上传文件…',
      '正在分析简历…',
      '分析完成，正在准备优化…',
      '正在获取简历结构化数据…',
      '正在优化简历…',
      '简历处理完成！',
    ]);
    expect(p.reports.flatMap((r) => (r.currentStep ? [r.currentStep] : []))).toEqual([
      'upload',
      'analysis',
      'optimization',
      'completed',
    ]);
    expect(p.reports.flatMap((r) => (r.progress ? [r.progress] : []))).toEqual([
      { upload: true, analysis: false, optimization: false, completed: false },
      { upload: true, analysis: true, optimization: false, completed: false },
      { upload: true, analysis: true, optimization: true, completed: false },
      { upload: true, analysis: true, optimization: true, completed: true },
    ]);
    expect(p.last()).toMatchObject({ status: 'succeeded', resumeId: 42, error: null, stepMessage: '简历处理完成！' });

    expect(api.uploadResumeFile).toHaveBeenCalledWith(
      FILE,
      { file_name: '张三.pdf', position_id: null },
      { signal: expect.any(AbortSignal) },
    );
    expect(api.proxyAnalyze).toHaveBeenCalledWith(
      42,
      { resume_text: '张三 前端工程师', analysis_type: 'basic', user_id: 3 },
      { signal: expect.any(AbortSignal) },
    );
    expect(api.getResume).toHaveBeenCalledWith(42, expect.any(AbortSignal));
    expect(api.optimizeDirect).toHaveBeenCalledWith(42, false, { signal: expect.any(AbortSignal) });
    expect(api.optimizePosition).not.toHaveBeenCalled();
  });

  it('analyses against the chosen position (job_based) and optimises for it', async () => {
    const api = fakeApi();
    const position = { id: 9, name: '前端工程师', company_name: '字节跳动', responsibilities: '负责 Web 前端开发' };
    const p = run(api, uploadTask({ optimizationType: 'position', position }));
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(p.done).resolves.toBe('succeeded');
    expect(api.uploadResumeFile.mock.calls[0]![1]).toEqual({ file_name: '张三.pdf', position_id: 9 });
    expect(api.proxyAnalyze.mock.calls[0]![1]).toEqual({
      resume_text: '张三 前端工程师',
      analysis_type: 'job_based',
      user_id: 3,
      job_title: '前端工程师',
      position_id: 9,
      job_responsibilities: '负责 Web 前端开发',
    });
    expect(api.optimizePosition).toHaveBeenCalledWith(42, 9, false, { signal: expect.any(AbortSignal) });
    expect(api.optimizeDirect).not.toHaveBeenCalled();
  });

  it('retries the structured data up to 3 times, each after a random 2–4 s wait', async () => {
    const empty = resume({ resume_json_content: null });
    const api = fakeApi({
      getResume: vi
        .fn<TTaskApi['getResume']>()
        .mockResolvedValueOnce(empty)
        .mockResolvedValueOnce(empty)
        .mockResolvedValueOnce(resume({ resume_json_content: JSON_CONTENT })),
    });
    const p = run(api);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.getResume).toHaveBeenCalledTimes(1);
    expect(p.messages().at(-1)).toBe('正在等待数据同步... (1/3)');
    // random() = 0.5: 2 000 + 0.5 × 2 000 = 3 000 ms.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.getResume).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getResume).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(p.done).resolves.toBe('succeeded');
    expect(api.getResume).toHaveBeenCalledTimes(3);
    expect(p.messages()).toEqual([
      '正在上传文件…',
      '正在分析简历…',
      '分析完成，正在准备优化…',
      '正在获取简历结构化数据…',
      '正在等待数据同步... (1/3)',
      '正在重试获取数据... (1/3)',
      '正在等待数据同步... (2/3)',
      '正在重试获取数据... (2/3)',
      '正在优化简历…',
      '简历处理完成！',
    ]);
  });

  it('uses the random draw for each wait (0 → 2 s, just under 1 → just under 4 s)', async () => {
    const api = fakeApi({
      getResume: vi
        .fn<TTaskApi['getResume']>()
        .mockResolvedValueOnce(resume())
        .mockResolvedValueOnce(resume())
        .mockResolvedValue(resume({ resume_json_content: JSON_CONTENT })),
    });
    const draws = [0, 0.9999];
    const controller = new AbortController();
    const done = runUploadPipeline(uploadTask(), FILE, {
      api,
      signal: controller.signal,
      report: () => undefined,
      random: () => draws.shift() ?? 0,
    });
    await vi.advanceTimersByTimeAsync(2_000 + 2_000);
    expect(api.getResume).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_998);
    expect(api.getResume).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getResume).toHaveBeenCalledTimes(3);
    await expect(done).resolves.toBe('succeeded');
  });

  it('fails with the sync message when the structured data stays empty after 3 retries', async () => {
    const api = fakeApi({ getResume: vi.fn<TTaskApi['getResume']>(async () => resume()) });
    const p = run(api);
    await vi.advanceTimersByTimeAsync(2_000 + 3 * 3_000);
    await expect(p.done).resolves.toBe('failed');
    expect(api.getResume).toHaveBeenCalledTimes(4);
    expect(p.messages().slice(4, 10)).toEqual([
      '正在等待数据同步... (1/3)',
      '正在重试获取数据... (1/3)',
      '正在等待数据同步... (2/3)',
      '正在重试获取数据... (2/3)',
      '正在等待数据同步... (3/3)',
      '正在重试获取数据... (3/3)',
    ]);
    expect(p.last()).toMatchObject({
      status: 'failed',
      currentStep: 'error',
      error: '处理失败: 简历数据同步失败，无法获取到结构化内容',
      stepMessage: '处理失败: 简历数据同步失败，无法获取到结构化内容',
    });
    expect(api.optimizeDirect).not.toHaveBeenCalled();
  });

  it.each([
    ['no file', {}, null, '处理失败: 文件对象丢失'],
    [
      'an upload without an id',
      { uploadResumeFile: vi.fn(async () => resume({ id: 0 })) },
      FILE,
      '处理失败: 文件上传失败，未获取到简历ID或内容',
    ],
    [
      'an upload without content',
      { uploadResumeFile: vi.fn(async () => resume({ content: '', extracted_text: null })) },
      FILE,
      '处理失败: 文件上传失败，未获取到简历ID或内容',
    ],
    [
      'an upload holding only the "being extracted" placeholder',
      { uploadResumeFile: vi.fn(async () => resume({ content: '文件内容正在提取中…', extracted_text: null })) },
      FILE,
      '处理失败: 文件上传失败，未获取到简历ID或内容',
    ],
    [
      'a failed upload call',
      { uploadResumeFile: vi.fn(async () => Promise.reject(new Error('文件上传失败'))) },
      FILE,
      '处理失败: 文件上传失败',
    ],
    [
      'an analysis without a result',
      { proxyAnalyze: vi.fn(async () => undefined) },
      FILE,
      '处理失败: 简历分析失败，未获取到分析结果',
    ],
    [
      'a failed detail call',
      { getResume: vi.fn(async () => Promise.reject(new Error('HTTP 500'))) },
      FILE,
      '处理失败: 获取简历详情失败，请稍后重试',
    ],
    [
      'a failed optimisation',
      { optimizeDirect: vi.fn(async () => Promise.reject(new Error('整体优化失败'))) },
      FILE,
      '处理失败: 整体优化失败',
    ],
  ] as const)('fails with the spec’s message after %s', async (_name, over, file, expected) => {
    const api = fakeApi(over as Partial<TTaskApi>);
    const p = run(api, uploadTask(), file);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(p.done).resolves.toBe('failed');
    expect(p.last()).toMatchObject({ status: 'failed', currentStep: 'error', error: expected, stepMessage: expected });
  });

  it('cancelled during the upload: the upload call is aborted and nothing else is called', async () => {
    let uploadSignal: AbortSignal | undefined;
    const api = fakeApi({
      uploadResumeFile: vi.fn<TTaskApi['uploadResumeFile']>((_file, _fields, options) => {
        uploadSignal = options.signal;
        return hang(options.signal);
      }),
    });
    const p = run(api);
    await vi.advanceTimersByTimeAsync(0);
    const reported = p.reports.length;
    p.controller.abort();
    await expect(p.done).resolves.toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(uploadSignal?.aborted).toBe(true);
    expect(api.proxyAnalyze).not.toHaveBeenCalled();
    expect(api.getResume).not.toHaveBeenCalled();
    // The canceller records '用户取消'; the pipeline adds nothing after the cancel.
    expect(p.reports).toHaveLength(reported);
  });

  it('cancelled during the analysis: no structured-data fetch, no optimisation', async () => {
    const api = fakeApi({ proxyAnalyze: vi.fn<TTaskApi['proxyAnalyze']>((_id, _body, o) => hang(o.signal)) });
    const p = run(api);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.proxyAnalyze).toHaveBeenCalledTimes(1);
    expect(api.proxyAnalyze.mock.calls[0]![2].signal?.aborted).toBe(false);
    p.controller.abort();
    await expect(p.done).resolves.toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.proxyAnalyze.mock.calls[0]![2].signal?.aborted).toBe(true);
    expect(api.getResume).not.toHaveBeenCalled();
    expect(api.optimizeDirect).not.toHaveBeenCalled();
  });

  it('cancelled during the 2 s wait: stops at once, no later call', async () => {
    const api = fakeApi();
    const p = run(api);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(p.messages().at(-1)).toBe('分析完成，正在准备优化…');
    p.controller.abort();
    await expect(p.done).resolves.toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getResume).not.toHaveBeenCalled();
    expect(api.optimizeDirect).not.toHaveBeenCalled();
  });

  it('cancelled during a retry wait: no further fetch', async () => {
    const api = fakeApi({ getResume: vi.fn<TTaskApi['getResume']>(async () => resume()) });
    const p = run(api);
    await vi.advanceTimersByTimeAsync(2_000 + 1_000);
    expect(api.getResume).toHaveBeenCalledTimes(1);
    p.controller.abort();
    await expect(p.done).resolves.toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getResume).toHaveBeenCalledTimes(1);
    expect(p.last().status).toBeUndefined();
  });

  it('a detail call that cannot take a signal: the pipeline stops waiting for it on cancel', async () => {
    const api = fakeApi({ getResume: vi.fn<TTaskApi['getResume']>(() => new Promise<TResume>(() => undefined)) });
    const p = run(api);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.getResume).toHaveBeenCalledTimes(1);
    p.controller.abort();
    await expect(p.done).resolves.toBe('failed');
    expect(api.optimizeDirect).not.toHaveBeenCalled();
  });
});

describe('resume optimisation task (spec §3)', () => {
  const task = (over: Partial<TOptimizationTask> = {}): TOptimizationTask => ({
    id: 'o1',
    taskType: 'optimize',
    resumeId: 5,
    type: 'direct',
    positionId: null,
    status: 'running',
    startedAt: 0,
    updatedAt: 0,
    error: null,
    ...over,
  });

  it('optimises the whole resume, or for the position', async () => {
    const api = fakeApi();
    const reports: unknown[] = [];
    const deps = { api, signal: new AbortController().signal, report: (p: unknown) => reports.push(p) };
    await expect(runOptimizationTask(task(), deps)).resolves.toBe('succeeded');
    await expect(runOptimizationTask(task({ type: 'position', positionId: 9, force: true }), deps)).resolves.toBe(
      'succeeded',
    );
    expect(api.optimizeDirect).toHaveBeenCalledWith(5, false, { signal: expect.any(AbortSignal) });
    expect(api.optimizePosition).toHaveBeenCalledWith(5, 9, true, { signal: expect.any(AbortSignal) });
    expect(reports).toEqual([
      { status: 'succeeded', error: null },
      { status: 'succeeded', error: null },
    ]);
  });

  it('fails with the call’s message, or the position rule', async () => {
    const api = fakeApi({ optimizeDirect: vi.fn(async () => Promise.reject(new Error('整体优化失败'))) });
    const reports: unknown[] = [];
    const deps = { api, signal: new AbortController().signal, report: (p: unknown) => reports.push(p) };
    await runOptimizationTask(task(), deps);
    await runOptimizationTask(task({ type: 'position', positionId: null }), deps);
    expect(reports).toEqual([
      { status: 'failed', error: '整体优化失败' },
      { status: 'failed', error: '按岗位优化需要选择一个岗位' },
    ]);
  });
});
