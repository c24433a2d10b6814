import { ArrowLeftOutlined } from '@ant-design/icons';
import { isScoredFeedback, type TInterviewReport } from '@offerpilot/shared';
import { Button, Empty, Segmented, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { useInterviewReport } from './api/end-interview.ts';
import { useInterviewSession } from './api/get-session.ts';
import { FeedbackDetail } from './components/feedback-card.tsx';
import { LoadError, PageSkeleton, SessionMissing } from './components/state-views.tsx';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { scoreColor, unscoredKey } from './lib/score.ts';
import { WEAK_SCORE } from './lib/weak-points.ts';
import './interview.css';

type TReportQuestion = TInterviewReport['questions'][number];
type TFilter = 'all' | 'weak' | 'skipped';

const isSkipped = (q: TReportQuestion) => !q.feedback || q.feedback.skipped;
/** Skipped, unanswered or scored below 60; a spoken answer left untranscribed has no score to judge. */
const isWeak = (q: TReportQuestion) => isSkipped(q) || (isScoredFeedback(q.feedback) && q.feedback.score < WEAK_SCORE);

/**
 * /interview-analysis?sessionId= — every question with the answer, the score by dimension (and
 * why), the key points covered and missed, and the reference outline. Follow-ups sit under
 * their main question.
 */
export function InterviewAnalysisPage() {
  const { t } = useTranslation('interview');
  const sessionId = useSessionIdParam();
  useEffect(() => {
    document.title = `${t('analysis.title')} · 面试领航`;
  }, [t]);
  return <AppLayout>{sessionId === null ? <SessionMissing /> : <Analysis sessionId={sessionId} />}</AppLayout>;
}

function Analysis({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('interview');
  const session = useInterviewSession(sessionId);
  const ended = Boolean(session.data && session.data.status !== 'in_progress');
  const report = useInterviewReport(sessionId, ended);
  const [filter, setFilter] = useState<TFilter>('all');

  if (session.isLoading || (ended && report.isLoading)) return <PageSkeleton />;
  const failed = session.error ?? report.error;
  if (failed || !session.data)
    return (
      <LoadError
        error={failed ?? new Error(t('summary.loadError'))}
        title={t('summary.loadError')}
        onRetry={() => void Promise.all([session.refetch(), report.refetch()])}
      />
    );
  if (!ended || !report.data)
    return (
      <div className="op-iv-state">
        <Empty description={t('summary.inProgressText')}>
          <Link to={`${ROUTES.mockInterview}?sessionId=${sessionId}`}>
            <Button type="primary">{t('summary.continue')}</Button>
          </Link>
        </Empty>
      </div>
    );

  const questions = report.data.questions;
  const mains = questions.filter((q) => q.parent_id === null);
  const followUps = (id: number) => questions.filter((q) => q.parent_id === id);
  const threadMatches = (q: TReportQuestion) => {
    const thread = [q, ...followUps(q.question_id)];
    if (filter === 'weak') return thread.some(isWeak);
    if (filter === 'skipped') return thread.some(isSkipped);
    return true;
  };
  const shown = mains.filter(threadMatches);

  return (
    <div className="op-iv-analysis">
      <header className="op-iv-report__head">
        <div className="op-iv-report__title-wrap">
          <h1 className="op-list-page__title">{t('analysis.title')}</h1>
          <p className="op-list-page__subtitle">{report.data.title}</p>
        </div>
        <Link to={`${ROUTES.interviewSummary}?sessionId=${sessionId}`}>
          <Button icon={<ArrowLeftOutlined aria-hidden />}>{t('analysis.toSummary')}</Button>
        </Link>
      </header>
      <Segmented<TFilter>
        className="op-iv-analysis__filter"
        aria-label={t('analysis.filterLabel')}
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('analysis.filterAll', { count: mains.length }) },
          {
            value: 'weak',
            label: t('analysis.filterWeak', { count: mains.filter((q) => threadHas(q, questions, isWeak)).length }),
          },
          {
            value: 'skipped',
            label: t('analysis.filterSkipped', {
              count: mains.filter((q) => threadHas(q, questions, isSkipped)).length,
            }),
          },
        ]}
      />
      {shown.length === 0 ? (
        <div className="op-iv-state">
          <Empty description={t('analysis.empty')} />
        </div>
      ) : (
        <ol className="op-iv-analysis__list">
          {shown.map((q) => (
            <li key={q.question_id} className="op-iv-card op-iv-qa" data-testid="analysis-question">
              <QuestionAnalysis question={q} mode={report.data.mode} sessionId={sessionId} />
              {followUps(q.question_id).map((f) => (
                <div key={f.question_id} className="op-iv-qa__follow">
                  <QuestionAnalysis question={f} mode={report.data.mode} sessionId={sessionId} />
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function threadHas(q: TReportQuestion, all: TReportQuestion[], test: (q: TReportQuestion) => boolean): boolean {
  return test(q) || all.some((f) => f.parent_id === q.question_id && test(f));
}

function QuestionAnalysis({
  question,
  mode,
  sessionId,
}: {
  question: TReportQuestion;
  mode: TInterviewReport['mode'];
  sessionId: number;
}) {
  const { t } = useTranslation('interview');
  const feedback = question.feedback;
  const followUp = question.parent_id !== null;
  return (
    <article className="op-iv-qa__item">
      <header className="op-iv-qa__head">
        <div className="op-iv-qa__meta">
          <strong>{followUp ? t('analysis.followUp') : t('analysis.question', { order: question.order })}</strong>
          {!followUp && <Tag>{t(`kind.${question.kind}`)}</Tag>}
          <Tag color="blue">{question.competency}</Tag>
          {question.duration_ms !== null && (
            <span>{t('analysis.duration', { seconds: Math.round(question.duration_ms / 1000) })}</span>
          )}
        </div>
        {isScoredFeedback(feedback) ? (
          <strong className="op-iv-qa__score" style={{ color: scoreColor(feedback.score) }}>
            {t('common.score', { score: feedback.score })}
          </strong>
        ) : (
          <span className="op-iv-qa__score op-iv-qa__score--none">{t(unscoredKey(question, mode))}</span>
        )}
      </header>
      <p className="op-iv-qa__question">{question.text}</p>
      <div className="op-iv-qa__answer">
        <div className="op-iv-fb__h">{t('analysis.answer')}</div>
        <p>
          {question.answer_text ||
            (feedback?.untranscribed
              ? t('formal.report.untranscribed')
              : feedback?.skipped
                ? t('analysis.skippedAnswer')
                : t('analysis.noAnswer'))}
        </p>
      </div>
      {feedback?.untranscribed ? (
        <p className="op-iv-fb__none">{t('analysis.untranscribedNote')}</p>
      ) : feedback ? (
        <FeedbackDetail feedback={feedback} withExplanations retry={{ sessionId, questionId: question.question_id }} />
      ) : (
        <p className="op-iv-fb__none">{t('analysis.noFeedback')}</p>
      )}
    </article>
  );
}
