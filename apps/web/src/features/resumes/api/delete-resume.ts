import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResume } from '../../../api/resumes.ts';
import { resumeKeys } from './resume-keys.ts';

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteResume(id),
    onSuccess: (_data, id) => {
      // Only where nothing shows it: removing the query the open drawer watches makes it fetch the
      // resume again, which is gone (a 404 before the page closes the drawer). That one is dropped
      // once the drawer has closed, as any unwatched query.
      client.removeQueries({ queryKey: resumeKeys.detail(id), type: 'inactive' });
      return client.invalidateQueries({ queryKey: resumeKeys.lists });
    },
  });
}
