import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { ROUTES } from '../lib/routes.ts';

/** The router's error element: a friendly Chinese page instead of a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('route error', error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="op-center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title={t('error.title')}
        subTitle={t('error.description')}
        extra={[
          <Button type="primary" key="reload" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>,
          <Button key="home" href={ROUTES.officialWebsite}>
            {t('error.home')}
          </Button>,
        ]}
      />
    </main>
  );
}
