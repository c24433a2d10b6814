import type { TCreatePositionRequest } from '@offerpilot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPosition } from '../../../api/positions.ts';
import { positionCreated } from './position-cache.ts';

/** Creates a position; the lists and pickers show it at once. */
export function useCreatePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePositionRequest) => createPosition(body),
    onSuccess: (position) => positionCreated(client, position),
  });
}
