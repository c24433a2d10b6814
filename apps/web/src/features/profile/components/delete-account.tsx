import { DELETE_ACCOUNT_CONFIRMATION } from '@offerpilot/shared';
import { App, Button, Card, Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccount, getSecurity } from '../../../api/account.ts';
import { useAuthStore } from '../../../auth/auth-store.ts';
import { ROUTES } from '../../../lib/routes.ts';

/** Deleting the account: what goes, a typed confirmation (and the password when there is one). */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const signOutLocally = useAuthStore((s) => s.signOutLocally);
  const security = useQuery({ queryKey: ['account', 'security'], queryFn: getSecurity });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = t('danger.items', { returnObjects: true }) as string[];

  return (
    <Card title={t('danger.title')} className="op-profile__danger">
      <p>{t('danger.text')}</p>
      <ul className="op-profile__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Form
        layout="vertical"
        className="op-profile__form"
        onFinish={async (v: { confirm_text: string; password?: string }) => {
          setBusy(true);
          setError(null);
          try {
            const removed = await deleteAccount(v);
            signOutLocally();
            modal.success({
              title: t('danger.title'),
              content: t('danger.done', {
                resumes: removed.resumes,
                positions: removed.positions,
                sessions: removed.interview_sessions,
                files: removed.files,
              }),
              onOk: () => navigate(ROUTES.officialWebsite, { replace: true }),
            });
            navigate(ROUTES.login, { replace: true });
          } catch (e) {
            setError((e as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="confirm_text"
          label={t('danger.confirmLabel')}
          rules={[
            {
              required: true,
              validator: async (_, v: string) => {
                if ((v ?? '').trim() !== DELETE_ACCOUNT_CONFIRMATION) throw new Error(t('danger.confirmLabel'));
              },
            },
          ]}
        >
          <Input placeholder={DELETE_ACCOUNT_CONFIRMATION} autoComplete="off" />
        </Form.Item>
        {security.data?.has_password !== false && (
          <Form.Item name="password" label={t('danger.password')} rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        {error && (
          <p role="alert" className="op-profile__error">
            {error}
          </p>
        )}
        <Button danger type="primary" htmlType="submit" loading={busy}>
          {t('danger.submit')}
        </Button>
      </Form>
    </Card>
  );
}
