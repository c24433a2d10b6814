import type { TSubmitAnswerRequest } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitInterviewAnswer } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

/**
 * Submits an answer (an empty one skips). The session's questions and feedback are read again
 * afterwards, so the conversation always shows what the server holds.
 */
export function useSubmitAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitAnswerRequest) => submitInterviewAnswer(body),
    onSettled: async (_data, _error, body) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: interviewKeys.questions(body.session_id) }),
        client.invalidateQueries({ queryKey: interviewKeys.feedback(body.session_id) }),
        client.invalidateQueries({ queryKey: interviewKeys.session(body.session_id), exact: true }),
      ]);
    },
  });
}
