import { SendOutlined } from '@ant-design/icons';
import { INTERVIEW_LIMITS } from '@offerpilot/shared';
import { Alert, Button, Input, Popconfirm, type GetRef } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasteCutNote } from '../../../components/paste-cut-note.tsx';
import { usePasteLimit } from '../../../hooks/use-paste-limit.ts';
import { readDraft, saveDraft } from '../lib/turn-storage.ts';

/**
 * The typed answer of the formal interview: no hint, no feedback; Ctrl + Enter submits; when the
 * time is up what was typed goes in by itself (nothing typed: the question is skipped, or, with
 * `voiceRecorded`, the recorded voice answer goes in untranscribed). The draft survives a reload.
 * `autoFocus`: the box takes the focus when it appears (the candidate switched to typing). Give it
 * a `key` per question.
 */
export function FormalTypedAnswer({
  sessionId,
  questionId,
  secondsLeft,
  submitting,
  note,
  extraAction,
  autoFocus = false,
  voiceRecorded = false,
  onSubmit,
}: {
  sessionId: number;
  questionId: number;
  secondsLeft: number;
  submitting: boolean;
  /** A notice above the box (why typing is needed after a voice answer). */
  note?: ReactNode;
  extraAction?: ReactNode;
  autoFocus?: boolean;
  /** A voice answer was recorded but not transcribed: submitting nothing sends it as it is, never a skip. */
  voiceRecorded?: boolean;
  onSubmit: (text: string, timedOut: boolean) => void;
}) {
  const { t } = useTranslation('interview');
  const [text, setText] = useState(() => readDraft(sessionId, questionId));
  const [emptyWarning, setEmptyWarning] = useState(false);
  const textRef = useRef(text);
  const sent = useRef(false);
  const autoSent = useRef(false);
  const box = useRef<GetRef<typeof Input.TextArea>>(null);

  // Switching to typing (a button that is then gone) must not leave the focus on <body>.
  useEffect(() => {
    if (autoFocus) box.current?.focus({ cursor: 'end' });
  }, [autoFocus]);

  const paste = usePasteLimit(INTERVIEW_LIMITS.answerText);
  const update = (next: string) => {
    setText(next);
    textRef.current = next;
    setEmptyWarning(false);
    saveDraft(sessionId, questionId, next);
  };

  const send = useCallback(
    (answer: string, timedOut: boolean) => {
      if (sent.current) return;
      sent.current = true;
      onSubmit(answer.trim(), timedOut);
    },
    [onSubmit],
  );

  // A failed submit lets the candidate try again.
  useEffect(() => {
    if (!submitting) sent.current = false;
  }, [submitting]);

  useEffect(() => {
    // Once: a failed automatic submit leaves the box to the candidate.
    if (secondsLeft > 0 || submitting || autoSent.current) return;
    autoSent.current = true;
    send(textRef.current, true);
  }, [secondsLeft, submitting, send]);

  const submit = () => {
    if (!text.trim()) {
      setEmptyWarning(true);
      return;
    }
    send(text, false);
  };

  return (
    <div className="op-fi-typed">
      {note}
      <label className="op-fi-typed__label" htmlFor="op-fi-answer">
        {t('formal.session.answerLabel')}
      </label>
      <Input.TextArea
        id="op-fi-answer"
        ref={box}
        value={text}
        onChange={(e) => update(e.target.value)}
        onPaste={paste.onPaste}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder={t('formal.session.placeholder')}
        autoSize={{ minRows: 6, maxRows: 14 }}
        maxLength={INTERVIEW_LIMITS.answerText}
        showCount
        disabled={submitting}
      />
      <PasteCutNote
        cut={text.length >= INTERVIEW_LIMITS.answerText ? paste.cut : 0}
        max={INTERVIEW_LIMITS.answerText}
      />
      {emptyWarning && (
        <Alert
          type="warning"
          showIcon
          title={voiceRecorded ? t('formal.session.emptyAnswerVoice') : t('formal.session.emptyAnswer')}
        />
      )}
      <div className="op-fi-typed__actions">
        <div className="op-fi-typed__aux">{extraAction}</div>
        <div className="op-fi-typed__main">
          <Popconfirm
            title={voiceRecorded ? t('formal.session.voiceOnlyConfirm') : t('formal.session.skipConfirm')}
            okText={voiceRecorded ? t('formal.session.voiceOnlyOk') : t('formal.session.skipOk')}
            cancelText={t('formal.session.cancel')}
            onConfirm={() => send('', false)}
          >
            <Button disabled={submitting}>
              {voiceRecorded ? t('formal.session.voiceOnly') : t('formal.session.skip')}
            </Button>
          </Popconfirm>
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={submitting} onClick={submit}>
            {submitting ? t('formal.session.submitting') : t('formal.session.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
