import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ERROR_TEXTS, type TLoginResponse } from '@offerpilot/shared';
import { Alert, App, Button, Checkbox, Form, Input, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginWithOidc, loginWithPassword, loginWithSms, loginWithWechat, sendLoginSms } from '../../api/auth.ts';
import { useAuthStore } from '../../auth/auth-store.ts';
import { takeLinkStart } from '../../lib/oauth-link.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useAuthProviders } from './api/use-auth-providers.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { CaptchaField } from './components/captcha-field.tsx';
import { PhoneCodeFields } from './components/phone-code-fields.tsx';
import { OAUTH_PROVIDER_KEY, OAuthButtons } from './components/oauth-buttons.tsx';
import { getErrorText, needsCaptcha, safeRedirect } from './error-text.ts';
import { useAuthTarget } from './hooks/use-auth-target.ts';
import { forgetInvitation, pendingInvitation } from './invitation-storage.ts';
import { makeSmsSender } from './sms-sender.ts';

/** OAuth codes already sent to the server (a code works once; React may mount twice). */
const handledCodes = new Set<string>();

export function LoginPage({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { redirect, target } = useAuthTarget();
  const status = useAuthStore((s) => s.status);
  const storeError = useAuthStore((s) => s.error);
  const clearStoreError = useAuthStore((s) => s.clearError);
  const completeLogin = useAuthStore((s) => s.completeLogin);
  const providers = useAuthProviders();
  const captchaOn = providers.data?.captcha === 'image';
  const [passwordForm] = Form.useForm();
  const [smsForm] = Form.useForm();
  const [tab, setTab] = useState(variant === 'mobile' ? 'sms' : 'password');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [loginCaptcha, setLoginCaptcha] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const oauthCode = params.get('code');
  const oauthState = params.get('state');
  const [oauthBusy, setOauthBusy] = useState(Boolean(oauthCode && oauthState));
  // Set when this screen signs the user in itself and navigates on its own.
  const [done, setDone] = useState(false);

  useEffect(() => {
    document.title = t('meta.login');
  }, [t]);

  const finish = (res: TLoginResponse, remember = true) => {
    setDone(true);
    completeLogin(res, remember);
    void message.success(t('login.success'));
    navigate(safeRedirect(res.redirect_url, target), { replace: true });
  };

  // Back from the OIDC provider or WeChat with ?code=&state=.
  useEffect(() => {
    if (!oauthCode || !oauthState || handledCodes.has(oauthCode)) return;
    handledCodes.add(oauthCode);
    // A round trip the personal center started to link an identity: it finishes the link there.
    const linkProvider = takeLinkStart(oauthState);
    if (linkProvider) {
      navigate(`${ROUTES.profile}?tab=security`, {
        replace: true,
        state: { oauthLink: { provider: linkProvider, code: oauthCode, state: oauthState } },
      });
      return;
    }
    const provider = window.sessionStorage.getItem(OAUTH_PROVIDER_KEY);
    window.sessionStorage.removeItem(OAUTH_PROVIDER_KEY);
    // A first sign-in creates the account: with the invitation the visitor arrived with, if any.
    (provider === 'wechat' ? loginWithWechat : loginWithOidc)(oauthCode, oauthState, pendingInvitation())
      .then((res) => {
        forgetInvitation();
        finish(res);
      })
      .catch((e: unknown) => {
        setError(getErrorText(e, ERROR_TEXTS.auth.oauth));
        setOauthBusy(false);
        navigate(ROUTES.login, { replace: true });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per code
  }, [oauthCode, oauthState]);

  if (status === 'authenticated' && !oauthBusy && !done) return <Navigate to={target} replace />;

  const submitPassword = async (values: {
    account: string;
    password: string;
    remember: boolean;
    captcha_id?: string;
    captcha_code?: string;
  }) => {
    setError(null);
    setSubmitting(true);
    try {
      const res = await loginWithPassword({
        account: values.account.trim(),
        password: values.password,
        ...(loginCaptcha ? { captcha_id: values.captcha_id, captcha_code: values.captcha_code } : {}),
      });
      finish(res, values.remember);
    } catch (e) {
      setError(getErrorText(e, ERROR_TEXTS.auth.login));
      if (needsCaptcha(e)) setLoginCaptcha(true);
      setCaptchaRound((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  };

  const sendSms = makeSmsSender(smsForm, captchaOn, sendLoginSms, () => setCaptchaRound((n) => n + 1));

  const submitSms = async (values: { phone: string; code: string; remember: boolean }) => {
    setError(null);
    setSubmitting(true);
    try {
      finish(await loginWithSms({ phone: values.phone, code: values.code }), values.remember);
    } catch (e) {
      setError(getErrorText(e, ERROR_TEXTS.auth.login));
    } finally {
      setSubmitting(false);
    }
  };

  const registerRoute = variant === 'mobile' ? ROUTES.mobileRegister : ROUTES.register;
  const registerLink = `${registerRoute}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  if (oauthBusy) {
    return (
      <AuthShell title={t('login.title')} variant={variant}>
        <div style={{ padding: '48px 0', textAlign: 'center' }}>
          <Spin />
          <p>{t('login.oauthProcessing')}</p>
        </div>
      </AuthShell>
    );
  }

  const remember = (
    <Form.Item name="remember" valuePropName="checked" noStyle>
      <Checkbox>{t('login.remember')}</Checkbox>
    </Form.Item>
  );

  return (
    <AuthShell
      title={variant === 'mobile' ? t('mobile.loginTitle') : t('login.title')}
      subtitle={t('login.subtitle')}
      variant={variant}
    >
      {(error ?? storeError) && (
        <Alert
          key={error ?? storeError}
          type="error"
          showIcon
          title={error ?? storeError}
          style={{ marginBottom: 16 }}
          closable={{
            onClose: () => {
              setError(null);
              clearStoreError();
            },
          }}
          role="alert"
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setError(null);
        }}
        items={[
          {
            key: 'password',
            label: t('login.tabPassword'),
            children: (
              <Form
                form={passwordForm}
                name="login-password"
                layout="vertical"
                size="large"
                requiredMark={false}
                initialValues={{ remember: true }}
                onFinish={submitPassword}
              >
                <Form.Item
                  name="account"
                  label={t('login.account')}
                  rules={[{ required: true, whitespace: true, message: t('fields.accountRequired') }]}
                >
                  <Input
                    prefix={<UserOutlined aria-hidden />}
                    placeholder={t('login.accountPlaceholder')}
                    autoComplete="username"
                  />
                </Form.Item>
                <Form.Item
                  name="password"
                  label={t('login.password')}
                  rules={[{ required: true, message: t('fields.passwordRequired') }]}
                >
                  <Input.Password
                    prefix={<LockOutlined aria-hidden />}
                    placeholder={t('login.passwordPlaceholder')}
                    autoComplete="current-password"
                  />
                </Form.Item>
                {loginCaptcha && captchaOn && <CaptchaField enabled refreshKey={captchaRound} />}
                <div className="op-auth__row">
                  {remember}
                  <Link to={ROUTES.forgotPassword}>{t('login.forgot')}</Link>
                </div>
                <Button type="primary" htmlType="submit" block loading={submitting}>
                  {t('login.submit')}
                </Button>
              </Form>
            ),
          },
          {
            key: 'sms',
            label: t('login.tabSms'),
            children: (
              <Form
                form={smsForm}
                name="login-sms"
                layout="vertical"
                size="large"
                requiredMark={false}
                initialValues={{ remember: true }}
                onFinish={submitSms}
              >
                <PhoneCodeFields captchaOn={captchaOn} captchaRound={captchaRound} onSend={sendSms} />
                <div className="op-auth__row">{remember}</div>
                <Button type="primary" htmlType="submit" block loading={submitting}>
                  {t('login.submit')}
                </Button>
              </Form>
            ),
          },
        ]}
      />
      <OAuthButtons redirect={redirect} />
      <p className="op-auth__footer-link">
        {t('login.noAccount')} <Link to={registerLink}>{t('login.toRegister')}</Link>
      </p>
    </AuthShell>
  );
}
