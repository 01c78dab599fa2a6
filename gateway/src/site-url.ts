import type { Request } from 'express';
import { z } from 'zod';

/**
 * SITE_URL: the site's address as visitors type it (`https://tutor.example.com`), written into robots.txt and the
 * sitemap; the same setting mail makes uploaded images absolute with. Only an origin: the site is served from `/`, so
 * a path, query or user is refused (a trailing `/` is fine).
 */
export const siteUrlSchema = z
  .string()
  .trim()
  .url()
  .refine((text) => /^https?:$/.test(new URL(text).protocol), { message: 'SITE_URL must be an http or https address' })
  .refine((text) => {
    const url = new URL(text);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, { message: 'SITE_URL must be an origin only, e.g. https://tutor.example.com (no path, query or user)' })
  .transform((text) => new URL(text).origin)
  .optional();

/** A host name or IP (IPv6 in brackets) and an optional port: nothing a URL or XML would read otherwise. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's origin for absolute addresses: SITE_URL when set; otherwise the request's scheme and host, which
 * Express reads from X-Forwarded-Proto and X-Forwarded-Host only when a proxy in TRUSTED_PROXIES sent them (the same
 * rule as forward.ts), else from the connection and the Host header. Undefined for a host that is not a host name.
 */
export function siteOrigin(req: Request, configured: string | undefined): string | undefined {
  if (configured) return configured;
  const host = req.host;
  if (!host || !HOST.test(host)) return undefined;
  const origin = `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}
