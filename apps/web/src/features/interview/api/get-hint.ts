import { useMutation } from '@tanstack/react-query';
import { getQuestionHint } from '../../../api/interview.ts';

/** A direction to think in for the current question, never its answer. */
export function useQuestionHint() {
  return useMutation({
    mutationFn: ({ sessionId, questionId }: { sessionId: number; questionId: number }) =>
      getQuestionHint(sessionId, questionId),
  });
}
