import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResume } from '../../../api/resumes.ts';
import { resumeKeys } from './resume-keys.ts';

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteResume(id),
    onSuccess: (_data, id) => {
      // Removing the query the open drawer watches would make it fetch the resume again, which is
      // gone (a 404 before the page closes the drawer); keeping it would show the deleted resume if
      // its address is opened again. So it goes as soon as nothing watches it.
      const cache = client.getQueryCache();
      const query = cache.find({ queryKey: resumeKeys.detail(id), exact: true });
      if (query && query.getObserversCount() > 0) {
        const stop = cache.subscribe((event) => {
          if (event.query !== query || event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
          stop();
          cache.remove(query);
        });
      } else if (query) cache.remove(query);
      return client.invalidateQueries({ queryKey: resumeKeys.lists });
    },
  });
}
