import { useMutation } from '@tanstack/react-query';
import { transcribeAnswer } from '../../../api/interview.ts';

/** One answer's audio to the server's speech-to-text (503 when none is configured or it failed). */
export function useTranscribeAnswer() {
  return useMutation({ mutationFn: transcribeAnswer });
}
