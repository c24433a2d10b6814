import {
  AimOutlined,
  AudioOutlined,
  CheckCircleFilled,
  FileSearchOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TranslationOutlined,
  EyeOutlined,
  MobileOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { Button, Collapse } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../../auth/auth-store.ts';
import { ROUTES } from '../../lib/routes.ts';
import { AnimateOnScroll } from '../../components/animate-on-scroll.tsx';
import { PublicHeader } from '../../components/public-header.tsx';
import { useRipple } from '../../components/ripple.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import './official-website.css';

const JOURNEYS: { key: 'positions' | 'resume' | 'interview'; icon: ReactNode }[] = [
  { key: 'positions', icon: <AimOutlined aria-hidden /> },
  { key: 'resume', icon: <FileSearchOutlined aria-hidden /> },
  { key: 'interview', icon: <AudioOutlined aria-hidden /> },
];

const FEATURE_ICONS = [
  <EyeOutlined key="eye" aria-hidden />,
  <EditOutlined key="edit" aria-hidden />,
  <TranslationOutlined key="zh" aria-hidden />,
  <SafetyCertificateOutlined key="safe" aria-hidden />,
  <MobileOutlined key="mobile" aria-hidden />,
  <TeamOutlined key="team" aria-hidden />,
];

interface TTitledText {
  title: string;
  desc: string;
}

export function OfficialWebsitePage() {
  const { t } = useTranslation('website');
  const { t: tc } = useTranslation();
  const ripple = useRipple();
  // A signed-in visitor's main button goes to the workspace (issue 14).
  const signedIn = useAuthStore((s) => s.status === 'authenticated');

  useEffect(() => {
    document.title = t('meta.title');
  }, [t]);

  const steps = t('flow.steps', { returnObjects: true }) as TTitledText[];
  const features = t('features.items', { returnObjects: true }) as TTitledText[];
  const faq = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];
  const points = t('hero.points', { returnObjects: true }) as string[];

  return (
    <div className="op-page op-site">
      <PublicHeader
        nav={
          <>
            <a href="#journeys">{tc('nav.journeys')}</a>
            <a href="#features">{tc('nav.features')}</a>
            <a href="#faq">{tc('nav.faq')}</a>
          </>
        }
      />
      <main id="main" className="op-page__main">
        <section className="op-hero">
          <div className="op-container op-hero__grid">
            <div className="op-hero__copy">
              <span className="op-hero__badge">{t('hero.badge')}</span>
              <h1 className="op-hero__title">{t('hero.title')}</h1>
              <p className="op-hero__subtitle">{t('hero.subtitle')}</p>
              <div className="op-hero__actions">
                {signedIn ? (
                  <Link to={ROUTES.home}>
                    <Button type="primary" size="large">
                      {tc('nav.workspace')}
                    </Button>
                  </Link>
                ) : (
                  <>
                    <Link to={ROUTES.register}>
                      <Button type="primary" size="large">
                        {t('hero.primary')}
                      </Button>
                    </Link>
                    <Link to={ROUTES.login}>
                      <Button size="large">{t('hero.secondary')}</Button>
                    </Link>
                  </>
                )}
              </div>
              <ul className="op-hero__points">
                {points.map((p) => (
                  <li key={p}>
                    <CheckCircleFilled aria-hidden="true" /> {p}
                  </li>
                ))}
              </ul>
            </div>
            <div className="op-hero__visual" aria-label={t('flow.title')}>
              <div className="op-flow-card">
                <div className="op-flow-card__title">{t('flow.title')}</div>
                <ol className="op-flow">
                  {steps.map((step, i) => (
                    <li key={step.title} className="op-flow__step">
                      <span className="op-flow__index">{i + 1}</span>
                      <div>
                        <div className="op-flow__title">{step.title}</div>
                        <div className="op-flow__desc">{step.desc}</div>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        </section>

        <section id="journeys" className="op-section">
          <div className="op-container">
            <AnimateOnScroll className="op-section__head">
              <span className="op-eyebrow">{t('journeys.eyebrow')}</span>
              <h2 className="op-section__title">{t('journeys.title')}</h2>
            </AnimateOnScroll>
            <div className="op-journeys">
              {JOURNEYS.map(({ key, icon }, i) => (
                <AnimateOnScroll key={key} as="article" delayMs={i * 90} className="op-journey-wrap">
                  <div className="op-journey op-ripple-host" onMouseDown={ripple}>
                    <span className="op-journey__icon" aria-hidden="true">
                      {icon}
                    </span>
                    <h3 className="op-journey__title">{t(`journeys.items.${key}.title`)}</h3>
                    <p className="op-journey__desc">{t(`journeys.items.${key}.desc`)}</p>
                    <ul className="op-journey__bullets">
                      {(t(`journeys.items.${key}.bullets`, { returnObjects: true }) as string[]).map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  </div>
                </AnimateOnScroll>
              ))}
            </div>
          </div>
        </section>

        <section id="features" className="op-section op-section--alt">
          <div className="op-container">
            <AnimateOnScroll className="op-section__head">
              <span className="op-eyebrow">{t('features.eyebrow')}</span>
              <h2 className="op-section__title">{t('features.title')}</h2>
            </AnimateOnScroll>
            <div className="op-features">
              {features.map((f, i) => (
                <AnimateOnScroll key={f.title} delayMs={(i % 3) * 80} className="op-feature">
                  <span className="op-feature__icon" aria-hidden="true">
                    {FEATURE_ICONS[i]}
                  </span>
                  <div>
                    <h3 className="op-feature__title">{f.title}</h3>
                    <p className="op-feature__desc">{f.desc}</p>
                  </div>
                </AnimateOnScroll>
              ))}
            </div>
          </div>
        </section>

        <section id="faq" className="op-section">
          <div className="op-container op-faq">
            <AnimateOnScroll className="op-section__head">
              <h2 className="op-section__title">{t('faq.title')}</h2>
            </AnimateOnScroll>
            <Collapse
              size="large"
              items={faq.map((item, i) => ({
                key: String(i),
                label: item.q,
                children: <p className="op-faq__a">{item.a}</p>,
              }))}
              defaultActiveKey={['0']}
            />
          </div>
        </section>

        <section className="op-cta">
          <AnimateOnScroll animation="zoom-in" className="op-container op-cta__inner">
            <h2 className="op-cta__title">{t('cta.title')}</h2>
            <p className="op-cta__subtitle">{t('cta.subtitle')}</p>
            <div className="op-hero__actions op-cta__actions">
              {signedIn ? (
                <Link to={ROUTES.home}>
                  <Button size="large" className="op-cta__primary">
                    {tc('nav.workspace')}
                  </Button>
                </Link>
              ) : (
                <>
                  <Link to={ROUTES.register}>
                    <Button size="large" className="op-cta__primary">
                      {t('cta.primary')}
                    </Button>
                  </Link>
                  <Link to={ROUTES.login}>
                    <Button size="large" ghost>
                      {t('cta.secondary')}
                    </Button>
                  </Link>
                </>
              )}
            </div>
          </AnimateOnScroll>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
