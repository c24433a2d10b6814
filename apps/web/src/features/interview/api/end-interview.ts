import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endInterview } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

/**
 * The report of an ended session. POST /end is idempotent: for an ended session it returns the
 * stored report, so it is also how an ended session's report is read. Only ever enabled for a
 * session that is no longer in progress (reading must never end a running interview).
 */
export const reportQueryOptions = (id: number) =>
  queryOptions({ queryKey: interviewKeys.report(id), queryFn: () => endInterview(id), staleTime: Infinity, retry: 1 });

export function useInterviewReport(id: number | null, isEnded: boolean) {
  return useQuery({ ...reportQueryOptions(id ?? 0), enabled: id !== null && isEnded });
}

/** Ends a running session; its report is cached and every interview list and figure is read again. */
export function useEndInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => endInterview(id),
    onSuccess: async (report, id) => {
      client.setQueryData(interviewKeys.report(id), report);
      await client.invalidateQueries({ queryKey: interviewKeys.all, refetchType: 'none' });
      await client.invalidateQueries({ queryKey: interviewKeys.session(id), exact: true });
    },
  });
}
