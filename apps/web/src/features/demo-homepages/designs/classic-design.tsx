import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { FeatureGrid, ResumeScoreCard } from '../components/sample-cards.tsx';

/** Design 1: the classic hero with a sample score beside it, a feature grid, a closing band. */
export function ClassicDesign() {
  const { t } = useTranslation('demoHomepages');
  const points = t('classic.points', { returnObjects: true }) as string[];
  return (
    <>
      <section className="op-demo-classic__hero">
        <div className="op-container op-demo-classic__grid">
          <div>
            <span className="op-demo-badge">{t('classic.badge')}</span>
            <h1 className="op-demo-h1">{t('classic.title')}</h1>
            <p className="op-demo-lead">{t('classic.subtitle')}</p>
            <AuthButtons registerLabel={t('actions.start')} />
            <ul className="op-demo-classic__points">
              {points.map((p) => (
                <li key={p}>
                  <CheckCircleFilled aria-hidden="true" /> {p}
                </li>
              ))}
            </ul>
          </div>
          <ResumeScoreCard />
        </div>
      </section>
      <section className="op-demo-section">
        <div className="op-container">
          <h2 className="op-demo-h2 op-demo-center">{t('classic.featuresTitle')}</h2>
          <FeatureGrid />
        </div>
      </section>
      <section className="op-demo-band">
        <div className="op-container op-demo-center">
          <h2 className="op-demo-h2">{t('classic.ctaTitle')}</h2>
          <p className="op-demo-band__text">{t('classic.ctaSubtitle')}</p>
          <AuthButtons className="op-demo-actions--center" />
        </div>
      </section>
    </>
  );
}
