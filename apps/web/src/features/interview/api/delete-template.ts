import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInterviewTemplate } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInterviewTemplate(id),
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.templates }),
  });
}
