import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from '@tp/web-kit/ui/badge';
import { NavLink } from '@tp/web-kit/nav-link';
import { useShellTexts } from '../../app/shell-texts';

/** The cart icon with its badge: signed-in non-admins only. */
export function CartLink({ count }: { count: number }) {
  const t = useShellTexts();
  const label = count === 1 ? t('cartOneItem') : t('cartItems', { count });
  return (
    <NavLink to="/cart" aria-label={label} title={label} className="tp-cart-link" data-testid="cart-link">
      {/* The label says the count; the badge's animated digits are for the eye only. */}
      <span aria-hidden>
        <Badge count={count} size="small" color="#d4380d">
          <ShoppingCartOutlined style={{ fontSize: 22, color: '#fff' }} />
        </Badge>
      </span>
    </NavLink>
  );
}
