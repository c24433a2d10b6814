import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteResume,
  getResume,
  listResumes,
  uploadResume,
  uploadResumeText,
  uploadResumeUrl,
} from '../src/api/resumes.ts';

afterEach(() => vi.unstubAllGlobals());

describe('resume service client (spec §7, §8, §9)', () => {
  it('uses the spec’s default Chinese text per call when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(getResume(1)).rejects.toThrow('获取简历详情失败');
    await expect(deleteResume(1)).rejects.toThrow('删除简历失败');
    await expect(uploadResumeText({ content: 'x' })).rejects.toThrow('文本上传失败');
    await expect(uploadResumeUrl({ url: 'https://example.com/a.pdf' })).rejects.toThrow('URL上传失败');
    await expect(uploadResume(new File(['x'], 'a.txt'))).rejects.toThrow('文件上传失败');
    await expect(listResumes()).rejects.toThrow('获取简历列表失败');
  });

  it('shows the server’s error text when there is one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: '未能从文件中提取到文字（可能是扫描件或图片）' }), {
            status: 400,
          }),
      ),
    );
    await expect(uploadResume(new File(['x'], 'scan.pdf'))).rejects.toThrow('未能从文件中提取到文字');
  });

  it('lists 10 per page by default and sends files as multipart field "file"', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, data: { resumes: [], total: 0, page: 1, page_size: 10 } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await listResumes();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/resumes?page=1&page_size=10');

    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, data: { id: 7 } })));
    await uploadResume(new File(['简历'], '简历.pdf'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/v1/resumes/upload');
    const body = init!.body as FormData;
    expect((body.get('file') as File).name).toBe('简历.pdf');
  });

  it('reports upload progress through XMLHttpRequest and times out after 5 minutes', async () => {
    vi.useFakeTimers();
    const sent: { xhr?: FakeXhr } = {};
    class FakeXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
      }
      send() {
        sent.xhr = this;
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadResume(new File(['x'], 'a.pdf'), { onProgress: (f) => progress.push(f) });
    await vi.waitFor(() => expect(sent.xhr).toBeDefined());
    sent.xhr!.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 });
    sent.xhr!.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 });
    expect(progress).toEqual([0.5, 1]);
    sent.xhr!.status = 200;
    sent.xhr!.responseText = JSON.stringify({ success: true, data: { id: 9 } });
    sent.xhr!.onload!();
    await expect(done).resolves.toEqual({ id: 9 });

    sent.xhr = undefined;
    const slow = uploadResume(new File(['x'], 'b.pdf'), { onProgress: () => undefined });
    const failure = expect(slow).rejects.toThrow(/超时/);
    await vi.waitFor(() => expect(sent.xhr).toBeDefined());
    await vi.advanceTimersByTimeAsync(299_999);
    await vi.advanceTimersByTimeAsync(2);
    await failure;
    vi.useRealTimers();
  });
});
