import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPositionRelated } from '../../../api/positions.ts';
import { positionKeys } from '../../../lib/position-keys.ts';

/** How many resumes, optimisations and interviews hang off a position; kept 60 s (spec §9). */
export const positionRelatedQueryOptions = (id: number) =>
  queryOptions({
    queryKey: positionKeys.related(id),
    queryFn: () => getPositionRelated(id),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
    retry: false,
  });

/**
 * `enabled: false` while the position is being deleted: its entry leaves the cache then, and is
 * not asked for again; what was shown stays on screen until the drawer closes.
 */
export function usePositionRelated(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...positionRelatedQueryOptions(id ?? 0),
    enabled: id !== null && enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
