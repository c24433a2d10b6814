import { useMutation } from '@tanstack/react-query';
import { continueChat } from '../../../api/optimizations.ts';
import { conversationSaved } from './start-resume-chat.ts';

/** Sends one message; the conversation with the assistant's reply replaces the cached one. */
export function useContinueResumeChat(resumeId: number) {
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => continueChat(id, text),
    onSuccess: (result, _variables, _context, { client }) => conversationSaved(client, resumeId, result.conversation),
  });
}
