import type { TConversation } from '@offerpilot/shared';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { startChat } from '../../../api/optimizations.ts';
import { chatKeys } from './chat-keys.ts';

/** A conversation the server answered: cached as it is, and the resume's list is read again. */
export function conversationSaved(client: QueryClient, resumeId: number, conversation: TConversation) {
  client.setQueryData(chatKeys.conversation(conversation.conversation_id), conversation);
  void client.invalidateQueries({ queryKey: chatKeys.list(resumeId) });
}

/** Starts a conversation about a resume, against a position when one is chosen. */
export function useStartResumeChat(resumeId: number) {
  return useMutation({
    mutationFn: (positionId: number | null) => startChat(resumeId, positionId ?? undefined),
    onSuccess: (conversation, _positionId, _context, { client }) => conversationSaved(client, resumeId, conversation),
  });
}
