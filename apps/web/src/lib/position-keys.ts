/**
 * Query keys of the positions service: the one factory every screen that shows positions uses
 * (the positions screens, the home sidebar, the pickers), so a change made anywhere reaches them all.
 */
export interface TPositionListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  industry?: string;
  experience_level?: string;
  work_location?: string;
}

export const positionKeys = {
  all: ['positions'] as const,
  /** Every page of the /positions list, searched or not. */
  lists: ['positions', 'list'] as const,
  list: (params: TPositionListParams) => ['positions', 'list', params] as const,
  /** The first 100, newest first, as the home sidebar and the pickers list them. */
  options: ['positions', 'options'] as const,
  detail: (id: number) => ['positions', 'detail', id] as const,
  related: (id: number) => ['positions', 'related', id] as const,
  templateCategories: ['positions', 'template-categories'] as const,
  templates: (category: string | undefined) => ['positions', 'templates', category ?? 'all'] as const,
};
