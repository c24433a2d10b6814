import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';

/** Register (primary) and sign in, as links: every design of the gallery leads to them. */
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
      <Link to={ROUTES.register}>
        <Button type="primary" size={size} block={isBlock}>
          {registerLabel ?? t('actions.register')}
        </Button>
      </Link>
      <Link to={ROUTES.login}>
        <Button size={size} block={isBlock}>
          {loginLabel ?? t('actions.login')}
        </Button>
      </Link>
    </div>
  );
}
