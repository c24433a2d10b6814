import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Spin } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../api/use-captcha.ts';

/**
 * The image captcha: an input beside the picture; clicking the picture draws a new one.
 * Hidden entirely when the server runs with captchas off. Its id travels in a hidden field.
 * `required: false` leaves it out of the form's own check (a resend's captcha never blocks a submit).
 */
export function CaptchaField({
  enabled,
  refreshKey = 0,
  required = true,
}: {
  enabled: boolean;
  refreshKey?: number;
  required?: boolean;
}) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  const captcha = useCaptcha(enabled);
  const inputId = useId();
  const id = captcha.data?.captcha_id;

  const { refetch } = captcha;

  // Every captcha is single use: the parent bumps refreshKey after each attempt that spent one.
  useEffect(() => {
    if (enabled && refreshKey > 0) void refetch();
  }, [enabled, refreshKey, refetch]);

  // Keep the hidden id in step with the picture shown, and clear the answer typed for an older
  // picture — only then: a code typed while the first picture was still loading stays (a slow
  // answer must not wipe what the user typed, and the submit would then say 请输入图形验证码).
  const shownId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const replaced = shownId.current !== undefined && shownId.current !== id;
    shownId.current = id;
    form.setFieldsValue(replaced ? { captcha_id: id, captcha_code: undefined } : { captcha_id: id });
  }, [enabled, id, form]);

  if (!enabled) return null;
  return (
    <>
      <Form.Item name="captcha_id" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('fields.captcha')} required={required} htmlFor={inputId}>
        <div className="op-inline-field">
          <Form.Item
            name="captcha_code"
            noStyle
            rules={required ? [{ required: true, whitespace: true, message: t('fields.captchaRequired') }] : []}
          >
            <Input
              id={inputId}
              prefix={<SafetyOutlined aria-hidden />}
              placeholder={t('fields.captchaPlaceholder')}
              maxLength={8}
              autoComplete="off"
            />
          </Form.Item>
          <button
            type="button"
            className="op-captcha-img"
            onClick={() => void captcha.refetch()}
            title={t('fields.captchaRefresh')}
            aria-label={t('fields.captchaRefresh')}
          >
            {captcha.data?.image ? (
              <img src={captcha.data.image} alt={t('fields.captcha')} />
            ) : captcha.isError ? (
              <ReloadOutlined aria-hidden />
            ) : (
              <Spin size="small" />
            )}
          </button>
        </div>
      </Form.Item>
    </>
  );
}
