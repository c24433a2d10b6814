import { useQuery } from '@tanstack/react-query';
import { getAnswerRecording } from '../lib/answer-recordings.ts';

/**
 * The recording of one answer kept in this browser (lib/answer-recordings.ts), or null: answered on
 * another device or browser, dropped by the storage bounds, or typed. Read once per report view.
 */
export function useAnswerRecording(sessionId: number, questionId: number) {
  return useQuery({
    queryKey: ['interview', 'answer-recording', sessionId, questionId],
    queryFn: () => getAnswerRecording(sessionId, questionId),
    staleTime: Infinity,
    retry: false,
  });
}
