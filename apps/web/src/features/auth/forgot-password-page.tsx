import { Alert, App, Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword, sendResetSms } from '../../api/auth.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useAuthProviders } from './api/use-auth-providers.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { PhoneCodeFields } from './components/phone-code-fields.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { getErrorText } from './error-text.ts';
import { makeSmsSender } from './sms-sender.ts';

/** Reset a password with a code sent to the account's phone; every session ends (server side). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const captchaOn = providers.data?.captcha === 'image';
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  useEffect(() => {
    document.title = t('meta.forgot');
  }, [t]);

  const sendSms = makeSmsSender(form, captchaOn, sendResetSms, () => setCaptchaRound((n) => n + 1));

  const submit = async (values: { phone: string; code: string; new_password: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({ phone: values.phone, code: values.code, new_password: values.new_password });
      void message.success(t('forgot.success'));
      navigate(ROUTES.login, { replace: true });
    } catch (e) {
      setError(getErrorText(e, t('forgot.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} name="forgot-password" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        <PhoneCodeFields captchaOn={captchaOn} captchaRound={captchaRound} onSend={sendSms} />
        <NewPasswordFields name="new_password" label={t('forgot.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <p className="op-auth__footer-link">
        <Link to={ROUTES.login}>{t('forgot.back')}</Link>
      </p>
    </AuthShell>
  );
}
