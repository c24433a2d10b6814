import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { CaptchaField } from './captcha-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

/**
 * Phone number, image captcha (when captchas are on) and the SMS code with its send button: the
 * group every SMS form uses. `checkAvailable` also tells, while typing, that a phone is taken.
 */
export function PhoneCodeFields({
  captchaOn,
  captchaRound,
  onSend,
  checkAvailable = false,
}: {
  captchaOn: boolean;
  captchaRound: number;
  onSend: () => Promise<number>;
  checkAvailable?: boolean;
}) {
  const { t } = useTranslation('auth');
  const rules = useFieldRules();
  return (
    <>
      <Form.Item
        name="phone"
        label={t('fields.phone')}
        rules={checkAvailable ? [...rules.phone, rules.phoneAvailable] : rules.phone}
        {...(checkAvailable ? { validateDebounce: 400, hasFeedback: true } : {})}
      >
        <Input
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t('fields.phonePlaceholder')}
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
        />
      </Form.Item>
      <CaptchaField enabled={captchaOn} refreshKey={captchaRound} />
      <SmsCodeField onSend={onSend} />
    </>
  );
}
