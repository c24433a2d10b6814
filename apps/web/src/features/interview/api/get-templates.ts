import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInterviewTemplates } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.templates, queryFn: listInterviewTemplates, staleTime: 5 * 60_000 });

/** The built-in templates, then the user's own question banks. */
export function useInterviewTemplates() {
  return useQuery(templatesQueryOptions());
}
