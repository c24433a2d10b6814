import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviewSession } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const sessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: interviewKeys.session(id), queryFn: () => getInterviewSession(id), retry: false });

export function useInterviewSession(id: number | null) {
  return useQuery({ ...sessionQueryOptions(id ?? 0), enabled: id !== null });
}
