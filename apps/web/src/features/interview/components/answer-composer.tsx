import { AudioMutedOutlined, AudioOutlined, BulbOutlined, ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { INTERVIEW_LIMITS, type TInterviewQuestion } from '@offerpilot/shared';
import { Alert, Button, Input, Popconfirm, type GetRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasteCutNote } from '../../../components/paste-cut-note.tsx';
import { usePasteLimit } from '../../../hooks/use-paste-limit.ts';
import { formatClock, useCountdown } from '../hooks/use-countdown.ts';
import { SPEECH_ERRORS, useSpeechRecognition } from '../hooks/use-speech-recognition.ts';
import { questionStartedAt, readDraft, saveDraft } from '../lib/turn-storage.ts';

export interface TAnswerSubmission {
  text: string;
  durationMs: number;
  /** True when the answer time ran out and the answer went in by itself. */
  timedOut: boolean;
}

/**
 * The answer box of the current question: typing or speaking, the countdown of the answer time
 * (when it runs out the answer so far is submitted), hint, skip and submit (the button, or Ctrl /
 * ⌘ + Enter in the box, as in the formal interview). Give it a `key` per
 * question: its draft and start time are the question's own and survive a reload.
 */
export function AnswerComposer({
  sessionId,
  question,
  submitting,
  hintLoading,
  onSubmit,
  onHint,
  focusWhenReady = false,
}: {
  sessionId: number;
  question: TInterviewQuestion;
  submitting: boolean;
  hintLoading: boolean;
  onSubmit: (answer: TAnswerSubmission) => void;
  onHint: () => void;
  /** Take the focus once the box can be typed in (a question that follows an answer). */
  focusWhenReady?: boolean;
}) {
  const { t } = useTranslation('interview');
  const [startedAt] = useState(() => questionStartedAt(sessionId, question.id));
  const [text, setText] = useState(() => readDraft(sessionId, question.id));
  const [emptyWarning, setEmptyWarning] = useState(false);
  const left = useCountdown(startedAt + question.time_limit_s * 1000);
  const timedOut = useRef(false);

  const paste = usePasteLimit(INTERVIEW_LIMITS.answerText);
  const update = useCallback(
    (next: string) => {
      setText(next);
      setEmptyWarning(false);
      saveDraft(sessionId, question.id, next);
    },
    [sessionId, question.id],
  );
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);

  const speech = useSpeechRecognition(
    useCallback(
      (heard: string) => {
        const current = textRef.current;
        update(`${current}${current && !/\s$/.test(current) ? ' ' : ''}${heard}`.slice(0, INTERVIEW_LIMITS.answerText));
      },
      [update],
    ),
  );
  const { stop: stopSpeech } = speech;

  // Focused once it can be typed in (the answer before it may still be in flight), without
  // moving the page, and only when the focus was lost with the previous box (never taken from
  // where the candidate went meanwhile): it names its question for a screen reader.
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusWhenReady || submitting || focused.current) return;
    focused.current = true;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) box.current?.focus({ preventScroll: true });
  }, [focusWhenReady, submitting]);

  // One answer per press: a double click sent it twice, and the second came back as "already
  // answered". Free again once the submit has finished (a failed one may be sent again).
  const sending = useRef(false);
  useEffect(() => {
    if (!submitting) sending.current = false;
  }, [submitting]);
  const send = useCallback(
    (answer: string, byTimeout: boolean) => {
      if (sending.current) return;
      sending.current = true;
      stopSpeech();
      onSubmit({ text: answer.trim(), durationMs: Date.now() - startedAt, timedOut: byTimeout });
    },
    [onSubmit, startedAt, stopSpeech],
  );

  // The answer time is up: what was typed (or nothing, a skip) goes in by itself, once.
  useEffect(() => {
    if (left > 0 || timedOut.current || submitting) return;
    timedOut.current = true;
    send(textRef.current, true);
  }, [left, submitting, send]);

  const submit = () => {
    if (!text.trim()) {
      setEmptyWarning(true);
      return;
    }
    send(text, false);
  };

  const urgent = left <= 30;
  const speechError = speech.error
    ? t(
        `session.voiceErrors.${(SPEECH_ERRORS as readonly string[]).includes(speech.error) ? speech.error : 'other'}` as 'session.voiceErrors.other',
      )
    : null;

  return (
    <div className="op-iv-composer">
      <div className="op-iv-composer__top">
        <label className="op-iv-composer__label" htmlFor="op-iv-answer">
          {t('session.answerLabel')}
        </label>
        <span
          className={`op-iv-countdown${urgent ? ' op-iv-countdown--urgent' : ''}`}
          role="timer"
          aria-live={urgent ? 'polite' : 'off'}
          data-testid="countdown"
        >
          <ClockCircleOutlined aria-hidden="true" /> {t('session.timeLeft', { time: formatClock(left) })}
        </span>
      </div>
      <Input.TextArea
        id="op-iv-answer"
        ref={box}
        aria-describedby={`op-iv-q-${question.id}`}
        value={speech.listening && speech.interim ? `${text}${text ? ' ' : ''}${speech.interim}` : text}
        onChange={(e) => update(e.target.value)}
        onPaste={paste.onPaste}
        onKeyDown={(e) => {
          // As in the formal interview: Ctrl + Enter (⌘ + Enter on a Mac) submits.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
        readOnly={speech.listening}
        placeholder={t('session.placeholder')}
        autoSize={{ minRows: 5, maxRows: 14 }}
        maxLength={INTERVIEW_LIMITS.answerText}
        showCount
        disabled={submitting}
      />
      <PasteCutNote
        cut={text.length >= INTERVIEW_LIMITS.answerText ? paste.cut : 0}
        max={INTERVIEW_LIMITS.answerText}
      />
      {emptyWarning && <div className="op-iv-composer__warn">{t('session.emptyAnswer')}</div>}
      {!speech.supported ? (
        <div className="op-iv-composer__voice-note" data-testid="voice-unsupported">
          <AudioMutedOutlined aria-hidden="true" /> {t('session.voiceUnsupported')}
        </div>
      ) : speechError ? (
        <Alert type="warning" showIcon title={t('session.voiceError', { reason: speechError })} />
      ) : speech.listening ? (
        <div className="op-iv-composer__voice-note op-iv-composer__voice-note--on">{t('session.voiceListening')}</div>
      ) : null}
      <div className="op-iv-composer__actions">
        <div className="op-iv-composer__aux">
          <Button
            icon={speech.listening ? <AudioMutedOutlined aria-hidden /> : <AudioOutlined aria-hidden />}
            disabled={!speech.supported || submitting}
            onClick={speech.listening ? speech.stop : speech.start}
            danger={speech.listening}
          >
            {speech.listening ? t('session.voiceStop') : t('session.voice')}
          </Button>
          <Button icon={<BulbOutlined aria-hidden />} loading={hintLoading} disabled={submitting} onClick={onHint}>
            {t('session.hint')}
          </Button>
        </div>
        <div className="op-iv-composer__main">
          <Popconfirm
            title={t('session.skipConfirm')}
            okText={t('session.skipOk')}
            cancelText={t('bank.cancel')}
            onConfirm={() => send('', false)}
          >
            <Button disabled={submitting}>{t('session.skip')}</Button>
          </Popconfirm>
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={submitting} onClick={submit}>
            {t('session.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
