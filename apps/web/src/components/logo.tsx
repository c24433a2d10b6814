import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './logo.css';

export function Logo({ to = '/official-website' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="op-logo" aria-label={`${t('brand.name')} ${t('brand.englishName')}`}>
      <svg className="op-logo__mark" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--op-primary)" />
        <path d="M18 40 32 14l14 26-14-7z" fill="var(--op-on-primary)" />
        <circle cx="32" cy="46" r="4" fill="var(--op-on-primary)" />
      </svg>
      <span className="op-logo__text">
        {t('brand.name')}
        <span className="op-logo__en">{t('brand.englishName')}</span>
      </span>
    </Link>
  );
}
