// The platform's web apps, the one list everything else derives from: the web build, the built-site check of
// `npm start`, the screen test projects and each test area's remote, the lint zones between the apps, the gateway's
// static serving, page hints and WEB_ORIGINS, the deploy files, and the shell's areas. A new remote is its folder
// and one entry in REMOTES. Plain JavaScript with JSDoc types, like services.mjs, so node scripts, eslint.config.js,
// the gateway and the shell (Rspack and TypeScript) all import it as it is.

/**
 * @typedef {{
 *   name: string,
 *   federationName: string,
 *   key: string,
 *   base: string,
 *   team: string,
 * }} WebAppEntry
 * A web app: its folder, workspace, vitest project and deployment (`mf-public`); its Module Federation name
 * (`mf_public`); its short name (`public`), the key of WEB_ORIGINS; the URL folder the gateway serves its build
 * from (`/mf/public/`); the area of `npm test -- --area` (scripts/lib/test-areas.mjs) that runs its tests.
 */

/**
 * @typedef {WebAppEntry & { label: string, paths: readonly string[], exact: readonly string[] }} RemoteEntry
 * A remote, with what the shell needs to mount it: how the visitor would call it in the error panel ("Sorry,
 * {label} could not be loaded."), and the page paths it owns: `/x` in `paths` owns `/x` and everything under `/x/`,
 * a path in `exact` only itself (docs/decisions/002). A new top-level path of a remote is added here.
 */

/** The shell: the Module Federation host, served at `/`, whose index.html answers every page path. */
export const SHELL = /** @satisfies {WebAppEntry} */ (/** @type {const} */ ({
  name: 'shell', federationName: 'shell', key: 'shell', base: '/', team: 'platform',
}));

/** Every remote, in the order the shell registers them and the gateway lists them in /mf/remotes.json. */
export const REMOTES = /** @satisfies {readonly RemoteEntry[]} */ (/** @type {const} */ ([
  {
    name: 'mf-public', federationName: 'mf_public', key: 'public', base: '/mf/public/', team: 'public',
    label: 'this page',
    exact: ['/'],
    paths: ['/login', '/register', '/resetPassword', '/verify', '/class', '/profile', '/product', '/demo', '/simview'],
  },
  {
    name: 'mf-learning', federationName: 'mf_learning', key: 'learning', base: '/mf/learning/', team: 'learning',
    label: 'the learning pages',
    exact: [],
    paths: ['/myclasses', '/myHomework', '/classroom', '/student', '/classRegister', '/cart', '/parent'],
  },
  {
    name: 'mf-teaching', federationName: 'mf_teaching', key: 'teaching', base: '/mf/teaching/', team: 'teaching',
    label: 'the teaching pages',
    exact: [],
    paths: ['/teach', '/teacher'],
  },
  {
    name: 'mf-admin', federationName: 'mf_admin', key: 'admin', base: '/mf/admin/', team: 'admin',
    label: 'the admin pages',
    exact: [],
    paths: ['/admin'],
  },
]));

/** @typedef {typeof REMOTES[number]} Remote */
/** @typedef {typeof SHELL | Remote} WebApp */
/** @typedef {WebApp['name']} WebAppName */
/** @typedef {WebApp['key']} WebAppKey */

/** The shell first (the web build's order), then every remote. */
export const WEB_APPS = /** @type {readonly WebApp[]} */ ([SHELL, ...REMOTES]);

/** Every web app's folder: `shell`, `mf-public`, ... */
export const WEB_APP_NAMES = /** @type {readonly WebAppName[]} */ (WEB_APPS.map((app) => app.name));

/**
 * The file a finished build of `app` leaves in its dist folder: the shell's page, a remote's manifest.
 * @param {WebApp} app
 */
export function builtEntryFile(app) {
  return app.name === SHELL.name ? 'index.html' : 'mf-manifest.json';
}

/**
 * The web app whose folder is `name`; throws for a name that is not listed.
 * @param {string} name
 * @returns {WebApp}
 */
export function webAppOf(name) {
  const app = WEB_APPS.find((a) => a.name === name);
  if (!app) throw new Error(`${name} is not a web app of packages/service-registry/web-apps.mjs`);
  return app;
}

/**
 * The remote of a Module Federation name (`mf_public`), or undefined for a name that is not listed.
 * @param {string} federationName
 * @returns {Remote | undefined}
 */
export function remoteNamed(federationName) {
  return REMOTES.find((r) => r.federationName === federationName);
}

/**
 * The remotes whose tests `npm test -- --area <team>` runs.
 * @param {string} team
 * @returns {Remote[]}
 */
export function remotesOfTeam(team) {
  return REMOTES.filter((r) => r.team === team);
}

/**
 * Whether `area` owns the page path: `exact` only itself, a prefix in `paths` whole path segments (`/class` owns
 * `/class/abc` but not `/classroom`).
 * @param {{ paths: readonly string[], exact?: readonly string[] }} area
 * @param {string} pathname
 */
export function ownsPath(area, pathname) {
  if (area.exact?.includes(pathname)) return true;
  return area.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
