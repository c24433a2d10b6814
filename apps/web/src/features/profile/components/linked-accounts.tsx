import { SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import type { TAccountSecurity, TLinkProvider } from '@offerpilot/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLinkUrl, unlinkIdentity } from '../../../api/account.ts';
import { getAuthProviders } from '../../../api/auth.ts';
import { rememberLinkStart } from '../../../lib/oauth-link.ts';

/**
 * WeChat and OIDC rows of the security tab: link (a round trip through the provider, finished by
 * useFinishLink on the way back) or unlink (the server refuses when it would lock the user out).
 * An account with a password confirms it first (step-up, decisions.md 2026-11-24).
 */
export function LinkedAccounts({
  linked,
  hasPassword,
  linking,
  onChanged,
}: {
  linked: TAccountSecurity['linked'];
  /** From the security info: the server then asks for the current password before a link starts. */
  hasPassword: boolean;
  /** The provider whose returned code is being sent to the server, if any. */
  linking: TLinkProvider | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  // Which sign-in options this server has (same cache as the login page's buttons).
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: 5 * 60_000 });
  const [busy, setBusy] = useState<TLinkProvider | null>(null);
  // The provider whose password dialog is open (accounts with a password only).
  const [verifying, setVerifying] = useState<TLinkProvider | null>(null);

  const start = async (provider: TLinkProvider) => {
    setBusy(provider);
    try {
      const url = await getLinkUrl(provider);
      rememberLinkStart(provider, url);
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      void message.error((error as Error).message);
    }
  };

  const remove = async (provider: TLinkProvider) => {
    setBusy(provider);
    try {
      void message.success((await unlinkIdentity(provider)) ?? t('security.unlinkDone'));
      onChanged();
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const rows = [
    { key: 'wechat' as const, icon: <WechatOutlined aria-hidden />, name: t('security.wechat') },
    { key: 'oidc' as const, icon: <SafetyCertificateOutlined aria-hidden />, name: t('security.oidc') },
  ];

  return (
    <div className="op-profile__linked-list">
      {rows.map((item) => {
        const isLinked = linked[item.key];
        const isOn = Boolean(providers.data?.[item.key]);
        return (
          <div key={item.key} className="op-profile__row op-profile__linked" data-testid={`linked-${item.key}`}>
            <div>
              <span className="op-profile__row-label">
                {item.icon} {item.name}{' '}
                <Tag color={isLinked ? 'success' : 'default'}>
                  {isLinked ? t('security.linkedYes') : t('security.linkedNo')}
                </Tag>
              </span>
              {linking === item.key && <p className="op-profile__hint">{t('security.linking', { name: item.name })}</p>}
              {!isLinked && providers.isSuccess && !isOn && (
                <p className="op-profile__hint">{t('security.providerOff', { name: item.name })}</p>
              )}
            </div>
            {isLinked ? (
              <Popconfirm
                title={t('security.unlinkConfirm', { name: item.name })}
                okText={t('security.unlink')}
                cancelText={t('profile.cancel')}
                onConfirm={() => remove(item.key)}
              >
                <Button loading={busy === item.key}>{t('security.unlink')}</Button>
              </Popconfirm>
            ) : (
              <Button
                type="primary"
                ghost
                disabled={!isOn}
                loading={busy === item.key || linking === item.key}
                onClick={() => {
                  if (hasPassword) setVerifying(item.key);
                  else void start(item.key);
                }}
              >
                {t('security.link')}
              </Button>
            )}
          </div>
        );
      })}
      <LinkPasswordModal
        provider={verifying}
        name={verifying === 'oidc' ? t('security.oidc') : t('security.wechat')}
        onClose={() => setVerifying(null)}
      />
    </div>
  );
}

/**
 * Asks for the current password, then leaves for the provider. A refusal (wrong or missing
 * password) stays on the field with the server's text, keeping what the user typed.
 */
function LinkPasswordModal({
  provider,
  name,
  onClose,
}: {
  provider: TLinkProvider | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    if (!provider) return;
    setBusy(true);
    try {
      const url = await getLinkUrl(provider, { password });
      rememberLinkStart(provider, url);
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      form.setFields([{ name: 'password', errors: [(error as Error).message] }]);
    }
  };

  return (
    <Modal
      open={provider !== null}
      title={t('security.linkVerifyTitle', { name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={400}
    >
      <p className="op-profile__hint">{t('security.linkVerifyHint', { name })}</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="password"
          label={t('security.linkVerifyPassword')}
          rules={[{ required: true, message: t('security.linkVerifyRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('security.linkVerifySubmit')}
        </Button>
      </Form>
    </Modal>
  );
}
