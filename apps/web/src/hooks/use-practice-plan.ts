import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getPracticePlan, startPracticePlan } from '../api/interview.ts';
import { interviewKeys } from './use-interview-stats.ts';

/** Under ['interview', …]: read again whenever a session ends or is deleted. */
export const practicePlanKey = [...interviewKeys.all, 'practice-plan'] as const;

export const practicePlanQueryOptions = () =>
  queryOptions({ queryKey: practicePlanKey, queryFn: getPracticePlan, staleTime: 30_000 });

/** The practice plan across ended sessions. */
export function usePracticePlan() {
  return useQuery(practicePlanQueryOptions());
}

/** Makes the practice bank of the plan's questions (the caller starts the session with it). */
export function useStartPractice() {
  return useMutation({ mutationFn: startPracticePlan });
}
