/** Query keys of the resume assistant's conversations. */
export const chatKeys = {
  list: (resumeId: number) => ['resume-chats', resumeId] as const,
  conversation: (conversationId: string | null) => ['resume-chat', conversationId] as const,
};
