import type { TCustomTemplateInput } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInterviewTemplate } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

/** A new own question bank; the template list shows it at once. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomTemplateInput) => createInterviewTemplate(body),
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.templates }),
  });
}
