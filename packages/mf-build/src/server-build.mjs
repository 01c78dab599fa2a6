// A web app's server build (docs/decisions/026): its `src/server/render.tsx`, bundled for Node into
// `dist/server/render.mjs` with the CSS its screens import as `dist/server/render.css`. The gateway runs it in a
// worker thread to draw a page's first response; every npm package is bundled in, so the build carries the app's own
// React, antd and screens wherever it is deployed (the DOM its rich-text sanitiser needs is the gateway's jsdom).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const WEB_KIT_SRC = fileURLToPath(new URL('../../web-kit/src', import.meta.url));

/** The app's server entry, if it has one. @param {string} dir the app's folder */
export const serverEntryOf = (dir) => {
  const entry = path.join(dir, 'src', 'server', 'render.tsx');
  return existsSync(entry) ? entry : undefined;
};

/** Where the gateway finds an app's server build. @param {string} dist the app's dist folder */
export const serverBuildOf = (dist) => path.join(dist, 'server', 'render.mjs');

/**
 * Builds the app's server entry, when it has one, into its dist folder (after its browser build, which empties dist).
 * @param {string} dir the app's folder
 * @param {{ dist?: string }} [options] another dist folder to build into (a test's web root)
 * @returns {Promise<boolean>} whether the app has a server build
 */
export async function buildServerRender(dir, { dist = path.join(dir, 'dist') } = {}) {
  const entry = serverEntryOf(dir);
  if (!entry) return false;
  await build({
    entryPoints: [entry],
    outfile: serverBuildOf(dist),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    jsx: 'automatic',
    minify: process.env.SERVER_BUILD_MINIFY !== 'false',
    legalComments: 'none',
    logLevel: 'error',
    alias: { '@tp/web-kit': WEB_KIT_SRC },
    resolveExtensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Some CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __tpRequire } from 'node:module'; const require = __tpRequire(import.meta.url);" },
  });
  return true;
}
