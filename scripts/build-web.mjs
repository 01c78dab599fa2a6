// Builds the web site for production: the shell and the remotes of packages/service-registry/web-apps.mjs, one
// after another (each is its own Rspack + Module Federation build, configured by packages/mf-build), then prints
// each app's size.
//   node scripts/build-web.mjs                 every app
//   node scripts/build-web.mjs mf-teaching     only the apps named (a screen engineer rebuilding their remote)
//   node scripts/build-web.mjs --only mf-admin the same (deploy/docker/web.Dockerfile builds one app per image)
//   node scripts/build-web.mjs --from <folder> <app>
//                                              the app as its folder is in <folder> (a copy holding a change), built
//                                              into <folder>/<app>/dist: e2e/browser/shell-remote-ships-alone.test.ts
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { buildServerRender } from '../packages/mf-build/src/server-build.mjs';
import { builtEntryFile, WEB_APP_NAMES, webAppOf } from '../packages/service-registry/web-apps.mjs';
import { repoRoot } from './lib/stack.mjs';


/**
 * @param {import('@rspack/core').Configuration} config
 * @returns {Promise<{ message: string }[]>} the build's warnings
 */
function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || !stats) return reject(error);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) return reject(new Error((info.errors ?? []).map((e) => e.message).join('\n\n')));
      resolve((info.warnings ?? []).filter((w) => !/Manifest will use absolute path resolution/.test(w.message)));
    });
  });
}

/**
 * Writes `<file>.gz` beside every script, style and JSON file (mf-manifest.json: 24 KB, 3 KB gzipped; the gateway
 * serves them to gzip-capable browsers); sizes.
 * @param {string} dist
 */
function compressAndMeasure(dist) {
  let js = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(dist)) {
    if (!/\.(js|css|json)$/.test(name)) continue;
    const bytes = readFileSync(path.join(dist, name));
    const packed = gzipSync(bytes, { level: 9 });
    writeFileSync(path.join(dist, `${name}.gz`), packed);
    if (!name.endsWith('.js')) continue;
    js += bytes.length;
    gzip += packed.length;
    files += 1;
  }
  return { js, gzip, files };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);

/**
 * @param {readonly string[]} apps folders of web apps
 * @param {{ root?: string }} [options] the folder holding the apps' folders: the repository's by default
 */
export async function buildWeb(apps = WEB_APP_NAMES, { root = repoRoot } = {}) {
  const began = Date.now();
  for (const app of apps) {
    if (!WEB_APP_NAMES.some((name) => name === app)) throw new Error(`Unknown web app "${app}": one of ${WEB_APP_NAMES.join(', ')}`);
    const started = Date.now();
    const configFile = path.join(root, app, 'rspack.config.mjs');
    const { default: makeConfig } = await import(pathToFileURL(configFile).href);
    const warnings = await compile(makeConfig({}, { mode: 'production' }));
    for (const warning of warnings) console.warn(`${app}: ${warning.message}`);
    const dist = path.join(root, app, 'dist');
    const { js, gzip, files } = compressAndMeasure(dist);
    // Its pages drawn on the server (docs/decisions/026), for an app that has a server entry.
    const serverBuilt = await buildServerRender(path.join(root, app));
    console.log(`${app.padEnd(12)} ${String(files).padStart(3)} js files ${kb(js)} (${kb(gzip)} gzip, all chunks, lazy ones included)${serverBuilt ? ' + server build' : ''}  ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (!statSync(path.join(dist, builtEntryFile(webAppOf(app)))).isFile()) throw new Error(`${app}: the build left no entry file`);
  }
  console.log(`Web build done in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals: apps } = parseArgs({ allowPositionals: true, options: { only: { type: 'boolean' }, from: { type: 'string' } } });
  await buildWeb(apps.length ? apps : WEB_APP_NAMES, { root: values.from && path.resolve(values.from) }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
