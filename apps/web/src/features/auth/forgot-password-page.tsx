import { MobileOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword, sendResetSms } from '../../api/auth.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useAuthProviders } from './api/use-auth-providers.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { CaptchaField } from './components/captcha-field.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { SmsCodeField } from './components/sms-code-field.tsx';
import { getErrorText } from './error-text.ts';
import { useFieldRules } from './hooks/use-field-rules.ts';
import { makeSmsSender } from './sms-sender.ts';

/** Reset a password with a code sent to the account's phone; every session ends (server side). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const captchaOn = providers.data?.captcha === 'image';
  const rules = useFieldRules();
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
        <Form.Item name="phone" label={t('fields.phone')} rules={rules.phone}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('fields.phonePlaceholder')}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
          />
        </Form.Item>
        <CaptchaField enabled={captchaOn} refreshKey={captchaRound} />
        <SmsCodeField onSend={sendSms} />
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
