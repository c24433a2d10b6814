import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { FeedbackBody, PositionList, SampleTag } from '../components/sample-cards.tsx';
import { ScoreTrendChart } from '../components/score-trend-chart.tsx';
import { useSampleContent } from '../sample-content.ts';

/** Design 4: a preview of the workspace — sample stats, a score trend, positions, the latest feedback. */
export function DashboardDesign() {
  const { t } = useTranslation('demoHomepages');
  const { stats, trend } = useSampleContent();
  const tiles = [
    {
      key: 'sessions',
      title: t('dashboard.stats.sessions'),
      value: stats.sessions,
      suffix: t('dashboard.stats.sessionsUnit'),
    },
    { key: 'average', title: t('dashboard.stats.average'), value: stats.average, suffix: undefined },
    { key: 'resume', title: t('dashboard.stats.resume'), value: stats.resume, suffix: undefined },
    {
      key: 'minutes',
      title: t('dashboard.stats.minutes'),
      value: stats.minutes,
      suffix: t('dashboard.stats.minutesUnit'),
    },
  ];
  return (
    <section className="op-demo-section op-demo-dash">
      <div className="op-container">
        <div className="op-demo-dash__head">
          <div>
            <span className="op-demo-eyebrow">{t('dashboard.eyebrow')}</span>
            <h1 className="op-demo-h1 op-demo-dash__title">{t('dashboard.title')}</h1>
            <p className="op-demo-lead">{t('dashboard.subtitle')}</p>
          </div>
          <AuthButtons />
        </div>
        <div className="op-demo-dash__stats">
          {tiles.map((tile) => (
            <Card key={tile.key} className="op-demo-card" size="small">
              <Statistic title={tile.title} value={tile.value} suffix={tile.suffix} />
            </Card>
          ))}
        </div>
        <div className="op-demo-dash__grid">
          <Card className="op-demo-card op-demo-dash__trend" title={t('dashboard.trendTitle')} extra={<SampleTag />}>
            <ScoreTrendChart scores={trend} />
          </Card>
          <Card className="op-demo-card" title={t('dashboard.positionsTitle')} extra={<SampleTag />}>
            <PositionList limit={3} />
          </Card>
          <Card
            className="op-demo-card op-demo-dash__feedback"
            title={t('dashboard.feedbackTitle')}
            extra={<SampleTag />}
          >
            <FeedbackBody />
          </Card>
        </div>
      </div>
    </section>
  );
}
