import type { CartItem } from '@tp/contracts/registrations';
import type { SessionUser } from '@tp/web-kit/session-store';
import { useApi } from '@tp/web-kit/use-api';
import { fetchParentRegistrations, fetchStudentRegistrations } from '../api/cart';
import { cartText } from '../cart-texts';
import { cartItems } from '../utils/cart-items';

/** Why the cart could not load: the student's list and the parent's list each have their own message (its text's key). */
export class CartLoadError extends Error {
  constructor(readonly text: 'parentNotLoaded' | 'notLoaded') {
    super(cartText(text));
  }
}

/**
 * The cart of the signed-in user: a student's own unregistered entries; a parent's are those of their
 * children (GET getParentClassRegisterList; billing refuses getClassRegisterList with a parent's own id). A teacher
 * has the cart icon (every non-admin does) but never an entry, and billing answers their calls with 403: their cart is
 * empty without asking.
 */
export function useCart(user: SessionUser) {
  return useApi<CartItem[]>(async (signal) => {
    if (user.role === 'Teacher') return [];
    if (user.role === 'Parent') {
      const list = await fetchParentRegistrations(user._id, signal).catch(() => {
        throw new CartLoadError('parentNotLoaded');
      });
      return cartItems(list);
    }
    const list = await fetchStudentRegistrations(user._id, signal).catch(() => {
      throw new CartLoadError('notLoaded');
    });
    return cartItems(list);
  }, [user._id, user.role]);
}
