import { GiftOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteShare } from '../../../components/invite-share.tsx';

/** Spec §2 invitation card: opens '免费获取时长' with the user's invite link, a copy button and a QR code. */
export function InviteCard() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);

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
        width={640}
        style={{ maxWidth: '96vw' }}
        destroyOnHidden
      >
        <p className="op-invite-dialog__text">{t('invite.text')}</p>
        <InviteShare />
      </Modal>
    </>
  );
}
