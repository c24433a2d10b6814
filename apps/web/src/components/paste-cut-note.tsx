import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Says what a paste lost to a text box's length limit (see `usePasteLimit`); nothing when none. */
export function PasteCutNote({ cut, max }: { cut: number; max: number }) {
  const { t } = useTranslation('common');
  if (cut <= 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="paste-cut"
      title={t('pasteCut', { max: max.toLocaleString('zh-CN'), cut: cut.toLocaleString('zh-CN') })}
    />
  );
}
