import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MicError } from '../lib/mic-errors.ts';

/** A microphone / model failure in Chinese with what to do. */
export function MicErrorAlert({ error }: { error: MicError }) {
  const { t } = useTranslation('voice');
  return <Alert type="error" showIcon role="alert" title={t(`errors.${error.code}`)} />;
}
