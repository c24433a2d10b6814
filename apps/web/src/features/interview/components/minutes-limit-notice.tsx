import { formatInterviewDuration } from '@offerpilot/shared';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown.ts';

/** How often the page asks the server again once the end has passed (it closes the session). */
const RECHECK_MS = 2_000;

/**
 * A mock interview that ends when the user's minutes do (`minutes_limited`): how long it has
 * left, to the second. Once the end has passed, `onOver` runs every 2 s until the page moves on
 * (the server closes the session when it is asked after its end).
 */
export function MinutesLimitNotice({ expiresAt, onOver }: { expiresAt: number; onOver: () => void }) {
  const { t } = useTranslation('interview');
  const left = useCountdown(expiresAt);
  const over = left === 0;
  useEffect(() => {
    if (!over) return undefined;
    const timer = window.setInterval(onOver, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [over, onOver]);
  return (
    <Alert
      className="op-iv-minutes-limit"
      type="warning"
      showIcon
      // A timer: read when reached, not announced at every tick as an alert would be.
      role="timer"
      title={over ? t('session.minutesOver') : t('session.minutesLimited', { duration: formatInterviewDuration(left) })}
    />
  );
}
