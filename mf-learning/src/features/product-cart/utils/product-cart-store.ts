import { quantityChoices } from '@tp/contracts/product-rules';

/**
 * The leftover shop's cart: kept in this browser's local storage, as the shop template did (there is no checkout
 * to hand it to). A line is a product and a quantity; prices and stock are read from the server when shown.
 */
export const PRODUCT_CART_KEY = 'productCart';

export interface CartLine {
  productId: string;
  qty: number;
}

function isLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return !!line && typeof line.productId === 'string' && Number.isInteger(line.qty) && line.qty > 0;
}

export function readCartLines(): CartLine[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PRODUCT_CART_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isLine) : [];
  } catch {
    return [];
  }
}

function writeCartLines(lines: CartLine[]): CartLine[] {
  localStorage.setItem(PRODUCT_CART_KEY, JSON.stringify(lines));
  return lines;
}

/** Puts the product in the cart with this quantity (replacing the one it had), keeping the order of the lines. */
export function putCartLine(productId: string, qty: number): CartLine[] {
  const lines = readCartLines();
  const at = lines.findIndex((line) => line.productId === productId);
  if (at === -1) return writeCartLines([...lines, { productId, qty }]);
  return writeCartLines(lines.map((line, i) => (i === at ? { productId, qty } : line)));
}

export function removeCartLines(productIds: string[]): CartLine[] {
  return writeCartLines(readCartLines().filter((line) => !productIds.includes(line.productId)));
}

/**
 * The quantity `/cart/:id?qty=n` asks for: a whole number from 1; anything else (or none) is 1. The page lowers it
 * to the stock once it knows it.
 */
export function requestedQuantity(raw: string | null): number {
  const qty = Number(raw);
  return Number.isInteger(qty) && qty >= 1 ? qty : 1;
}

/** A quantity the stock allows: at most the largest choice (0 when the product is out of stock). */
export function allowedQuantity(qty: number, countInStock: number): number {
  return Math.min(qty, quantityChoices(countInStock).at(-1) ?? 0);
}

/** The subtotal in dollars, summed in cents (0.1 + 0.2 is 0.3). */
export function subtotal(items: { price: number; qty: number }[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.qty, 0) / 100;
}
