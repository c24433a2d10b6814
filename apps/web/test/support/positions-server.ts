import type { TPosition } from '@offerpilot/shared';
import { vi } from 'vitest';
import { SITE_CONFIG } from './signed-in.tsx';

/** A position as the server stores it (newest first by `updated_at`). */
export function buildPosition(id: number, over: Partial<TPosition> = {}): TPosition {
  return {
    id,
    name: `岗位 ${id}`,
    company_name: '示例公司',
    responsibilities: null,
    requirements: null,
    work_location: '上海',
    industry: null,
    experience_level: null,
    salary_range: '10-20K',
    is_template: false,
    is_public: false,
    template_id: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: `2026-11-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    ...over,
  };
}

const summaryOf = ({
  responsibilities: _r,
  requirements: _q,
  is_template: _t,
  template_id: _i,
  created_at: _c,
  ...s
}: TPosition) => s;

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data, message: null, error: null }), { status });

/**
 * The positions service at the network edge: `fetch` answers from an in-memory account as the
 * server does (list, search, detail, related, create, update, delete), so the screens and their
 * cache run unmocked. `calls` records each request as 'METHOD path'.
 */
export function stubPositionsServer(initial: TPosition[]) {
  let positions = [...initial];
  let nextId = Math.max(0, ...positions.map((p) => p.id)) + 1;
  let clock = Date.parse('2026-12-01T00:00:00.000Z');
  const now = () => new Date((clock += 1000)).toISOString();
  const calls: string[] = [];
  const sorted = () => [...positions].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
  const page = (list: TPosition[], pageNo: number, size: number) =>
    ok({
      positions: list.slice((pageNo - 1) * size, pageNo * size).map(summaryOf),
      total: list.length,
      page: pageNo,
      page_size: size,
    });

  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/site-config') return ok(SITE_CONFIG);
    const match = /^\/api\/v1\/positions(?:\/(\w+))?(\/related)?$/.exec(url.pathname);
    if (!match) return new Response('{}', { status: 404 });
    const [, idText, related] = match;
    if (!idText) {
      if (method === 'POST') {
        const created = buildPosition(nextId++, {
          company_name: null,
          work_location: null,
          salary_range: null,
          ...body,
          created_at: now(),
          updated_at: now(),
        } as Partial<TPosition>);
        positions.push(created);
        return ok(created, 201);
      }
      const q = url.searchParams;
      return page(sorted(), Number(q.get('page')), Number(q.get('page_size')));
    }
    if (idText === 'search') {
      const keyword = String(body.keyword ?? '');
      return page(
        sorted().filter((p) => p.name.includes(keyword)),
        Number(body.page),
        Number(body.page_size),
      );
    }
    const found = positions.find((p) => p.id === Number(idText));
    if (!found) return new Response(JSON.stringify({ success: false, error: '岗位不存在或已被删除' }), { status: 404 });
    if (related)
      return ok({
        position_id: found.id,
        resumes: { count: 0, latest: [] },
        optimizations: { count: 0, latest: [] },
        interviews: { count: 0, latest: [] },
      });
    if (method === 'PUT') {
      const updated = { ...found, ...body, updated_at: now() } as TPosition;
      positions = positions.map((p) => (p.id === found.id ? updated : p));
      return ok(updated);
    }
    if (method === 'DELETE') {
      positions = positions.filter((p) => p.id !== found.id);
      return ok({ id: found.id });
    }
    return ok(found);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
