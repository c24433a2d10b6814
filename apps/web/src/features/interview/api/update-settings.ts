import type { TInterviewSettings } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateInterviewSettings } from '../../../api/interview.ts';
import { interviewKeys } from '../../../hooks/use-interview-stats.ts';

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TInterviewSettings>) => updateInterviewSettings(body),
    onSuccess: (settings) => client.setQueryData(interviewKeys.settings, settings),
  });
}
