import type { FormInstance } from 'antd';

type TSend = (body: {
  phone: string;
  captcha_id?: string;
  captcha_code?: string;
}) => Promise<{ resend_after_s: number }>;

/**
 * The "获取验证码" action of every account screen: checks the phone (and the captcha when captchas
 * are on), asks the server to send, and moves to a new captcha afterwards (each is single use).
 * Resolves to the seconds before another code may be asked for.
 */
export function makeSmsSender(form: FormInstance, captchaOn: boolean, send: TSend, nextCaptcha: () => void) {
  return async (): Promise<number> => {
    const values = (await form.validateFields(['phone', ...(captchaOn ? ['captcha_code'] : [])])) as {
      phone: string;
      captcha_code?: string;
    };
    try {
      return (
        await send({
          phone: values.phone,
          captcha_id: form.getFieldValue('captcha_id'),
          captcha_code: values.captcha_code,
        })
      ).resend_after_s;
    } finally {
      nextCaptcha();
    }
  };
}
