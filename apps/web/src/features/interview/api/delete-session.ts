import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInterviewSession } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

/** Deletes a session (answers and audio with it); every interview list and figure is read again. */
export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInterviewSession(id),
    onSuccess: async (_data, id) => {
      client.removeQueries({ queryKey: interviewKeys.session(id) });
      await client.invalidateQueries({ queryKey: interviewKeys.all });
    },
  });
}
