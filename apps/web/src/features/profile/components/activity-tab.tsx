import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInterviewStats } from '../../../hooks/use-interview-stats.ts';
import { useMyPositions, useMyResumes } from '../../../hooks/use-my-lists.ts';
import { ROUTES } from '../../../lib/routes.ts';

/** Interview history and scores (into /interview), and how many resumes and positions the user keeps. */
export function ActivityTab() {
  const { t } = useTranslation('account');
  const stats = useInterviewStats();
  const resumes = useMyResumes();
  const positions = useMyPositions();
  const last = stats.data?.trend.at(-1);
  return (
    <div className="op-profile__cards op-profile__cards--grid">
      <Card title={t('activity.interviews')} extra={<Link to={ROUTES.interview}>{t('activity.toInterview')}</Link>}>
        <div className="op-profile__stats">
          <Statistic title={t('activity.mock')} value={stats.data?.sessions.mock ?? '—'} loading={stats.isPending} />
          <Statistic
            title={t('activity.formal')}
            value={stats.data?.sessions.formal ?? '—'}
            loading={stats.isPending}
          />
          <Statistic
            title={t('activity.average')}
            value={stats.data?.average_score ?? t('activity.none')}
            precision={stats.data?.average_score == null ? undefined : 0}
            loading={stats.isPending}
          />
          <Statistic
            title={t('activity.recent')}
            value={last?.overall_score ?? t('activity.none')}
            loading={stats.isPending}
          />
        </div>
      </Card>
      <Card title={t('activity.resumes')} extra={<Link to={ROUTES.resume}>{t('activity.toResumes')}</Link>}>
        <Statistic
          value={resumes.data?.total ?? '—'}
          suffix="份"
          loading={resumes.isPending}
          data-testid="resume-count"
        />
      </Card>
      <Card title={t('activity.positions')} extra={<Link to={ROUTES.positions}>{t('activity.toPositions')}</Link>}>
        <Statistic value={positions.data?.total ?? '—'} suffix="个" loading={positions.isPending} />
      </Card>
    </div>
  );
}
