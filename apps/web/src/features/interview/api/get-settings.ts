import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviewSettings } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.settings, queryFn: getInterviewSettings, staleTime: 5 * 60_000 });

export function useInterviewSettings() {
  return useQuery(settingsQueryOptions());
}
