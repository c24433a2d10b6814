import type { TRetryAnswerRequest } from '@offerpilot/shared';
import { useMutation } from '@tanstack/react-query';
import { retryInterviewAnswer } from '../../../api/interview.ts';

/**
 * "再答一次": judges a new answer to an answered question. Nothing the server holds changes (the
 * attempt is not recorded), so no query is read again.
 */
export function useRetryAnswer(sessionId: number) {
  return useMutation({ mutationFn: (body: TRetryAnswerRequest) => retryInterviewAnswer(sessionId, body) });
}
