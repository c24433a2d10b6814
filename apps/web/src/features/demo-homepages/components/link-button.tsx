import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A link that looks like a button, as one element: antd renders a Button with `href` as an
 * `<a class="ant-btn">` (one tab stop, opens in a new tab), and a plain click navigates inside the
 * app, as a router `<Link>` would, instead of reloading the page.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)} />;
}
