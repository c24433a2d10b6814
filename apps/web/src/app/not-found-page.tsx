import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicHeader } from '../components/public-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { ROUTES } from '../lib/routes.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="op-page">
      <PublicHeader />
      <main id="main" className="op-page__main op-center">
        <Result
          status="404"
          title={t('notFound.title')}
          subTitle={t('notFound.description', { path: location.pathname })}
          extra={
            <Link to={ROUTES.officialWebsite}>
              <Button type="primary">{t('notFound.back')}</Button>
            </Link>
          }
        />
      </main>
      <SiteFooter />
    </div>
  );
}
