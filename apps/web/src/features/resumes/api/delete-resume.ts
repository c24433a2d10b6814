import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResume } from '../../../api/resumes.ts';
import { resumeKeys } from './resume-keys.ts';

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteResume(id),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: resumeKeys.detail(id) });
      return client.invalidateQueries({ queryKey: resumeKeys.lists });
    },
  });
}
