import { useQuery } from '@tanstack/react-query';
import { listResumeChats } from './list-resume-chats.ts';

export const chatKeys = {
  list: (resumeId: number) => ['resume-chats', resumeId] as const,
  conversation: (conversationId: string | null) => ['resume-chat', conversationId] as const,
};

/** The list is read again when the tab comes back into view: another tab may have talked meanwhile. */
export function useResumeChats(resumeId: number) {
  return useQuery({
    queryKey: chatKeys.list(resumeId),
    queryFn: ({ signal }) => listResumeChats(resumeId, signal),
    retry: false,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
