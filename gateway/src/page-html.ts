import fs from 'node:fs';
import path from 'node:path';
import { ownsPath, remoteNamed, SHELL } from '@tp/service-registry/web-apps';

/** A remote and the page paths it owns, as the shell's build writes them (shell/dist/remote-areas.json). */
interface RemoteArea {
  name: string;
  paths: string[];
  exact: string[];
}

export interface RemoteLocation {
  name: string;
  entry: string;
}

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

/** What of an app's mf-manifest.json the page needs: the entry script, the sync files of `./app` and of shared modules. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: Assets }[];
  shared?: { name: string; assets: Assets }[];
}

/** Files read from the web build, re-read when they change on disk (a remote deployed alone). */
const cache = new Map<string, { mtimeMs: number; value: unknown }>();

function readCached<T>(file: string, parse: (text: string) => T): T | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.value as T;
  try {
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}

/** A remote's build in the web root: its folder's dist (packages/service-registry/web-apps.mjs); none for a name not listed. */
function remoteDist(webRoot: string, federationName: string): string | undefined {
  const remote = remoteNamed(federationName);
  return remote && path.join(webRoot, remote.name, 'dist');
}

/** `<script>`-safe JSON: no `</script>` or `<!--` can end the block early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The files the page's remote will ask for first: its manifest, its entry, the sync scripts and styles of `./app`.
 * Hinted in the page so the browser fetches them beside the shell's own scripts instead of one after another
 * (shell → remotes.json → manifest → entry → chunks: four round trips on a phone's network, docs/decisions/018).
 */
function remotePreloads(webRoot: string, remote: RemoteLocation): string[] {
  const dist = remoteDist(webRoot, remote.name);
  const manifest = dist === undefined ? undefined : readCached<Manifest>(path.join(dist, 'mf-manifest.json'), JSON.parse);
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  // Low priority: the shell's own scripts come first (they draw the page frame); these are needed right after.
  const preload = (href: string, as: string) => `<link rel="preload" href="${attr(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} fetchpriority="low">`;
  const links = [preload(remote.entry, 'fetch')];
  if (!manifest || dist === undefined) return links;
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  const entry = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const scripts = new Set([entry, ...(app?.assets.js.sync ?? [])].map((file) => base + file));
  for (const file of startupFiles(dist, base)) scripts.add(file);
  for (const file of scripts) links.push(preload(file, 'script'));
  for (const file of app?.assets.css.sync ?? []) links.push(preload(base + file, 'style'));
  return links;
}

/**
 * The files of the shared modules an app loads as soon as it starts, on every page it serves: the share keys its
 * build lists in startup-shared.json, their files read from its mf-manifest.json. `base` is the app's URL folder.
 */
function startupFiles(dist: string, base: string): string[] {
  const keys = readCached<string[]>(path.join(dist, 'startup-shared.json'), JSON.parse) ?? [];
  const manifest = readCached<Manifest>(path.join(dist, 'mf-manifest.json'), JSON.parse);
  const files = new Set<string>();
  for (const shared of manifest?.shared ?? []) {
    if (!keys.includes(shared.name)) continue;
    for (const file of shared.assets.js.sync) files.add(base + file);
  }
  return [...files];
}

/** The federation name of the remote that owns a page path, as the shell's build lists them; none for a 404. */
export function ownerOf(webRoot: string, pathname: string): string | undefined {
  const areas = readCached<RemoteArea[]>(path.join(webRoot, SHELL.name, 'dist', 'remote-areas.json'), JSON.parse) ?? [];
  return areas.find((area) => ownsPath(area, pathname))?.name;
}

/** A page drawn on the server (server-render/): the frame with the page for `#root`, its head, its answers. */
export interface DrawnPage {
  html: string;
  head: string;
  data: unknown;
  /** The language it was drawn in (`en`, `zh`): the document's. */
  language: string;
}

/**
 * The shell's index.html for one page path, with where the remotes live written into it (`#tp-remotes`, read by
 * the shell instead of fetching /mf/remotes.json) and preload hints for the shell's start-up files and for the
 * remote that owns the path; with the page itself when it was drawn on the server (docs/decisions/026). Undefined
 * when the shell is not built.
 */
export function pageHtml(webRoot: string, pathname: string, remotes: RemoteLocation[], drawn?: DrawnPage): string | undefined {
  const shellDist = path.join(webRoot, SHELL.name, 'dist');
  let html = readCached(path.join(shellDist, 'index.html'), (text) => text);
  if (html === undefined) return undefined;
  const owner = ownerOf(webRoot, pathname);
  const remote = owner === undefined ? undefined : remotes.find((r) => r.name === owner);
  if (drawn) {
    // The page's own title replaces the site's; functions as replacements, so no `$` in the page is read as a pattern.
    if (drawn.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, () => '');
    html = html.replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`);
    if (drawn.language === 'zh') html = html.replace(/<html\b[^>]*>/, '<html lang="zh-CN">');
  }
  const head = [
    ...(drawn ? [drawn.head, `<script type="application/json" id="tp-page-data">${scriptJson(drawn.data)}</script>`] : []),
    // A data block, never run as script: the Content-Security-Policy's script-src does not apply to it.
    `<script type="application/json" id="tp-remotes">${scriptJson(remotes)}</script>`,
    // Low priority like the remote's: fetched at once, after the page's own scripts and styles. (At normal
    // priority Lighthouse's simulation counted them as holding up the first paint: 0.8 s became 2.7 s.)
    // A page drawn on the server shows without any script: its scripts are not hinted, so on a phone's line nothing
    // competes with the page and its styles, and they arrive after it has painted (decisions 018, 026).
    ...(drawn ? [] : startupFiles(shellDist, '/').map((file) => `<link rel="preload" href="${attr(file)}" as="script" fetchpriority="low">`)),
    ...(remote && !drawn ? remotePreloads(webRoot, remote) : []),
  ];
  return html.replace('</head>', () => `${head.join('')}</head>`);
}
