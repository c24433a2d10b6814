import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVoiceCapabilities } from '../api/interview.ts';
import { interviewKeys } from './use-interview-stats.ts';

export const capabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: interviewKeys.capabilities,
    queryFn: getVoiceCapabilities,
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Whether the server transcribes answers (STT_PROVIDER); without it the browser's recognition or
 * typing. Shared by the device test (features/voice) and the formal interview (features/interview).
 */
export function useVoiceCapabilities() {
  return useQuery(capabilitiesQueryOptions());
}
