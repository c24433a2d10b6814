import { GiftOutlined, LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { ERROR_TEXTS, type TLoginResponse } from '@offerpilot/shared';
import { Alert, App, Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { registerWithPassword, registerWithSms, sendRegisterSms } from '../../api/auth.ts';
import { useAuthStore } from '../../auth/auth-store.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useAuthProviders } from './api/use-auth-providers.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { CaptchaField } from './components/captcha-field.tsx';
import { PhoneCodeFields } from './components/phone-code-fields.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { PasswordRules } from './components/password-rules.tsx';
import { getErrorText } from './error-text.ts';
import { useAuthTarget } from './hooks/use-auth-target.ts';
import { forgetInvitation, pendingInvitation, rememberInvitation } from './invitation-storage.ts';
import { useFieldRules } from './hooks/use-field-rules.ts';
import { makeSmsSender } from './sms-sender.ts';

const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function RegisterPage({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { redirect, target } = useAuthTarget();
  const status = useAuthStore((s) => s.status);
  const completeLogin = useAuthStore((s) => s.completeLogin);
  const providers = useAuthProviders();
  const captchaOn = providers.data?.captcha === 'image';
  const rules = useFieldRules();
  const [smsForm] = Form.useForm();
  const [passwordForm] = Form.useForm();
  const [tab, setTab] = useState('sms');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  // Set when this screen signs the user in itself and navigates on its own.
  const [done, setDone] = useState(false);
  // Spec §2: an invitation link carries invitation_code and channel into registration.
  // Kept for this tab, so a detour through /login or an OIDC / WeChat sign-in keeps it too.
  const invitationCode = params.get('invitation_code') || pendingInvitation().invitation_code;
  const channel = params.get('channel') || pendingInvitation().channel;
  useEffect(() => {
    rememberInvitation({ invitation_code: invitationCode, channel });
  }, [invitationCode, channel]);
  const smsPassword = Form.useWatch('password', smsForm) as string | undefined;
  // A registration through an invitation passes a captcha (issue 34, item 3); the SMS tab's
  // captcha goes with its code, the password tab asks for one when an invitation code or a phone
  // is filled in (whether a phone has an account is said only behind a captcha, item 8).
  const passwordInvitation = Form.useWatch('invitation_code', passwordForm) as string | undefined;
  const passwordPhone = Form.useWatch('phone', passwordForm) as string | undefined;
  const passwordCaptcha = captchaOn && Boolean(passwordInvitation?.trim() || passwordPhone?.trim());

  useEffect(() => {
    document.title = t('meta.register');
  }, [t]);

  if (status === 'authenticated' && !done) return <Navigate to={target} replace />;

  const finish = (res: TLoginResponse) => {
    setDone(true);
    forgetInvitation();
    completeLogin(res);
    void message.success(t('register.success'));
    navigate(target, { replace: true });
  };

  const run = async (action: () => Promise<TLoginResponse>, { spendsCaptcha = false } = {}) => {
    setError(null);
    setSubmitting(true);
    try {
      finish(await action());
    } catch (e) {
      setError(getErrorText(e, ERROR_TEXTS.auth.register));
      // The server spent the captcha on this attempt, right or wrong: show a new one.
      if (spendsCaptcha) setCaptchaRound((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  };

  const sendSms = makeSmsSender(smsForm, captchaOn, sendRegisterSms, () => setCaptchaRound((n) => n + 1));

  const agreement = (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[
        {
          validator: async (_r, v?: boolean) => {
            if (!v) throw new Error(t('register.mustAgree'));
          },
        },
      ]}
    >
      <Checkbox>
        {t('register.agree')}
        <Link to={ROUTES.legalTerms} target="_blank">
          {t('register.terms')}
        </Link>
        {t('register.and')}
        <Link to={ROUTES.legalPrivacy} target="_blank">
          {t('register.privacy')}
        </Link>
      </Checkbox>
    </Form.Item>
  );

  const invitation = (
    <Form.Item
      name="invitation_code"
      label={t('register.invitation')}
      extra={invitationCode ? t('register.invitedBy') : t('register.invitationHint')}
    >
      <Input prefix={<GiftOutlined aria-hidden />} maxLength={32} autoComplete="off" />
    </Form.Item>
  );

  const loginRoute = variant === 'mobile' ? ROUTES.mobileLogin : ROUTES.login;

  return (
    <AuthShell
      title={variant === 'mobile' ? t('mobile.registerTitle') : t('register.title')}
      subtitle={t('register.subtitle')}
      variant={variant}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          closable={{ onClose: () => setError(null) }}
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
            key: 'sms',
            label: t('register.tabSms'),
            children: (
              <Form
                form={smsForm}
                name="register-sms"
                layout="vertical"
                size="large"
                requiredMark={false}
                initialValues={{ invitation_code: invitationCode }}
                onFinish={(v: {
                  phone: string;
                  code: string;
                  username?: string;
                  password?: string;
                  invitation_code?: string;
                }) =>
                  run(() =>
                    registerWithSms({
                      phone: v.phone,
                      code: v.code,
                      username: blankToUndefined(v.username),
                      password: v.password || undefined,
                      invitation_code: blankToUndefined(v.invitation_code),
                      channel,
                    }),
                  )
                }
              >
                <PhoneCodeFields captchaOn={captchaOn} captchaRound={captchaRound} onSend={sendSms} />
                <Form.Item
                  name="username"
                  label={t('register.usernameOptional')}
                  rules={[...rules.optionalUsername, rules.usernameAvailable]}
                  validateDebounce={400}
                >
                  <Input
                    prefix={<UserOutlined aria-hidden />}
                    placeholder={t('register.usernamePlaceholder')}
                    maxLength={20}
                    autoComplete="username"
                  />
                </Form.Item>
                <Form.Item
                  name="password"
                  label={t('register.passwordOptional')}
                  rules={rules.password(false)}
                  extra={smsPassword ? <PasswordRules value={smsPassword} /> : undefined}
                >
                  <Input.Password
                    prefix={<LockOutlined aria-hidden />}
                    placeholder={t('register.passwordPlaceholder')}
                    autoComplete="new-password"
                  />
                </Form.Item>
                {invitation}
                {agreement}
                <Button type="primary" htmlType="submit" block loading={submitting}>
                  {t('register.submit')}
                </Button>
              </Form>
            ),
          },
          {
            key: 'password',
            label: t('register.tabPassword'),
            children: (
              <Form
                form={passwordForm}
                name="register-password"
                layout="vertical"
                size="large"
                requiredMark={false}
                initialValues={{ invitation_code: invitationCode }}
                onFinish={(v: {
                  username: string;
                  password: string;
                  email?: string;
                  phone?: string;
                  invitation_code?: string;
                  captcha_code?: string;
                }) =>
                  run(
                    () =>
                      registerWithPassword({
                        username: v.username.trim(),
                        password: v.password,
                        email: blankToUndefined(v.email),
                        phone: blankToUndefined(v.phone),
                        invitation_code: blankToUndefined(v.invitation_code),
                        channel,
                        ...(passwordCaptcha
                          ? { captcha_id: passwordForm.getFieldValue('captcha_id'), captcha_code: v.captcha_code }
                          : {}),
                      }),
                    { spendsCaptcha: passwordCaptcha },
                  )
                }
              >
                <Form.Item
                  name="username"
                  label={t('register.username')}
                  rules={[...rules.username, rules.usernameAvailable]}
                  validateDebounce={400}
                  hasFeedback
                >
                  <Input
                    prefix={<UserOutlined aria-hidden />}
                    placeholder={t('register.usernamePlaceholder')}
                    maxLength={20}
                    autoComplete="username"
                  />
                </Form.Item>
                <NewPasswordFields name="password" label={t('register.password')} />
                {/* Side by side on a desktop: the form fits a 1440×900 screen (issue 19, item 6). */}
                <div className="op-auth__pair">
                  <Form.Item
                    name="email"
                    label={t('register.email')}
                    rules={[...rules.email, rules.emailAvailable]}
                    validateDebounce={400}
                  >
                    <Input
                      prefix={<MailOutlined aria-hidden />}
                      placeholder={t('register.emailPlaceholder')}
                      autoComplete="email"
                    />
                  </Form.Item>
                  <Form.Item name="phone" label={t('register.phoneOptional')} rules={rules.optionalPhone}>
                    <Input
                      prefix={<MobileOutlined aria-hidden />}
                      placeholder={t('fields.phonePlaceholder')}
                      maxLength={11}
                      inputMode="tel"
                    />
                  </Form.Item>
                </div>
                {invitation}
                <CaptchaField enabled={passwordCaptcha} refreshKey={captchaRound} />
                {agreement}
                <Button type="primary" htmlType="submit" block loading={submitting}>
                  {t('register.submit')}
                </Button>
              </Form>
            ),
          },
        ]}
      />
      <p className="op-auth__footer-link">
        {t('register.hasAccount')}{' '}
        <Link to={`${loginRoute}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>
          {t('register.toLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
