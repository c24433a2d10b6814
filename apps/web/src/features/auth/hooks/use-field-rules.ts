import { PHONE_PATTERN, getPasswordErrors, isValidEmail, isValidUsername } from '@offerpilot/shared';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkAvailability } from '../../../api/auth.ts';

/** Live field rules with the spec §5 messages, and availability checks while typing. */
export function useFieldRules() {
  const { t } = useTranslation('auth');
  const available =
    (kind: 'username' | 'email', isValid: (v: string) => boolean, takenText: string): FormRule =>
    () => ({
      async validator(_rule, value: string | undefined) {
        if (!value || !isValid(value.trim())) return;
        let res;
        try {
          res = await checkAvailability(kind, value.trim());
        } catch {
          return; // a failed check never blocks the form; the server decides on submit
        }
        if (!res.available) throw new Error(takenText);
      },
    });
  return {
    phone: [
      { required: true, message: t('fields.phoneRequired') },
      { pattern: PHONE_PATTERN, message: t('fields.phoneInvalid') },
    ] satisfies FormRule[],
    optionalPhone: [{ pattern: PHONE_PATTERN, message: t('fields.phoneInvalid') }] satisfies FormRule[],
    username: [
      { required: true, message: t('fields.usernameRequired') },
      {
        validator: async (_r: unknown, v?: string) => {
          if (v && !isValidUsername(v.trim())) throw new Error(t('fields.usernameInvalid'));
        },
      },
    ] satisfies FormRule[],
    optionalUsername: [
      {
        validator: async (_r: unknown, v?: string) => {
          if (v && !isValidUsername(v.trim())) throw new Error(t('fields.usernameInvalid'));
        },
      },
    ] satisfies FormRule[],
    email: [
      {
        validator: async (_r: unknown, v?: string) => {
          if (v && !isValidEmail(v.trim())) throw new Error(t('fields.emailInvalid'));
        },
      },
    ] satisfies FormRule[],
    password: (required: boolean): FormRule[] => [
      ...(required ? [{ required: true, message: t('fields.passwordRequired') }] : []),
      {
        validator: async (_r: unknown, v?: string) => {
          if (!v) return;
          const [first] = getPasswordErrors(v);
          if (first) throw new Error(first);
        },
      },
    ],
    confirm: (field: string): FormRule[] => [
      ({ getFieldValue }) => ({
        async validator(_r, v?: string) {
          if ((getFieldValue(field) ?? '') !== (v ?? '')) throw new Error(t('register.passwordMismatch'));
        },
      }),
    ],
    usernameAvailable: available('username', isValidUsername, t('register.usernameTaken')),
    emailAvailable: available('email', isValidEmail, t('register.emailTaken')),
  };
}
