import type { TUpdatePositionRequest } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePosition } from '../../../api/positions.ts';
import { positionUpdated } from './position-cache.ts';

/** Saves an edited position; every list and picker shows the new name and fields at once. */
export function useUpdatePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUpdatePositionRequest }) => updatePosition(id, body),
    onSuccess: (position) => positionUpdated(client, position),
  });
}
