import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../lib/routes.ts';
import { LinkButton } from './link-button.tsx';

/** Register (primary) and sign in, as links styled as buttons: every design of the gallery leads to them. */
export function AuthButtons({
  size = 'large',
  isBlock = false,
  registerLabel,
  loginLabel,
  className,
}: {
  size?: 'middle' | 'large';
  isBlock?: boolean;
  registerLabel?: string;
  loginLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation('demoHomepages');
  return (
    <div className={`op-demo-actions${isBlock ? ' op-demo-actions--block' : ''}${className ? ` ${className}` : ''}`}>
      <LinkButton to={ROUTES.register} type="primary" size={size} block={isBlock}>
        {registerLabel ?? t('actions.register')}
      </LinkButton>
      <LinkButton to={ROUTES.login} size={size} block={isBlock}>
        {loginLabel ?? t('actions.login')}
      </LinkButton>
    </div>
  );
}
