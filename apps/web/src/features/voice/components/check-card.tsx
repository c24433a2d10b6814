import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TCheckState = 'pending' | 'running' | 'pass' | 'fail';

/** One device check: title, pass / fail tag, what happened and what to do. */
export function CheckCard({
  id,
  title,
  state,
  optional,
  outcome,
  children,
}: {
  id: string;
  title: string;
  state: TCheckState;
  optional?: boolean;
  outcome?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('voice');
  const tags = {
    pending: <Tag icon={<MinusCircleOutlined aria-hidden />}>{t('device.pending')}</Tag>,
    running: (
      <Tag icon={<LoadingOutlined aria-hidden />} color="processing">
        {t('device.running')}
      </Tag>
    ),
    pass: (
      <Tag icon={<CheckCircleFilled aria-hidden />} color="success">
        {t('device.pass')}
      </Tag>
    ),
    fail: (
      <Tag icon={<CloseCircleFilled aria-hidden />} color="error">
        {t('device.fail')}
      </Tag>
    ),
  };
  return (
    <section
      className="op-voice-card op-device__check"
      aria-labelledby={`op-check-${id}`}
      data-check={id}
      data-state={state}
    >
      <div className="op-voice-card__bar">
        <h2 id={`op-check-${id}`}>{title}</h2>
        {optional && <Tag>{t('device.optional')}</Tag>}
        <span className="op-voice-card__actions">{tags[state]}</span>
      </div>
      {children}
      {outcome && (
        <div className={`op-device__outcome op-device__outcome--${state}`} role={state === 'fail' ? 'alert' : 'status'}>
          {outcome}
        </div>
      )}
    </section>
  );
}
