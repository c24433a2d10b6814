import { useQuery } from '@tanstack/react-query';
import { listTemplateCategories, listTemplates } from '../../../api/positions.ts';

export function useTemplateCategories() {
  return useQuery({
    queryKey: ['positions', 'template-categories'],
    queryFn: listTemplateCategories,
    staleTime: 60 * 60_000,
  });
}

/** The template library of one category (all of it fits in one page). */
export function useTemplates(category: string | undefined) {
  return useQuery({
    queryKey: ['positions', 'templates', category ?? 'all'],
    queryFn: () => listTemplates({ ...(category ? { category } : {}), page: 1, page_size: 100 }),
    staleTime: 60 * 60_000,
  });
}
