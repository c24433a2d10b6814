import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloneTemplate, updatePosition } from '../../../api/positions.ts';
import { toForm, toUpdatePayload } from '../payload.ts';
import { invalidatePositionLists, positionCreated } from './position-cache.ts';

/**
 * A new position from a template, under a custom name, with the company it is for (a template has
 * none, so it is saved right after the copy). The lists and pickers show it at once.
 */
export function useCloneTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ templateId, name, company }: { templateId: number; name?: string; company?: string }) => {
      const created = await cloneTemplate(templateId, name);
      return company ? updatePosition(created.id, toUpdatePayload({ ...toForm(created), company })) : created;
    },
    onSuccess: (position) => positionCreated(client, position),
    // The copy may exist though the company could not be saved: the lists are read again.
    onError: () => invalidatePositionLists(client),
  });
}
