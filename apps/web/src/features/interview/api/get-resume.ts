import { useQuery } from '@tanstack/react-query';
import { getResume } from '../../../api/resumes.ts';

/** The resume a session was about (for pointing suggestions at its sections); shares the resume cache. */
export function useSessionResume(id: number | null) {
  return useQuery({
    queryKey: ['resumes', 'detail', id ?? 0],
    queryFn: ({ signal }) => getResume(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}
