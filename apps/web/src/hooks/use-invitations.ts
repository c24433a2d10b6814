import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getInvitations } from '../api/invitations.ts';
import { interviewKeys } from './use-interview-stats.ts';

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: ['invitations'] as const, queryFn: getInvitations, staleTime: 30_000 });

/**
 * The user's invitations. Reading them settles rewards earned since: when the minutes earned
 * change, the interview stats (minutes left, ledger) are read again, so every screen shows them.
 */
export function useInvitations() {
  const query = useQuery(invitationsQueryOptions());
  const client = useQueryClient();
  const earned = query.data?.minutes_earned;
  useEffect(() => {
    if (earned !== undefined) void client.invalidateQueries({ queryKey: interviewKeys.stats });
  }, [earned, client]);
  return query;
}
