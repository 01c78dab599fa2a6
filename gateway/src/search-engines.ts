import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import { CLASS_PAGES_MAX, type ClassPage } from '@tp/contracts';
import { REMOTES } from '@tp/service-registry/web-apps';
import type { ClassPages } from './class-pages';
import { siteOrigin } from './site-url';

const gzipAsync = promisify(gzip);

/**
 * The page paths search engines may crawl and show (each as in web-apps.mjs: `/class` is `/class` and `/class/…`):
 * the home page, class and product pages, signing in and up, the physics demo. Every other path a web app owns
 * (the signed-in areas, the profile, the one-time reset and verify links, the browser's cart) is disallowed.
 */
export const PUBLIC_PAGES = ['/', '/class', '/product', '/login', '/register', '/demo', '/simview'] as const;

/**
 * The API calls the public pages read their text from (home lists, a class, a product). The rest of /api/ is
 * disallowed, but a crawler that runs the page's scripts (Google's) needs these to see more than an empty frame.
 */
const PUBLIC_API = ['/api/public/', '/api/products/'] as const;

/** Uploaded files: teachers' and students' documents, and private files behind expiring signed links. */
const NOT_CRAWLED = ['/api/', '/uploads/'] as const;

/** The page paths of the web apps that are not public, in the order web-apps.mjs lists them. */
export function privatePagePaths(): string[] {
  const publicPages = new Set<string>(PUBLIC_PAGES);
  const owned = REMOTES.flatMap((remote) => [...remote.exact.map((path) => `${path}$`), ...remote.paths]);
  return owned.filter((path) => !publicPages.has(path.replace(/\$$/, '')));
}

/**
 * robots.txt: crawlers may read the public pages and the calls they load from, not the signed-in areas, the rest
 * of the API or uploads; the most specific rule wins (RFC 9309), so `Allow: /class` does not open `/classroom`.
 */
export function robotsTxt(origin: string): string {
  return [
    '# The public pages are open to search engines; signed-in areas, the API and uploads are not.',
    'User-agent: *',
    ...PUBLIC_PAGES.map((path) => `Allow: ${path === '/' ? '/$' : path}`),
    ...PUBLIC_API.map((path) => `Allow: ${path}`),
    ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
    ...privatePagePaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** A W3C date-time in whole seconds (what sitemaps.org shows), or undefined for a date that is not one. */
function lastModified(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The sitemap (sitemaps.org 0.9): the home page, then each class page with when its class last changed. */
export function sitemapXml(origin: string, pages: readonly ClassPage[]): string {
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${xmlText(origin + path)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    ...pages.slice(0, CLASS_PAGES_MAX).map((page) => url(`/class/${encodeURIComponent(page._id)}`, lastModified(page.updatedAt))),
    '</urlset>',
    '',
  ].join('\n');
}

/** Both answers may be kept by caches and crawlers as long as the gateway keeps the class list. */
const CACHE_CONTROL = 'public, max-age=300';

export interface SearchEngineOptions {
  classPages: ClassPages;
  /** SITE_URL; unset, each answer names the origin the request came to (site-url.ts). */
  siteUrl: string | undefined;
  logger: Logger;
}

/**
 * GET /robots.txt and GET /sitemap.xml, answered before the web apps' page route (which would answer any path with
 * the shell's page). The sitemap lists published classes from catalog, read at most every few minutes
 * (class-pages.ts); while catalog cannot be read it is a 503 with a sentence, never an error page.
 */
export function searchEngines({ classPages, siteUrl, logger }: SearchEngineOptions): Router {
  const router = Router();
  // The last sitemap made, with its gzipped bytes: the same class list and origin need no new work.
  let made: { pages: readonly ClassPage[]; origin: string; xml: Buffer; gzipped: Promise<Buffer | undefined> } | undefined;

  router.get('/robots.txt', (req, res) => {
    const origin = siteOrigin(req, siteUrl);
    if (!origin) return badHost(res);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.type('text/plain').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = siteOrigin(req, siteUrl);
    if (!origin) return badHost(res);
    let pages: ClassPage[];
    try {
      pages = await classPages.read();
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'sitemap: the class pages could not be read from catalog');
      res.setHeader('Retry-After', '60');
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(503).type('text/plain').send('The sitemap is not available right now. Please try again in a few minutes.\n');
    }
    if (made?.pages !== pages || made.origin !== origin) {
      const xml = Buffer.from(sitemapXml(origin, pages));
      made = { pages, origin, xml, gzipped: gzipAsync(xml).catch(() => undefined) };
    }
    const sitemap = made;
    const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? await sitemap.gzipped : undefined;
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.vary('Accept-Encoding');
    res.type('application/xml');
    if (gzipped) res.setHeader('Content-Encoding', 'gzip');
    res.send(gzipped ?? sitemap.xml);
  });

  return router;
}

function badHost(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(400).type('text/plain').send('The Host header does not name this site.\n');
}
