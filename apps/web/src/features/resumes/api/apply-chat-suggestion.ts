import type { TModification } from '@offerpilot/shared';
import { useMutation } from '@tanstack/react-query';
import { applyChanges } from '../../../api/optimizations.ts';
import { resumeKeys } from './resume-keys.ts';

/** Writes one of the assistant's suggestions into the resume itself (no new version). */
export function useApplyChatSuggestion(resumeId: number) {
  return useMutation({
    mutationFn: (suggestion: TModification) =>
      applyChanges(resumeId, { modifications: [suggestion], as_new_version: false }),
    onSuccess: (result, _suggestion, _context, { client }) => {
      if (result.resume) client.setQueryData(resumeKeys.detail(result.resume.id), result.resume);
      void client.invalidateQueries({ queryKey: resumeKeys.all });
    },
  });
}
