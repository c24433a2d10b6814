import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPositions } from '../api/positions.ts';
import { listResumes } from '../api/resumes.ts';
import { positionKeys } from '../lib/position-keys.ts';

/** The most a picker lists at once (the services' page-size limit). */
const PICKER_SIZE = 100;

/**
 * The signed-in user's positions and resumes as pickers need them (home sidebar, interview
 * configuration, the resume screens): the first 100 of each, newest first. Spec §9: list caches
 * valid 60 s; a position created, edited or deleted here updates this list at once
 * (features/positions/api/position-cache.ts).
 */
export const myPositionsQueryOptions = () =>
  queryOptions({
    queryKey: positionKeys.options,
    queryFn: () => listPositions(1, PICKER_SIZE),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
  });

export const myResumesQueryOptions = () =>
  queryOptions({
    queryKey: ['resumes', 'list', 'picker'],
    queryFn: ({ signal }) => listResumes(1, PICKER_SIZE, signal),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
  });

export function useMyPositions() {
  return useQuery(myPositionsQueryOptions());
}

/** The same list as Select options: 'title · company'. */
export function usePositionOptions() {
  return useQuery({
    ...myPositionsQueryOptions(),
    select: (data) => data.positions.map((p) => ({ value: p.id, label: positionLabel(p) })),
  });
}

export function useMyResumes() {
  return useQuery(myResumesQueryOptions());
}

/** 'title · company' (spec §2 sidebar chips), or the title alone. */
export function positionLabel(p: { name: string; company_name: string | null }): string {
  return p.company_name ? `${p.name} · ${p.company_name}` : p.name;
}
