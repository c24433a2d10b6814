import { AudioOutlined, EditOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyserLevel } from '../hooks/use-analyser-level.ts';
import { useMicVad } from '../hooks/use-mic-vad.ts';
import { startBrowserRecognition } from '../lib/browser-recognition.ts';
import type { TVoiceResult } from '../lib/mic-vad.ts';
import type { TSpeechSegment } from '../lib/segmenter.ts';
import { speak } from '../lib/speak.ts';
import { wavBlob } from '../lib/wav.ts';
import { LevelMeter } from './level-meter.tsx';
import { MicErrorAlert } from './mic-error-alert.tsx';
import { formatSeconds } from './segment-list.tsx';
import '../voice.css';

export interface TVoiceAnswerResult {
  /** the whole recording, 16 kHz mono WAV */
  audioWav: Blob;
  /** speech found by the VAD, ms from the start of recording */
  segments: readonly TSpeechSegment[];
  durationMs: number;
  /** what the browser's speech recognition heard, where it has one */
  browserTranscript?: string;
  /** the same recording compressed by MediaRecorder (Opus), where the browser has one: to play back */
  recording?: Blob;
}

/**
 * The formal interview's voice answer. Props (the shape of features/interview's
 * `TVoiceAnswerSlotProps`, handed in through app/formal-voice.ts):
 * - `question` {id, text}: spoken with speech synthesis first (text stays on the caller's screen).
 *   Mount one per question (`key={question.id}`): unmounting stops the recording without an answer.
 * - `deadline` (ms since epoch): recording ends at the latest then.
 * - `disabled`: nothing starts while true.
 * - `onAnswer(result)`: once per question, after `endSilenceMs` of silence that follows speech, at
 *   the deadline, or when the candidate presses 回答完毕. `result.segments` may be empty.
 * - `onTypeInstead()`: "改为打字", and the way out when the microphone cannot be used.
 * - `endSilenceMs` (default 3000), `speakQuestion` (default true), `sessionId` (unused here).
 */
export function VoiceAnswer({
  question,
  deadline,
  disabled,
  onAnswer,
  onTypeInstead,
  endSilenceMs = 3000,
  speakQuestion = true,
}: {
  sessionId?: number;
  question: { id: number; text: string };
  deadline: number;
  disabled: boolean;
  onAnswer: (result: TVoiceAnswerResult) => void;
  onTypeInstead: () => void;
  endSilenceMs?: number;
  speakQuestion?: boolean;
}) {
  const { t } = useTranslation('voice');
  const [phase, setPhase] = useState<'speaking' | 'recording' | 'done'>('speaking');
  const recognition = useRef<{ stop: () => string } | null>(null);
  const answered = useRef<number | null>(null);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });

  const finish = (result: TVoiceResult) => {
    const transcript = recognition.current?.stop();
    recognition.current = null;
    setPhase('done');
    if (answered.current === question.id) return;
    answered.current = question.id;
    onAnswerRef.current({
      audioWav: wavBlob(result.audio),
      segments: result.segments,
      durationMs: result.durationMs,
      ...(transcript ? { browserTranscript: transcript } : {}),
      ...(result.recording ? { recording: result.recording } : {}),
    });
  };
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  const vad = useMicVad({
    endSilenceMs,
    // A small Opus copy of the answer for the report's playback (kept in the browser by the interview).
    record: true,
    onEnd: (result) => finishRef.current(result),
  });
  const { level, peak } = useAnalyserLevel(vad.analyser);
  const { start } = vad;
  // The browser wanted a click before the microphone could start (a reload, a link).
  const needsClick = vad.error?.code === 'gesture' && phase !== 'done';
  /** Listens until the deadline; also the 开始录音 button when the browser wanted a click first. */
  const startRecording = useCallback(async () => {
    setPhase('recording');
    // A new recording may answer again (e.g. after a submit that failed).
    answered.current = null;
    recognition.current?.stop();
    recognition.current = startBrowserRecognition();
    await start({ maxMs: Math.max(1000, deadline - Date.now()) });
  }, [deadline, start]);

  useEffect(() => {
    if (disabled) return;
    const controller = new AbortController();
    void (async () => {
      if (speakQuestion) await speak(question.text, { signal: controller.signal });
      if (controller.signal.aborted) return;
      await startRecording();
    })();
    return () => {
      controller.abort();
      // Leaving the question ends the browser's recognition too (it streams to its vendor).
      recognition.current?.stop();
      recognition.current = null;
    };
  }, [question.id, question.text, disabled, speakQuestion, startRecording]);

  // Nobody clicked 开始录音 before the time was up: the question is answered with nothing, as a
  // recording that heard nothing would be at the deadline.
  useEffect(() => {
    if (!needsClick) return;
    const timer = window.setTimeout(
      () => {
        if (answered.current === question.id) return;
        answered.current = question.id;
        recognition.current?.stop();
        recognition.current = null;
        setPhase('done');
        onAnswerRef.current({ audioWav: wavBlob(new Float32Array(0)), segments: [], durationMs: 0 });
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [needsClick, deadline, question.id]);

  return (
    <div className="op-voice-card" data-testid="voice-answer" data-phase={phase}>
      <div className="op-voice-card__bar">
        {needsClick ? (
          <Tag icon={<AudioOutlined aria-hidden />}>{t('answer.notStarted')}</Tag>
        ) : phase === 'speaking' ? (
          <Tag icon={<SoundOutlined aria-hidden />} color="processing">
            {t('answer.speaking')}
          </Tag>
        ) : (
          <Tag icon={<AudioOutlined aria-hidden />} color={vad.speaking ? 'success' : 'blue'}>
            {vad.speaking ? t('common.speaking') : t('answer.listening')}
          </Tag>
        )}
        {!needsClick && (
          <span className="op-voice-card__status" aria-live="off">
            {t('answer.elapsed', { value: formatSeconds(vad.elapsedMs) })}
          </span>
        )}
        <Space className="op-voice-card__actions" wrap>
          {vad.status === 'listening' && (
            <Button type="primary" onClick={() => void vad.stop()}>
              {t('answer.done')}
            </Button>
          )}
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => {
              vad.discard();
              onTypeInstead();
            }}
          >
            {t('answer.typeInstead')}
          </Button>
        </Space>
      </div>
      <LevelMeter level={level} peak={peak} />
      {needsClick ? (
        <Alert
          type="info"
          showIcon
          role="alert"
          title={t('errors.gesture')}
          action={
            <Button type="primary" icon={<AudioOutlined aria-hidden />} onClick={() => void startRecording()}>
              {t('answer.start')}
            </Button>
          }
        />
      ) : (
        vad.error && vad.error.code !== 'gesture' && <MicErrorAlert error={vad.error} />
      )}
      <p className="op-voice__note">{t('answer.hint', { seconds: Math.round(endSilenceMs / 1000) })}</p>
    </div>
  );
}
