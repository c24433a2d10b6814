import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviewReport } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

/**
 * The stored report of an ended session (GET, never ends a session). Shares its cache entry with
 * the report that `end` returned, so the report screen opens at once after ending.
 */
export const storedReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: interviewKeys.report(id),
    queryFn: () => getInterviewReport(id),
    staleTime: Infinity,
    retry: false,
  });

export function useStoredReport(id: number | null, isEnded: boolean) {
  return useQuery({ ...storedReportQueryOptions(id ?? 0), enabled: id !== null && isEnded });
}
