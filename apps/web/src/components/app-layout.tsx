import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ROUTES } from '../lib/routes.ts';
import { TaskBadgeSlot } from '../tasks/index.ts';
import { Logo } from './logo.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserMenu } from './user-menu.tsx';
import './app-layout.css';
import './list-page.css';

/** The signed-in layout every private screen uses: header with logo and user menu, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="op-page op-app">
      <header className="op-app__header">
        <div className="op-app__header-inner">
          <Logo to={ROUTES.home} />
          <nav className="op-app__nav" aria-label={t('appNav.main')}>
            <NavLink to={ROUTES.home} end>
              {t('appNav.home')}
            </NavLink>
            <NavLink to={ROUTES.positions} end>
              {t('appNav.positions')}
            </NavLink>
            <NavLink to={ROUTES.resume}>{t('appNav.resumes')}</NavLink>
            <NavLink to={ROUTES.interview} end>
              {t('appNav.interview')}
            </NavLink>
          </nav>
          <div className="op-app__header-actions">
            <TaskBadgeSlot />
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
