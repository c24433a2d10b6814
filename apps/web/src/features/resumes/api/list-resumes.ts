import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listResumes } from '../../../api/resumes.ts';
import { resumeKeys } from './resume-keys.ts';

/** Cards a page of the resume library (and of the public resumes). */
export const PAGE_SIZE = BUSINESS_CONSTANTS.pageSize.client.resumes;

/** Spec §9: a list stays valid 60 s; the page shown stays on screen while the next one loads. */
export const resumesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: resumeKeys.list(page),
    queryFn: ({ signal }) => listResumes(page, PAGE_SIZE, signal),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
    placeholderData: keepPreviousData,
  });

export function useResumeList(page: number) {
  return useQuery(resumesQueryOptions(page));
}
