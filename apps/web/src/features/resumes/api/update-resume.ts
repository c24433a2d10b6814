import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateResume } from '../../../api/resumes.ts';
import { resumeSaved } from './resume-cache.ts';

export function useUpdateResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof updateResume>[1] }) => updateResume(id, body),
    onSuccess: (resume) => resumeSaved(client, resume),
  });
}
