import { ClockCircleOutlined, LineChartOutlined, TrophyOutlined } from '@ant-design/icons';
import type { TInterviewStats } from '@offerpilot/shared';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The minutes of mock interview left (always visible), how many sessions, the average score. */
export function StatTiles({ stats, isLoading }: { stats: TInterviewStats | undefined; isLoading: boolean }) {
  const { t } = useTranslation('home');
  const value = (v: string | number | null | undefined) =>
    isLoading ? <Skeleton.Input active size="small" /> : (v ?? t('minutesUnknown'));
  return (
    <section className="op-home-stats" aria-label={t('minutesLeft')}>
      <div className="op-home-stat op-home-stat--minutes">
        <ClockCircleOutlined className="op-home-stat__icon" aria-hidden="true" />
        <div>
          <div className="op-home-stat__label">{t('minutesLeft')}</div>
          <div className="op-home-stat__value" data-testid="minutes-left">
            {value(stats ? t('minutesUnit', { minutes: stats.minutes.left }) : null)}
          </div>
          <div className="op-home-stat__hint">{t('minutesHint')}</div>
        </div>
      </div>
      <div className="op-home-stat">
        <LineChartOutlined className="op-home-stat__icon" aria-hidden="true" />
        <div>
          <div className="op-home-stat__label">{t('sessions')}</div>
          <div className="op-home-stat__value">{value(stats ? stats.sessions.mock + stats.sessions.formal : null)}</div>
        </div>
      </div>
      <div className="op-home-stat">
        <TrophyOutlined className="op-home-stat__icon" aria-hidden="true" />
        <div>
          <div className="op-home-stat__label">{t('average')}</div>
          <div className="op-home-stat__value">
            {value(stats?.average_score === null || !stats ? null : Math.round(stats.average_score))}
          </div>
        </div>
      </div>
    </section>
  );
}
