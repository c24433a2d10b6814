import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviewFit } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const fitQueryOptions = (id: number) =>
  queryOptions({ queryKey: interviewKeys.fit(id), queryFn: () => getInterviewFit(id), retry: false });

/** The fit of an ended session: resume match, interview score, evidence per requirement. */
export function useInterviewFit(id: number | null) {
  return useQuery({ ...fitQueryOptions(id ?? 0), enabled: id !== null });
}
