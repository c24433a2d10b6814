import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserMenu } from './user-menu.tsx';
import './app-layout.css';

/** The signed-in layout every private screen uses: header with logo and user menu, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="op-page op-app">
      <header className="op-app__header">
        <div className="op-app__header-inner">
          <Logo />
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
