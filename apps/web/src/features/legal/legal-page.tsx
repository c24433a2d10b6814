import { ArrowLeftOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/routes.ts';
import { PublicHeader } from '../../components/public-header.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import './legal-page.css';

export type TLegalDoc = 'terms' | 'privacy' | 'service';

const DOC_ROUTES: Record<TLegalDoc, string> = {
  terms: ROUTES.legalTerms,
  privacy: ROUTES.legalPrivacy,
  service: ROUTES.legalServiceAgreement,
};

interface TSection {
  title: string;
  paragraphs: string[];
}

/** Terms of use, privacy policy and service agreement: one layout, texts from the zh-CN resources. */
export function LegalPage({ doc }: { doc: TLegalDoc }) {
  const { t } = useTranslation('legal');
  const title = t(`${doc}.title`);
  const sections = t(`${doc}.sections`, { returnObjects: true }) as TSection[];

  useEffect(() => {
    document.title = `${title} · 面试领航`;
    window.scrollTo(0, 0);
  }, [title]);

  return (
    <div className="op-page">
      <PublicHeader />
      <main id="main" className="op-page__main op-legal">
        <div className="op-container op-legal__layout">
          <aside className="op-legal__aside">
            <Link to={ROUTES.officialWebsite} className="op-legal__back">
              <ArrowLeftOutlined aria-hidden /> {t('backHome')}
            </Link>
            <nav aria-label={t('toc')} className="op-legal__toc">
              <div className="op-legal__toc-title">{t('toc')}</div>
              {sections.map((s, i) => (
                <a key={s.title} href={`#section-${i + 1}`}>
                  {s.title}
                </a>
              ))}
            </nav>
            <nav aria-label={t('related')} className="op-legal__toc">
              <div className="op-legal__toc-title">{t('related')}</div>
              {(Object.keys(DOC_ROUTES) as TLegalDoc[]).map((d) => (
                <Link key={d} to={DOC_ROUTES[d]} aria-current={d === doc ? 'page' : undefined}>
                  {t(`${d}.title`)}
                </Link>
              ))}
            </nav>
          </aside>
          <article className="op-legal__doc">
            <h1>{title}</h1>
            <p className="op-legal__meta">{t('updatedAt')}</p>
            <p className="op-legal__intro">{t(`${doc}.intro`)}</p>
            {sections.map((s, i) => (
              <section key={s.title} id={`section-${i + 1}`}>
                <h2>{s.title}</h2>
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
            <p className="op-legal__contact">{t('contact')}</p>
          </article>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
