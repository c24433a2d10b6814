import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, HttpError } from '../src/api/http.ts';
import {
  downloadInterviewReportPdf,
  getInterviewReport,
  openSessionOf,
  startInterview,
  transcribeAnswer,
} from '../src/api/interview.ts';

afterEach(() => vi.unstubAllGlobals());

describe('formal interview API client', () => {
  it('downloads the report PDF under the name the server gives (RFC 5987 first)', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('前端 面试报告.pdf')}`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadInterviewReportPdf(12);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/interview/session/12/report.pdf');
    expect(file.fileName).toBe('前端 面试报告.pdf');
    expect(file.blob.size).toBe('%PDF-1.7'.length);
  });

  it('says why a PDF or a report cannot be had (the server’s text, else a Chinese default)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, data: null, error: '面试还没有结束，结束后才有报告' }), {
            status: 409,
          }),
      ),
    );
    await expect(downloadInterviewReportPdf(3)).rejects.toThrow('面试还没有结束，结束后才有报告');
    await expect(getInterviewReport(3)).rejects.toThrow('面试还没有结束，结束后才有报告');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(downloadInterviewReportPdf(3)).rejects.toThrow('导出 PDF 失败，请稍后重试');
  });

  it('sends an answer’s audio as multipart with the session and question', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            success: true,
            data: { question_id: 7, text: '我负责订单系统', provider: 'openai', duration_ms: 2100 },
            error: null,
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const heard = await transcribeAnswer({
      sessionId: 5,
      questionId: 7,
      audio: new Blob(['RIFF'], { type: 'audio/wav' }),
    });
    expect(heard.text).toBe('我负责订单系统');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/interview/transcribe');
    const form = init!.body as FormData;
    expect(form.get('session_id')).toBe('5');
    expect(form.get('question_id')).toBe('7');
    expect((form.get('audio') as File).name).toBe('answer.wav');
  });
});

describe('errors with details', () => {
  it('names the open mock interview a 409 at start points to, through the envelope that wraps it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              data: null,
              error: '你有一场进行中的模拟面试',
              details: { session_id: 41 },
            }),
            { status: 409 },
          ),
      ),
    );
    const failure = await startInterview({ mode: 'mock', resume_id: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(openSessionOf(failure)).toBe(41);
  });

  it('reads details once, and nothing from a body that is not an envelope or another status', () => {
    expect(new HttpError(429, '{"error":"太频繁","details":{"retry_after_s":30}}').details).toEqual({
      retry_after_s: 30,
    });
    expect(new HttpError(502, '<html>bad gateway</html>').details).toBeUndefined();
    expect(new HttpError(409, '{"details":[1]}').details).toBeUndefined();
    expect(openSessionOf(new HttpError(400, '{"details":{"session_id":3}}'))).toBeNull();
    expect(openSessionOf(new HttpError(409, '{"details":{"session_id":"3"}}'))).toBeNull();
    expect(openSessionOf(new Error('network'))).toBeNull();
  });
});

describe('fileNameOf', () => {
  it('reads quoted, bare and encoded names, and nothing from nothing', () => {
    expect(fileNameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf")).toBe('报告.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E6%8A%A5%ZZ; filename=fallback.pdf")).toBe('fallback.pdf');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
