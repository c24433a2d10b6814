/** One stretch of speech, in ms from the start of listening. */
export interface TSpeechSegment {
  startMs: number;
  endMs: number;
}

export interface TSegmenterOptions {
  /** ms of audio per VAD frame (Silero v5: 512 samples at 16 kHz = 32 ms) */
  frameMs: number;
  /** a frame at or above this probability is speech */
  positiveThreshold: number;
  /** a frame below this probability counts towards the end of speech */
  negativeThreshold: number;
  /** ms below the negative threshold that end a segment */
  redemptionMs: number;
  /** segments shorter than this (speech frames only) are dropped as misfires */
  minSpeechMs: number;
}

export type TSegmenterEvent =
  { type: 'start'; atMs: number } | { type: 'end'; segment: TSpeechSegment } | { type: 'misfire' };

/**
 * Turns per-frame speech probabilities into segments with the same hysteresis as vad-web's frame
 * processor (start at the first frame over the positive threshold, end after `redemptionMs` under
 * the negative one), but with the end placed at the last frame that still sounded like speech, so
 * boundaries are accurate to one frame rather than late by the redemption time.
 */
export class SpeechSegmenter {
  private frameIndex = 0;
  private speaking = false;
  private startFrame = 0;
  private lastVoicedFrame = -1;
  private speechFrames = 0;
  private quietFrames = 0;
  readonly segments: TSpeechSegment[] = [];

  constructor(private readonly options: TSegmenterOptions) {}

  /** ms of audio seen so far */
  get elapsedMs(): number {
    return this.frameIndex * this.options.frameMs;
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** ms since the last frame that sounded like speech (or since the start when there was none) */
  get silenceMs(): number {
    return (this.frameIndex - (this.lastVoicedFrame + 1)) * this.options.frameMs;
  }

  push(probability: number): TSegmenterEvent[] {
    const { frameMs, positiveThreshold, negativeThreshold, redemptionMs } = this.options;
    const events: TSegmenterEvent[] = [];
    const index = this.frameIndex;
    this.frameIndex += 1;
    const isSpeech = probability >= positiveThreshold;
    if (isSpeech) {
      this.speechFrames += 1;
      this.quietFrames = 0;
      if (!this.speaking) {
        this.speaking = true;
        this.startFrame = index;
        events.push({ type: 'start', atMs: index * frameMs });
      }
    }
    if (this.speaking && probability >= negativeThreshold) this.lastVoicedFrame = index;
    if (this.speaking && probability < negativeThreshold) {
      this.quietFrames += 1;
      if (this.quietFrames * frameMs >= redemptionMs) events.push(this.close());
    }
    return events;
  }

  /** Ends an open segment (when listening stops). */
  flush(): TSegmenterEvent[] {
    return this.speaking ? [this.close()] : [];
  }

  private close(): TSegmenterEvent {
    const { frameMs, minSpeechMs } = this.options;
    const segment = { startMs: this.startFrame * frameMs, endMs: (this.lastVoicedFrame + 1) * frameMs };
    const enough = this.speechFrames * frameMs >= minSpeechMs;
    this.speaking = false;
    this.speechFrames = 0;
    this.quietFrames = 0;
    if (!enough) return { type: 'misfire' };
    this.segments.push(segment);
    return { type: 'end', segment };
  }
}

/** Total ms of speech in the segments. */
export function speechMs(segments: readonly TSpeechSegment[]): number {
  return segments.reduce((n, s) => n + Math.max(0, s.endMs - s.startMs), 0);
}
