import type { TFormalVoice } from '../features/interview/components/voice-answer-slot.ts';

/**
 * The one place the formal interview (features/interview) meets the voice library
 * (features/voice): a feature never imports another, so app/ hands the voice pieces in: the
 * voice answer (speaks the question, records with voice detection until silence or the deadline)
 * and speech synthesis for when the candidate types.
 */
export async function loadFormalVoice(): Promise<TFormalVoice> {
  const [{ speak }, { VoiceAnswer }] = await Promise.all([
    import('../features/voice/lib/speak.ts'),
    import('../features/voice/components/voice-answer.tsx'),
  ]);
  let speaking: AbortController | null = null;
  const cancelSpeech = () => {
    speaking?.abort();
    speaking = null;
  };
  return {
    Answer: VoiceAnswer,
    speak: (text) => {
      cancelSpeech();
      speaking = new AbortController();
      void speak(text, { signal: speaking.signal });
    },
    cancelSpeech,
  };
}
