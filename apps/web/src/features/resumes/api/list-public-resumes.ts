import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPublicResumes } from '../../../api/resumes.ts';
import { PAGE_SIZE } from './list-resumes.ts';
import { resumeKeys } from './resume-keys.ts';

/** Other users' public resumes, optionally for one position title; valid 60 s (spec §9). */
export const publicResumesQueryOptions = (page: number, position: string) =>
  queryOptions({
    queryKey: resumeKeys.public(page, position),
    queryFn: () => listPublicResumes({ page, page_size: PAGE_SIZE, ...(position ? { position } : {}) }),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
    placeholderData: keepPreviousData,
  });

export function usePublicResumes(page: number, position: string) {
  return useQuery(publicResumesQueryOptions(page, position));
}
