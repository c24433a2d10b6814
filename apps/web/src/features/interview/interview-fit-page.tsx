import { AimOutlined, BulbOutlined, FileTextOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TFitRequirement, TInterviewFit, TInterviewSession } from '@offerpilot/shared';
import { Alert, Button, Empty, Progress, Select, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { useInterviewSessions } from '../../hooks/use-interview-stats.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useInterviewFit } from './api/get-fit.ts';
import { useInterviewSession } from './api/get-session.ts';
import { LoadError, PageSkeleton } from './components/state-views.tsx';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { scoreColor } from './lib/score.ts';
import './interview.css';
import './formal.css';

const STATUS_COLORS: Record<TFitRequirement['status'], string> = {
  both: 'green',
  resume_only: 'gold',
  interview_only: 'blue',
  neither: 'red',
};

/**
 * /interview-analysis-fit?sessionId= — how well the candidate fits the position: the resume's
 * match, the interview score, the fit score with how it was computed, each requirement with where
 * it showed (resume, interview, both, neither) and the evidence, and advice. Without a session
 * (or with one that has no position) the user picks one of their ended sessions with a position.
 */
export function InterviewFitPage() {
  const { t } = useTranslation('interview');
  const sessionId = useSessionIdParam();
  useEffect(() => {
    document.title = `${t('formal.fit.title')} · 面试领航`;
  }, [t]);
  return (
    <AppLayout>
      <div className="op-iv-page op-fit">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">
              <AimOutlined aria-hidden="true" /> {t('formal.fit.title')}
            </h1>
            <p className="op-list-page__subtitle">{t('formal.fit.subtitle')}</p>
          </div>
        </header>
        <SessionPicker sessionId={sessionId} />
        {sessionId !== null && <FitLoader sessionId={sessionId} />}
      </div>
    </AppLayout>
  );
}

const fitCandidates = (items: TInterviewSession[]) =>
  items.filter((s) => s.status !== 'in_progress' && s.position_id !== null);

function SessionPicker({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslation('interview');
  const [, setParams] = useSearchParams();
  const sessions = useInterviewSessions({ page: 1, page_size: 50 });
  if (sessions.isLoading) return <Skeleton.Input active block />;
  if (sessions.error)
    return (
      <LoadError error={sessions.error} title={t('formal.fit.loadError')} onRetry={() => void sessions.refetch()} />
    );
  const options = fitCandidates(sessions.data?.items ?? []);
  if (options.length === 0 && sessionId === null)
    return (
      <div className="op-iv-state">
        <Empty
          description={
            <>
              <strong>{t('formal.fit.pickEmpty')}</strong>
              <br />
              {t('formal.fit.pickEmptyText')}
            </>
          }
        >
          <Link to={ROUTES.formalInterviewGenerating}>
            <Button type="primary" icon={<SafetyCertificateOutlined aria-hidden />}>
              {t('formal.check.startFormal')}
            </Button>
          </Link>
        </Empty>
      </div>
    );
  if (options.length === 0) return null;
  return (
    <>
      <div className="op-fit__picker">
        <label htmlFor="op-fit-session">{t('formal.fit.pick')}</label>
        <Select
          id="op-fit-session"
          className="op-fit__select"
          value={options.some((s) => s.id === sessionId) ? sessionId : undefined}
          placeholder={t('formal.fit.pickPlaceholder')}
          onChange={(id: number) => setParams({ sessionId: String(id) })}
          options={options.map((s) => ({
            value: s.id,
            label: `${s.title} · ${t(`mode.${s.mode}`)} · ${new Date(s.ended_at ?? s.created_at).toLocaleDateString('zh-CN')}`,
          }))}
        />
      </div>
      {sessionId === null && (
        <ul className="op-fit__recent" aria-label={t('formal.fit.recent')}>
          {options.slice(0, 6).map((s) => (
            <li key={s.id}>
              <Link className="op-iv-card op-fit__recent-item" to={`${ROUTES.interviewAnalysisFit}?sessionId=${s.id}`}>
                <strong>{s.title}</strong>
                <span>
                  {t(`mode.${s.mode}`)} · {new Date(s.ended_at ?? s.created_at).toLocaleString('zh-CN')}
                  {s.overall_score !== null && ` · ${t('formal.check.score', { score: s.overall_score })}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FitLoader({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('interview');
  const session = useInterviewSession(sessionId);
  const ready = Boolean(session.data && session.data.status !== 'in_progress' && session.data.position_id !== null);
  const fit = useInterviewFit(ready ? sessionId : null);
  if (session.isLoading || (ready && fit.isLoading)) return <PageSkeleton />;
  if (session.error || !session.data)
    return (
      <LoadError
        error={session.error ?? new Error(t('formal.fit.loadError'))}
        title={t('formal.fit.loadError')}
        onRetry={() => void session.refetch()}
      />
    );
  if (session.data.status === 'in_progress') return <Alert type="info" showIcon title={t('formal.fit.notEnded')} />;
  if (session.data.position_id === null) return <Alert type="warning" showIcon title={t('formal.fit.noPosition')} />;
  if (fit.error || !fit.data)
    return (
      <LoadError
        error={fit.error ?? new Error(t('formal.fit.loadError'))}
        title={t('formal.fit.loadError')}
        onRetry={() => void fit.refetch()}
      />
    );
  return <FitView fit={fit.data} session={session.data} />;
}

function Figure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  const { t } = useTranslation('interview');
  return (
    <div className="op-iv-card op-fit__figure">
      <div className="op-fit__figure-label">{label}</div>
      {value === null ? (
        <div className="op-fit__figure-value" data-testid={testId}>
          {t('formal.fit.noValue')}
        </div>
      ) : (
        <Progress
          type="circle"
          size={96}
          percent={value}
          strokeColor={scoreColor(value)}
          format={(p) => (
            <span className="op-fit__figure-value" data-testid={testId}>
              {p}
            </span>
          )}
        />
      )}
    </div>
  );
}

function FitView({ fit, session }: { fit: TInterviewFit; session: TInterviewSession }) {
  const { t } = useTranslation('interview');
  const reportHref = `${session.mode === 'formal' ? ROUTES.interviewReport : ROUTES.interviewSummary}?sessionId=${session.id}`;
  return (
    <div className="op-fit__body">
      <div className="op-fit__position">
        {fit.position && (
          <strong data-testid="fit-position">
            {fit.position.company ? `${fit.position.title} · ${fit.position.company}` : fit.position.title}
          </strong>
        )}
        <Link to={reportHref}>
          <Button icon={<FileTextOutlined aria-hidden />}>{t('formal.fit.report')}</Button>
        </Link>
      </div>

      <div className="op-fit__figures">
        <Figure label={t('formal.fit.resumeMatch')} value={fit.resume_match} testId="fit-resume" />
        <Figure label={t('formal.fit.interviewScore')} value={fit.interview_score} testId="fit-interview" />
        <Figure label={t('formal.fit.fitScore')} value={fit.fit_score} testId="fit-score" />
        <section className="op-iv-card op-fit__explain" aria-labelledby="op-fit-explain">
          <h2 id="op-fit-explain" className="op-iv-card__title">
            {t('formal.fit.explanation')}
          </h2>
          <p>{fit.explanation}</p>
          <div className="op-fit__coverage" aria-label={t('formal.fit.coverage')}>
            {(
              [
                ['coverageResume', fit.coverage.resume],
                ['coverageInterview', fit.coverage.interview],
                ['coverageBoth', fit.coverage.both],
              ] as const
            ).map(([key, share]) => (
              <div key={key}>
                <span>{t(`formal.fit.${key}`)}</span>
                <Progress percent={Math.round(share * 100)} size="small" />
              </div>
            ))}
          </div>
        </section>
      </div>

      <section className="op-iv-card" aria-labelledby="op-fit-reqs">
        <h2 id="op-fit-reqs" className="op-iv-card__title">
          {t('formal.fit.requirements')}
        </h2>
        {fit.requirements.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('formal.fit.requirementsEmpty')} />
        ) : (
          <ol className="op-fit__reqs">
            {fit.requirements.map((r) => (
              <li key={r.requirement} className="op-fit__req" data-testid="fit-requirement">
                <div className="op-fit__req-head">
                  <strong>{r.requirement}</strong>
                  <Tag color={STATUS_COLORS[r.status]}>{t(`formal.fit.status.${r.status}`)}</Tag>
                </div>
                <dl className="op-fit__evidence">
                  <div>
                    <dt>{t('formal.fit.resumeEvidence')}</dt>
                    <dd>{r.resume_evidence ? `「${r.resume_evidence}」` : <em>{t('formal.fit.noEvidence')}</em>}</dd>
                  </div>
                  <div>
                    <dt>{t('formal.fit.interviewEvidence')}</dt>
                    <dd>
                      {r.interview_evidence.length === 0 ? (
                        <em>{t('formal.fit.noEvidence')}</em>
                      ) : (
                        <ul>
                          {r.interview_evidence.map((e) => (
                            <li key={e.question_id}>
                              <Tag>{t('formal.fit.evidenceScore', { label: e.label, score: e.score })}</Tag>
                              {e.quote && `「${e.quote}」`}
                            </li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="op-iv-card" aria-labelledby="op-fit-advice">
        <h2 id="op-fit-advice" className="op-iv-card__title">
          <BulbOutlined aria-hidden="true" /> {t('formal.fit.advice')}
        </h2>
        <ol className="op-iv-steps">
          {fit.advice.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
