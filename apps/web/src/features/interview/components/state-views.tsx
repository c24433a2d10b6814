import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { httpStatusOf } from '../../../api/interview.ts';
import { ROUTES } from '../../../lib/routes.ts';

/** No ?sessionId=: where to go instead. */
export function SessionMissing() {
  const { t } = useTranslation('interview');
  return (
    <div className="op-iv-state">
      <Empty
        description={
          <>
            <strong>{t('common.missingSession')}</strong>
            <br />
            {t('common.missingSessionText')}
          </>
        }
      >
        <div className="op-iv-state__actions">
          <Link to={ROUTES.interview}>
            <Button>{t('common.toHub')}</Button>
          </Link>
          <Link to={ROUTES.interviewConfig}>
            <Button type="primary">{t('common.newInterview')}</Button>
          </Link>
        </div>
      </Empty>
    </div>
  );
}

/** A failed load: the server's text (a 404 says the session is gone), a retry and a way out. */
export function LoadError({ error, onRetry, title }: { error: Error; onRetry: () => void; title: string }) {
  const { t } = useTranslation('interview');
  const gone = httpStatusOf(error) === 404;
  return (
    <div className="op-iv-state op-iv-state--plain">
      <Alert
        type="error"
        showIcon
        title={gone ? t('session.notFound') : title}
        description={error.message}
        action={
          gone ? (
            <Link to={ROUTES.interview}>
              <Button size="small">{t('common.toHub')}</Button>
            </Link>
          ) : (
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}

export function PageSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className="op-iv-state" role="status">
      <Skeleton active paragraph={{ rows: 6 }} />
      {children}
    </div>
  );
}
