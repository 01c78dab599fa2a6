/**
 * Moves the jsdom page to `url`, as a stand-in server's tests need (relative calls and links resolve against it).
 * jsdom keeps the base URL it last worked out, and `reconfigure` does not forget it: a page that had resolved a
 * relative URL before would go on resolving against its old address, and `history.replaceState('/x')` would refuse
 * the mix of origins. Adding and removing a `<base>` element makes it work the base URL out again.
 */
export function movePageTo(url: string): void {
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({ url });
  const base = document.createElement('base');
  document.head.append(base);
  base.remove();
}
