import path from 'node:path';
import fs from 'node:fs';
import express, { Router, type RequestHandler, type Response } from 'express';
import { REMOTES, SHELL } from '@tp/service-registry/web-apps';
import { pageHtml } from './page-html';

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

/**
 * The shell at `/`, each remote's `<folder>/dist` at its URL base (`/mf/public/`), and the shell's index.html for any
 * other page path.
 */
export function staticSite(webRoot: string): Router {
  const router = Router();
  const shellDist = path.join(webRoot, SHELL.name, 'dist');
  for (const remote of REMOTES) {
    const base = remote.base.slice(0, -1);
    router.use(base, precompressed(path.resolve(webRoot, remote.name, 'dist')));
    router.use(base, express.static(path.join(webRoot, remote.name, 'dist'), { setHeaders: cacheHeaders, fallthrough: false }));
  }
  router.use(precompressed(path.resolve(shellDist)));
  router.use(express.static(shellDist, { setHeaders: cacheHeaders, index: false }));
  router.get(/^\/(?!api\/|mf\/|uploads\/).*/, (req, res) => {
    const html = pageHtml(webRoot, req.path, remotesManifest());
    if (html === undefined) {
      res.status(503).type('text').send('The web site is not built yet: run `npm run build:web` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
