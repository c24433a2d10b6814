import type { TStartInterviewRequest } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startInterview } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';
import { takeNextFormalMode } from '../../../lib/next-formal-mode.ts';
import { saveAnswerMode } from '../lib/turn-storage.ts';

/** Starts a session: the interviewer plans every main question now. */
export function useStartInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartInterviewRequest) => startInterview(body),
    onSuccess: (session) => {
      // Typing chosen on /device-test holds from the first question.
      const next = session.mode === 'formal' ? takeNextFormalMode() : null;
      if (next) saveAnswerMode(session.id, next);
      client.setQueryData(interviewKeys.session(session.id), session);
      void client.invalidateQueries({ queryKey: ['interview', 'sessions'] });
      void client.invalidateQueries({ queryKey: interviewKeys.stats });
    },
  });
}
