import type { CartItem } from '@tp/contracts/registrations';

/** Plans: 1 is '1 month', 2 is '1 year' (the key of its text in the cart's texts). */
export function durationText(durationType: number): 'oneMonth' | 'oneYear' {
  return durationType === 2 ? 'oneYear' : 'oneMonth';
}

/** The unregistered class-register entries are the cart; an entry listed by both lists shows once. */
export function cartItems(...lists: CartItem[][]): CartItem[] {
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const item of lists.flat()) {
    if (item.registered || seen.has(item._id)) continue;
    seen.add(item._id);
    items.push(item);
  }
  return items;
}

/** The cart total, rounded to 2 decimals (cents, so 0.1 + 0.2 is 0.3). */
export function cartTotal(items: readonly Pick<CartItem, 'price'>[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
  return cents / 100;
}

/** Paid but not registered yet: it stays in the cart (unregistered) but can no longer be removed. */
export function isPendingConfirmation(item: Pick<CartItem, 'paid' | 'registered'>): boolean {
  return item.paid && !item.registered;
}

/** What is left to pay: the total of the entries not paid yet (a paid one waits only for the teacher). */
export function amountDue(items: readonly Pick<CartItem, 'price' | 'paid'>[]): number {
  return cartTotal(items.filter((item) => !item.paid));
}

/** Dollars with two decimals: 120 → '$120.00'. */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}
