import { ArrowLeftOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/routes.ts';
import { PublicHeader } from '../../components/public-header.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { ComponentShowcase } from './components/component-showcase.tsx';
import { ThemeConfigurator } from './components/theme-configurator.tsx';
import './theme-showcase.css';

/** /theme-showcase and /theme-demo: the theme configurator beside a live component showcase. */
export function ThemeShowcasePage() {
  const { t } = useTranslation('theme');
  useEffect(() => {
    document.title = `${t('page.title')} · 面试领航`;
  }, [t]);
  return (
    <div className="op-page">
      <PublicHeader />
      <main id="main" className="op-page__main op-theme-page">
        <div className="op-container">
          <Link to={ROUTES.officialWebsite} className="op-theme-page__back">
            <ArrowLeftOutlined aria-hidden /> {t('page.back')}
          </Link>
          <h1 className="op-theme-page__title">{t('page.title')}</h1>
          <p className="op-theme-page__subtitle">{t('page.subtitle')}</p>
          <div className="op-theme-page__grid">
            <ThemeConfigurator />
            <section aria-label={t('showcase.title')}>
              <ComponentShowcase />
            </section>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
