import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPositions, searchPositions } from '../../../api/positions.ts';
import { positionKeys, type TPositionListParams } from '../../../lib/position-keys.ts';

const hasFilter = ({ keyword, industry, experience_level, work_location }: TPositionListParams) =>
  Boolean(keyword || industry || experience_level || work_location);

/** One page of the user's positions: searched (POST /search) when a keyword or filter is set. */
export function fetchPositions(params: TPositionListParams) {
  const { page, pageSize, ...filter } = params;
  return hasFilter(params) ? searchPositions({ ...filter, page, page_size: pageSize }) : listPositions(page, pageSize);
}

/** Spec §9: a list stays valid 60 s; the page shown stays on screen while the next one loads. */
export const positionsQueryOptions = (params: TPositionListParams) =>
  queryOptions({
    queryKey: positionKeys.list(params),
    queryFn: () => fetchPositions(params),
    staleTime: BUSINESS_CONSTANTS.listCacheTtlMs,
    placeholderData: keepPreviousData,
    retry: false,
  });

export function usePositions(params: TPositionListParams) {
  return useQuery(positionsQueryOptions(params));
}
