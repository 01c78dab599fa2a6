/** Fired on window by any screen that adds to or removes from the cart; the shell's cart badge counts again. */
export const CART_CHANGED_EVENT = 'tp:cart-changed';

export function announceCartChanged(): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
}

export function onCartChanged(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, listener);
  return () => window.removeEventListener(CART_CHANGED_EVENT, listener);
}
