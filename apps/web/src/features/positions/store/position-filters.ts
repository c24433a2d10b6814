import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { create } from 'zustand';
import { useAuthStore } from '../../../auth/auth-store.ts';

/** The search and filters of /positions (client state: the positions themselves are in the query cache). */
export interface TPositionQuery {
  keyword?: string;
  industry?: string;
  experience_level?: string;
  work_location?: string;
}

interface TFilters {
  page: number;
  query: TPositionQuery;
}

const INITIAL: TFilters = { page: BUSINESS_CONSTANTS.pageSize.positionsCall.page, query: {} };

/**
 * The page and filters stay while the user goes elsewhere and comes back; they belong to the
 * account that chose them, so another account signing in starts from page 1 without filters.
 */
const useStore = create<TFilters & { owner: number | null }>(() => ({ ...INITIAL, owner: null }));

export function usePositionFilters() {
  const owner = useAuthStore((s) => s.user?.id ?? null);
  const state = useStore();
  const filters = state.owner === owner ? state : INITIAL;
  return {
    page: filters.page,
    pageSize: BUSINESS_CONSTANTS.pageSize.client.positions,
    query: filters.query,
    setPage: (page: number) => useStore.setState({ owner, query: filters.query, page }),
    /** A new search or filter starts at page 1. */
    setQuery: (query: TPositionQuery) => useStore.setState({ owner, query, page: 1 }),
  };
}
