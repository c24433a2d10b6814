import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplateCategories } from '../../../api/positions.ts';
import { positionKeys } from '../../../lib/position-keys.ts';

/** The template library's categories with their counts; the library changes with a release only. */
export const templateCategoriesQueryOptions = () =>
  queryOptions({ queryKey: positionKeys.templateCategories, queryFn: listTemplateCategories, staleTime: 60 * 60_000 });

export function useTemplateCategories() {
  return useQuery(templateCategoriesQueryOptions());
}
