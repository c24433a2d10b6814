import { SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import type { TAccountSecurity, TLinkProvider } from '@offerpilot/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLinkUrl, unlinkIdentity } from '../../../api/account.ts';
import { getAuthProviders } from '../../../api/auth.ts';
import { rememberLinkStart } from '../../../lib/oauth-link.ts';

/**
 * WeChat and OIDC rows of the security tab: link (a round trip through the provider, finished by
 * useFinishLink on the way back) or unlink (the server refuses when it would lock the user out).
 */
export function LinkedAccounts({
  linked,
  linking,
  onChanged,
}: {
  linked: TAccountSecurity['linked'];
  /** The provider whose returned code is being sent to the server, if any. */
  linking: TLinkProvider | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  // Which sign-in options this server has (same cache as the login page's buttons).
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: 5 * 60_000 });
  const [busy, setBusy] = useState<TLinkProvider | null>(null);

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
                onClick={() => void start(item.key)}
              >
                {t('security.link')}
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}
