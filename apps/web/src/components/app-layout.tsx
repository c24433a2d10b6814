import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ROUTES } from '../lib/routes.ts';
import { Logo } from './logo.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserMenu } from './user-menu.tsx';
import './app-layout.css';
import './list-page.css';

/** The signed-in layout every private screen uses: header with logo and user menu, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('positions');
  return (
    <div className="op-page op-app">
      <header className="op-app__header">
        <div className="op-app__header-inner">
          <Logo to={ROUTES.positions} />
          <nav className="op-app__nav" aria-label={t('nav.main')}>
            <NavLink to={ROUTES.positions} end>
              {t('nav.positions')}
            </NavLink>
            <NavLink to={ROUTES.createPosition}>{t('nav.create')}</NavLink>
            <NavLink to={ROUTES.resume}>{t('nav.resumes')}</NavLink>
          </nav>
          <div className="op-app__header-actions">
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="main" className="op-page__main op-app__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
