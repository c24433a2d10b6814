import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { PASSWORD_MESSAGES, getPasswordErrors } from '@offerpilot/shared';
import { useTranslation } from 'react-i18next';

const RULES = [
  PASSWORD_MESSAGES.tooShort,
  PASSWORD_MESSAGES.noLowercase,
  PASSWORD_MESSAGES.noUppercase,
  PASSWORD_MESSAGES.noDigit,
  PASSWORD_MESSAGES.noSpecial,
] as const;

/** The five rules of spec §5, ticked live as the user types. */
export function PasswordRules({ value }: { value: string | undefined }) {
  const { t } = useTranslation('auth');
  const broken = new Set(getPasswordErrors(value ?? ''));
  return (
    <ul className="op-rules" aria-label={t('fields.passwordRules')}>
      {RULES.map((rule) => {
        const ok = Boolean(value) && !broken.has(rule);
        return (
          <li key={rule} data-ok={ok}>
            {/* The state in words: the icon's own name would be read as 'check-circle'. */}
            {ok ? (
              <CheckCircleFilled aria-label={t('fields.ruleMet')} />
            ) : (
              <CloseCircleOutlined aria-label={t('fields.ruleUnmet')} />
            )}
            {rule.replace('密码', '').replace('必须', '')}
          </li>
        );
      })}
    </ul>
  );
}
