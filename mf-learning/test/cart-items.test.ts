import { describe, expect, test } from 'vitest';
import type { CartItem } from '@tp/contracts/registrations';
import { amountDue, cartItems, cartTotal, durationText, formatPrice, isPendingConfirmation } from '../src/features/cart/utils/cart-items';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return { _id: 'i1', classId: 'c1', className: 'Optics', userId: 'u1', studentName: 'Ann', durationType: 1, price: 10, interested: true, paid: false, registered: false, expirationDate: null, createdAt: '2026-01-01T00:00:00.000Z', ...overrides };
}

describe('cart total', () => {
  test('an empty cart totals 0', () => {
    expect(cartTotal([])).toBe(0);
  });

  test('prices add up and are rounded to 2 decimals', () => {
    expect(cartTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(cartTotal([{ price: 19.99 }, { price: 100 }, { price: 0.015 }])).toBe(120.01);
  });

  test('the total shows as dollars with cents', () => {
    expect(formatPrice(cartTotal([{ price: 120 }]))).toBe('$120.00');
  });
});

describe('cart items', () => {
  test('registered entries are not in the cart', () => {
    expect(cartItems([item({ _id: 'a' }), item({ _id: 'b', registered: true })]).map((i) => i._id)).toEqual(['a']);
  });

  test('an entry in both lists shows once', () => {
    expect(cartItems([item({ _id: 'a' })], [item({ _id: 'a' }), item({ _id: 'c' })]).map((i) => i._id)).toEqual(['a', 'c']);
  });

  test('plan 1 reads 1 month and plan 2 reads 1 year', () => {
    expect(durationText(1)).toBe('oneMonth');
    expect(durationText(2)).toBe('oneYear');
  });
});

describe('paid entries waiting for the teacher', () => {
  test('paid and not registered is pending confirmation; unpaid or registered is not', () => {
    expect(isPendingConfirmation(item({ paid: true }))).toBe(true);
    expect(isPendingConfirmation(item({ paid: false }))).toBe(false);
    expect(isPendingConfirmation(item({ paid: true, registered: true }))).toBe(false);
  });

  test('the amount due leaves out what is already paid', () => {
    expect(amountDue([item({ price: 30 }), item({ _id: 'b', price: 299.5, paid: true }), item({ _id: 'c', price: 0.1 })])).toBe(30.1);
    expect(amountDue([item({ paid: true })])).toBe(0);
  });
});
