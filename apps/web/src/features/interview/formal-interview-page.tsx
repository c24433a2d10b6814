import {
  AudioOutlined,
  ClockCircleOutlined,
  CompressOutlined,
  ExpandOutlined,
  LoadingOutlined,
  PoweroffOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { TInterviewQuestion, TInterviewSession } from '@offerpilot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Progress, Result, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirmedBlocker } from '../../hooks/use-confirmed-blocker.ts';
import { interviewKeys } from '../../hooks/use-interview-stats.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useEndInterview } from './api/end-interview.ts';
import { useSessionQuestions } from './api/get-questions.ts';
import { useInterviewSession } from './api/get-session.ts';
import { FormalTypedAnswer } from './components/formal-typed-answer.tsx';
import { LoadError, PageSkeleton, SessionMissing } from './components/state-views.tsx';
import type { TFormalVoice } from './components/voice-answer-slot.ts';
import { formatClock, useCountdown } from './hooks/use-countdown.ts';
import { useFormalAnswer } from './hooks/use-formal-answer.ts';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import {
  answerModeOf,
  questionStartedAt,
  readPendingVoice,
  saveAnswerMode,
  type TPendingVoice,
} from './lib/turn-storage.ts';
import './interview.css';
import './formal.css';

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

  // Leaving does not pause the interview (each question's time runs on, and what was typed is
  // sent at its deadline): going elsewhere in the app, Back included, asks first.
  // The dialog closes by code when the state moves on or the interview ends under it (its time ran out).
  useConfirmedBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== ROUTES.interviewReport,
    (proceed, stay) =>
      modal.confirm({
        title: t('formal.session.leaveTitle'),
        content: t('formal.session.leaveText'),
        okText: t('formal.session.leaveOk'),
        cancelText: t('formal.session.endCancel'),
        focusable: { autoFocusButton: 'cancel' },
        onOk: proceed,
        onCancel: stay,
      }).destroy,
  );

  const confirmEnd = () =>
    modal.confirm({
      title: t('formal.session.endTitle'),
      content: unanswered > 0 ? t('formal.session.endText', { count: unanswered }) : t('formal.session.endTextDone'),
      okText: t('formal.session.endOk'),
      cancelText: t('formal.session.endCancel'),
      okButtonProps: { danger: true },
      // A second Enter from the keyboard must not destroy anything: the focus starts on 取消.
      focusable: { autoFocusButton: 'cancel' },
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
          <Button danger icon={<PoweroffOutlined aria-hidden />} loading={end.isPending} onClick={confirmEnd}>
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
  const answer = useFormalAnswer({
    sessionId,
    question,
    startedAt,
    deadline,
    expiresAt,
    pending,
    onEnded,
    onNoSpeech: () => setNoSpeech(true),
    onPending: (waiting) => {
      setPending(waiting);
      setFocusAnswer(true);
      setModeState('typed');
    },
  });

  // Typing: the question is still spoken, when the voice library offers speech.
  const { speak, cancelSpeech } = voice;
  useEffect(() => {
    if (mode !== 'typed' || !speak) return;
    speak(question.text);
    return () => cancelSpeech?.();
  }, [mode, speak, cancelSpeech, question.text]);

  return (
    <section className="op-fi__stage" aria-labelledby="op-fi-question">
      <InterviewerBubble question={question} secondsLeft={left} typing={pending !== null} />
      <div className="op-fi__answer" aria-live="polite">
        {answer.transcribing ? (
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
                    icon={<AudioOutlined aria-hidden />}
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
                disabled={answer.submitting}
                onAnswer={(r) => void answer.onVoiceAnswer(r)}
                onTypeInstead={() => chooseMode('typed')}
              />
            )}
          </>
        ) : (
          <FormalTypedAnswer
            sessionId={sessionId}
            questionId={question.id}
            secondsLeft={left}
            submitting={answer.submitting}
            autoFocus={focusAnswer}
            voiceRecorded={pending !== null}
            note={<TypedAnswerNote pending={pending} voiceMissing={!VoiceAnswer} />}
            extraAction={
              VoiceAnswer && !pending ? (
                <Button icon={<AudioOutlined aria-hidden />} onClick={() => chooseMode('voice')}>
                  {t('formal.session.voiceInstead')}
                </Button>
              ) : null
            }
            onSubmit={answer.onTyped}
          />
        )}
      </div>
    </section>
  );
}

/** The interviewer's bubble: the question (focused when it appears, so a screen reader reads it) and its countdown. */
function InterviewerBubble({
  question,
  secondsLeft,
  typing,
}: {
  question: TInterviewQuestion;
  secondsLeft: number;
  /** Typing a recording that got no text: the countdown is the typing time. */
  typing: boolean;
}) {
  const { t } = useTranslation('interview');
  const heading = useRef<HTMLHeadingElement>(null);
  // The new question gets the focus, so a screen reader reads it and the keyboard starts here.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const urgent = secondsLeft <= 30;
  return (
    <div className="op-fi__interviewer">
      <div className="op-fi__avatar" aria-hidden="true">
        <SafetyCertificateOutlined aria-hidden />
      </div>
      <div className="op-fi__bubble">
        <div className="op-fi__bubble-meta">
          <span>{t('formal.session.interviewer')}</span>
          {question.parent_id !== null ? (
            <Tag color="orange">{t('formal.session.followUp')}</Tag>
          ) : (
            <Tag>{t(`kind.${question.kind}`)}</Tag>
          )}
          <span
            className={`op-fi__countdown${urgent ? ' op-fi__countdown--urgent' : ''}`}
            role="timer"
            aria-live={urgent ? 'polite' : 'off'}
            data-testid="countdown"
          >
            <ClockCircleOutlined aria-hidden="true" />{' '}
            {t(typing ? 'formal.session.typeTimeLeft' : 'formal.session.timeLeft', { time: formatClock(secondsLeft) })}
          </span>
        </div>
        <h1 id="op-fi-question" className="op-fi__question" tabIndex={-1} ref={heading} data-testid="question-text">
          {question.text}
        </h1>
      </div>
    </div>
  );
}

/** Above the answer box: why a recording is being typed, or that this browser cannot answer by voice. */
function TypedAnswerNote({ pending, voiceMissing }: { pending: TPendingVoice | null; voiceMissing: boolean }) {
  const { t } = useTranslation('interview');
  if (pending)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="untranscribed-notice"
        title={pending.reason === 'sttFailed' ? t('formal.session.sttFailedType') : t('formal.session.noSttType')}
        description={t('formal.session.recordedVoice', {
          seconds: Math.round(pending.durationMs / 1000),
          time: formatClock(pending.typeSeconds),
        })}
      />
    );
  return voiceMissing ? <Alert type="info" showIcon title={t('formal.session.voiceMissing')} /> : null;
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
      icon={on ? <CompressOutlined aria-hidden /> : <ExpandOutlined aria-hidden />}
      onClick={() =>
        void (on ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {})
      }
    >
      {on ? t('formal.session.exitFullscreen') : t('formal.session.fullscreen')}
    </Button>
  );
}
