import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../lib/routes.ts';
import { useSiteConfig } from '../hooks/use-site-config.ts';
import { Logo } from './logo.tsx';
import './site-footer.css';

/** Spec §1 footer: copyright, the ICP record line (from server config) and the legal links. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: site } = useSiteConfig();
  const company = site?.company_name ?? t('brand.name');
  return (
    <footer className="op-footer">
      <div className="op-footer__inner">
        <div className="op-footer__brand">
          <Logo />
          <p className="op-footer__slogan">{t('brand.slogan')}</p>
        </div>
        <nav className="op-footer__links" aria-label={t('footer.legalNav')}>
          <Link to={ROUTES.legalTerms}>{t('footer.terms')}</Link>
          <Link to={ROUTES.legalPrivacy}>{t('footer.privacy')}</Link>
          <Link to={ROUTES.legalServiceAgreement}>{t('footer.serviceAgreement')}</Link>
        </nav>
      </div>
      <div className="op-footer__bottom">
        <span>{t('footer.copyright', { year: new Date().getFullYear(), company })}</span>
        {site?.icp_record && (
          <a href={site.icp_link} target="_blank" rel="noreferrer noopener" className="op-footer__icp">
            {site.icp_record}
          </a>
        )}
        <span className="op-footer__version">
          {t('footer.version', { version: site?.version ?? BUSINESS_CONSTANTS.appVersion })}
        </span>
      </div>
    </footer>
  );
}
