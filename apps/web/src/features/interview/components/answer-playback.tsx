import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerRecording } from '../hooks/use-answer-recording.ts';

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * 回放我的回答: plays the candidate's own recording of a spoken answer, kept in this browser only.
 * Where this browser holds none (another device, dropped by the storage bounds) it says
 * 本机未保存录音; a typed answer, or a recording that heard no speech, shows nothing.
 * `question` names the question in the button's accessible name (第 2 题 / 追问 2-1).
 */
export function AnswerPlayback({
  sessionId,
  questionId,
  question,
}: {
  sessionId: number;
  questionId: number;
  question: string;
}) {
  const { t } = useTranslation('interview');
  const recording = useAnswerRecording(sessionId, questionId);
  const blob = recording.data?.audio;
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [failed, setFailed] = useState(false);
  // The <audio> plays an object URL of the kept blob, revoked when it goes.
  useEffect(() => {
    const element = audio.current;
    if (!element || !blob) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);

  if (recording.isPending) return null;
  if (!recording.data)
    return (
      <p className="op-fr-muted op-fr-playback__none op-fr-noprint" data-testid="answer-playback-none">
        {t('formal.playback.none')}
      </p>
    );

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    element.play().catch(() => setFailed(true));
  };
  const totalMs = recording.data.durationMs;
  const name = playing ? t('formal.playback.pauseName', { question }) : t('formal.playback.playName', { question });
  return (
    <div className="op-fr-playback op-fr-noprint" data-testid="answer-playback">
      <Button
        icon={playing ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
        aria-label={name}
        disabled={failed}
        onClick={toggle}
      >
        {playing ? t('formal.playback.pause') : t('formal.playback.play')}
      </Button>
      <span className="op-fr-muted" data-testid="answer-playback-time">
        {t('formal.playback.time', { elapsed: clock(elapsedMs), total: clock(Math.max(totalMs, elapsedMs)) })}
      </span>
      <span className="op-fr-muted">{failed ? t('formal.playback.failed') : t('formal.playback.localOnly')}</span>
      <audio
        ref={audio}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setElapsedMs(0);
        }}
        onTimeUpdate={(event) => setElapsedMs(event.currentTarget.currentTime * 1000)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}
