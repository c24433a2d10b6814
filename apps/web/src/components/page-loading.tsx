import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" description={t('loading')} />
    </div>
  );
}
