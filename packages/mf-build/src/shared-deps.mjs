// What the shell and the remotes share at run time through Module Federation (docs/decisions/002).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webKitDir = path.join(repoRoot, 'packages', 'web-kit');

function versionOf(pkg) {
  return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** Every antd component reaches the site through one of these web-kit facades (`@tp/web-kit/ui/<component>`). */
export function uiFacades() {
  return readdirSync(path.join(webKitDir, 'src', 'ui'))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => ({ key: `@tp/web-kit/ui/${file.slice(0, -3)}`, file: path.join(webKitDir, 'src', 'ui', file) }));
}

const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });

/**
 * `host`: the shell lists every UI facade by exact name, so it PROVIDES all of them (each lazily, as its own chunk)
 * and, registering first, is the one provider of antd for the whole page: one antd instance, one theme context.
 * Remotes match the facades through the `@tp/web-kit/` prefix only, so they build just the ones they use (their
 * fallback for running alone). antd and @ant-design/icons are deliberately not share keys: a shared package is
 * never tree-shaken, and antd whole is ~577 KB gzip (see 002).
 */
export function sharedDeps(role) {
  const webKitVersion = JSON.parse(readFileSync(path.join(webKitDir, 'package.json'), 'utf8')).version;
  // packageName: where Module Federation reads the version (resolving the bare prefix `@tp/web-kit/` would warn).
  const webKit = { singleton: true, requiredVersion: `^${webKitVersion}`, version: webKitVersion, packageName: '@tp/web-kit/package.json' };
  const shared = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    '@ant-design/cssinjs': singleton('@ant-design/cssinjs'),
    'single-spa': singleton('single-spa'),
    '@tp/web-kit/': webKit,
  };
  // An absolute `import` is provided even where nothing imports it (a package name only where it is imported).
  if (role === 'host') {
    for (const { key, file } of uiFacades()) shared[key] = { ...webKit, import: file, shareKey: key };
  }
  return shared;
}
