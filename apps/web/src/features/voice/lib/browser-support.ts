export interface TBrowserSupport {
  speechSynthesis: boolean;
  mediaRecorder: boolean;
  speechRecognition: boolean;
}

/** What the formal interview can use in this browser. */
export function browserSupport(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): TBrowserSupport {
  return {
    speechSynthesis: 'speechSynthesis' in scope && typeof scope.SpeechSynthesisUtterance === 'function',
    mediaRecorder: typeof scope.MediaRecorder === 'function',
    speechRecognition:
      typeof scope.SpeechRecognition === 'function' || typeof scope.webkitSpeechRecognition === 'function',
  };
}
