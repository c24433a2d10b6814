import { MessageOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText, retryAfterSeconds } from '../error-text.ts';

/**
 * The SMS code input with its send button and the 60 s resend countdown. `onSend` validates
 * what it needs (phone, captcha) and asks the server; it resolves to the wait before a resend, or
 * to null when it sent nothing (it asked the user for something first).
 */
export function SmsCodeField({ onSend }: { onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait === null) return;
      setRemaining(wait);
      void message.success(t('fields.codeSent'));
    } catch (error) {
      // Form validation errors are shown on their fields already.
      if (!(error && typeof error === 'object' && 'errorFields' in error))
        void message.error(getErrorText(error, t('fields.sendCode')));
      // "Too soon": count down the server's wait on the button itself.
      const wait = retryAfterSeconds(error);
      if (wait) setRemaining(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={t('fields.smsCode')} required htmlFor={inputId}>
      <div className="op-inline-field">
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, message: t('fields.smsCodeRequired') },
            { pattern: /^\d{6}$/, message: t('fields.smsCodeInvalid') },
          ]}
        >
          <Input
            id={inputId}
            prefix={<MessageOutlined aria-hidden />}
            placeholder={t('fields.smsCodePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button className="op-sms-btn" onClick={() => void send()} loading={sending} disabled={remaining > 0}>
          {remaining > 0 ? t('fields.resend', { seconds: remaining }) : t('fields.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
