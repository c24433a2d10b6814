import { ArrowLeftOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { SiteFooter } from '../../../components/site-footer.tsx';
import './auth-shell.css';

/** Desktop: brand panel beside the form card. Mobile variant: a full-screen form with a top bar. */
export function AuthShell({
  title,
  subtitle,
  children,
  variant = 'desktop',
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  variant?: 'desktop' | 'mobile';
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const points = t('aside.points', { returnObjects: true }) as string[];
  const steps = t('aside.steps', { returnObjects: true }) as { title: string; text: string }[];

  if (variant === 'mobile') {
    return (
      <div className="op-auth-mobile">
        <header className="op-auth-mobile__bar">
          <button
            type="button"
            className="op-auth-mobile__back"
            onClick={() => navigate(-1)}
            aria-label={t('mobile.back')}
          >
            <ArrowLeftOutlined aria-hidden />
          </button>
          <Logo />
          <span className="op-auth-mobile__spacer" />
        </header>
        <main id="main" className="op-auth-mobile__main">
          <h1 className="op-auth__title">{title}</h1>
          {subtitle && <p className="op-auth__subtitle">{subtitle}</p>}
          {children}
        </main>
      </div>
    );
  }

  return (
    <div className="op-page op-auth">
      <main id="main" className="op-page__main op-auth__main">
        <div className="op-auth__frame">
          <aside className="op-auth__aside">
            <Logo />
            <div className="op-auth__aside-body">
              <h2 className="op-auth__aside-title">{t('aside.title')}</h2>
              <ul className="op-auth__points">
                {points.map((p) => (
                  <li key={p}>
                    <CheckCircleFilled aria-hidden="true" /> {p}
                  </li>
                ))}
              </ul>
            </div>
            {/* What happens after signing up, so the brand panel says something useful at every height. */}
            <section className="op-auth__steps" aria-label={t('aside.stepsTitle')}>
              <h3 className="op-auth__steps-title">{t('aside.stepsTitle')}</h3>
              <ol>
                {steps.map((s, i) => (
                  <li key={s.title}>
                    <span className="op-auth__step-no" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span>
                      <strong>{s.title}</strong>
                      <small>{s.text}</small>
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </aside>
          <section className="op-auth__card" aria-labelledby="op-auth-title">
            <div className="op-auth__card-logo">
              <Logo />
            </div>
            <h1 className="op-auth__title" id="op-auth-title">
              {title}
            </h1>
            {subtitle && <p className="op-auth__subtitle">{subtitle}</p>}
            {children}
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
