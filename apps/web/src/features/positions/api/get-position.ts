import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPosition } from '../../../api/positions.ts';
import { positionKeys } from '../../../lib/position-keys.ts';

/** One position in full; kept 60 s like the lists (spec §9). */
export const positionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: positionKeys.detail(id),
    queryFn: () => getPosition(id),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
    retry: false,
  });

/**
 * `enabled: false` while the position is being deleted: its entry leaves the cache then, and is
 * not asked for again; what was shown stays on screen until the drawer closes.
 */
export function usePosition(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...positionQueryOptions(id ?? 0),
    enabled: id !== null && enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
