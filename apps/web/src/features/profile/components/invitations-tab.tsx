import type { TInvitationFriend } from '@offerpilot/shared';
import { Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { InviteShare } from '../../../components/invite-share.tsx';
import { useInvitations } from '../../../hooks/use-invitations.ts';

/** The invitation link (copy, QR) and the friends who joined through it, pending or rewarded. */
export function InvitationsTab() {
  const { t } = useTranslation('account');
  const { t: th } = useTranslation('home');
  const { data } = useInvitations();
  return (
    <div className="op-profile__cards">
      <Card title={th('invite.title')}>
        <p className="op-profile__hint">{th('invite.text')}</p>
        <InviteShare />
      </Card>
      <Card
        title={t('invitations.friends')}
        extra={
          data ? (
            <span className="op-profile__hint">
              {t('invitations.monthly', { count: data.rewarded_this_month, cap: data.monthly_cap })}
            </span>
          ) : null
        }
      >
        <List<TInvitationFriend>
          dataSource={data?.friends ?? []}
          loading={!data}
          locale={{ emptyText: t('invitations.empty') }}
          renderItem={(f) => (
            <List.Item
              extra={
                <Tag color={f.status === 'rewarded' ? 'success' : 'default'}>
                  {f.status === 'rewarded'
                    ? `${t('invitations.rewarded')} +${data?.reward_minutes ?? 0} 分钟`
                    : t('invitations.pending')}
                </Tag>
              }
            >
              <List.Item.Meta
                title={f.display_name}
                description={
                  f.rewarded_at
                    ? t('invitations.rewardedAt', { time: new Date(f.rewarded_at).toLocaleString('zh-CN') })
                    : t('invitations.registeredAt', { time: new Date(f.registered_at).toLocaleString('zh-CN') })
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
