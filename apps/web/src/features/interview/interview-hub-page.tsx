import { AimOutlined, AuditOutlined, PlusOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TInterviewSession, TSessionStatus } from '@offerpilot/shared';
import { Alert, Button, Collapse, Empty, Pagination, Segmented, Skeleton, Tag, type ButtonProps } from 'antd';
import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { useQuery } from '@tanstack/react-query';
import { useChosenPosition } from '../../hooks/use-chosen-position.ts';
import { useInterviewSessions, useInterviewStats } from '../../hooks/use-interview-stats.ts';
import { myPositionsQueryOptions } from '../../hooks/use-my-lists.ts';
import { sessionHref } from '../../lib/interview-links.ts';
import { ROUTES } from '../../lib/routes.ts';
import { PracticePlanCard } from './components/practice-plan-card.tsx';
import { ScoreTrend } from './components/score-trend.tsx';
import { scoreColor } from './lib/score.ts';
import './interview.css';

const PAGE_SIZE = 10;
type TFilter = 'all' | TSessionStatus;

/**
 * /interview — the interview hub: the figures of /api/interview/stats (sessions, average score,
 * minutes left, the trend, the minutes ledger) and every past session, mock and formal, with
 * score, date, position and status; an unfinished one can be continued.
 */
/**
 * Where a new interview starts: for the position chosen on home (or the first), as home does;
 * null while the positions load (a click then would start without the chosen position).
 */
function useNewInterviewLinks(): { mock: string | null; formal: string | null } {
  const positions = useQuery(myPositionsQueryOptions());
  const position = useChosenPosition(positions.data?.positions ?? []);
  if (positions.isPending) return { mock: null, formal: null };
  const query = position ? `?positionId=${position.id}` : '';
  return { mock: `${ROUTES.interviewConfig}${query}`, formal: `${ROUTES.formalInterviewGenerating}${query}` };
}

/** A start button: a link once its target is known, a loading button until then. */
function StartLink({ to, children }: { to: string | null; children: ReactElement<ButtonProps> }) {
  return to ? <Link to={to}>{children}</Link> : cloneElement(children, { loading: true, disabled: true });
}

export function InterviewHubPage() {
  const { t } = useTranslation('interview');
  const links = useNewInterviewLinks();
  useEffect(() => {
    document.title = `${t('hub.title')} · 面试领航`;
  }, [t]);
  return (
    <AppLayout>
      <div className="op-iv-hub">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">{t('hub.title')}</h1>
            <p className="op-list-page__subtitle">{t('hub.subtitle')}</p>
          </div>
          <div className="op-iv-hub__links">
            <Link to={ROUTES.interviewReportCheck}>
              <Button icon={<AuditOutlined aria-hidden />}>{t('hub.reportCheck')}</Button>
            </Link>
            <Link to={ROUTES.interviewAnalysisFit}>
              <Button icon={<AimOutlined aria-hidden />}>{t('hub.fit')}</Button>
            </Link>
            <StartLink to={links.formal}>
              <Button icon={<SafetyCertificateOutlined aria-hidden />}>{t('hub.newFormal')}</Button>
            </StartLink>
            <StartLink to={links.mock}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                {t('hub.new')}
              </Button>
            </StartLink>
          </div>
        </header>
        <HubStats />
        <PracticePlanCard />
        <SessionList />
      </div>
    </AppLayout>
  );
}

function HubStats() {
  const { t } = useTranslation('interview');
  const stats = useInterviewStats();
  if (stats.isLoading)
    return (
      <div className="op-iv-hub__stats">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="op-iv-card">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    );
  if (stats.isError || !stats.data)
    return (
      <Alert
        type="error"
        showIcon
        title={stats.error?.message}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  const s = stats.data;
  return (
    <>
      <div className="op-iv-hub__stats">
        <div className="op-iv-card op-iv-stat">
          <div className="op-iv-stat__label">{t('hub.minutesLeft')}</div>
          <div className="op-iv-stat__value" data-testid="hub-minutes-left">
            {t('common.minutes', { minutes: s.minutes.left })}
          </div>
          <div className="op-iv-stat__hint">
            {t('hub.minutesDetail', { granted: s.minutes.granted, used: s.minutes.used })}
          </div>
        </div>
        <div className="op-iv-card op-iv-stat">
          <div className="op-iv-stat__label">{t('hub.mockCount')}</div>
          <div className="op-iv-stat__value">{s.sessions.mock}</div>
        </div>
        <div className="op-iv-card op-iv-stat">
          <div className="op-iv-stat__label">{t('hub.formalCount')}</div>
          <div className="op-iv-stat__value">{s.sessions.formal}</div>
        </div>
        <div className="op-iv-card op-iv-stat">
          <div className="op-iv-stat__label">{t('hub.average')}</div>
          <div className="op-iv-stat__value">{s.average_score === null ? '—' : Math.round(s.average_score)}</div>
        </div>
      </div>
      {s.trend.length > 1 && (
        <section className="op-iv-card op-iv-hub__trend" aria-labelledby="op-iv-hub-trend">
          <h2 id="op-iv-hub-trend" className="op-iv-card__title">
            {t('hub.trend')}
          </h2>
          <ScoreTrend trend={s.trend} />
        </section>
      )}
      <Collapse
        className="op-iv-hub__ledger"
        items={[
          {
            key: 'ledger',
            label: t('hub.ledger'),
            children:
              s.ledger.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hub.ledgerEmpty')} />
              ) : (
                <ul className="op-iv-ledger">
                  {s.ledger.map((e) => (
                    <li key={e.id}>
                      <span>{t(`hub.ledgerKind.${e.kind}`)}</span>
                      <span className="op-iv-ledger__note">{e.note}</span>
                      <span className="op-iv-ledger__date">{new Date(e.created_at).toLocaleString('zh-CN')}</span>
                      <strong className={e.minutes < 0 ? 'op-iv-ledger__minus' : 'op-iv-ledger__plus'}>
                        {e.minutes > 0 ? `+${e.minutes}` : e.minutes}
                      </strong>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}

function SessionList() {
  const { t } = useTranslation('interview');
  const links = useNewInterviewLinks();
  const [filter, setFilter] = useState<TFilter>('all');
  const [page, setPage] = useState(1);
  const sessions = useInterviewSessions({
    page,
    page_size: PAGE_SIZE,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const items = sessions.data?.items ?? [];

  return (
    <section className="op-iv-hub__sessions" aria-labelledby="op-iv-hub-sessions">
      <div className="op-iv-hub__sessions-head">
        <h2 id="op-iv-hub-sessions" className="op-iv-card__title">
          {t('hub.sessions')}
          {sessions.data && (
            <small className="op-iv-hub__total">{t('hub.total', { total: sessions.data.total })}</small>
          )}
        </h2>
        <Segmented<TFilter>
          aria-label={t('hub.filterLabel')}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('hub.filterAll') },
            { value: 'in_progress', label: t('hub.filterProgress') },
            { value: 'completed', label: t('hub.filterDone') },
          ]}
        />
      </div>
      {sessions.isLoading ? (
        <div className="op-iv-card">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          title={sessions.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <div className="op-iv-state">
          <Empty
            description={
              <>
                <strong>{t('hub.empty')}</strong>
                <br />
                {t('hub.emptyText')}
              </>
            }
          >
            <StartLink to={links.mock}>
              <Button type="primary">{t('hub.new')}</Button>
            </StartLink>
          </Empty>
        </div>
      ) : (
        <ul className="op-iv-sessions">
          {items.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
      {(sessions.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="op-list-page__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={sessions.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </section>
  );
}

function SessionRow({ session: s }: { session: TInterviewSession }) {
  const { t } = useTranslation('interview');
  const running = s.status === 'in_progress';
  return (
    <li className="op-iv-card op-iv-session-row" data-testid="session-row">
      <div className="op-iv-session-row__main">
        <div className="op-iv-session-row__title">{s.title}</div>
        <div className="op-iv-session-row__meta">
          <Tag color={s.mode === 'mock' ? 'blue' : 'purple'}>{t(`mode.${s.mode}`)}</Tag>
          <Tag color={running ? 'processing' : s.status === 'expired' ? 'default' : 'success'}>
            {t(`status.${s.status}`)}
          </Tag>
          <span>{new Date(s.created_at).toLocaleString('zh-CN')}</span>
          <span>
            {s.skipped_count > 0
              ? t('hub.answeredSkipped', {
                  answered: s.answered_count,
                  total: s.question_count,
                  skipped: s.skipped_count,
                })
              : t('hub.answered', { answered: s.answered_count, total: s.question_count })}
          </span>
        </div>
      </div>
      <div className="op-iv-session-row__side">
        {s.overall_score !== null && (
          <strong className="op-iv-session-row__score" style={{ color: scoreColor(s.overall_score) }}>
            {t('hub.score', { score: s.overall_score })}
          </strong>
        )}
        <div className="op-iv-session-row__actions">
          <Link to={sessionHref(s)}>
            <Button size="small" type={running ? 'primary' : 'default'}>
              {running ? t('hub.continue') : t('hub.report')}
            </Button>
          </Link>
          {!running && (
            <Link to={`${ROUTES.interviewAnalysis}?sessionId=${s.id}`}>
              <Button size="small">{t('hub.analysis')}</Button>
            </Link>
          )}
          {!running && s.position_id !== null && (
            <Link to={`${ROUTES.interviewAnalysisFit}?sessionId=${s.id}`}>
              <Button size="small">{t('hub.fitShort')}</Button>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
