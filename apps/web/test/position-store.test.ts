import type { TPosition, TPositionList } from '@offerpilot/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  listPositions: vi.fn(),
  searchPositions: vi.fn(),
  getPosition: vi.fn(),
  getPositionRelated: vi.fn(),
  createPosition: vi.fn(),
  updatePosition: vi.fn(),
  deletePosition: vi.fn(),
}));
vi.mock('../src/api/positions.ts', () => api);

const position = (id: number, over: Partial<TPosition> = {}): TPosition => ({
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
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});
const list = (ids: number[], total = ids.length): TPositionList => ({
  positions: ids.map((id) => {
    const {
      responsibilities: _r,
      requirements: _q,
      is_template: _t,
      template_id: _i,
      created_at: _c,
      ...summary
    } = position(id);
    return summary;
  }),
  total,
  page: 1,
  page_size: 12,
});

async function freshStore() {
  vi.resetModules();
  return (await import('../src/features/positions/store/position-store.ts')).usePositionStore;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('position store (spec §3, §4, §9)', () => {
  it('starts with client page size 12 and caches the list for 60 s', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ page: 1, pageSize: 12, items: [], loading: false, lastFetchedAt: null });
    api.listPositions.mockResolvedValue(list([1, 2]));
    await store.getState().fetchList();
    expect(api.listPositions).toHaveBeenCalledWith(1, 12);
    expect(store.getState()).toMatchObject({ total: 2, lastFetchedAt: Date.now() });
    vi.advanceTimersByTime(59_000);
    await store.getState().fetchList();
    expect(api.listPositions).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await store.getState().fetchList();
    expect(api.listPositions).toHaveBeenCalledTimes(2);
  });

  it('invalidates the list when the page or page size changes', async () => {
    const store = await freshStore();
    api.listPositions.mockResolvedValue(list([1]));
    await store.getState().fetchList();
    await store.getState().setPage(2);
    expect(api.listPositions).toHaveBeenLastCalledWith(2, 12);
    await store.getState().setPageSize(24);
    expect(api.listPositions).toHaveBeenLastCalledWith(1, 24);
    expect(api.listPositions).toHaveBeenCalledTimes(3);
  });

  it('caches details with their fetch time for 60 s, and related data likewise', async () => {
    const store = await freshStore();
    api.getPosition.mockResolvedValue(position(5));
    api.getPositionRelated.mockResolvedValue({
      position_id: 5,
      resumes: { count: 0, latest: [] },
      optimizations: { count: 0, latest: [] },
      interviews: { count: 0, latest: [] },
    });
    await store.getState().fetchDetail(5);
    await store.getState().fetchDetail(5);
    expect(api.getPosition).toHaveBeenCalledTimes(1);
    expect(store.getState().details[5]!.fetchedAt).toBe(Date.now());
    vi.advanceTimersByTime(61_000);
    await store.getState().fetchDetail(5);
    expect(api.getPosition).toHaveBeenCalledTimes(2);
    await store.getState().fetchRelated(5);
    await store.getState().fetchRelated(5);
    expect(api.getPositionRelated).toHaveBeenCalledTimes(1);
  });

  it('create invalidates the list, refetches it and caches the new detail', async () => {
    const store = await freshStore();
    api.listPositions.mockResolvedValueOnce(list([1])).mockResolvedValueOnce(list([9, 1]));
    await store.getState().fetchList();
    api.createPosition.mockResolvedValue(position(9));
    const created = await store.getState().create({ name: '岗位 9', is_template: false });
    expect(created.id).toBe(9);
    expect(api.listPositions).toHaveBeenCalledTimes(2);
    expect(store.getState().items.map((i) => i.id)).toEqual([9, 1]);
    expect(store.getState().details[9]).toEqual({ data: position(9), fetchedAt: Date.now() });
  });

  it("update replaces the list entry's summary fields and refreshes the detail", async () => {
    const store = await freshStore();
    api.listPositions.mockResolvedValue(list([1, 2]));
    await store.getState().fetchList();
    api.updatePosition.mockResolvedValue(
      position(2, { name: '新名称', salary_range: '30-40K', updated_at: '2026-11-21T10:00:00.000Z' }),
    );
    await store.getState().update(2, { name: '新名称' });
    const entry = store.getState().items.find((i) => i.id === 2)!;
    expect(entry).toMatchObject({ name: '新名称', salary_range: '30-40K' });
    expect(store.getState().items.find((i) => i.id === 1)!.name).toBe('岗位 1');
    expect(store.getState().details[2]!.data.name).toBe('新名称');
    expect(api.listPositions).toHaveBeenCalledTimes(1); // no refetch needed
  });

  it('delete removes the entry, lowers total by one (not below 0) and drops the detail and related caches', async () => {
    const store = await freshStore();
    api.listPositions.mockResolvedValue(list([1, 2], 2));
    await store.getState().fetchList();
    api.getPosition.mockResolvedValue(position(2));
    api.getPositionRelated.mockResolvedValue({
      position_id: 2,
      resumes: { count: 0, latest: [] },
      optimizations: { count: 0, latest: [] },
      interviews: { count: 0, latest: [] },
    });
    await store.getState().fetchDetail(2);
    await store.getState().fetchRelated(2);
    api.deletePosition.mockResolvedValue({ id: 2 });
    await store.getState().remove(2);
    expect(store.getState().items.map((i) => i.id)).toEqual([1]);
    expect(store.getState().total).toBe(1);
    expect(store.getState().details[2]).toBeUndefined();
    expect(store.getState().related[2]).toBeUndefined();
    store.setState({ total: 0 });
    await store.getState().remove(1);
    expect(store.getState().total).toBe(0);
  });

  it('searches when a keyword or filter is set, and keeps the spec default error text', async () => {
    const store = await freshStore();
    api.searchPositions.mockResolvedValue(list([3]));
    await store.getState().setQuery({ keyword: '前端' });
    expect(api.searchPositions).toHaveBeenCalledWith({ keyword: '前端', page: 1, page_size: 12 });
    api.listPositions.mockRejectedValue(new Error('获取岗位列表失败'));
    await store.getState().setQuery({});
    expect(store.getState()).toMatchObject({ loading: false, error: '获取岗位列表失败' });
  });

  it('drops a list answer that arrives after a newer request', async () => {
    const store = await freshStore();
    let answerPage2!: (v: TPositionList) => void;
    api.listPositions.mockImplementationOnce(() => new Promise((resolve) => (answerPage2 = resolve)));
    api.listPositions.mockResolvedValueOnce({ ...list([30]), page: 3 });
    const slow = store.getState().setPage(2);
    await store.getState().setPage(3);
    answerPage2({ ...list([20]), page: 2 });
    await slow;
    expect(store.getState().page).toBe(3);
    expect(store.getState().items.map((i) => i.id)).toEqual([30]);
  });

  it('goes back a page when a delete empties the current one', async () => {
    const store = await freshStore();
    api.listPositions.mockResolvedValueOnce({ ...list([13], 13), page: 2 });
    await store.getState().setPage(2);
    api.deletePosition.mockResolvedValue({ id: 13 });
    api.listPositions.mockResolvedValueOnce(list([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 12));
    await store.getState().remove(13);
    expect(store.getState().page).toBe(1);
    expect(store.getState().items).toHaveLength(12);
    expect(api.listPositions).toHaveBeenLastCalledWith(1, 12);
  });

  it('forgets everything when the signed-in user changes', async () => {
    const store = await freshStore();
    const events = await import('../src/auth/auth-events.ts');
    api.listPositions.mockResolvedValue(list([1, 2]));
    await store.getState().fetchList();
    api.getPosition.mockResolvedValue(position(1));
    await store.getState().fetchDetail(1);
    events.emitSessionChange();
    expect(store.getState()).toMatchObject({
      items: [],
      total: 0,
      lastFetchedAt: null,
      details: {},
      related: {},
      page: 1,
    });
  });
});
