import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviewStats, listInterviewSessions, type TSessionListQuery } from '../api/interview.ts';

/**
 * Query keys of the interview API, shared by every screen that shows interview data (home, the
 * interview screens): one cache, so a finished session shows everywhere at once.
 */
export const interviewKeys = {
  all: ['interview'] as const,
  stats: ['interview', 'stats'] as const,
  sessions: (query: TSessionListQuery) => ['interview', 'sessions', query] as const,
  session: (id: number) => ['interview', 'session', id] as const,
  questions: (id: number) => ['interview', 'session', id, 'questions'] as const,
  feedback: (id: number) => ['interview', 'session', id, 'feedback'] as const,
  report: (id: number) => ['interview', 'session', id, 'report'] as const,
  fit: (id: number) => ['interview', 'session', id, 'fit'] as const,
  reports: ['interview', 'reports'] as const,
  capabilities: ['interview', 'capabilities'] as const,
  templates: ['interview', 'templates'] as const,
  settings: ['interview', 'settings'] as const,
};

export const interviewStatsQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.stats, queryFn: getInterviewStats, staleTime: 30_000 });

/** Sessions, minutes (granted, used, left), average score, the trend of ended sessions, the ledger. */
export function useInterviewStats() {
  return useQuery(interviewStatsQueryOptions());
}

export const interviewSessionsQueryOptions = (query: TSessionListQuery) =>
  queryOptions({
    queryKey: interviewKeys.sessions(query),
    queryFn: () => listInterviewSessions(query),
    staleTime: 15_000,
  });

export function useInterviewSessions(query: TSessionListQuery) {
  return useQuery(interviewSessionsQueryOptions(query));
}
