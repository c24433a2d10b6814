import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSessionFeedback } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const feedbackQueryOptions = (id: number) =>
  queryOptions({ queryKey: interviewKeys.feedback(id), queryFn: () => listSessionFeedback(id), retry: false });

/** The answers given so far with their feedback. */
export function useSessionFeedback(id: number | null) {
  return useQuery({ ...feedbackQueryOptions(id ?? 0), enabled: id !== null });
}
