import { MobileOutlined } from '@ant-design/icons';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { CaptchaField } from './captcha-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

/**
 * Phone number, image captcha (when captchas are on) and the SMS code with its send button: the
 * group every SMS form uses. Whether a phone is taken is never checked while typing: the server
 * answers that only behind a captcha (issue 34, item 8), and the captcha goes with the send.
 *
 * One captcha per flow (issue 36, item 8): the captcha goes with the send; once a code is out the
 * captcha is hidden and never asked for at submit. Only a resend asks for a new one (each captcha
 * is single use on the server): the first click on 重新获取 shows it, the next sends.
 */
export function PhoneCodeFields({
  captchaOn,
  captchaRound,
  onSend,
}: {
  captchaOn: boolean;
  captchaRound: number;
  onSend: () => Promise<number>;
}) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const [codeSent, setCodeSent] = useState(false);
  const [resendAsked, setResendAsked] = useState(false);

  const send = async (): Promise<number | null> => {
    if (captchaOn && codeSent && !resendAsked) {
      setResendAsked(true);
      void message.info(t('fields.captchaForResend'));
      return null;
    }
    const wait = await onSend();
    setCodeSent(true);
    setResendAsked(false);
    return wait;
  };

  return (
    <>
      <Form.Item name="phone" label={t('fields.phone')} rules={rules.phone}>
        <Input
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t('fields.phonePlaceholder')}
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
        />
      </Form.Item>
      <CaptchaField enabled={captchaOn && (!codeSent || resendAsked)} refreshKey={captchaRound} required={!codeSent} />
      <SmsCodeField onSend={send} />
    </>
  );
}
