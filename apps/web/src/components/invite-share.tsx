import { CopyOutlined } from '@ant-design/icons';
import { buildInviteLink } from '@offerpilot/shared';
import { Alert, App, Button, QRCode, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../auth/auth-store.ts';
import { useInvitations } from '../hooks/use-invitations.ts';
import './invite-share.css';

/**
 * The user's invitation link as the server builds it (spec §2: user id, invitation_code,
 * channel=web), a copy button, and a QR code of the same link for phones.
 */
export function InviteShare() {
  const { t } = useTranslation('home');
  const { message } = App.useApp();
  const { data, isPending, isError, refetch } = useInvitations();
  const userId = useAuthStore((s) => s.user?.id);

  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} aria-label={t('invite.loading')} />;
  if (isError || !data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('invite.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('invite.retry')}</Button>}
      />
    );

  // The server's link format, on the address this page was reached at (behind any proxy).
  const link = buildInviteLink(window.location.origin, { id: userId, invite_code: data.invitation_code });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('invite.copied'));
    } catch {
      void message.error(t('invite.copyFailed'));
    }
  };

  return (
    <div className="op-invite-share">
      <div className="op-invite-share__main">
        <div className="op-invite-share__label" id="op-invite-link-label">
          {t('invite.link')}
        </div>
        <div className="op-invite-share__link" aria-labelledby="op-invite-link-label" data-testid="invite-link">
          {link}
        </div>
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
        <p className="op-invite-share__rules">
          {t('invite.rules', { minutes: data.reward_minutes, cap: data.monthly_cap })}
        </p>
        <p className="op-invite-share__earned" data-testid="invite-earned">
          {t('invite.earned', { minutes: data.minutes_earned, count: data.friends.length })}
        </p>
      </div>
      <figure className="op-invite-share__qr">
        <QRCode value={link} size={148} bordered={false} errorLevel="M" />
        <figcaption>{t('invite.qr')}</figcaption>
      </figure>
    </div>
  );
}
