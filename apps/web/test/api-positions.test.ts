import { afterEach, describe, expect, it, vi } from 'vitest';
import { deletePosition, listPositions, listTemplates } from '../src/api/positions.ts';

afterEach(() => vi.unstubAllGlobals());

describe('positions client errors (spec §8)', () => {
  it('uses the default Chinese text when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(listPositions()).rejects.toThrow('获取岗位列表失败');
    await expect(deletePosition(3)).rejects.toThrow('删除岗位失败');
    await expect(listTemplates({})).rejects.toThrow('获取岗位模板失败');
  });

  it("uses the server's message when there is one, including a success:false answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, error: '岗位不存在或已被删除' }), { status: 404 }),
      ),
    );
    await expect(deletePosition(3)).rejects.toThrow('岗位不存在或已被删除');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, error: null }), { status: 200 })),
    );
    await expect(listPositions()).rejects.toThrow('获取岗位列表失败');
  });

  it('calls page 1, size 10 by default (spec §9)', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ success: true, data: { positions: [], total: 0, page: 1, page_size: 10 } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await listPositions();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/positions?page=1&page_size=10');
  });
});
