import { HistoryOutlined, PlayCircleOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import { getDisplayName, type TInterviewMode } from '@offerpilot/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../auth/auth-store.ts';
import { AppLayout } from '../../components/app-layout.tsx';
import { useInterviewStats } from '../../hooks/use-interview-stats.ts';
import { usePracticePlan } from '../../hooks/use-practice-plan.ts';
import { useChosenPosition, useChosenPositionStore } from '../../hooks/use-chosen-position.ts';
import { myPositionsQueryOptions, myResumesQueryOptions, positionLabel } from '../../hooks/use-my-lists.ts';
import { ROUTES } from '../../lib/routes.ts';
import { InviteCard } from './components/invite-card.tsx';
import { ModeModal } from './components/mode-modal.tsx';
import { PositionsSidebar } from './components/positions-sidebar.tsx';
import { RecentSessions } from './components/recent-sessions.tsx';
import { StatTiles } from './components/stat-tiles.tsx';
import { composeGreeting } from './greeting.ts';
import './home.css';

/**
 * /home (spec §2 "Home screen"): the AI interview assistant's greeting, the positions sidebar,
 * 'start interview' with the mode modal, the invitation card and the minutes left.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  // Spec §2: the home screen fetches positions and resumes on load (cached data shows meanwhile).
  const positions = useQuery({ ...myPositionsQueryOptions(), refetchOnMount: 'always' });
  const resumes = useQuery({ ...myResumesQueryOptions(), refetchOnMount: 'always' });
  const stats = useInterviewStats();
  const plan = usePracticePlan();
  const selectPosition = useChosenPositionStore((s) => s.selectPosition);
  const [starting, setStarting] = useState(false);
  const [modal, setModal] = useState({ open: false, key: 0 });

  useEffect(() => {
    document.title = `${t('title')} · 面试领航`;
  }, [t]);

  const list = positions.data?.positions ?? [];
  const position = useChosenPosition(list);

  const greeting = composeGreeting({
    name: getDisplayName(user ? { name: user.display_name, username: user.username } : null),
    hour: new Date().getHours(),
    position: position ? positionLabel(position) : null,
    resumeCount: resumes.data?.total ?? 0,
    last: stats.data?.trend.at(-1) ?? null,
    sessionCount: stats.data ? stats.data.sessions.mock + stats.data.sessions.formal : 0,
    nextStep: plan.data?.next_step ?? null,
  });
  const greetingLoading = positions.isLoading || resumes.isLoading || stats.isLoading;

  // Spec §2: 'start interview' first loads the resumes; none → /create-position, else the mode modal.
  const start = async () => {
    setStarting(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...myResumesQueryOptions(), staleTime: 0 });
      if (fresh.total === 0) {
        void message.info(t('noResumeNotice'));
        navigate(ROUTES.createPosition);
        return;
      }
      setModal((m) => ({ open: true, key: m.key + 1 }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setStarting(false);
    }
  };

  const next = (mode: TInterviewMode) => {
    const target = mode === 'formal' ? ROUTES.deviceTest : ROUTES.interviewConfig;
    navigate(position ? `${target}?positionId=${position.id}` : target);
    setModal((m) => ({ ...m, open: false }));
  };

  return (
    <AppLayout>
      <div className="op-home">
        <aside className="op-home-side">
          <PositionsSidebar
            positions={list}
            isLoading={positions.isLoading}
            error={positions.error}
            onRetry={() => void positions.refetch()}
            selectedId={position?.id ?? null}
            onSelect={(id) => user && selectPosition(user.id, id)}
          />
          <InviteCard />
        </aside>

        <div className="op-home-main">
          <section className="op-home-assistant" aria-labelledby="op-home-greeting">
            <div className="op-home-assistant__avatar" aria-hidden="true">
              <RobotOutlined aria-hidden />
            </div>
            <div className="op-home-assistant__bubble">
              <div className="op-home-assistant__name">{t('assistant.name')}</div>
              <h1 id="op-home-greeting" className="op-home-assistant__hello">
                {t('assistant.hello', { time: t(`assistant.${greeting.time}`), name: greeting.name })}
              </h1>
              {greetingLoading ? (
                <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label={t('assistant.loading')} />
              ) : (
                greeting.lines.map((line) => (
                  <p key={line.key} className="op-home-assistant__line">
                    {t(line.key as 'assistant.position', line.values as { position: string })}
                  </p>
                ))
              )}
              <div className="op-home-assistant__actions">
                <Button
                  type="primary"
                  size="large"
                  icon={<PlayCircleOutlined aria-hidden />}
                  loading={starting}
                  onClick={() => void start()}
                >
                  {starting ? t('starting') : t('start')}
                </Button>
                <Link to={ROUTES.interview}>
                  <Button size="large" icon={<HistoryOutlined aria-hidden />}>
                    {t('history')}
                  </Button>
                </Link>
              </div>
            </div>
          </section>

          {stats.isError && (
            <Alert
              type="error"
              showIcon
              title={stats.error.message}
              action={
                <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.refetch()}>
                  {t('positions.retry')}
                </Button>
              }
            />
          )}
          <StatTiles stats={stats.data} isLoading={stats.isLoading} />
          <RecentSessions />
        </div>
      </div>
      <ModeModal
        key={modal.key}
        open={modal.open}
        onCancel={() => setModal((m) => ({ ...m, open: false }))}
        onNext={next}
      />
    </AppLayout>
  );
}
