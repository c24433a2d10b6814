import {
  AudioOutlined,
  ClockCircleOutlined,
  CompressOutlined,
  ExpandOutlined,
  LoadingOutlined,
  PoweroffOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { TInterviewQuestion, TInterviewSession, TSpeechFigures } from '@offerpilot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Progress, Result, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { interviewKeys } from '../../hooks/use-interview-stats.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useEndInterview } from './api/end-interview.ts';
import { useVoiceCapabilities } from '../../hooks/use-voice-capabilities.ts';
import { useSessionQuestions } from './api/get-questions.ts';
import { useInterviewSession } from './api/get-session.ts';
import { useSubmitAnswer } from './api/submit-answer.ts';
import { useTranscribeAnswer } from './api/transcribe-answer.ts';
import { FormalTypedAnswer } from './components/formal-typed-answer.tsx';
import { LoadError, PageSkeleton, SessionMissing } from './components/state-views.tsx';
import type { TFormalVoice, TVoiceAnswerResult } from './components/voice-answer-slot.ts';
import { formatClock, useCountdown } from './hooks/use-countdown.ts';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { speechFigures } from './lib/speech-figures.ts';
import {
  answerModeOf,
  forgetTurn,
  questionStartedAt,
  readPendingVoice,
  saveAnswerMode,
  savePendingVoice,
  untranscribed,
  type TPendingVoice,
} from './lib/turn-storage.ts';
import './interview.css';
import './formal.css';

/**
 * After a voice answer no text came of, the countdown starts again for typing it: the question's
 * own time, and at least this long. Time still up with nothing typed: the recording goes in as a
 * spoken answer that was not transcribed (not scored, never a skip).
 */
const TYPE_AFTER_VOICE_MS = 60_000;

/**
 * /formal-interview?sessionId= — the formal interview in a focused full-screen view (no app
 * chrome): the question always on screen (spoken by the voice answer, or by `voice.speak` when
 * typing), answered by voice through the voice library's answer component (handed in by app/)
 * or by typing; no hints, no instant feedback, no going back; follow-ups as the service returns
 * them; a countdown per question; 结束面试 with a confirmation; at the end, the report. The current
 * question is the first unanswered one the server lists, so a reload resumes the session.
 */
export function FormalInterviewPage({ voice = {} }: { voice?: TFormalVoice }) {
  const { t } = useTranslation('interview');
  const sessionId = useSessionIdParam();
  useEffect(() => {
    document.title = `${t('formal.session.title')} · 面试领航`;
  }, [t]);
  return (
    <main id="main" className="op-fi">
      {sessionId === null ? (
        <div className="op-fi__state">
          <SessionMissing />
        </div>
      ) : (
        <FormalSession sessionId={sessionId} voice={voice} />
      )}
    </main>
  );
}

function FormalSession({ sessionId, voice }: { sessionId: number; voice: TFormalVoice }) {
  const { t } = useTranslation('interview');
  const session = useInterviewSession(sessionId);
  const questions = useSessionQuestions(sessionId);

  if (session.isLoading || questions.isLoading)
    return (
      <div className="op-fi__state">
        <PageSkeleton />
      </div>
    );
  const failed = session.error ?? questions.error;
  if (failed || !session.data || !questions.data)
    return (
      <div className="op-fi__state">
        <LoadError
          error={failed ?? new Error(t('formal.session.loadError'))}
          title={t('formal.session.loadError')}
          onRetry={() => void Promise.all([session.refetch(), questions.refetch()])}
        />
      </div>
    );
  const data = session.data;
  // A mock session is named as one, ended or not (its report is the mock analysis).
  if (data.mode !== 'formal' && data.status !== 'in_progress')
    return (
      <div className="op-fi__state">
        <Result
          status="success"
          title={t('formal.session.mockEnded')}
          subTitle={t('formal.session.mockEndedText')}
          extra={
            <div className="op-iv-state__actions">
              <Link to={`${ROUTES.interviewAnalysis}?sessionId=${sessionId}`}>
                <Button type="primary">{t('formal.session.toMockAnalysis')}</Button>
              </Link>
              <Link to={`${ROUTES.interviewSummary}?sessionId=${sessionId}`}>
                <Button>{t('formal.session.toMockSummary')}</Button>
              </Link>
            </div>
          }
        />
      </div>
    );
  if (data.status !== 'in_progress')
    return (
      <div className="op-fi__state">
        <Result
          status="success"
          title={t('formal.session.ended')}
          subTitle={t('formal.session.endedText')}
          extra={
            <Link to={`${ROUTES.interviewReport}?sessionId=${sessionId}`}>
              <Button type="primary">{t('formal.session.toReport')}</Button>
            </Link>
          }
        />
      </div>
    );
  if (data.mode !== 'formal')
    return (
      <div className="op-fi__state">
        <Result
          status="info"
          title={t('formal.session.mockNotice')}
          extra={
            <Link to={`${ROUTES.mockInterview}?sessionId=${sessionId}`}>
              <Button type="primary">{t('formal.session.toMock')}</Button>
            </Link>
          }
        />
      </div>
    );
  return <Interview session={data} questions={questions.data} voice={voice} />;
}

function Interview({
  session,
  questions,
  voice,
}: {
  session: TInterviewSession;
  questions: TInterviewQuestion[];
  voice: TFormalVoice;
}) {
  const { t } = useTranslation('interview');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const end = useEndInterview();
  const mains = questions.filter((q) => q.parent_id === null);
  const current = questions.find((q) => !q.answered) ?? null;
  const answeredMains = mains.filter((q) => q.answered).length;
  const unanswered = mains.length - answeredMains;

  const toReport = useCallback(async () => {
    await client.invalidateQueries({ queryKey: interviewKeys.all, refetchType: 'none' });
    navigate(`${ROUTES.interviewReport}?sessionId=${session.id}`);
  }, [client, navigate, session.id]);

  const finish = async () => {
    try {
      await end.mutateAsync(session.id);
      await toReport();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const confirmEnd = () =>
    modal.confirm({
      title: t('formal.session.endTitle'),
      content: unanswered > 0 ? t('formal.session.endText', { count: unanswered }) : t('formal.session.endTextDone'),
      okText: t('formal.session.endOk'),
      cancelText: t('formal.session.endCancel'),
      okButtonProps: { danger: true },
      onOk: finish,
    });

  return (
    <div className="op-fi__frame">
      <header className="op-fi__bar">
        <div className="op-fi__brand">
          <SafetyCertificateOutlined aria-hidden="true" />
          <span className="op-fi__brand-text">{t('formal.session.title')}</span>
          <span className="op-fi__session-title">{session.title}</span>
        </div>
        <div className="op-fi__bar-actions">
          <FullscreenButton />
          <Button danger icon={<PoweroffOutlined />} loading={end.isPending} onClick={confirmEnd}>
            {t('formal.session.end')}
          </Button>
        </div>
      </header>
      <div className="op-fi__progress">
        <span data-testid="progress">
          {t('formal.session.progress', {
            current: current ? current.order : mains.length,
            total: mains.length,
          })}
        </span>
        <Progress
          percent={Math.round((answeredMains / Math.max(1, mains.length)) * 100)}
          showInfo={false}
          size="small"
          aria-label={t('formal.session.progressLabel')}
        />
      </div>
      {current ? (
        <CurrentQuestion
          key={current.id}
          sessionId={session.id}
          expiresAt={Date.parse(session.expires_at)}
          question={current}
          voice={voice}
          onEnded={() => void toReport()}
        />
      ) : (
        <div className="op-fi__state">
          <Empty description={t('formal.session.waiting')}>
            <Button type="primary" loading={end.isPending} onClick={() => void finish()}>
              {t('formal.session.toReportNow')}
            </Button>
          </Empty>
        </div>
      )}
      <p className="op-fi__note">{t('formal.session.noFeedbackNote')}</p>
    </div>
  );
}

/** One question: on screen (and announced), its countdown, and the voice or typed answer. */
function CurrentQuestion({
  sessionId,
  expiresAt,
  question,
  voice,
  onEnded,
}: {
  sessionId: number;
  /** When the server closes the session (ms since epoch): typing time never runs past it. */
  expiresAt: number;
  question: TInterviewQuestion;
  voice: TFormalVoice;
  onEnded: () => void;
}) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const submit = useSubmitAnswer();
  const transcribe = useTranscribeAnswer();
  const capabilities = useVoiceCapabilities();
  const VoiceAnswer = voice.Answer;
  const [startedAt] = useState(() => questionStartedAt(sessionId, question.id));
  // A recording waiting to be typed survives a reload, with its own countdown.
  const [pending, setPending] = useState<TPendingVoice | null>(() => readPendingVoice(sessionId, question.id));
  const [mode, setModeState] = useState<'voice' | 'typed'>(() =>
    VoiceAnswer && !pending ? (answerModeOf(sessionId) ?? 'voice') : 'typed',
  );
  /** The answer box takes the focus when typing replaces the voice answer (never on the first render). */
  const [focusAnswer, setFocusAnswer] = useState(false);
  /** The candidate's own choice holds for the rest of the session. */
  const chooseMode = (next: 'voice' | 'typed') => {
    saveAnswerMode(sessionId, next);
    setFocusAnswer(next === 'typed');
    setModeState(next);
  };
  const [noSpeech, setNoSpeech] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const deadline = pending ? pending.typeUntil : startedAt + question.time_limit_s * 1000;
  const left = useCountdown(deadline);
  const heading = useRef<HTMLHeadingElement>(null);
  const followUp = question.parent_id !== null;

  // The new question gets the focus, so a screen reader reads it and the keyboard starts here.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Typing: the question is still spoken, when the voice library offers speech.
  const { speak, cancelSpeech } = voice;
  useEffect(() => {
    if (mode !== 'typed' || !speak) return;
    speak(question.text);
    return () => cancelSpeech?.();
  }, [mode, speak, cancelSpeech, question.text]);

  const send = async (body: {
    text: string;
    durationMs: number;
    speech?: TSpeechFigures;
    timedOut: boolean;
    notice?: string;
  }) => {
    try {
      const result = await submit.mutateAsync({
        session_id: sessionId,
        question_id: question.id,
        answer_text: body.text,
        duration_ms: Math.min(3_600_000, Math.max(0, Math.round(body.durationMs))),
        ...(body.speech ? { speech: body.speech } : {}),
      });
      forgetTurn(sessionId, question.id);
      if (body.timedOut) void message.info(body.notice ?? t('formal.session.timeUp'));
      if (result.is_follow_up) void message.info(t('formal.session.followUpNotice'));
      if (result.session_status !== 'in_progress') onEnded();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const onVoiceAnswer = async (result: TVoiceAnswerResult) => {
    const timeIsUp = Date.now() >= deadline - 1000;
    const heardNothing = result.segments.length === 0;
    if (heardNothing && !timeIsUp) {
      setNoSpeech(true);
      return;
    }
    const durationMs = Date.now() - startedAt;
    if (heardNothing) {
      await send({
        text: '',
        durationMs,
        speech: speechFigures([], { transcript: 'typed', sttFailed: false }),
        timedOut: true,
      });
      return;
    }
    const browserText = result.browserTranscript?.trim() ?? '';
    let sttFailed = false;
    if (capabilities.data?.stt.provider) {
      try {
        const audio =
          result.audioWav instanceof Blob ? result.audioWav : new Blob([result.audioWav], { type: 'audio/wav' });
        const heard = await transcribe.mutateAsync({ sessionId, questionId: question.id, audio });
        if (heard.text.trim()) {
          await send({
            text: heard.text.trim(),
            durationMs,
            speech: speechFigures(result.segments, { transcript: 'stt', sttFailed: false }),
            timedOut: timeIsUp,
          });
          return;
        }
        sttFailed = true;
      } catch {
        sttFailed = true;
      }
    }
    if (browserText) {
      await send({
        text: browserText,
        durationMs,
        speech: speechFigures(result.segments, { transcript: 'browser', sttFailed }),
        timedOut: timeIsUp,
      });
      return;
    }
    // No transcript at all: the countdown starts again for typing what was said (the device
    // failed, not the candidate); the report marks the answer either way.
    const now = Date.now();
    const typeUntil = Math.min(now + Math.max(question.time_limit_s * 1000, TYPE_AFTER_VOICE_MS), expiresAt);
    const waiting: TPendingVoice = {
      figures: speechFigures(result.segments, { transcript: 'typed', sttFailed }),
      durationMs: result.durationMs,
      reason: sttFailed ? 'sttFailed' : 'noStt',
      typeUntil,
      typeSeconds: Math.max(0, Math.round((typeUntil - now) / 1000)),
    };
    savePendingVoice(sessionId, question.id, waiting);
    setPending(waiting);
    setFocusAnswer(true);
    setModeState('typed');
  };

  // After a recording without text, nothing typed sends the recording as spoken, not transcribed.
  const onTyped = (text: string, timedOut: boolean) =>
    void send({
      text,
      durationMs: Date.now() - startedAt,
      ...(pending ? { speech: text ? pending.figures : untranscribed(pending.figures) } : {}),
      timedOut,
      ...(pending && !text ? { notice: t('formal.session.timeUpVoice') } : {}),
    });

  const urgent = left <= 30;
  return (
    <section className="op-fi__stage" aria-labelledby="op-fi-question">
      <div className="op-fi__interviewer">
        <div className="op-fi__avatar" aria-hidden="true">
          <SafetyCertificateOutlined />
        </div>
        <div className="op-fi__bubble">
          <div className="op-fi__bubble-meta">
            <span>{t('formal.session.interviewer')}</span>
            {followUp && <Tag color="orange">{t('formal.session.followUp')}</Tag>}
            <Tag>{t(`kind.${question.kind}`)}</Tag>
            <span
              className={`op-fi__countdown${urgent ? ' op-fi__countdown--urgent' : ''}`}
              role="timer"
              aria-live={urgent ? 'polite' : 'off'}
              data-testid="countdown"
            >
              <ClockCircleOutlined aria-hidden="true" />{' '}
              {t(pending ? 'formal.session.typeTimeLeft' : 'formal.session.timeLeft', { time: formatClock(left) })}
            </span>
          </div>
          <h1 id="op-fi-question" className="op-fi__question" tabIndex={-1} ref={heading} data-testid="question-text">
            {question.text}
          </h1>
        </div>
      </div>

      <div className="op-fi__answer" aria-live="polite">
        {transcribe.isPending ? (
          <div className="op-fi__busy" role="status">
            <LoadingOutlined aria-hidden="true" /> {t('formal.session.transcribing')}
          </div>
        ) : mode === 'voice' && VoiceAnswer ? (
          <>
            {noSpeech && (
              <Alert
                type="warning"
                showIcon
                title={t('formal.session.noSpeech')}
                action={
                  <Button
                    size="small"
                    icon={<AudioOutlined />}
                    onClick={() => {
                      setNoSpeech(false);
                      setAttempt((a) => a + 1);
                    }}
                  >
                    {t('formal.session.retryVoice')}
                  </Button>
                }
              />
            )}
            {!noSpeech && (
              <VoiceAnswer
                key={attempt}
                sessionId={sessionId}
                question={{ id: question.id, text: question.text }}
                deadline={deadline}
                disabled={submit.isPending}
                onAnswer={(r) => void onVoiceAnswer(r)}
                onTypeInstead={() => chooseMode('typed')}
              />
            )}
          </>
        ) : (
          <FormalTypedAnswer
            sessionId={sessionId}
            questionId={question.id}
            secondsLeft={left}
            submitting={submit.isPending}
            autoFocus={focusAnswer}
            voiceRecorded={pending !== null}
            note={
              pending ? (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="untranscribed-notice"
                  title={
                    pending.reason === 'sttFailed' ? t('formal.session.sttFailedType') : t('formal.session.noSttType')
                  }
                  description={t('formal.session.recordedVoice', {
                    seconds: Math.round(pending.durationMs / 1000),
                    time: formatClock(pending.typeSeconds),
                  })}
                />
              ) : !VoiceAnswer ? (
                <Alert type="info" showIcon title={t('formal.session.voiceMissing')} />
              ) : null
            }
            extraAction={
              VoiceAnswer && !pending ? (
                <Button icon={<AudioOutlined />} onClick={() => chooseMode('voice')}>
                  {t('formal.session.voiceInstead')}
                </Button>
              ) : null
            }
            onSubmit={onTyped}
          />
        )}
      </div>
    </section>
  );
}

/** Full screen on and off (where the browser allows it); the view is focused either way. */
function FullscreenButton() {
  const { t } = useTranslation('interview');
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  return (
    <Button
      icon={on ? <CompressOutlined /> : <ExpandOutlined />}
      onClick={() =>
        void (on ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {})
      }
    >
      {on ? t('formal.session.exitFullscreen') : t('formal.session.fullscreen')}
    </Button>
  );
}
