import { PoweroffOutlined } from '@ant-design/icons';
import type { TQuestionHint } from '@offerpilot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Result, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { interviewKeys } from '../../hooks/use-interview-stats.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useEndInterview } from './api/end-interview.ts';
import { useSessionFeedback } from './api/get-feedback.ts';
import { useQuestionHint } from './api/get-hint.ts';
import { useSessionQuestions } from './api/get-questions.ts';
import { useInterviewSession } from './api/get-session.ts';
import { useSubmitAnswer } from './api/submit-answer.ts';
import { AnswerComposer, type TAnswerSubmission } from './components/answer-composer.tsx';
import { AnsweredTurn, HintBubble, QuestionBubble } from './components/conversation-turn.tsx';
import { MinutesLimitNotice } from './components/minutes-limit-notice.tsx';
import { LoadError, PageSkeleton, SessionMissing } from './components/state-views.tsx';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { buildConversation, progressOf } from './lib/conversation.ts';
import { forgetTurn } from './lib/turn-storage.ts';
import './interview.css';

/**
 * /mock-interview?sessionId= — one question at a time in a conversation: where each question
 * comes from, a countdown, typing or speaking, submit / skip / hint, instant feedback cards
 * (collapsed), follow-ups as the next turn, end with a confirmation. Everything shown is read
 * from the server, so a reload resumes the session where it was.
 */
export function MockInterviewPage() {
  const { t } = useTranslation('interview');
  const sessionId = useSessionIdParam();
  useEffect(() => {
    document.title = `${t('session.title')} · 面试领航`;
  }, [t]);
  return <AppLayout>{sessionId === null ? <SessionMissing /> : <MockInterview sessionId={sessionId} />}</AppLayout>;
}

function MockInterview({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('interview');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useInterviewSession(sessionId);
  const questions = useSessionQuestions(sessionId);
  const answers = useSessionFeedback(sessionId);
  const submit = useSubmitAnswer();
  const hint = useQuestionHint();
  const end = useEndInterview();
  const [hints, setHints] = useState<Record<number, TQuestionHint>>({});
  /** An answer went in during this visit: the next answer box takes the focus (not on a reload). */
  const [answeredHere, setAnsweredHere] = useState(false);
  /** The last answer ended the interview during this visit: its feedback stays on screen first. */
  const [finishedHere, setFinishedHere] = useState(false);

  const conversation = buildConversation(questions.data ?? [], answers.data ?? []);
  const currentId = conversation.current?.question.id;

  // A new question (or a reload in the middle): bring it into view, at once the first time.
  const scrolled = useRef(false);
  useEffect(() => {
    if (currentId === undefined) return;
    const behavior = scrolled.current ? 'smooth' : 'auto';
    scrolled.current = true;
    document.getElementById('op-iv-current')?.scrollIntoView({ block: 'start', behavior });
  }, [currentId]);

  // Past a minutes-limited end: asking the server again closes the session, and the page says so.
  const refetchSession = session.refetch;
  const recheckEnd = useCallback(() => void refetchSession(), [refetchSession]);

  const toSummary = async () => {
    await client.invalidateQueries({ queryKey: interviewKeys.all, refetchType: 'none' });
    navigate(`${ROUTES.interviewSummary}?sessionId=${sessionId}`);
  };

  if (session.isLoading || questions.isLoading || answers.isLoading) return <PageSkeleton />;
  const failed = session.error ?? questions.error ?? answers.error;
  if (failed || !session.data)
    return (
      <LoadError
        error={failed ?? new Error(t('session.loadError'))}
        title={t('session.loadError')}
        onRetry={() => void Promise.all([session.refetch(), questions.refetch(), answers.refetch()])}
      />
    );

  const data = session.data;
  if (data.status !== 'in_progress' && !finishedHere)
    return (
      <Result
        status="success"
        title={t('session.ended')}
        subTitle={t('session.endedText')}
        extra={
          <Link to={`${ROUTES.interviewSummary}?sessionId=${sessionId}`}>
            <Button type="primary">{t('session.toSummary')}</Button>
          </Link>
        }
      />
    );
  if (data.mode === 'formal')
    return (
      <Result
        status="info"
        title={t('session.formalNotice')}
        extra={
          <Link to={`${ROUTES.formalInterview}?sessionId=${sessionId}`}>
            <Button type="primary">{t('session.title')}</Button>
          </Link>
        }
      />
    );

  const instant = data.config.feedback_mode === 'instant';
  const progress = progressOf(questions.data ?? [], conversation.current);
  const current = conversation.current;
  const unanswered = (questions.data ?? []).filter((q) => !q.answered && q.parent_id === null).length;

  const onSubmit = async (answer: TAnswerSubmission) => {
    if (!current) return;
    try {
      const result = await submit.mutateAsync({
        session_id: sessionId,
        question_id: current.question.id,
        answer_text: answer.text,
        duration_ms: Math.min(answer.durationMs, 3_600_000),
      });
      forgetTurn(sessionId, current.question.id);
      setAnsweredHere(true);
      if (answer.timedOut) void message.info(t('session.timeUp'));
      if (result.session_status !== 'in_progress') {
        // With instant feedback the last answer's feedback is shown before the summary.
        if (instant && result.feedback && !result.feedback.skipped) setFinishedHere(true);
        else await toSummary();
      }
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const onHint = async () => {
    if (!current) return;
    try {
      const result = await hint.mutateAsync({ sessionId, questionId: current.question.id });
      setHints((h) => ({ ...h, [result.question_id]: result }));
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const confirmEnd = () =>
    modal.confirm({
      title: t('session.endTitle'),
      content: unanswered > 0 ? t('session.endText', { count: unanswered }) : t('session.endTextDone'),
      okText: t('session.endOk'),
      cancelText: t('session.endCancel'),
      // Ending cannot be undone: a second Enter from the keyboard keeps the interview going.
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await end.mutateAsync(sessionId);
          await toSummary();
        } catch (error) {
          void message.error((error as Error).message);
        }
      },
    });

  return (
    <div className="op-iv-session">
      <header className="op-iv-session__head">
        <div className="op-iv-session__title-wrap">
          <h1 className="op-iv-session__title">{data.title}</h1>
          <div className="op-iv-session__meta">
            <Tag color="processing">{t(`mode.${data.mode}`)}</Tag>
            <span data-testid="progress">{t('session.progress', progress)}</span>
            <span>·</span>
            <span>{t(`difficulty.${data.config.difficulty}`)}</span>
          </div>
        </div>
        {!finishedHere && (
          <Button danger icon={<PoweroffOutlined aria-hidden />} loading={end.isPending} onClick={confirmEnd}>
            {t('session.end')}
          </Button>
        )}
      </header>
      {data.minutes_limited && !finishedHere && (
        <MinutesLimitNotice expiresAt={Date.parse(data.expires_at)} onOver={recheckEnd} />
      )}

      <ol className="op-iv-conversation" aria-label={t('session.title')}>
        {conversation.turns.map((turn) => (
          <AnsweredTurn key={turn.question.id} turn={turn} showFeedback={instant} sessionId={sessionId} />
        ))}
        {current ? (
          <li className="op-iv-turn op-iv-turn--current" id="op-iv-current">
            <QuestionBubble question={current.question} number={current.number} />
            {hints[current.question.id] && <HintBubble hint={hints[current.question.id]!} />}
            <AnswerComposer
              key={current.question.id}
              sessionId={sessionId}
              question={current.question}
              submitting={submit.isPending}
              hintLoading={hint.isPending}
              onSubmit={(a) => void onSubmit(a)}
              onHint={() => void onHint()}
              // After an answer the box that had the focus is gone: the new one takes it.
              focusWhenReady={answeredHere}
            />
          </li>
        ) : finishedHere ? (
          <li className="op-iv-turn" data-testid="finished-here">
            <Result
              status="success"
              title={t('session.finished')}
              subTitle={t('session.finishedText')}
              extra={
                <Button type="primary" autoFocus onClick={() => void toSummary()}>
                  {t('session.toSummary')}
                </Button>
              }
            />
          </li>
        ) : (
          <li className="op-iv-turn">
            <Empty description={t('session.waiting')}>
              <Button type="primary" onClick={confirmEnd}>
                {t('session.toSummary')}
              </Button>
            </Empty>
          </li>
        )}
      </ol>
    </div>
  );
}
