import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSessionQuestions } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export const questionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: interviewKeys.questions(id), queryFn: () => listSessionQuestions(id), retry: false });

/** Every planned main question, and the follow-ups asked so far (right after their parent). */
export function useSessionQuestions(id: number | null) {
  return useQuery({ ...questionsQueryOptions(id ?? 0), enabled: id !== null });
}
