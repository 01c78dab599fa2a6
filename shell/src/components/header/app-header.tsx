import { lazy, Suspense, useState } from 'react';
import { NavLink } from '@tp/web-kit/nav-link';
import { logout } from '@tp/web-kit/session';
import { useSession } from '@tp/web-kit/use-session';
import { PAGE_TITLE } from '../../app/page-title';
import { useShellTexts } from '../../app/shell-texts';
import { accountEntries, mainEntries } from './nav-model';
import { NavEntries } from './nav-entries';
import { useCartCount } from './use-cart-count';

// The cart (and antd's Badge) only for signed-in non-admins.
const CartLink = lazy(async () => ({ default: (await import('./cart-link')).CartLink }));

/**
 * The site header: brand, Home, Courses, menus by role, cart badge, and the user menu. Plain HTML in
 * the site theme rather than antd's Menu: it is on every first load (docs/decisions/002). Narrow screens fold the
 * entries behind one button.
 */
export function AppHeader({ pathname }: { pathname: string }) {
  const t = useShellTexts();
  const user = useSession();
  const cartCount = useCartCount(user);
  const [folded, setFolded] = useState(true);
  // No hash on the server (a page drawn there, docs/decisions/026): the browser's first render brings it.
  const where = { pathname, hash: typeof window === 'undefined' ? '' : window.location.hash };
  const signOut = () => void logout();
  return (
    <header className="tp-header">
      <nav aria-label={t('main')} className={`tp-header-nav${folded ? '' : ' tp-header-unfolded'}`} onClick={(event) => (event.target as HTMLElement).closest('a, [data-nav-action]') && setFolded(true)}>
        <NavLink to="/" className="tp-brand">
          {PAGE_TITLE}
        </NavLink>
        {user && !user.isAdmin ? (
          // The placeholder keeps the menus from shifting under the pointer when the cart arrives.
          <Suspense fallback={<span className="tp-cart-link tp-cart-placeholder" aria-hidden />}>
            <CartLink count={cartCount} />
          </Suspense>
        ) : null}
        <button type="button" className="tp-fold-button" aria-expanded={!folded} aria-controls="tp-nav-lists" onClick={() => setFolded(!folded)}>
          <span className="tp-visually-hidden">{t('menu')}</span>
          <svg viewBox="0 0 18 14" width="18" height="14" aria-hidden="true" focusable="false">
            <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <div id="tp-nav-lists" className="tp-nav-lists">
          <ul className="tp-nav-list">
            <NavEntries entries={mainEntries(t)} where={where} />
          </ul>
          <ul className="tp-nav-list tp-nav-account" data-testid="account-menu">
            <NavEntries entries={accountEntries(user, signOut, t)} where={where} />
          </ul>
        </div>
      </nav>
    </header>
  );
}
