import { CopyOutlined, LogoutOutlined } from '@ant-design/icons';
import { getDisplayName } from '@offerpilot/shared';
import { App, Avatar, Button, Card, Descriptions, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../auth/auth-store.ts';
import { AppLayout } from '../../components/app-layout.tsx';
import { DEFAULT_AVATAR } from '../../components/user-menu.tsx';
import { ROUTES } from '../../lib/routes.ts';
import './profile-page.css';

/** /profile: the personal center — account details, invite code and sign-out. */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);

  useEffect(() => {
    document.title = `${t('profile.title')} · 面试领航`;
  }, [t]);

  if (!user) return null;
  const name = getDisplayName({ name: user.display_name, username: user.username });
  const notSet = <Typography.Text type="secondary">{t('profile.notSet')}</Typography.Text>;

  return (
    <AppLayout>
      <div className="op-profile">
        <header className="op-profile__head">
          <Avatar size={72} src={user.avatar_url ?? DEFAULT_AVATAR} alt={name} />
          <div>
            <h1 className="op-profile__name">{name}</h1>
            <p className="op-profile__sub">@{user.username}</p>
          </div>
        </header>
        <div className="op-profile__grid">
          <Card title={t('profile.account')}>
            <Descriptions column={1} colon={false} labelStyle={{ width: 110 }}>
              <Descriptions.Item label={t('profile.username')}>{user.username}</Descriptions.Item>
              <Descriptions.Item label={t('profile.displayName')}>{user.display_name ?? notSet}</Descriptions.Item>
              <Descriptions.Item label={t('profile.email')}>{user.email ?? notSet}</Descriptions.Item>
              <Descriptions.Item label={t('profile.phone')}>{user.phone ?? notSet}</Descriptions.Item>
              <Descriptions.Item label={t('profile.inviteCode')}>
                <Typography.Text code data-testid="invite-code">
                  {user.invite_code}
                </Typography.Text>
                <Button
                  type="link"
                  size="small"
                  icon={<CopyOutlined />}
                  onClick={() => {
                    void navigator.clipboard
                      ?.writeText(user.invite_code)
                      .then(() => message.success(t('profile.copied')));
                  }}
                >
                  {t('profile.copy')}
                </Button>
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.createdAt')}>
                {new Date(user.created_at).toLocaleString('zh-CN')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('profile.security')}>
            <p className="op-profile__text">{t('profile.securityText')}</p>
            <div className="op-profile__actions">
              <Link to={ROUTES.forgotPassword}>
                <Button>{t('profile.resetPassword')}</Button>
              </Link>
              <Button
                danger
                icon={<LogoutOutlined />}
                onClick={async () => {
                  await logout();
                  void message.success(t('userMenu.loggedOut'));
                  navigate(ROUTES.login, { replace: true });
                }}
              >
                {t('profile.logout')}
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </AppLayout>
  );
}
