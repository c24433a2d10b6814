import { SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import { App, Button, Divider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOidcUrl, getWechatUrl } from '../../../api/auth.ts';
import { useAuthProviders } from '../api/use-auth-providers.ts';
import { getErrorText } from '../error-text.ts';

export const OAUTH_PROVIDER_KEY = 'offerpilot-oauth-provider';

/** OIDC (Casdoor-compatible) and WeChat buttons, each shown only when the server has it configured. */
export function OAuthButtons({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const providers = useAuthProviders();
  const [busy, setBusy] = useState<'oidc' | 'wechat' | null>(null);
  if (!providers.data?.oidc && !providers.data?.wechat) return null;

  const go = async (provider: 'oidc' | 'wechat') => {
    setBusy(provider);
    try {
      const res =
        provider === 'oidc' ? await getOidcUrl(redirect ?? undefined) : await getWechatUrl(redirect ?? undefined);
      window.sessionStorage.setItem(OAUTH_PROVIDER_KEY, provider);
      window.location.assign(res.auth_url);
    } catch (error) {
      setBusy(null);
      void message.error(getErrorText(error, 'OAuth登录失败'));
    }
  };

  return (
    <>
      <Divider plain>{t('login.oauthDivider')}</Divider>
      <div className="op-oauth">
        {providers.data.oidc && (
          <Button
            icon={<SafetyCertificateOutlined aria-hidden />}
            loading={busy === 'oidc'}
            onClick={() => void go('oidc')}
          >
            {t('login.oidc')}
          </Button>
        )}
        {providers.data.wechat && (
          <Button icon={<WechatOutlined aria-hidden />} loading={busy === 'wechat'} onClick={() => void go('wechat')}>
            {t('login.wechat')}
          </Button>
        )}
      </div>
    </>
  );
}
