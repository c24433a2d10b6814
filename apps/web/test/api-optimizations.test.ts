import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyzeResume,
  checkResumeServiceHealth,
  continueChat,
  getChat,
  getOptimization,
  listAllOptimizations,
  listOptimizations,
  listResumeOptimizations,
  listResumesWithOptimizations,
  optimizeDirect,
  optimizePosition,
  optimizeResume,
  proxyAnalyze,
  proxyOptimize,
  refreshOptimization,
  startChat,
} from '../src/api/optimizations.ts';
import { setTokenSource } from '../src/api/authorized.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(async () => null);
});

type TCall = [string, RequestInit | undefined];

function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));
const bodyOf = (call: TCall | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
const summary = (id: number, resumeId: number) => ({
  id,
  resume_id: resumeId,
  resume_file_name: `简历${resumeId}.pdf`,
});

describe('AI calls of the resume service (spec §7, §8)', () => {
  it('uses the spec’s default Chinese text per call when the server gives none', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(analyzeResume(1, { analysis_type: 'basic' })).rejects.toThrow('AI分析失败');
    await expect(optimizeResume(1, { optimization_type: 'direct' })).rejects.toThrow('简历优化失败');
    await expect(optimizeDirect(1)).rejects.toThrow('整体优化失败');
    await expect(optimizePosition(1, 2)).rejects.toThrow('岗位优化失败');
    await expect(refreshOptimization(1, 'direct')).rejects.toThrow('重新生成优化失败');
    await expect(startChat(1)).rejects.toThrow('启动对话优化失败');
    await expect(continueChat('c1', '你好')).rejects.toThrow('继续对话失败');
    await expect(getChat('c1')).rejects.toThrow('获取对话状态失败');
    await expect(listOptimizations()).rejects.toThrow('获取优化记录失败');
    await expect(listAllOptimizations()).rejects.toThrow('获取全部优化记录失败');
    await expect(getOptimization(3)).rejects.toThrow('获取优化详情失败');
    await expect(proxyAnalyze(1, { resume_text: 'x', analysis_type: 'basic' })).rejects.toThrow('AI分析失败');
    await expect(
      proxyOptimize(1, { optimization_type: 'direct', original_resume_json: null, analysis_result: null }),
    ).rejects.toThrow('简历优化失败');
  });

  it('shows the server’s error text, and the default when success is false without one', async () => {
    stubFetch(
      () => new Response(JSON.stringify({ success: false, error: '这份简历正在优化中，请稍后再试' }), { status: 409 }),
    );
    await expect(optimizeDirect(1)).rejects.toThrow('这份简历正在优化中，请稍后再试');
    stubFetch(() => new Response(JSON.stringify({ success: false })));
    await expect(optimizePosition(1, 2)).rejects.toThrow('岗位优化失败');
  });

  it('sends the paths, bodies and query strings of spec §7 with the bearer header', async () => {
    setTokenSource(async () => 'token-1');
    const fetchMock = stubFetch(() => ok({ id: 1, items: [], conversation_id: 'c1' }));
    await optimizeDirect(5);
    await optimizeDirect(5, true);
    await optimizePosition(5, 9);
    await refreshOptimization(5, 'position', 9);
    await refreshOptimization(5, 'direct');
    await listOptimizations(2);
    await listAllOptimizations(1, 50);
    await startChat(5, 9);
    await continueChat('c1', '把第一段写短一点');
    await getChat('c1');
    await getOptimization(3);
    await analyzeResume(5, { analysis_type: 'job_based', position_id: 9 });
    const calls = fetchMock.mock.calls as TCall[];
    expect(calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'POST /api/v1/resumes/5/optimize/direct',
      'POST /api/v1/resumes/5/optimize/direct',
      'POST /api/v1/resumes/5/optimize/position',
      'POST /api/v1/resumes/5/optimize/refresh?type=position&position_id=9&force=true',
      'POST /api/v1/resumes/5/optimize/refresh?type=direct&force=true',
      'GET /api/v1/resumes/optimizations?page=2&page_size=20',
      'GET /api/v1/resumes/optimizations/all?page=1&page_size=50',
      'POST /api/v1/resumes/5/chat/start',
      'POST /api/v1/resumes/chat/continue',
      'GET /api/v1/resumes/chat/c1',
      'GET /api/v1/resumes/optimizations/3',
      'POST /api/v1/resumes/5/analyze',
    ]);
    for (const [, init] of calls) {
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    }
    expect(bodyOf(calls[0])).toEqual({ optimization_type: 'direct', force: false });
    expect(bodyOf(calls[1])).toEqual({ optimization_type: 'direct', force: true });
    expect(bodyOf(calls[2])).toEqual({ optimization_type: 'position', position_id: 9, force: false });
    expect(bodyOf(calls[7])).toEqual({ position_id: 9 });
    expect(bodyOf(calls[8])).toEqual({ conversation_id: 'c1', message: '把第一段写短一点' });
    expect(bodyOf(calls[11])).toEqual({ analysis_type: 'job_based', position_id: 9 });
  });

  it('falls back to 200 of all optimisations filtered by resume when the per-resume list fails', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/v1/resumes/7/optimize')
        ? new Response('boom', { status: 500 })
        : ok({ items: [summary(1, 7), summary(2, 8), summary(3, 7)], total: 3, page: 1, page_size: 200 }),
    );
    const items = await listResumeOptimizations(7);
    expect(items.map((i) => i.id)).toEqual([1, 3]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/v1/resumes/7/optimize',
      '/api/v1/resumes/optimizations/all?page=1&page_size=200',
    ]);
  });

  it('uses the per-resume list when it answers, and keeps its error when the fallback fails too', async () => {
    const fetchMock = stubFetch(() => ok({ items: [summary(4, 7)] }));
    expect((await listResumeOptimizations(7)).map((i) => i.id)).toEqual([4]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    stubFetch(() => new Response('boom', { status: 500 }));
    await expect(listResumeOptimizations(7)).rejects.toThrow('获取优化记录失败');
  });

  it('groups 100 optimisations by resume for the resume-with-optimisations list', async () => {
    const fetchMock = stubFetch(() =>
      ok({ items: [summary(1, 7), summary(2, 8), summary(3, 7)], total: 3, page: 1, page_size: 100 }),
    );
    const groups = await listResumesWithOptimizations();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/resumes/optimizations/all?page=1&page_size=100');
    expect(groups.map((g) => [g.resume_id, g.resume_file_name, g.optimizations.map((o) => o.id)])).toEqual([
      [7, '简历7.pdf', [1, 3]],
      [8, '简历8.pdf', [2]],
    ]);
  });

  it('checks health with a public list call of page size 1', async () => {
    const fetchMock = stubFetch(() => ok({ resumes: [], total: 0, page: 1, page_size: 1 }));
    await expect(checkResumeServiceHealth()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/resumes/public?page=1&page_size=1');
    stubFetch(() => new Response('down', { status: 503 }));
    await expect(checkResumeServiceHealth()).resolves.toBe(false);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(checkResumeServiceHealth()).resolves.toBe(false);
  });
});

describe('AI proxy calls (spec §7, outside /api/v1)', () => {
  it('posts the analysis and reads analysis_result, else result', async () => {
    const analysis = { analysis_type: 'basic', overall_score: 80 };
    const fetchMock = stubFetch(() => ok({ analysis_result: analysis }));
    const body = {
      resume_text: '张三 前端工程师',
      analysis_type: 'job_based' as const,
      user_id: 3,
      job_title: '前端工程师',
      position_id: 9,
      job_responsibilities: '负责前端开发',
    };
    await expect(proxyAnalyze(12, body)).resolves.toEqual(analysis);
    expect(fetchMock.mock.calls[0]![0]).toBe('/proxy/resume/ai/analyze/12');
    expect(bodyOf(fetchMock.mock.calls[0] as TCall)).toEqual(body);

    stubFetch(() => ok({ result: analysis }));
    await expect(proxyAnalyze(12, body)).resolves.toEqual(analysis);
    stubFetch(() => ok({}));
    await expect(proxyAnalyze(12, body)).resolves.toBeUndefined();
  });

  it('posts the optimisation and answers its data', async () => {
    const fetchMock = stubFetch(() => ok({ optimization_type: 'direct', quality_score: 88 }));
    await expect(
      proxyOptimize(12, { optimization_type: 'direct', original_resume_json: null, analysis_result: { a: 1 } }),
    ).resolves.toEqual({ optimization_type: 'direct', quality_score: 88 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/proxy/resume/ai/optimize/12');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
  });

  it('aborts a call when its signal aborts', async () => {
    const fetchMock = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = optimizeDirect(1, false, { signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    await expect(pending).rejects.toThrow('请求已取消');
  });
});
