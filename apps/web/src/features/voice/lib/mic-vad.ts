import type * as VadWeb from '@ricky0123/vad-web';
import type { MicVAD } from '@ricky0123/vad-web';
import { MicError, canCaptureAudio, toMicError } from './mic-errors.ts';
import { SpeechSegmenter, type TSegmenterOptions, type TSpeechSegment } from './segmenter.ts';
import { concatFloat32 } from './wav.ts';

/** Where the VAD's worklet, the Silero model and the ONNX Runtime files are served (no CDN). */
export const MODEL_BASE_PATH = '/models/';
/** Silero v5: 512-sample frames at 16 kHz. */
export const VAD_FRAME_MS = 32;
export const VAD_SAMPLE_RATE = 16_000;

export const DEFAULT_SEGMENTER: TSegmenterOptions = {
  frameMs: VAD_FRAME_MS,
  positiveThreshold: 0.5,
  negativeThreshold: 0.35,
  redemptionMs: 600,
  minSpeechMs: 160,
};

export type TStopReason = 'stopped' | 'silence' | 'timeLimit';

export interface TVoiceResult {
  /** everything heard since the start, 16 kHz mono */
  audio: Float32Array;
  segments: TSpeechSegment[];
  durationMs: number;
  reason: TStopReason;
  /** the microphone as the MediaRecorder compressed it (Opus), when `record` asked for it and the browser has one */
  recording?: Blob;
}

export interface TVoiceSessionOptions {
  /** end on its own after this much silence following speech (ms); unset: never */
  endSilenceMs?: number;
  /** end on its own after this long (ms); unset: never */
  maxMs?: number;
  /** turn off echo cancellation, noise suppression and gain control (speaker features need the raw voice) */
  rawAudio?: boolean;
  /** also record the microphone with MediaRecorder (a small Opus file to play back) */
  record?: boolean;
  segmenter?: Partial<TSegmenterOptions>;
  onFrame?: (probability: number, atMs: number) => void;
  onSpeechStart?: (atMs: number) => void;
  onSegment?: (segment: TSpeechSegment) => void;
  /** vad-web's speech-end audio clip (16 kHz, with its pre-speech pad) */
  onSpeechAudio?: (audio: Float32Array) => void;
  /** called once when the session ends on its own (silence or time limit) */
  onAutoStop?: (result: TVoiceResult) => void;
}

export interface TVoiceSession {
  /** the microphone signal, for a level meter or a waveform */
  analyser: AnalyserNode;
  stream: MediaStream;
  segmenter: SpeechSegmenter;
  /** stops listening, releases the microphone; safe to call twice */
  stop: () => Promise<TVoiceResult>;
}

/**
 * Whether a suspended AudioContext starts without a click: not where the browser says the page
 * has had none (`navigator.userActivation`), else if it is running within half a second (browsers
 * without that API, and those that start every context suspended for a moment).
 */
async function startsWithoutClick(context: AudioContext): Promise<boolean> {
  if (navigator.userActivation?.hasBeenActive === false) return false;
  await Promise.race([context.resume().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
  return context.state === 'running';
}

/** The first recording format the browser's MediaRecorder offers; '' lets it choose. */
function recordingType(): string {
  const types = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return types.find((type) => MediaRecorder.isTypeSupported?.(type)) ?? '';
}

/**
 * Records the stream with MediaRecorder; `stop()` resolves with the file (undefined when the
 * browser has no MediaRecorder or it fails: the WAV of the VAD's frames is still there).
 */
function startRecorder(stream: MediaStream): { stop: () => Promise<Blob | undefined> } {
  if (typeof MediaRecorder !== 'function') return { stop: async () => undefined };
  let recorder: MediaRecorder;
  const parts: Blob[] = [];
  try {
    const mimeType = recordingType();
    recorder = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 32_000 } : {});
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) parts.push(event.data);
    };
    recorder.start(1000);
  } catch {
    return { stop: async () => undefined };
  }
  const file = () => (parts.length ? new Blob(parts, { type: recorder.mimeType || parts[0]?.type }) : undefined);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (recorder.state === 'inactive') return resolve(file());
        // The last chunk arrives before 'stop'; a recorder that never says so does not hold the answer up.
        const timer = setTimeout(() => resolve(file()), 1500);
        recorder.onstop = () => {
          clearTimeout(timer);
          resolve(file());
        };
        recorder.stop();
      }),
  };
}

let vadModule: Promise<typeof VadWeb> | undefined;
const loadVad = () => (vadModule ??= import('@ricky0123/vad-web'));

/**
 * Starts listening: loads Silero v5 from /models/ first, then opens the microphone and counts
 * audio from the moment it is connected, so the segment times are times in the recording.
 * Throws a MicError (permission, noDevice, busy, model, unsupported).
 */
export async function startVoiceSession(options: TVoiceSessionOptions = {}): Promise<TVoiceSession> {
  if (!canCaptureAudio()) throw new MicError('unsupported');
  const context = new AudioContext();
  // A page opened by a reload or a link, with no click or key on it yet: the browser keeps audio
  // suspended until there is one, and resume() would wait for ever. The caller asks for a click.
  if (context.state === 'suspended' && !(await startsWithoutClick(context))) {
    await context.close();
    throw new MicError('gesture');
  }
  let stream: MediaStream | undefined;
  let vad: MicVAD | undefined;
  const segmenter = new SpeechSegmenter({ ...DEFAULT_SEGMENTER, ...options.segmenter });
  const chunks: Float32Array[] = [];
  const analyser = new AnalyserNode(context, { fftSize: 2048, smoothingTimeConstant: 0.3 });
  let ended: Promise<TVoiceResult> | undefined;
  let recorder: ReturnType<typeof startRecorder> | undefined;

  const finish = (reason: TStopReason): Promise<TVoiceResult> => {
    ended ??= (async () => {
      for (const event of segmenter.flush()) if (event.type === 'end') options.onSegment?.(event.segment);
      const recording = await recorder?.stop();
      try {
        await vad?.destroy();
      } catch {
        // already torn down
      }
      stream?.getTracks().forEach((track) => track.stop());
      if (context.state !== 'closed') await context.close();
      return {
        audio: concatFloat32(chunks),
        segments: [...segmenter.segments],
        durationMs: segmenter.elapsedMs,
        reason,
        ...(recording ? { recording } : {}),
      };
    })();
    return ended;
  };

  const onFrameProcessed = (probs: { isSpeech: number }, frame: Float32Array) => {
    if (ended) return;
    chunks.push(frame.slice());
    const atMs = segmenter.elapsedMs;
    for (const event of segmenter.push(probs.isSpeech)) {
      if (event.type === 'start') options.onSpeechStart?.(event.atMs);
      if (event.type === 'end') options.onSegment?.(event.segment);
    }
    options.onFrame?.(probs.isSpeech, atMs);
    const heardSpeech = segmenter.segments.length > 0 && !segmenter.isSpeaking;
    let reason: TStopReason | undefined;
    if (options.maxMs !== undefined && segmenter.elapsedMs >= options.maxMs) reason = 'timeLimit';
    else if (options.endSilenceMs !== undefined && heardSpeech && segmenter.silenceMs >= options.endSilenceMs)
      reason = 'silence';
    if (reason) void finish(reason).then((result) => options.onAutoStop?.(result));
  };

  try {
    const { MicVAD } = await loadVad();
    await context.audioWorklet.addModule(`${MODEL_BASE_PATH}vad.worklet.bundle.min.js`);
    vad = await MicVAD.new({
      model: 'v5',
      baseAssetPath: MODEL_BASE_PATH,
      onnxWASMBasePath: MODEL_BASE_PATH,
      audioContext: context,
      startOnLoad: false,
      // Our segmenter decides; vad-web's own events only hand over the speech clips.
      positiveSpeechThreshold: DEFAULT_SEGMENTER.positiveThreshold,
      negativeSpeechThreshold: DEFAULT_SEGMENTER.negativeThreshold,
      redemptionMs: DEFAULT_SEGMENTER.redemptionMs,
      minSpeechMs: DEFAULT_SEGMENTER.minSpeechMs,
      preSpeechPadMs: 300,
      ortConfig: (ort) => {
        ort.env.logLevel = 'error';
        ort.env.wasm.numThreads = 1;
      },
      getStream: async () => {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: options.rawAudio
            ? { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false }
            : { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
        });
        context.createMediaStreamSource(stream).connect(analyser);
        return stream;
      },
      pauseStream: async () => {},
      resumeStream: async (s) => s,
      onFrameProcessed,
      onSpeechEnd: (audio) => options.onSpeechAudio?.(audio),
    });
  } catch (error) {
    await finish('stopped');
    throw toMicError(error, 'model');
  }
  try {
    await context.resume();
    await vad.start();
  } catch (error) {
    await finish('stopped');
    throw toMicError(error, 'microphone');
  }
  if (!stream) throw new MicError('unknown');
  if (options.record) recorder = startRecorder(stream);
  return { analyser, stream, segmenter, stop: () => finish('stopped') };
}
