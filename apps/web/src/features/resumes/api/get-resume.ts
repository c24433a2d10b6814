import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResume } from '../../../api/resumes.ts';
import { resumeKeys } from './resume-keys.ts';

export const resumeQueryOptions = (id: number) =>
  queryOptions({ queryKey: resumeKeys.detail(id), queryFn: () => getResume(id), retry: false });

export function useResume(id: number | null) {
  return useQuery({ ...resumeQueryOptions(id ?? 0), enabled: id !== null });
}
