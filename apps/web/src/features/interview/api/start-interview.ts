import type { TStartInterviewRequest } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startInterview } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

/** Starts a session: the interviewer plans every main question now. */
export function useStartInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartInterviewRequest) => startInterview(body),
    onSuccess: (session) => {
      client.setQueryData(interviewKeys.session(session.id), session);
      void client.invalidateQueries({ queryKey: ['interview', 'sessions'] });
      void client.invalidateQueries({ queryKey: interviewKeys.stats });
    },
  });
}
