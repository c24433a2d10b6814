import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplates } from '../../../api/positions.ts';
import { positionKeys } from '../../../lib/position-keys.ts';

/** The template library of one category (all of it fits in one page). */
export const templatesQueryOptions = (category: string | undefined) =>
  queryOptions({
    queryKey: positionKeys.templates(category),
    queryFn: () => listTemplates({ ...(category ? { category } : {}), page: 1, page_size: 100 }),
    staleTime: 60 * 60_000,
  });

export function useTemplates(category: string | undefined) {
  return useQuery(templatesQueryOptions(category));
}
