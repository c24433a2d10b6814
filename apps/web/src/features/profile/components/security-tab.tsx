import type { TAccountSession } from '@offerpilot/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, List, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePassword, getSecurity, logoutEverywhere, revokeSession } from '../../../api/account.ts';
import { useAuthStore } from '../../../auth/auth-store.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useFinishLink } from '../use-finish-link.ts';
import { useUpdateUser } from '../use-update-user.ts';
import { LinkedAccounts } from './linked-accounts.tsx';
import { PhoneModal } from './phone-modal.tsx';

const securityKey = ['account', 'security'] as const;

/** A readable device from the user agent: browser and system, in Chinese words where it matters. */
function device(ua: string | null, unknown: string): string {
  if (!ua) return unknown;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /MicroMessenger/.test(ua)
      ? '微信'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return [browser, system].filter(Boolean).join(' · ') || unknown;
}

/** Password, phone, linked accounts, devices signed in and 'sign out everywhere'. */
export function SecurityTab() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const setUser = useUpdateUser();
  const signOutLocally = useAuthStore((s) => s.signOutLocally);
  const security = useQuery({ queryKey: securityKey, queryFn: getSecurity });
  const refresh = () => void client.invalidateQueries({ queryKey: securityKey });
  // Back from WeChat / OIDC after 关联: finish the link here, then show the new state.
  const linking = useFinishLink(refresh);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  if (security.isPending) return <Skeleton active />;
  if (security.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={security.error.message}
        action={<Button onClick={() => void security.refetch()}>{t('retry')}</Button>}
      />
    );
  const s = security.data;

  return (
    <div className="op-profile__cards">
      <Card title={t('security.password')}>
        <p className="op-profile__hint">{s.has_password ? t('security.passwordSet') : t('security.passwordNotSet')}</p>
        <Form
          form={form}
          layout="vertical"
          className="op-profile__form"
          onFinish={async (v: { old_password?: string; new_password: string }) => {
            setSaving(true);
            try {
              const text = await changePassword({ old_password: v.old_password, new_password: v.new_password });
              void message.success(text ?? t('security.changePassword'));
              form.resetFields();
              refresh();
            } catch (error) {
              void message.error((error as Error).message);
            } finally {
              setSaving(false);
            }
          }}
        >
          {s.has_password && (
            <Form.Item name="old_password" label={t('security.oldPassword')} rules={[{ required: true }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Form.Item name="new_password" label={t('security.newPassword')} rules={[{ required: true, min: 8 }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('security.confirmPassword')}
            dependencies={['new_password']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (value && value !== getFieldValue('new_password')) throw new Error(t('security.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {s.has_password ? t('security.changePassword') : t('security.setPassword')}
          </Button>
        </Form>
      </Card>

      <Card title={t('security.phone')}>
        <div className="op-profile__row">
          <span data-testid="security-phone">
            {s.phone ?? t('security.phoneNone')}{' '}
            {s.phone && (
              <Tag color={s.phone_verified ? 'success' : 'warning'}>
                {s.phone_verified ? t('security.phoneVerified') : t('security.phoneUnverified')}
              </Tag>
            )}
          </span>
          <Button onClick={() => setPhoneOpen(true)}>
            {s.phone ? t('security.changePhone') : t('security.bindPhone')}
          </Button>
        </div>
        <PhoneModal
          open={phoneOpen}
          onClose={() => setPhoneOpen(false)}
          onBound={(u) => {
            setUser(u);
            refresh();
          }}
        />
      </Card>

      <Card title={t('security.linked')}>
        <LinkedAccounts linked={s.linked} hasPassword={s.has_password} linking={linking} onChanged={refresh} />
        <p className="op-profile__hint">{t('security.linkedHint')}</p>
      </Card>

      <Card
        title={t('security.sessions')}
        extra={
          <Popconfirm
            title={t('security.signOutEverywhereConfirm')}
            okText={t('security.signOutEverywhere')}
            cancelText={t('profile.cancel')}
            onConfirm={async () => {
              try {
                void message.success((await logoutEverywhere()) ?? t('security.signOutEverywhere'));
              } finally {
                signOutLocally();
                navigate(ROUTES.login, { replace: true });
              }
            }}
          >
            <Button danger>{t('security.signOutEverywhere')}</Button>
          </Popconfirm>
        }
      >
        <List
          dataSource={s.sessions}
          renderItem={(session: TAccountSession) => (
            <List.Item
              extra={
                session.current ? (
                  <Tag color="processing">{t('security.current')}</Tag>
                ) : (
                  <Button
                    size="small"
                    onClick={async () => {
                      try {
                        void message.success((await revokeSession(session.id)) ?? t('security.signOut'));
                        refresh();
                      } catch (error) {
                        void message.error((error as Error).message);
                      }
                    }}
                  >
                    {t('security.signOut')}
                  </Button>
                )
              }
            >
              <List.Item.Meta
                title={device(session.user_agent, t('security.unknownDevice'))}
                description={`${t(`security.method.${session.method}`, { defaultValue: session.method })} · ${t(
                  'security.signedInAt',
                  { time: new Date(session.created_at).toLocaleString('zh-CN') },
                )}${session.ip ? ` · ${session.ip}` : ''}`}
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
