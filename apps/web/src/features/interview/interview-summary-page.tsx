import {
  AimOutlined,
  BarChartOutlined,
  EditOutlined,
  FilePdfOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  RedoOutlined,
  RiseOutlined,
} from '@ant-design/icons';
import {
  ANSWER_DIMENSIONS,
  formatInterviewDuration,
  type TInterviewReport,
  type TInterviewSession,
} from '@offerpilot/shared';
import { Alert, App, Button, Empty, Progress, Result, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { useInterviewStats } from '../../hooks/use-interview-stats.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useCreateTemplate } from './api/create-template.ts';
import { useEndInterview, useInterviewReport } from './api/end-interview.ts';
import { useSessionResume } from './api/get-resume.ts';
import { useInterviewSession } from './api/get-session.ts';
import { DimensionRadar } from './components/dimension-radar.tsx';
import { ScoreTrend } from './components/score-trend.tsx';
import { LoadError, PageSkeleton, SessionMissing } from './components/state-views.tsx';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { sectionFor } from './lib/resume-section.ts';
import { plannedQuestions, scoreColor } from './lib/score.ts';
import { toStartQuery } from './lib/start-params.ts';
import { weakPointsBank } from './lib/weak-points.ts';
import './interview.css';

/** The next steps' heading names as many as there are (an empty session has two). */
const NEXT_STEPS_TITLE = { 1: 'summary.nextStepsOne', 2: 'summary.nextStepsTwo' } as Record<
  number,
  'summary.nextStepsOne' | 'summary.nextStepsTwo' | undefined
>;

/**
 * /interview-summary?sessionId= — the report of an ended session: overall score, the radar of the
 * five dimensions, the trend against earlier sessions, three next steps, resume suggestions that
 * open the right section of the resume, and 'practise the weak points again'.
 */
export function InterviewSummaryPage() {
  const { t } = useTranslation('interview');
  const sessionId = useSessionIdParam();
  useEffect(() => {
    document.title = `${t('summary.title')} · 面试领航`;
  }, [t]);
  return <AppLayout>{sessionId === null ? <SessionMissing /> : <Summary sessionId={sessionId} />}</AppLayout>;
}

function Summary({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('interview');
  const session = useInterviewSession(sessionId);
  const ended = Boolean(session.data && session.data.status !== 'in_progress');
  const report = useInterviewReport(sessionId, ended);

  if (session.isLoading || (ended && report.isLoading)) return <PageSkeleton />;
  if (session.error || !session.data)
    return (
      <LoadError
        error={session.error ?? new Error(t('summary.loadError'))}
        title={t('summary.loadError')}
        onRetry={() => void session.refetch()}
      />
    );
  if (!ended) return <StillRunning session={session.data} />;
  if (report.error || !report.data)
    return (
      <LoadError
        error={report.error ?? new Error(t('summary.loadError'))}
        title={t('summary.loadError')}
        onRetry={() => void report.refetch()}
      />
    );
  return <Report session={session.data} report={report.data} />;
}

function StillRunning({ session }: { session: TInterviewSession }) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const end = useEndInterview();
  const href = `${session.mode === 'mock' ? ROUTES.mockInterview : ROUTES.formalInterview}?sessionId=${session.id}`;
  return (
    <Result
      status="info"
      title={t('summary.inProgress')}
      subTitle={t('summary.inProgressText')}
      extra={
        <div className="op-iv-state__actions">
          <Link to={href}>
            <Button type="primary">{t('summary.continue')}</Button>
          </Link>
          <Button
            loading={end.isPending}
            onClick={() => end.mutate(session.id, { onError: (e) => void message.error(e.message) })}
          >
            {t('summary.endNow')}
          </Button>
        </div>
      }
    />
  );
}

function Report({ session, report }: { session: TInterviewSession; report: TInterviewReport }) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const stats = useInterviewStats();
  const resume = useSessionResume(session.resume_id);
  const createBank = useCreateTemplate();
  const trend = stats.data?.trend ?? [];
  const here = trend.findIndex((p) => p.session_id === session.id);
  const previous = here > 0 ? trend[here - 1]! : here === -1 ? (trend.at(-1) ?? null) : null;

  const practise = async () => {
    const bank = weakPointsBank(report, {
      name: t('summary.practiseBank', { title: report.title }),
      description: (count) => t('summary.practiseBankDescription', { title: report.title, count }),
    });
    if (!bank) {
      void message.info(t('summary.practiseNothing'));
      return;
    }
    try {
      const created = await createBank.mutateAsync(bank);
      if (session.resume_id === null) {
        navigate(`${ROUTES.interviewConfig}${session.position_id ? `?positionId=${session.position_id}` : ''}`);
        return;
      }
      navigate(
        `${ROUTES.interviewGenerating}?${toStartQuery({
          resumeId: session.resume_id,
          positionId: session.position_id,
          templateId: created.id,
          questionCount: created.question_count,
          difficulty: session.config.difficulty,
          answerTimeLimitS: session.config.answer_time_limit_s,
          feedbackMode: session.config.feedback_mode,
          followUps: session.config.follow_ups,
        })}`,
      );
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const resumeHref = (section: string | null) =>
    `${ROUTES.resume}?resumeId=${session.resume_id}${section ? `&section=${section}` : ''}`;

  return (
    <div className="op-iv-report">
      <header className="op-iv-report__head">
        <div className="op-iv-report__title-wrap">
          <h1 className="op-list-page__title">{t('summary.title')}</h1>
          <p className="op-list-page__subtitle">
            {report.title} · {new Date(report.ended_at).toLocaleString('zh-CN')}
            {report.status === 'expired' && <Tag className="op-iv-report__tag">{t('status.expired')}</Tag>}
          </p>
        </div>
        <div className="op-iv-report__actions">
          <Link to={`${ROUTES.interviewAnalysis}?sessionId=${session.id}`}>
            <Button icon={<FileSearchOutlined aria-hidden />}>{t('summary.analysis')}</Button>
          </Link>
          <Link to={`${ROUTES.interviewReport}?sessionId=${session.id}`}>
            <Button icon={<FilePdfOutlined aria-hidden />}>{t('summary.printable')}</Button>
          </Link>
          {session.position_id !== null && (
            <Link to={`${ROUTES.interviewAnalysisFit}?sessionId=${session.id}`}>
              <Button icon={<AimOutlined aria-hidden />}>{t('summary.fit')}</Button>
            </Link>
          )}
          <Link to={ROUTES.interview}>
            <Button icon={<HistoryOutlined aria-hidden />}>{t('summary.hub')}</Button>
          </Link>
        </div>
      </header>

      <div className="op-iv-report__grid">
        <section className="op-iv-card op-iv-score" aria-labelledby="op-iv-overall">
          <h2 id="op-iv-overall" className="op-iv-card__title">
            {t('summary.overall')}
          </h2>
          <div className="op-iv-score__body">
            <Progress
              type="dashboard"
              percent={report.overall_score}
              strokeColor={scoreColor(report.overall_score)}
              // Nothing answered: no score to give (the session is not averaged either).
              format={(p) =>
                report.answered === 0 ? (
                  <span className="op-iv-score__value op-iv-score__value--none" data-testid="overall-score">
                    {t('summary.unscored')}
                  </span>
                ) : (
                  <span className="op-iv-score__value" data-testid="overall-score">
                    {p}
                  </span>
                )
              }
              size={148}
            />
            <div className="op-iv-score__text">
              <p className="op-iv-score__summary">{report.summary}</p>
              <div className="op-iv-score__figures">
                <Tag color="green" data-testid="answered-of">
                  {t('summary.answered', {
                    count: report.answered,
                    total: plannedQuestions(report),
                  })}
                </Tag>
                {report.skipped > 0 && <Tag color="orange">{t('summary.skipped', { count: report.skipped })}</Tag>}
                {report.unanswered > 0 && (
                  <Tag color="red">{t('summary.unanswered', { count: report.unanswered })}</Tag>
                )}
                <Tag>{t('summary.duration', { duration: formatInterviewDuration(report.duration_s) })}</Tag>
                {report.minutes_charged !== null && (
                  <Tag>{t('summary.charged', { minutes: report.minutes_charged })}</Tag>
                )}
              </div>
            </div>
          </div>
          {report.verdict && (
            <Alert
              type={report.verdict.level === 'no_hire' ? 'warning' : 'success'}
              showIcon
              title={`${t('summary.verdict')}：${report.verdict.label}`}
              description={report.verdict.reasons.join('；')}
            />
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-iv-radar">
          <h2 id="op-iv-radar" className="op-iv-card__title">
            <AimOutlined aria-hidden="true" /> {t('summary.radar')}
          </h2>
          {report.answered === 0 ? (
            // Nothing answered: no dimension was judged (their 0s are no score, issue 36 item 3).
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('summary.dimensionsUnscored')}
              data-testid="dimensions-unscored"
            />
          ) : (
            <>
              <DimensionRadar
                dimensions={report.dimensions}
                previous={previous?.dimensions ?? null}
                label={t('summary.trendThis')}
                previousLabel={previous ? new Date(previous.created_at).toLocaleDateString('zh-CN') : undefined}
              />
              <ul className="op-iv-dims">
                {ANSWER_DIMENSIONS.map((d) => (
                  <li key={d}>
                    <span>{t(`dimension.${d}`)}</span>
                    <strong style={{ color: scoreColor(report.dimensions[d]) }}>{report.dimensions[d]}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-iv-next">
          <h2 id="op-iv-next" className="op-iv-card__title">
            <RiseOutlined aria-hidden="true" /> {t(NEXT_STEPS_TITLE[report.next_steps.length] ?? 'summary.nextSteps')}
          </h2>
          <ol className="op-iv-steps" data-testid="next-steps">
            {report.next_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="op-iv-practise">
            <Button
              type="primary"
              icon={<RedoOutlined aria-hidden />}
              loading={createBank.isPending}
              onClick={() => void practise()}
            >
              {createBank.isPending ? t('summary.practising') : t('summary.practise')}
            </Button>
            <span className="op-iv-practise__hint">{t('summary.practiseHint')}</span>
          </div>
        </section>

        <section className="op-iv-card" aria-labelledby="op-iv-trend">
          <h2 id="op-iv-trend" className="op-iv-card__title">
            <BarChartOutlined aria-hidden="true" /> {t('summary.trend')}
          </h2>
          {stats.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : stats.isError ? (
            <Alert type="error" showIcon title={stats.error.message} />
          ) : report.answered === 0 ? (
            // Not scored, so not in the trend: it is not "the first interview" either.
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.trendUnscored')} />
          ) : trend.length <= 1 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.trendEmpty')} />
          ) : (
            <ScoreTrend trend={trend} highlight={session.id} />
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-iv-competencies">
          <h2 id="op-iv-competencies" className="op-iv-card__title">
            {t('summary.competencies')}
          </h2>
          {report.competencies.length === 0 ? (
            // Nothing judged: say so rather than leave the card blank.
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.competenciesEmpty')} />
          ) : (
            <ul className="op-iv-competencies">
              {[...report.competencies]
                .sort((a, b) => a.score - b.score)
                .map((c) => (
                  <li key={c.name}>
                    <span className="op-iv-competencies__name">
                      {c.name}
                      <small>{t('summary.competencyQuestions', { count: c.questions })}</small>
                    </span>
                    <Progress percent={c.score} size="small" strokeColor={scoreColor(c.score)} format={(p) => `${p}`} />
                  </li>
                ))}
            </ul>
          )}
          {report.speaking && (
            <div className="op-iv-speaking">
              <div className="op-iv-fb__h">{t('summary.speaking')}</div>
              {/* Only measured figures (null: not measured, never shown as 0). */}
              {report.speaking.chars_per_minute !== null && (
                <Tag>{t('summary.speakingRate', { value: Math.round(report.speaking.chars_per_minute) })}</Tag>
              )}
              {report.speaking.pause_ratio !== null && (
                <Tag>{t('summary.speakingPause', { value: Math.round(report.speaking.pause_ratio * 100) })}</Tag>
              )}
              {report.speaking.fillers_per_minute !== null && (
                <Tag>{t('summary.speakingFillers', { value: report.speaking.fillers_per_minute })}</Tag>
              )}
            </div>
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-iv-resume">
          <h2 id="op-iv-resume" className="op-iv-card__title">
            <EditOutlined aria-hidden="true" /> {t('summary.resumeSuggestions')}
          </h2>
          {report.resume_suggestions.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.resumeSuggestionsEmpty')} />
          ) : (
            <ul className="op-iv-suggestions">
              {report.resume_suggestions.map((s) => {
                const section = sectionFor(s, resume.data?.resume_json_content ?? null);
                return (
                  <li key={s.text}>
                    <Tag color={s.type === 'unsupported_claim' ? 'orange' : 'green'}>
                      {s.type === 'unsupported_claim' ? t('summary.unsupported') : t('summary.missingStrength')}
                    </Tag>
                    <p>{s.text}</p>
                    {session.resume_id === null || resume.isError ? (
                      <span className="op-iv-suggestions__gone">{t('summary.resumeGone')}</span>
                    ) : (
                      <Link to={resumeHref(section)}>
                        {section
                          ? t('summary.openResume', { section: t(`summary.sections.${section}`) })
                          : t('summary.openResumeNoSection')}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
