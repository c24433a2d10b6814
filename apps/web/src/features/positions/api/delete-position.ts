import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePosition } from '../../../api/positions.ts';
import { positionDeleted } from './position-cache.ts';

/** Deletes a position; it leaves every list and picker at once. */
export function useDeletePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePosition(id),
    onSuccess: (_data, id) => positionDeleted(client, id),
  });
}
