import { LogoutOutlined } from '@ant-design/icons';
import { getDisplayName } from '@offerpilot/shared';
import { App, Avatar, Button, Tabs } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../auth/auth-store.ts';
import { AppLayout } from '../../components/app-layout.tsx';
import { DEFAULT_AVATAR } from '../../lib/avatar.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { ROUTES } from '../../lib/routes.ts';
import { ActivityTab } from './components/activity-tab.tsx';
import { DeleteAccount } from './components/delete-account.tsx';
import { InvitationsTab } from './components/invitations-tab.tsx';
import { MinutesTab } from './components/minutes-tab.tsx';
import { ProfileTab } from './components/profile-tab.tsx';
import { SecurityTab } from './components/security-tab.tsx';
import './profile-page.css';

const TABS = ['profile', 'security', 'minutes', 'invitations', 'activity', 'theme', 'danger'] as const;
type TTab = (typeof TABS)[number];

/**
 * /profile: the personal center. Tabs (kept in ?tab=): profile, security, minutes, invitations,
 * interviews and resumes, theme settings (the theme configurator, handed in by the router), and
 * deleting the account.
 */
export function ProfilePage({ themePanel }: { themePanel?: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const narrow = useMediaQuery('(max-width: 760px)');
  const requested = params.get('tab') as TTab | null;
  const tab: TTab = requested && TABS.includes(requested) ? requested : 'profile';
  const open = (key: TTab) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true });

  useEffect(() => {
    document.title = `${t('title')} · 面试领航`;
  }, [t]);

  if (!user) return null;
  const name = getDisplayName({ name: user.display_name, username: user.username });
  const content: Record<TTab, ReactNode> = {
    profile: <ProfileTab user={user} />,
    security: <SecurityTab />,
    minutes: <MinutesTab onInvite={() => open('invitations')} />,
    invitations: <InvitationsTab />,
    activity: <ActivityTab />,
    theme: themePanel ?? null,
    danger: <DeleteAccount />,
  };

  return (
    <AppLayout>
      <div className="op-profile">
        <header className="op-profile__head">
          <Avatar size={64} src={user.avatar_url ?? DEFAULT_AVATAR} alt={name} />
          <div className="op-profile__who">
            <h1 className="op-profile__name">{name}</h1>
            <p className="op-profile__sub">@{user.username}</p>
          </div>
          <Button
            icon={<LogoutOutlined aria-hidden />}
            onClick={async () => {
              await logout();
              void message.success(ta('userMenu.loggedOut'));
              navigate(ROUTES.login, { replace: true });
            }}
          >
            {ta('profile.logout')}
          </Button>
        </header>
        <Tabs
          activeKey={tab}
          onChange={(key) => open(key as TTab)}
          tabPosition={narrow ? 'top' : 'left'}
          className="op-profile__tabs"
          destroyOnHidden
          items={TABS.filter((key) => key !== 'theme' || themePanel).map((key) => ({
            key,
            label: t(`tabs.${key}`),
            children: content[key],
          }))}
        />
      </div>
    </AppLayout>
  );
}
