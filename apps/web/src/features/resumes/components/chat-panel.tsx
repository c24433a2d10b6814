import { CheckOutlined, PlusOutlined, ReloadOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { findGaps, OPTIMIZATION_LIMITS, type TChatMessage, type TModification } from '@offerpilot/shared';
import { Alert, App, Button, Input, Select, Spin, Tag, type GetRef } from 'antd';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasteCutNote } from '../../../components/paste-cut-note.tsx';
import { usePasteLimit } from '../../../hooks/use-paste-limit.ts';
import { useApplyChatSuggestion } from '../api/apply-chat-suggestion.ts';
import { useContinueResumeChat } from '../api/continue-resume-chat.ts';
import { useResumeChat } from '../api/get-resume-chat.ts';
import { useStartResumeChat } from '../api/start-resume-chat.ts';
import { useResumeChats } from '../api/list-resume-chats.ts';
import { usePositionOptions } from '../../../hooks/use-my-lists.ts';
import { ChatHistoryPicker } from './chat-history.tsx';
import './chat-panel.css';

const MAX_MESSAGE = OPTIMIZATION_LIMITS.chatMessage;
/** Spec: one change may be at most 2000 characters (ZApplyChangesRequest). */
const MAX_CHANGE = 2000;
const NO_POSITION = 0;

const QUICK_PROMPTS = ['scoreLow', 'rewriteProjects', 'concise', 'quantify', 'match'] as const;
const ABILITIES = ['explain', 'rewrite', 'concise', 'quantify', 'match', 'ask'] as const;

/**
 * Which conversation is on screen: the newest of the resume's (listed by the server, so any tab
 * of the account resumes it), one picked from the history, or a new one being set up.
 */
type TChoice = { kind: 'newest' } | { kind: 'picked'; id: string } | { kind: 'new' };

/** Identifies a suggestion across re-renders (indexes shift when old turns drop out). */
const suggestionKey = (m: TChatMessage, index: number) => `${m.created_at}|${m.role}|${index}`;

/** Text with its 【待补充：…】 gaps highlighted. */
function GapText({ text }: { text: string }) {
  const gaps = findGaps(text);
  if (gaps.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  gaps.forEach((g, i) => {
    if (g.start > at) parts.push(<Fragment key={`t${i}`}>{text.slice(at, g.start)}</Fragment>);
    parts.push(
      <mark key={`g${i}`} className="op-chat__gap">
        {text.slice(g.start, g.end)}
      </mark>,
    );
    at = g.end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

/** The body of the apply confirmation: the text that will be written, editable when it has gaps. */
function ApplyConfirmBody({
  initial,
  editable,
  onChange,
}: {
  initial: string;
  editable: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('resumeChat');
  const [value, setValue] = useState(initial);
  const remaining = findGaps(value).length;
  return (
    <div className="op-chat-apply">
      <p className="op-chat-apply__text">{t('apply.content')}</p>
      {editable ? (
        <>
          <Alert type="warning" showIcon title={t('apply.fillGaps')} className="op-chat-apply__alert" />
          <Input.TextArea
            aria-label={t('apply.editLabel')}
            value={value}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={MAX_CHANGE}
            showCount
            status={value.trim() ? undefined : 'error'}
            onChange={(e) => {
              setValue(e.target.value);
              onChange(e.target.value);
            }}
          />
          <div className="op-chat-apply__remaining" aria-live="polite">
            {!value.trim() ? t('apply.empty') : remaining > 0 ? t('apply.remaining', { count: remaining }) : null}
          </div>
        </>
      ) : (
        <>
          <div className="op-chat-apply__label">{t('apply.preview')}</div>
          <div className="op-chat-apply__preview">
            <GapText text={value} />
          </div>
        </>
      )}
    </div>
  );
}

function SuggestionCard({
  suggestion,
  appliedText,
  onApply,
}: {
  suggestion: TModification;
  appliedText: string | undefined;
  onApply: () => void;
}) {
  const { t } = useTranslation('resumeChat');
  const applied = appliedText !== undefined;
  const shown = appliedText ?? suggestion.optimized;
  const gaps = findGaps(shown).length;
  const section = t(`sections.${suggestion.section}`);
  return (
    <article className="op-chat-suggestion" aria-label={`${t('suggestion.label')}：${section}`}>
      <div className="op-chat-suggestion__tags">
        <Tag color="blue">{section}</Tag>
        {suggestion.requirement && (
          <Tag className="op-chat-suggestion__requirement">
            {t('suggestion.requirement', { text: suggestion.requirement })}
          </Tag>
        )}
        {gaps > 0 && <Tag color="warning">{t('suggestion.gaps', { count: gaps })}</Tag>}
      </div>
      <div className="op-chat-suggestion__original">
        <span className="op-chat__sr">{t('suggestion.original')}：</span>
        {suggestion.original ? <del>{suggestion.original}</del> : <Tag>{t('suggestion.new')}</Tag>}
      </div>
      <div className="op-chat-suggestion__optimized">
        <span className="op-chat__sr">{t('suggestion.optimized')}：</span>
        <GapText text={shown} />
      </div>
      {suggestion.reason && (
        <p className="op-chat-suggestion__reason">{t('suggestion.reason', { reason: suggestion.reason })}</p>
      )}
      <div className="op-chat-suggestion__actions">
        <Button
          size="small"
          type={applied ? 'default' : 'primary'}
          ghost={!applied}
          disabled={applied}
          icon={applied ? <CheckOutlined aria-hidden /> : undefined}
          onClick={onApply}
        >
          {applied ? t('suggestion.applied') : t('suggestion.apply')}
        </Button>
      </div>
    </article>
  );
}

function MessageItem({
  message,
  applied,
  onApply,
}: {
  message: TChatMessage;
  applied: Record<string, string>;
  onApply: (key: string, suggestion: TModification) => void;
}) {
  const { t } = useTranslation('resumeChat');
  const suggestions = message.role === 'assistant' ? (message.suggestions ?? []) : [];
  return (
    <div className={`op-chat-msg op-chat-msg--${message.role}`}>
      <div className="op-chat-msg__bubble">
        <span className="op-chat__sr">{message.role === 'user' ? t('log.you') : t('log.assistant')}：</span>
        {message.content}
      </div>
      {suggestions.length > 0 && (
        <div className="op-chat-msg__suggestions">
          {suggestions.map((s, i) => {
            const key = suggestionKey(message, i);
            return (
              <SuggestionCard key={key} suggestion={s} appliedText={applied[key]} onApply={() => onApply(key, s)} />
            );
          })}
        </div>
      )}
    </div>
  );
}

function PanelLoading({ text }: { text: string }) {
  return (
    <div className="op-chat op-chat--center">
      <Spin />
      <span className="op-chat__muted">{text}</span>
    </div>
  );
}

/** A failed read (the list, or one conversation): retry, or start a new conversation instead. */
function PanelError({
  title,
  error,
  onRetry,
  onNewChat,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  onNewChat: () => void;
}) {
  const { t } = useTranslation('resumeChat');
  return (
    <div className="op-chat">
      <Alert
        type="error"
        showIcon
        title={title}
        description={error.message}
        action={
          <div className="op-chat__alert-actions">
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {t('error.retry')}
            </Button>
            <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onNewChat}>
              {t('header.newChat')}
            </Button>
          </div>
        }
      />
    </div>
  );
}

/** Conversational optimisation of one resume: ask the assistant, apply its suggestions in place. */
export function ChatPanel({
  resumeId,
  targetPositionId = null,
}: {
  resumeId: number;
  targetPositionId?: number | null;
}) {
  // A new resume is a new conversation: all the state below starts over.
  return <ChatPanelBody key={resumeId} resumeId={resumeId} targetPositionId={targetPositionId} />;
}

function ChatPanelBody({ resumeId, targetPositionId }: { resumeId: number; targetPositionId: number | null }) {
  const { t } = useTranslation('resumeChat');
  const { message, modal } = App.useApp();
  const positions = usePositionOptions();
  const chats = useResumeChats(resumeId);
  const history = chats.data?.items ?? [];

  const [choice, setChoice] = useState<TChoice>({ kind: 'newest' });
  const conversationId =
    choice.kind === 'picked' ? choice.id : choice.kind === 'newest' ? (history[0]?.conversation_id ?? null) : null;
  // Once the newest is on screen it stays: a conversation started in another tab (seen when this
  // one regains focus and the list is read again) never swaps the one being read here.
  // (State adjusted while rendering, as React documents for state derived from props or data.)
  if (choice.kind === 'newest' && history[0]) setChoice({ kind: 'picked', id: history[0].conversation_id });
  // The resume's own target position is preselected.
  const [positionId, setPositionId] = useState<number>(targetPositionId ?? NO_POSITION);
  const [draft, setDraft] = useState('');
  const paste = usePasteLimit(MAX_MESSAGE);
  const [sendError, setSendError] = useState<{ text: string; message: string } | null>(null);
  /** Applied suggestions and the text that was written. */
  const [applied, setApplied] = useState<Record<string, string>>({});
  /** The user's edits of suggestions not applied yet, so a failed or cancelled apply keeps them. */
  const edits = useRef<Record<string, string>>({});
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<GetRef<typeof Input.TextArea>>(null);
  const refocus = useRef(false);

  const chat = useResumeChat(resumeId, conversationId);
  const conversation = conversationId !== null ? (chat.data ?? null) : null;

  const start = useStartResumeChat(resumeId);
  const startNew = () =>
    start.mutate(positionId === NO_POSITION ? null : positionId, {
      onSuccess: (conv) => {
        setSendError(null);
        setApplied({});
        edits.current = {};
        setChoice({ kind: 'picked', id: conv.conversation_id });
      },
    });

  const send = useContinueResumeChat(resumeId);
  const apply = useApplyChatSuggestion(resumeId);
  const sending = send.isPending;

  const sendText = (raw: string) => {
    const text = raw.trim();
    if (!text || text.length > MAX_MESSAGE || !conversation || sending) return;
    setSendError(null);
    setDraft((d) => (d.trim() === text ? '' : d));
    refocus.current = true;
    send.mutate(
      { id: conversation.conversation_id, text },
      {
        onSuccess: (res) => setChoice({ kind: 'picked', id: res.conversation.conversation_id }),
        onError: (error) => {
          setSendError({ text, message: error.message });
          // The text stays in the box, so nothing typed is lost.
          setDraft((d) => (d.trim() ? d : text));
        },
      },
    );
  };

  const newChat = () => {
    setChoice({ kind: 'new' });
    setSendError(null);
    setDraft('');
    setApplied({});
    edits.current = {};
    send.reset();
    start.reset();
  };

  const pick = (id: string) => {
    setChoice({ kind: 'picked', id });
    setSendError(null);
    setDraft('');
    setApplied({});
    edits.current = {};
    send.reset();
  };

  const messageCount = conversation?.messages.length ?? 0;
  // The newest turn (and the typing indicator) in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messageCount, sending]);
  // The box was disabled while sending; give the focus back to it afterwards.
  useEffect(() => {
    if (!sending && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [sending]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: Enter that confirms an IME composition (Chinese input) in Safari.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    sendText(draft);
  };

  const confirmApply = (suggestionId: string, suggestion: TModification) => {
    const editable = findGaps(suggestion.optimized).length > 0;
    let text = (editable ? edits.current[suggestionId] : undefined) ?? suggestion.optimized;
    let okProps: { loading?: boolean; disabled?: boolean } = {};
    const instance = modal.confirm({
      title: t('apply.title'),
      width: 560,
      icon: null,
      content: (
        <ApplyConfirmBody
          initial={text}
          editable={editable}
          onChange={(value) => {
            text = value;
            edits.current[suggestionId] = value;
            setOk({ disabled: !value.trim() });
          }}
        />
      ),
      okText: t('apply.ok'),
      cancelText: t('apply.cancel'),
      // With `close` antd leaves the modal open until we close it: a failure keeps the edits.
      onOk: (close: () => void) => {
        if (!text.trim()) return;
        setOk({ loading: true });
        apply.mutateAsync({ ...suggestion, optimized: text }).then(
          (res) => {
            if (res.applied > 0) {
              void message.success(t('apply.success', { applied: res.applied }));
              setApplied((prev) => ({ ...prev, [suggestionId]: text }));
              delete edits.current[suggestionId];
            }
            if (res.skipped.length > 0) void message.warning(t('apply.skipped', { count: res.skipped.length }));
            if (res.unfilled_gaps > 0) void message.warning(t('apply.unfilled', { count: res.unfilled_gaps }));
            close();
          },
          (error: Error) => {
            void message.error(error.message);
            setOk({ loading: false });
          },
        );
      },
    });
    function setOk(next: typeof okProps) {
      okProps = { ...okProps, ...next };
      instance.update({ okButtonProps: okProps });
    }
  };

  const positionOptions = [{ value: NO_POSITION, label: t('intro.noPosition') }, ...(positions.data ?? [])];

  // ── Reading the resume's conversations, then the newest (or picked) one ──
  if (choice.kind === 'newest' && chats.isPending) return <PanelLoading text={t('history.loading')} />;
  if (choice.kind === 'newest' && chats.isError) {
    return (
      <PanelError
        title={t('history.loadFailed')}
        error={chats.error}
        onRetry={() => void chats.refetch()}
        onNewChat={newChat}
      />
    );
  }
  if (conversationId !== null && chat.isPending) return <PanelLoading text={t('header.restoring')} />;
  if (conversationId !== null && chat.isError) {
    return (
      <PanelError
        title={t('error.restoreFailed')}
        error={chat.error}
        onRetry={() => void chat.refetch()}
        onNewChat={newChat}
      />
    );
  }

  // ── No conversation yet: what the assistant does, and a position to aim at ──
  if (!conversation) {
    return (
      <section className="op-chat op-chat-intro" aria-labelledby={`op-chat-intro-${resumeId}`}>
        <div className="op-chat-intro__icon" aria-hidden="true">
          <RobotOutlined aria-hidden />
        </div>
        <h3 id={`op-chat-intro-${resumeId}`} className="op-chat-intro__title">
          {t('intro.title')}
        </h3>
        <p className="op-chat-intro__lead">{t('intro.lead')}</p>
        <ChatHistoryPicker resumeId={resumeId} items={history} value={null} onChange={pick} />
        <p className="op-chat-intro__can">{t('intro.canDo')}</p>
        <ul className="op-chat-intro__list">
          {ABILITIES.map((a) => (
            <li key={a}>{t(`intro.abilities.${a}`)}</li>
          ))}
        </ul>
        <div className="op-chat-intro__form">
          <label className="op-chat-intro__label" htmlFor={`op-chat-position-${resumeId}`}>
            {t('intro.position')}
          </label>
          <Select
            id={`op-chat-position-${resumeId}`}
            className="op-chat-intro__select"
            value={positionId}
            options={positionOptions}
            loading={positions.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(v: number) => setPositionId(v)}
            disabled={start.isPending}
          />
          <div className="op-chat__muted">{t('intro.positionHint')}</div>
          <Button
            type="primary"
            size="large"
            className="op-chat-intro__start"
            loading={start.isPending}
            onClick={startNew}
          >
            {t('intro.start')}
          </Button>
        </div>
        {start.isError && (
          <Alert
            className="op-chat__error"
            type="error"
            showIcon
            title={t('error.startFailed', { message: start.error.message })}
            action={
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={startNew}>
                {t('error.retry')}
              </Button>
            }
          />
        )}
      </section>
    );
  }

  // ── The conversation ──
  const positionLabel =
    conversation.position_id === null
      ? t('header.general')
      : t('header.position', {
          name:
            positions.data?.find((p) => p.value === conversation.position_id)?.label ??
            t('header.positionId', { id: conversation.position_id }),
        });
  const pendingText = sending ? send.variables?.text : undefined;

  return (
    <section className="op-chat" aria-label={t('log.label')}>
      <div className="op-chat__bar">
        <span className="op-chat__position">{positionLabel}</span>
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={newChat} disabled={sending}>
          {t('header.newChat')}
        </Button>
      </div>
      <ChatHistoryPicker
        resumeId={resumeId}
        items={history}
        value={conversation.conversation_id}
        onChange={pick}
        disabled={sending}
      />

      <div ref={logRef} className="op-chat__log" role="log" aria-live="polite" aria-label={t('log.label')} tabIndex={0}>
        {conversation.messages.length === 0 && !pendingText && <p className="op-chat__muted">{t('log.empty')}</p>}
        {conversation.messages.map((m, i) => (
          <MessageItem key={`${m.created_at}|${m.role}|${i}`} message={m} applied={applied} onApply={confirmApply} />
        ))}
        {pendingText && (
          <div className="op-chat-msg op-chat-msg--user op-chat-msg--pending">
            <div className="op-chat-msg__bubble">
              <span className="op-chat__sr">{t('log.you')}：</span>
              {pendingText}
            </div>
          </div>
        )}
        {sending && (
          <div className="op-chat-msg op-chat-msg--assistant">
            <div className="op-chat-msg__bubble op-chat-msg__bubble--typing">
              <span className="op-chat__dots" aria-hidden="true">
                <i />
                <i />
                <i />
              </span>
              {t('log.thinking')}
            </div>
          </div>
        )}
      </div>

      <div className="op-chat__composer">
        {sendError && (
          <Alert
            className="op-chat__error"
            type="error"
            showIcon
            title={t('error.sendFailed', { message: sendError.message })}
            action={
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => sendText(sendError.text)}>
                {t('error.retry')}
              </Button>
            }
          />
        )}
        <div className="op-chat__quick" role="group" aria-label={t('quick.label')}>
          {QUICK_PROMPTS.map((q) => (
            <Button key={q} size="small" shape="round" disabled={sending} onClick={() => sendText(t(`quick.${q}`))}>
              {t(`quick.${q}`)}
            </Button>
          ))}
        </div>
        <div className="op-chat__input-row">
          <Input.TextArea
            ref={inputRef}
            className="op-chat__input"
            aria-label={t('input.label')}
            placeholder={t('input.placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPaste={paste.onPaste}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={MAX_MESSAGE}
            showCount
            disabled={sending}
          />
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            className="op-chat__send"
            loading={sending}
            disabled={!draft.trim()}
            onClick={() => sendText(draft)}
          >
            {t('input.send')}
          </Button>
        </div>
        {/* Sent or shortened since: the note is about the text in the box. */}
        <PasteCutNote cut={draft.length >= MAX_MESSAGE ? paste.cut : 0} max={MAX_MESSAGE} />
      </div>
    </section>
  );
}
