import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicHeader } from '../components/public-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { ROUTES } from '../lib/routes.ts';
import './not-found-page.css';

/**
 * The product's own 404 (not antd's generic picture): the OfferPilot mark flying off its dashed
 * course past a "404" waypoint, in the theme's colours, and a way back.
 */
function LostCourse() {
  return (
    <svg className="op-not-found__art" viewBox="0 0 360 200" aria-hidden="true">
      <path
        className="op-not-found__course"
        d="M20 170 C 90 170, 110 110, 170 110 S 260 60, 330 40"
        fill="none"
        strokeDasharray="6 8"
      />
      <text className="op-not-found__code" x="180" y="178" textAnchor="middle">
        404
      </text>
      <g transform="translate(270 18) rotate(28 32 32)">
        <rect width="64" height="64" rx="14" className="op-not-found__mark" />
        <path d="M18 40 32 14l14 26-14-7z" className="op-not-found__mark-fg" />
        <circle cx="32" cy="46" r="4" className="op-not-found__mark-fg" />
      </g>
      <circle cx="20" cy="170" r="6" className="op-not-found__dot" />
    </svg>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    document.title = t('notFound.meta');
  }, [t]);
  return (
    <div className="op-page">
      <PublicHeader />
      <main id="main" className="op-page__main op-center">
        <section className="op-not-found" aria-labelledby="op-not-found-title">
          <LostCourse />
          <h1 id="op-not-found-title" className="op-not-found__title">
            {t('notFound.title')}
          </h1>
          <p className="op-not-found__text">{t('notFound.description', { path: location.pathname })}</p>
          <div className="op-not-found__actions">
            <Link to={ROUTES.officialWebsite}>
              <Button type="primary">{t('notFound.back')}</Button>
            </Link>
            <Link to={ROUTES.resume}>
              <Button>{t('notFound.resumes')}</Button>
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
