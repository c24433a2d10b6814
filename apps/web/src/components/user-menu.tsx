import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { getDisplayName } from '@offerpilot/shared';
import { App, Avatar, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../auth/auth-store.ts';
import { DEFAULT_AVATAR } from '../lib/avatar.ts';
import { ROUTES } from '../lib/routes.ts';

/** Spec §1 user menu: avatar (default image fallback), display name, 个人中心, 退出登录. */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const [avatarFailed, setAvatarFailed] = useState(false);
  const name = getDisplayName(user ? { name: user.display_name, username: user.username } : null);
  const src = !avatarFailed && user?.avatar_url ? user.avatar_url : DEFAULT_AVATAR;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('userMenu.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('userMenu.logout'), danger: true },
        ],
        onClick: async ({ key }) => {
          if (key === 'profile') navigate(ROUTES.profile);
          if (key === 'logout') {
            await logout();
            void message.success(t('userMenu.loggedOut'));
            navigate(ROUTES.login, { replace: true });
          }
        },
      }}
    >
      <button type="button" className="op-user-menu" aria-label={t('userMenu.menu')}>
        <Avatar size={32} src={src} alt={name} onError={() => (setAvatarFailed(true), false)} />
        <span className="op-user-menu__name">{name}</span>
        <DownOutlined className="op-user-menu__caret" aria-hidden />
      </button>
    </Dropdown>
  );
}
