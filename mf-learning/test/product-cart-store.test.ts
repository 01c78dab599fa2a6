import { beforeEach, describe, expect, test } from 'vitest';
import {
  allowedQuantity, PRODUCT_CART_KEY, putCartLine, readCartLines, removeCartLines, requestedQuantity, subtotal,
} from '../src/features/product-cart/utils/product-cart-store';

beforeEach(() => localStorage.clear());

describe('the product cart in local storage', () => {
  test('a product put in twice keeps one line with the newer quantity, in its place', () => {
    putCartLine('kit', 2);
    putCartLine('calculator', 1);
    putCartLine('kit', 5);

    expect(readCartLines()).toEqual([{ productId: 'kit', qty: 5 }, { productId: 'calculator', qty: 1 }]);
  });

  test('removing takes only the lines named', () => {
    putCartLine('kit', 2);
    putCartLine('calculator', 1);

    expect(removeCartLines(['kit'])).toEqual([{ productId: 'calculator', qty: 1 }]);
    expect(readCartLines()).toEqual([{ productId: 'calculator', qty: 1 }]);
  });

  test('what is stored but is not a cart (another app\'s value, a broken line) reads as an empty cart or is skipped', () => {
    localStorage.setItem(PRODUCT_CART_KEY, '{not json');
    expect(readCartLines()).toEqual([]);
    localStorage.setItem(PRODUCT_CART_KEY, JSON.stringify([{ productId: 'kit', qty: 0 }, { productId: 'book', qty: 2 }, 'x']));
    expect(readCartLines()).toEqual([{ productId: 'book', qty: 2 }]);
  });
});

describe('quantities', () => {
  test('?qty= takes a whole number from 1; anything else is 1', () => {
    expect(requestedQuantity('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', '2.5', 'many']) expect(requestedQuantity(raw)).toBe(1);
  });

  test('the stock caps the quantity (and 20 per line); out of stock it is 0', () => {
    expect(allowedQuantity(5, 3)).toBe(3);
    expect(allowedQuantity(2, 3)).toBe(2);
    expect(allowedQuantity(50, 1000)).toBe(20);
    expect(allowedQuantity(1, 0)).toBe(0);
  });

  test('the subtotal is summed in cents', () => {
    expect(subtotal([{ price: 0.1, qty: 1 }, { price: 0.2, qty: 1 }])).toBe(0.3);
    expect(subtotal([{ price: 89.99, qty: 2 }, { price: 12.5, qty: 3 }])).toBe(217.48);
  });
});
