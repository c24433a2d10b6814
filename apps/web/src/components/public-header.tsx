import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../auth/auth-store.ts';
import { ROUTES } from '../lib/routes.ts';
import { Logo } from './logo.tsx';
import './public-header.css';

/** The header of public pages: logo, optional in-page navigation, sign-in and register (the workspace for a signed-in visitor). */
export function PublicHeader({ nav }: { nav?: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  return (
    <header className="op-public-header">
      <a className="op-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="op-public-header__inner">
        <Logo />
        {nav && <nav className="op-public-header__nav">{nav}</nav>}
        <div className="op-public-header__actions">
          {signedIn ? (
            <Link to={ROUTES.home}>
              <Button type="primary">{t('nav.workspace')}</Button>
            </Link>
          ) : (
            <>
              <Link to={ROUTES.login}>
                <Button type="text">{t('nav.login')}</Button>
              </Link>
              <Link to={ROUTES.register}>
                <Button type="primary">{t('nav.register')}</Button>
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
