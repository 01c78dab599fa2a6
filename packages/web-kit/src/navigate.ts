import { navigateToUrl } from 'single-spa';

export interface NavigateOptions {
  /** Replace the current history entry (a redirect the Back button should skip). */
  replace?: boolean;
}

/**
 * Goes to a page of the site, whichever remote owns it: single-spa changes the URL and mounts the right remote
 * without reloading. A change of the hash alone (`/#Math` on the home page) scrolls like a normal link.
 * Links inside one remote may use its own router instead.
 */
export function navigate(url: string, { replace = false }: NavigateOptions = {}): void {
  const target = new URL(url, window.location.href);
  const here = window.location;
  if (target.origin !== here.origin) {
    window.location.assign(target.href);
    return;
  }
  if (target.pathname === here.pathname && target.search === here.search) {
    if (target.hash !== here.hash) here.hash = target.hash;
    return;
  }
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (replace) window.history.replaceState(window.history.state, '', path);
  else navigateToUrl(path);
}

/** The current path with its query, to come back to after signing in. */
export function currentPathWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}
