import { AUTH_MESSAGES, isValidPhone } from '@offerpilot/shared';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindPhone, sendBindSms } from '../../../api/account.ts';
import { getAuthProviders, getCaptcha } from '../../../api/auth.ts';
import type { TUser } from '@offerpilot/shared';

/** Bind or change the phone: a picture captcha (when the server asks for one), an SMS code, done. */
export function PhoneModal({
  open,
  onClose,
  onBound,
}: {
  open: boolean;
  onClose: () => void;
  onBound: (user: TUser) => void;
}) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string; captcha_code?: string; code: string }>();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: 60_000 });
  const captchaOn = providers.data?.captcha === 'image';
  // A fresh picture each time the dialog opens (single use: drawn again after every send).
  const picture = useQuery({
    queryKey: ['account', 'bind-captcha'],
    queryFn: getCaptcha,
    enabled: open && captchaOn,
    staleTime: 0,
    gcTime: 0,
  });
  const captcha = captchaOn && picture.data ? { id: picture.data.captcha_id, image: picture.data.image } : null;
  const drawCaptcha = async () => {
    await picture.refetch();
    form.setFieldValue('captcha_code', undefined);
  };

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const { phone, captcha_code } = await form.validateFields(captcha ? ['phone', 'captcha_code'] : ['phone']);
    setBusy(true);
    try {
      const res = await sendBindSms({ phone, ...(captcha ? { captcha_id: captcha.id, captcha_code } : {}) });
      setWait(res.resend_after_s);
      void message.success(res.message);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
      if (captcha) void drawCaptcha();
    }
  };

  return (
    <Modal open={open} title={t('security.phoneTitle')} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      <Form
        form={form}
        layout="vertical"
        onFinish={async (v) => {
          setBusy(true);
          try {
            onBound(await bindPhone({ phone: v.phone, code: v.code }));
            void message.success('手机号已绑定');
            onClose();
          } catch (error) {
            void message.error((error as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="phone"
          label={t('security.phoneField')}
          rules={[
            {
              required: true,
              validator: async (_, v: string) => {
                if (!isValidPhone(v ?? '')) throw new Error(AUTH_MESSAGES.phoneInvalid);
              },
            },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        {captcha && (
          <Form.Item label={t('security.captcha')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="captcha_code"
                noStyle
                rules={[{ required: true, message: AUTH_MESSAGES.captchaRequired }]}
              >
                <Input maxLength={8} aria-label={t('security.captcha')} />
              </Form.Item>
              <button
                type="button"
                className="op-profile__captcha"
                onClick={() => void drawCaptcha()}
                title={t('security.captchaRefresh')}
              >
                <img src={captcha.image} alt={t('security.captchaRefresh')} />
              </button>
            </Space.Compact>
          </Form.Item>
        )}
        <Form.Item label={t('security.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: AUTH_MESSAGES.smsCodeInvalid }]}
            >
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label={t('security.code')} />
            </Form.Item>
            <Button onClick={() => void send()} disabled={wait > 0} loading={busy && wait === 0}>
              {wait > 0 ? t('security.resend', { seconds: wait }) : t('security.send')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('security.bind')}
        </Button>
      </Form>
    </Modal>
  );
}
