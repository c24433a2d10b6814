import { queryOptions, useQuery } from '@tanstack/react-query';
import { listReportChecks } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const reportChecksQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.reports, queryFn: listReportChecks, staleTime: 15_000 });

/** The user's ended sessions, each with its check (complete, no speech, typed fallback, STT failures). */
export function useReportChecks() {
  return useQuery(reportChecksQueryOptions());
}
