import { CopyOutlined, GiftOutlined } from '@ant-design/icons';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../auth/auth-store.ts';
import { inviteLink } from '../invite-link.ts';

/** Spec §2 invitation card: opens '免费获取时长' with the user's invite link and a copy button. */
export function InviteCard() {
  const { t } = useTranslation('home');
  const { message } = App.useApp();
  const user = useAuthStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const link = inviteLink(window.location.origin, user);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('invite.copied'));
    } catch {
      void message.error(t('invite.copyFailed'));
    }
  };

  return (
    <>
      <button type="button" className="op-invite-card" onClick={() => setOpen(true)}>
        <GiftOutlined className="op-invite-card__icon" aria-hidden="true" />
        <span className="op-invite-card__title">{t('invite.card')}</span>
        <span className="op-invite-card__text">{t('invite.cardText')}</span>
        <span className="op-invite-card__action">{t('invite.open')}</span>
      </button>
      <Modal
        open={open}
        title={t('invite.title')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('invite.close')}</Button>}
        width={560}
        style={{ maxWidth: '96vw' }}
      >
        <p className="op-invite-dialog__text">{t('invite.text')}</p>
        <div className="op-invite-dialog__label" id="op-invite-link-label">
          {t('invite.link')}
        </div>
        <div className="op-invite-dialog__link" aria-labelledby="op-invite-link-label" data-testid="invite-link">
          {link}
        </div>
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
      </Modal>
    </>
  );
}
