import type { ComponentType } from 'react';
import type { TSpeechSpan } from '../lib/speech-figures.ts';

/**
 * The seam between the formal interview and the voice library (features/voice, another feature:
 * a feature never imports another one, so app/ hands the voice answer in through this contract).
 */
export interface TVoiceAnswerResult {
  /** The answer's audio, 16 kHz mono WAV. */
  audioWav: Blob | ArrayBuffer;
  /** The speech the voice detection marked, ms from the start of recording. */
  segments: readonly TSpeechSpan[];
  /** How long the recording ran. */
  durationMs: number;
  /** What the browser's own speech recognition heard, where it has one. */
  browserTranscript?: string;
  /** The same answer compressed by the browser's MediaRecorder (Opus), where it has one: kept to play back. */
  recording?: Blob;
}

export interface TVoiceAnswerSlotProps {
  sessionId: number;
  question: { id: number; text: string };
  /** When the answer time runs out (ms since epoch): the recording must end by then. */
  deadline: number;
  disabled: boolean;
  /** The candidate finished speaking (silence) or the time ran out. */
  onAnswer: (result: TVoiceAnswerResult) => void;
  /** The candidate chose "改为打字" (or the microphone is unusable). */
  onTypeInstead: () => void;
}

export type TVoiceAnswerSlot = ComponentType<TVoiceAnswerSlotProps>;

/** What app/ passes to /formal-interview from the voice library; both optional (typing always works). */
export interface TFormalVoice {
  Answer?: TVoiceAnswerSlot;
  /** Speaks a text with the browser's speech synthesis (used when the candidate types). */
  speak?: (text: string) => void;
  /** Stops speaking. */
  cancelSpeech?: () => void;
}
