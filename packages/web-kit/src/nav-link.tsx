import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@tp/web-kit/navigate';

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A real link (opens in a new tab with Ctrl/Cmd-click) that moves inside the site without reloading, whichever
 * remote owns the target: use it for links that leave your remote.
 */
export function NavLink({ to, onClick, children, ...rest }: NavLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
