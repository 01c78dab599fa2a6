import path from 'node:path';
import fs from 'node:fs';
import compression from 'compression';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { REMOTES, SHELL } from '@tp/service-registry/web-apps';
import { languageOfRequest, type Logger } from '@tp/service-kit';
import { ownerOf, pageHtml, type DrawnPage } from './page-html';
import type { PageRenderer } from './server-render/server-render';
import { siteOrigin } from './site-url';

/** Where each remote lives now: the shell reads this at start, so a remote moves without rebuilding the shell. */
export function remotesManifest() {
  return REMOTES.map((remote) => ({ name: remote.federationName, entry: `${remote.base}mf-manifest.json` }));
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function cacheHeaders(res: Response, filePath: string) {
  const name = path.basename(filePath);
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'remoteEntry.js' || name.endsWith('.json')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (HASHED.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  }
}

const COMPRESSIBLE = /\.(js|css|json)$/;

/**
 * Serves `<file>.gz` (written next to each script, style and manifest by scripts/build-web.mjs) to browsers that accept
 * gzip: the same bytes, a third of the transfer, no compression work per request.
 */
function precompressed(root: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    res.vary('Accept-Encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep) || !fs.existsSync(`${file}.gz`)) return next();
    cacheHeaders(res, file);
    res.setHeader('Content-Encoding', 'gzip');
    res.type(path.extname(file));
    // Relative to the root, as express.static sends: a dot in the root's own path (a web root under .var) is no dotfile.
    res.sendFile(path.relative(root, `${file}.gz`), { root }, (err) => err && next(err));
  };
}

/** Pages drawn on the server: the renderer, and where this gateway answers /api (known once it listens). */
export interface ServerDrawing {
  renderer: PageRenderer;
  apiOrigin: () => string;
  /** SITE_URL, when set: the site's address in what is drawn (links, og:image); else the request's (site-url.ts). */
  siteUrl: string | undefined;
  logger: Logger;
}

/** A web app's server build (`dist/server/`) is the gateway's to run, not a file for browsers. */
const SERVER_BUILD = /^\/server(\/|$)/;

/**
 * The shell at `/`, each remote's `<folder>/dist` at its URL base (`/mf/public/`), and the shell's index.html for any
 * other page path, with the page drawn in it where its remote draws it on the server.
 */
export function staticSite(webRoot: string, drawing?: ServerDrawing): Router {
  const router = Router();
  const shellDist = path.join(webRoot, SHELL.name, 'dist');
  for (const remote of REMOTES) {
    const base = remote.base.slice(0, -1);
    router.use(base, (req, res, next) => (SERVER_BUILD.test(req.path) ? void res.status(404).type('text').send('Not found.') : next()));
    router.use(base, precompressed(path.resolve(webRoot, remote.name, 'dist')));
    router.use(base, express.static(path.join(webRoot, remote.name, 'dist'), { setHeaders: cacheHeaders, fallthrough: false }));
  }
  router.use((req, res, next) => (SERVER_BUILD.test(req.path) ? void res.status(404).type('text').send('Not found.') : next()));
  router.use(precompressed(path.resolve(shellDist)));
  router.use(express.static(shellDist, { setHeaders: cacheHeaders, index: false }));
  // A page drawn on the server is 40 to 120 KB of markup and its data: gzipped per response (~7x smaller).
  router.get(/^\/(?!api\/|mf\/|uploads\/).*/, compression(), async (req, res) => {
    const html = pageHtml(webRoot, req.path, remotesManifest(), drawing && (await drawnPage(webRoot, drawing, req)));
    if (html === undefined) {
      res.status(503).type('text').send('The web site is not built yet: run `npm run build:web` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}

/** A query longer than this is not drawn on the server (each distinct page drawn without data is kept a while). */
const MAX_DRAWN_SEARCH = 512;

/** The page drawn on the server, or undefined: it is then drawn in the browser (the renderer failed, was busy, ...). */
async function drawnPage(webRoot: string, { renderer, apiOrigin, siteUrl, logger }: ServerDrawing, req: Request): Promise<DrawnPage | undefined> {
  const remote = ownerOf(webRoot, req.path);
  const origin = siteOrigin(req, siteUrl);
  if (remote === undefined || origin === undefined) return undefined;
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  if (search.length > MAX_DRAWN_SEARCH) return undefined;
  try {
    return await renderer.render({ pathname: req.path, search, remote, origin, language: languageOfRequest(req), apiOrigin: apiOrigin() });
  } catch (err) {
    logger.warn({ err: (err as Error).message, path: req.path }, 'page not drawn on the server: the browser draws it');
    return undefined;
  }
}
