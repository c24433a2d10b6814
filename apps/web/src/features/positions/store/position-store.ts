import {
  BUSINESS_CONSTANTS,
  type TCreatePositionRequest,
  type TPosition,
  type TPositionRelated,
  type TPositionSummary,
  type TUpdatePositionRequest,
} from '@offerpilot/shared';
import { create } from 'zustand';
import * as api from '../../../api/positions.ts';
import { onSessionChange } from '../../../auth/auth-events.ts';
import { useAuthStore } from '../../../auth/auth-store.ts';
import { announceDataChanged, onDataChangedElsewhere } from '../../../lib/data-changed.ts';

/** Tells the account's other tabs that its positions changed here. */
const announce = () => announceDataChanged(useAuthStore.getState().user?.id);

const TTL = BUSINESS_CONSTANTS.listCacheTtlMs;

export interface TPositionQuery {
  keyword?: string;
  industry?: string;
  experience_level?: string;
  work_location?: string;
}

interface TCached<T> {
  data: T;
  fetchedAt: number;
}

interface TPositionState {
  items: TPositionSummary[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  /** When the list was last fetched; null means the list cache is invalid. */
  lastFetchedAt: number | null;
  query: TPositionQuery;
  details: Record<number, TCached<TPosition>>;
  related: Record<number, TCached<TPositionRelated>>;

  fetchList: (options?: { force?: boolean }) => Promise<void>;
  setPage: (page: number) => Promise<void>;
  setPageSize: (pageSize: number) => Promise<void>;
  setQuery: (query: TPositionQuery) => Promise<void>;
  fetchDetail: (id: number, options?: { force?: boolean }) => Promise<TPosition>;
  fetchRelated: (id: number, options?: { force?: boolean }) => Promise<TPositionRelated>;
  create: (payload: TCreatePositionRequest) => Promise<TPosition>;
  /** Adds a position made elsewhere (cloned from a template) exactly as create does. */
  adopt: (position: TPosition) => Promise<void>;
  update: (id: number, payload: TUpdatePositionRequest) => Promise<TPosition>;
  remove: (id: number) => Promise<void>;
}

/** Numbers list requests: an answer that arrives after a newer request was made is dropped. */
let listRequest = 0;

const isFresh = (at: number | null | undefined) => at !== null && at !== undefined && Date.now() - at < TTL;
const hasQuery = (q: TPositionQuery) => Boolean(q.keyword || q.industry || q.experience_level || q.work_location);

const summaryOf = (p: TPosition): TPositionSummary => ({
  id: p.id,
  name: p.name,
  company_name: p.company_name,
  industry: p.industry,
  experience_level: p.experience_level,
  work_location: p.work_location,
  salary_range: p.salary_range,
  is_public: p.is_public,
  updated_at: p.updated_at,
});

/**
 * The position store of spec §3/§4: list, detail (with fetch time) and related caches valid 60 s.
 * Create invalidates and refetches the list and caches the new detail; update replaces the list
 * entry's summary fields and refreshes the detail; delete removes the entry, lowers total by one
 * (not below 0) and drops the detail and related caches; page or page-size changes invalidate
 * the list.
 */
const INITIAL = {
  items: [] as TPositionSummary[],
  total: 0,
  page: BUSINESS_CONSTANTS.pageSize.positionsCall.page,
  pageSize: BUSINESS_CONSTANTS.pageSize.client.positions,
  loading: false,
  error: null as string | null,
  lastFetchedAt: null as number | null,
  query: {} as TPositionQuery,
  details: {} as Record<number, TCached<TPosition>>,
  related: {} as Record<number, TCached<TPositionRelated>>,
};

export const usePositionStore = create<TPositionState>((set, get) => ({
  ...INITIAL,

  async fetchList({ force = false } = {}) {
    if (!force && isFresh(get().lastFetchedAt)) return;
    const { page, pageSize, query } = get();
    const request = ++listRequest;
    set({ loading: true, error: null });
    try {
      const res = hasQuery(query)
        ? await api.searchPositions({ ...query, page, page_size: pageSize })
        : await api.listPositions(page, pageSize);
      if (request !== listRequest) return;
      set({ items: res.positions, total: res.total, lastFetchedAt: Date.now(), loading: false });
    } catch (error) {
      if (request !== listRequest) return;
      set({ loading: false, error: (error as Error).message });
    }
  },

  async setPage(page) {
    set({ page, lastFetchedAt: null });
    await get().fetchList();
  },

  async setPageSize(pageSize) {
    set({ pageSize, page: 1, lastFetchedAt: null });
    await get().fetchList();
  },

  async setQuery(query) {
    set({ query, page: 1, lastFetchedAt: null });
    await get().fetchList();
  },

  async fetchDetail(id, { force = false } = {}) {
    const cached = get().details[id];
    if (!force && cached && isFresh(cached.fetchedAt)) return cached.data;
    const data = await api.getPosition(id);
    set((s) => ({ details: { ...s.details, [id]: { data, fetchedAt: Date.now() } } }));
    return data;
  },

  async fetchRelated(id, { force = false } = {}) {
    const cached = get().related[id];
    if (!force && cached && isFresh(cached.fetchedAt)) return cached.data;
    const data = await api.getPositionRelated(id);
    set((s) => ({ related: { ...s.related, [id]: { data, fetchedAt: Date.now() } } }));
    return data;
  },

  async create(payload) {
    const created = await api.createPosition(payload);
    await get().adopt(created);
    return created;
  },

  async adopt(position) {
    announce();
    set((s) => ({
      lastFetchedAt: null,
      details: { ...s.details, [position.id]: { data: position, fetchedAt: Date.now() } },
    }));
    await get().fetchList({ force: true });
  },

  async update(id, payload) {
    const updated = await api.updatePosition(id, payload);
    announce();
    set((s) => ({
      items: s.items.map((item) => (item.id === id ? { ...item, ...summaryOf(updated) } : item)),
      details: { ...s.details, [id]: { data: updated, fetchedAt: Date.now() } },
    }));
    return updated;
  },

  async remove(id) {
    await api.deletePosition(id);
    announce();
    set((s) => {
      const details = { ...s.details };
      const related = { ...s.related };
      delete details[id];
      delete related[id];
      return { items: s.items.filter((item) => item.id !== id), total: Math.max(0, s.total - 1), details, related };
    });
    // The page just emptied while others remain: show the one before it.
    const { items, total, page } = get();
    if (items.length === 0 && total > 0)
      await get().setPage(Math.max(1, Math.min(page, Math.ceil(total / get().pageSize))));
  },
}));

// Another user's positions must never show: start over at every sign-in and sign-out.
onSessionChange(() => {
  listRequest += 1;
  usePositionStore.setState({ ...INITIAL, items: [], query: {}, details: {}, related: {} });
});

// Another tab of the same account changed its positions: what this tab holds is fetched afresh,
// the list at once if it has been shown.
onDataChangedElsewhere((userId) => {
  if (userId !== useAuthStore.getState().user?.id) return;
  const shown = usePositionStore.getState().lastFetchedAt !== null;
  usePositionStore.setState({ lastFetchedAt: null, details: {}, related: {} });
  if (shown) void usePositionStore.getState().fetchList({ force: true });
});
