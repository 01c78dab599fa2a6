import { LOGIN_DEFAULT_REDIRECT } from '@tp/contracts/constants';

/**
 * Where a `redirect` parameter may send the visitor: a page of this site, as a path (`/class/1?x=1#y`); anything
 * else gives `fallback`. The target is judged as the browser will read it, not as written: resolved against the
 * site's origin, where the URL parser drops tabs and newlines and reads `\` as `/` (so `/\t/evil.example` is
 * another site). The path returned must also resolve to that same page again, as `//evil.example` would not.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string, fallback: string = LOGIN_DEFAULT_REDIRECT): string {
  if (!raw) return fallback;
  let site: URL;
  let target: URL;
  try {
    site = new URL(origin);
    target = new URL(raw, site.origin);
  } catch {
    return fallback;
  }
  if (target.origin !== site.origin) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return new URL(path, site.origin).href === target.href ? path : fallback;
}
