import type { TConversation } from '@offerpilot/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../api/http.ts';
import { getChat } from '../../../api/optimizations.ts';
import { chatKeys } from './chat-keys.ts';

function isNotFound(error: unknown): boolean {
  const http = error instanceof HttpError ? error : error instanceof Error ? error.cause : undefined;
  return http instanceof HttpError && http.status === 404;
}

/**
 * One conversation of a resume, or null when it is gone (deleted meanwhile, or another resume's):
 * the resume's list of conversations is then read again.
 */
export const resumeChatQueryOptions = (resumeId: number, conversationId: string | null) =>
  queryOptions({
    queryKey: chatKeys.conversation(conversationId),
    queryFn: async ({ client }): Promise<TConversation | null> => {
      try {
        const found = await getChat(conversationId!);
        if (found.resume_id === resumeId) return found;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      void client.invalidateQueries({ queryKey: chatKeys.list(resumeId) });
      return null;
    },
    enabled: conversationId !== null,
    retry: false,
    // Another tab may have added turns: read again when this tab comes back into view.
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export function useResumeChat(resumeId: number, conversationId: string | null) {
  return useQuery(resumeChatQueryOptions(resumeId, conversationId));
}
