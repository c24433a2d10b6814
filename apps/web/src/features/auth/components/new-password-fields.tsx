import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { PasswordRules } from './password-rules.tsx';

/** A new password with its live rule checklist, and its confirmation. */
export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('auth');
  const rules = useFieldRules();
  const value = Form.useWatch(name) as string | undefined;
  return (
    <>
      <Form.Item name={name} label={label} rules={rules.password(true)} extra={<PasswordRules value={value} />}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('register.confirmPassword')}
        dependencies={[name]}
        rules={[{ required: true, message: t('register.confirmPlaceholder') }, ...rules.confirm(name)]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('register.confirmPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
