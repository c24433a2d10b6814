import { CameraOutlined, CopyOutlined } from '@ant-design/icons';
import { ACCOUNT_LIMITS, getDisplayName, type TUser } from '@offerpilot/shared';
import { App, Avatar, Button, Descriptions, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, uploadAvatar } from '../../../api/account.ts';
import { DEFAULT_AVATAR } from '../../../lib/avatar.ts';
import { useUpdateUser } from '../use-update-user.ts';
import { AvatarCropper } from './avatar-cropper.tsx';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Avatar (crop + size limits), display name and e-mail; username, phone and invite code shown. */
export function ProfileTab({ user }: { user: TUser }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const setUser = useUpdateUser();
  const [file, setFile] = useState<File | null>(null);
  const [savingAvatar, setSavingAvatar] = useState(false);
  const [saving, setSaving] = useState(false);
  const notSet = <Typography.Text type="secondary">{t('profile.notSet')}</Typography.Text>;

  const pick = (picked: File) => {
    if (!TYPES.includes(picked.type)) void message.error(t('profile.avatarType'));
    else if (picked.size > ACCOUNT_LIMITS.avatarSourceBytes) void message.error(t('profile.avatarTooBig'));
    else setFile(picked);
    return false;
  };

  const saveAvatar = async (dataUrl: string) => {
    setSavingAvatar(true);
    try {
      setUser(await uploadAvatar(dataUrl));
      setFile(null);
      void message.success(t('profile.saved'));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setSavingAvatar(false);
    }
  };

  return (
    <div className="op-profile__section">
      <div className="op-profile__avatar-row">
        <Avatar
          size={88}
          src={user.avatar_url ?? DEFAULT_AVATAR}
          alt={getDisplayName({ name: user.display_name, username: user.username })}
        />
        <div>
          <Upload accept={TYPES.join(',')} showUploadList={false} beforeUpload={pick}>
            <Button icon={<CameraOutlined aria-hidden />}>{t('profile.changeAvatar')}</Button>
          </Upload>
          <p className="op-profile__hint">{t('profile.avatarHint')}</p>
        </div>
      </div>
      <AvatarCropper
        file={file}
        saving={savingAvatar}
        onCancel={() => setFile(null)}
        onDone={(d) => void saveAvatar(d)}
      />

      <Form
        layout="vertical"
        className="op-profile__form"
        initialValues={{ display_name: user.display_name ?? '', email: user.email ?? '' }}
        onFinish={async (values: { display_name: string; email: string }) => {
          setSaving(true);
          try {
            setUser(await updateProfile({ display_name: values.display_name, email: values.email }));
            void message.success(t('profile.saved'));
          } catch (error) {
            void message.error((error as Error).message);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item
          name="display_name"
          label={t('profile.displayName')}
          rules={[{ max: ACCOUNT_LIMITS.displayNameMax }]}
        >
          <Input
            placeholder={t('profile.displayNamePlaceholder')}
            maxLength={ACCOUNT_LIMITS.displayNameMax}
            showCount
          />
        </Form.Item>
        <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
          <Input placeholder={t('profile.emailPlaceholder')} maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('profile.save')}
        </Button>
      </Form>

      <Descriptions column={1} colon={false} className="op-profile__facts" styles={{ label: { width: 96 } }}>
        <Descriptions.Item label={t('profile.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('profile.phone')}>{user.phone ?? notSet}</Descriptions.Item>
        <Descriptions.Item label={t('profile.inviteCode')}>
          <Typography.Text code data-testid="invite-code">
            {user.invite_code}
          </Typography.Text>
          <Typography.Text copyable={{ text: user.invite_code, icon: <CopyOutlined aria-hidden /> }} />
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.createdAt')}>
          {new Date(user.created_at).toLocaleString('zh-CN')}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
