import { BUSINESS_CONSTANTS, type TConversationList } from '@offerpilot/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest, envelope } from '../../../api/authorized.ts';
import { chatKeys } from './chat-keys.ts';

/** The default text when the list of a resume's conversations cannot be read. */
const LIST_FAILED = '获取对话记录失败';

/**
 * A resume's conversations, most recently active first (GET /api/v1/resumes/{id}/chats). The
 * conversations live on the server, so any tab (or device) of the account resumes them.
 */
export const listResumeChats = (resumeId: number, signal?: AbortSignal) =>
  envelope(
    authorizedRequest<{ success: boolean; data?: TConversationList; error?: string | null }>(
      `${BUSINESS_CONSTANTS.apiVersionPrefix}/resumes/${resumeId}/chats`,
      { timeoutMs: BUSINESS_CONSTANTS.timeouts.resumeServiceMs, ...(signal ? { signal } : {}) },
    ),
    LIST_FAILED,
  );

/** The list is read again when the tab comes back into view: another tab may have talked meanwhile. */
export const resumeChatsQueryOptions = (resumeId: number) =>
  queryOptions({
    queryKey: chatKeys.list(resumeId),
    queryFn: ({ signal }) => listResumeChats(resumeId, signal),
    retry: false,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export function useResumeChats(resumeId: number) {
  return useQuery(resumeChatsQueryOptions(resumeId));
}
