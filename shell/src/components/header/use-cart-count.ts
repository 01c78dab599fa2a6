import { useEffect, useState } from 'react';
import type { CartItem } from '@tp/contracts/registrations';
import { apiGet } from '@tp/web-kit/api-client';
import { onCartChanged } from '@tp/web-kit/cart-events';
import { getPendingVerification, type SessionUser } from '@tp/web-kit/session-store';

/**
 * Unregistered class registrations are the cart. A student's come from getClassRegisterList?id=; a
 * parent's from getParentClassRegisterList?parentId= (all their children's; billing refuses a parent's own id on
 * the first call). Teachers and admins have no cart. The lists are typed by their contract but not parsed: zod is
 * not in the shell's bundle (the home page's first load), and the count reads only `_id` and `registered`.
 */
async function countCart(user: SessionUser): Promise<number> {
  const lists: Promise<{ list: CartItem[] }>[] = [];
  if (user.role === 'Student') lists.push(apiGet('/user/getClassRegisterList', { id: user._id }));
  if (user.role === 'Parent') lists.push(apiGet('/user/getParentClassRegisterList', { parentId: user._id }));
  const entries = (await Promise.all(lists)).flatMap((answer) => answer.list ?? []);
  return new Set(entries.filter((entry) => !entry.registered).map((entry) => entry._id)).size;
}

/** The cart badge's count; recounted when the user changes and on every web-kit 'cart-changed' event. */
export function useCartCount(user: SessionUser | null): number {
  const [count, setCount] = useState(0);
  const userId = user && !user.isAdmin ? user._id : undefined;
  const role = user?.role;
  useEffect(() => {
    if (!user || !userId) {
      setCount(0);
      return;
    }
    let current = true;
    const recount = () => {
      if (getPendingVerification()) return;
      countCart(user).then(
        (n) => current && setCount(n),
        (error: unknown) => {
          // A cart count failure is logged and the count is 0.
          console.error('The cart count could not be loaded', error);
          if (current) setCount(0);
        },
      );
    };
    recount();
    const stop = onCartChanged(recount);
    return () => {
      current = false;
      stop();
    };
    // Recount for another user or role, not for every refresh of the same record.
  }, [userId, role]);
  return count;
}
