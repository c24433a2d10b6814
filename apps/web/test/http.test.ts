import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, request, TimeoutError } from '../src/api/http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http client (spec §8)', () => {
  it('raises HTTP {status}: {body} for a non-OK answer and keeps the server error', async () => {
    const body = JSON.stringify({ success: false, error: '岗位不存在' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 404 })),
    );
    const error = await request('/api/v1/positions/1', { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`HTTP 404: ${body}`);
    expect((error as HttpError).serverError).toBe('岗位不存在');
  });

  it('sends JSON and query parameters and parses the answer', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('{"success":true,"data":1}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const res = await request<{ data: number }>('/api/x', {
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, q: undefined },
      timeoutMs: 1000,
    });
    expect(res.data).toBe(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x?page=2');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('reports Network Error when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('/api/x', { timeoutMs: 1000 })).rejects.toThrow('Network Error');
  });

  it('reports a timeout after the limit', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = request('/api/slow', { timeoutMs: 10_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('请求超时，请稍后重试');
  });

  it('reports Request aborted when the caller cancels', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = request('/api/slow', { timeoutMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Request aborted');
  });

  it('reports an answer that is not JSON in Chinese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy page</html>', { status: 200 })),
    );
    await expect(request('/api/x', { timeoutMs: 1000 })).rejects.toThrow('服务器返回了无法识别的内容，请稍后重试');
  });

  it('shows network failures to people in Chinese', async () => {
    const { envelope } = await import('../src/api/authorized.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(envelope(request('/api/x', { timeoutMs: 1000 }), '获取岗位列表失败')).rejects.toThrow(
      '网络连接失败，请检查网络后重试',
    );
  });
});
