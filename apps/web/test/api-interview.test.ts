import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  endInterview,
  getQuestionHint,
  isOutOfMinutes,
  listInterviewTemplates,
  startInterview,
} from '../src/api/interview.ts';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('interview API client', () => {
  it('uses the default Chinese text when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(listInterviewTemplates()).rejects.toThrow('获取面试模板失败');
  });

  it('shows the server’s text and tells an out-of-minutes answer (402) apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, data: null, error: '模拟面试时长不足，邀请好友可获得更多时长' }, 402)),
    );
    const error = await startInterview({ mode: 'mock', resume_id: 1 }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('模拟面试时长不足，邀请好友可获得更多时长');
    expect(isOutOfMinutes(error)).toBe(true);
    expect(isOutOfMinutes(new Error('网络连接失败'))).toBe(false);
  });

  it('asks for a hint of one question and ends a session with a bodiless POST', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ success: true, data: { question_id: 9, hint: '先给结论', angles: [] }, error: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await getQuestionHint(4, 9);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/interview/session/4/hint?question_id=9');
    await endInterview(4);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/interview/session/4/end');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });
});
