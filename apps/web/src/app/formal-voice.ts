import type { TFormalVoice } from '../features/interview/components/voice-answer-slot.ts';

/**
 * The one place the formal interview (features/interview) meets the voice library
 * (features/voice): a feature never imports another, so app/ hands the voice pieces in.
 *
 * Today it hands in speech synthesis, so a question is read aloud while the candidate types.
 * The voice answer (`Answer`) plugs in here once features/voice has one: load it and adapt its
 * props to `TVoiceAnswerSlotProps` (question, deadline, onAnswer({audioWav, segments,
 * durationMs, browserTranscript}), onTypeInstead), e.g.
 *
 *   const { VoiceAnswer } = await import('../features/voice/components/voice-answer.tsx');
 *   return { Answer: VoiceAnswer, speak: …, cancelSpeech: … };
 */
export async function loadFormalVoice(): Promise<TFormalVoice> {
  const { speak } = await import('../features/voice/lib/speak.ts');
  let speaking: AbortController | null = null;
  const cancelSpeech = () => {
    speaking?.abort();
    speaking = null;
  };
  return {
    speak: (text) => {
      cancelSpeech();
      speaking = new AbortController();
      void speak(text, { signal: speaking.signal });
    },
    cancelSpeech,
  };
}
