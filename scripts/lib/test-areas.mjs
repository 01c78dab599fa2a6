// The areas of `npm test -- --area <name>`: what guards each team's part of the platform. An area runs its vitest
// projects (services, packages, its remote), the resilience tests of the projects in `resilience`, its end-to-end
// files (a name ending in `-*` takes every file that begins so), the typecheck and lint of its workspaces, the web
// build, and always the API contract suite. Each web app's project and workspace join the area of its `team`
// (packages/service-registry/web-apps.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_APP_NAMES, WEB_APPS } from '../../packages/service-registry/web-apps.mjs';

/**
 * @typedef {{
 *   what: string,
 *   projects: string[],
 *   resilience: string[],
 *   workspaces: string[],
 *   e2e: string[],
 * }} Area
 */

/** The folders of the web apps that `team` ships, its vitest projects and workspaces. */
const appsOf = (/** @type {string} */ team) => WEB_APPS.filter((app) => app.team === team).map((app) => app.name);

/** @type {Record<string, Area>} */
export const AREAS = {
  public: {
    what: 'the public site: home page, class pages, sign-up, the shop and the demo',
    projects: ['catalog', 'billing', 'identity', ...appsOf('public')],
    resilience: [],
    workspaces: ['services/catalog', 'services/billing', 'services/identity', ...appsOf('public')],
    e2e: ['browser/public-*', 'browser/pages-drawn-on-server.test.ts', 'browser/shop.test.ts', 'browser/demo-sandbox.test.ts', 'browser/enrolment-journey.test.ts', 'api/identity-through-gateway.test.ts'],
  },
  learning: {
    what: "students' and parents' pages: My Classes, registration, homework, exams, practice, the offline queue",
    projects: ['exercise', 'catalog', 'billing', 'question-bank', ...appsOf('learning')],
    resilience: ['exam-day', 'catalog', 'e2e-resilience'],
    workspaces: ['services/exercise', 'services/catalog', 'services/billing', 'services/question-bank', ...appsOf('learning')],
    e2e: ['browser/learning-*', 'browser/parent-exercises.test.ts', 'browser/enrolment-journey.test.ts', 'api/practice-access.test.ts'],
  },
  teaching: {
    what: "teachers' pages: classes, questions and their import, homework, publishing, correction, the exam monitor",
    projects: ['exercise', 'question-bank', 'catalog', 'mail', ...appsOf('teaching')],
    resilience: ['exam-day'],
    workspaces: ['services/exercise', 'services/question-bank', 'services/catalog', 'services/mail', ...appsOf('teaching')],
    e2e: ['browser/teaching-*'],
  },
  admin: {
    what: "administrators' pages: users, the library tree, class listings, e-mails, products",
    projects: ['identity', 'mail', 'catalog', 'question-bank', ...appsOf('admin')],
    resilience: [],
    workspaces: ['services/identity', 'services/mail', 'services/catalog', 'services/question-bank', ...appsOf('admin')],
    e2e: ['browser/admin-*', 'browser/editor-drawing-board.test.ts'],
  },
  platform: {
    what: 'the gateway, the shell (sign-in, roles, loading the remotes), the shared packages, every page\'s accessibility',
    projects: ['gateway', ...appsOf('platform'), 'service-kit', 'service-registry', 'test-kit', 'web-kit', 'math-render', 'scripts'],
    resilience: ['service-kit', 'e2e-resilience'],
    workspaces: ['gateway', ...appsOf('platform'), 'packages', 'scripts', 'e2e/support'],
    e2e: [
      'browser/shell-*', 'browser/axe-every-page.test.ts', 'browser/content-security-policy.test.ts', 'browser/interface-in-chinese.test.ts',
      'api/stack.test.ts', 'api/request-id-across-services.test.ts', 'api/demo-seed.test.ts',
    ],
  },
};

/** The web workspaces that have a TypeScript program of their own (typechecked with their own tsconfig.json). */
export const WEB_WORKSPACES = ['packages/web-kit', ...WEB_APP_NAMES];

/** A sentence naming every area, for `--area` without a known name. */
export function areaList() {
  return Object.entries(AREAS).map(([name, area]) => `  ${name.padEnd(9)} ${area.what}`).join('\n');
}

/**
 * The end-to-end files of `area` as found in `e2eDir` (paths relative to it, e.g. `browser/learning-exam.test.ts`):
 * a pattern ending in `-*` takes every file that begins so.
 * @param {Area} area
 * @param {string} e2eDir
 */
export function e2eFilesOf(area, e2eDir) {
  const all = e2eTestFiles(e2eDir);
  return all.filter((file) => area.e2e.some((pattern) => matches(pattern, file)));
}

/**
 * End-to-end files no area names: each file must guard some area, or `--area` would never run it.
 * @param {string} e2eDir
 */
export function e2eFilesWithoutArea(e2eDir) {
  const patterns = Object.values(AREAS).flatMap((area) => area.e2e);
  return e2eTestFiles(e2eDir).filter((file) => !patterns.some((pattern) => matches(pattern, file)));
}

/**
 * Files that change what every visitor of the site sees (the home page's introduction, which classes it features)
 * or every student's practice (Max Resources): in `e2eHalves` they share one stack and run one after another.
 */
export const SITE_WIDE_E2E = [
  'browser/admin-library.test.ts', 'browser/admin-screens.test.ts', 'browser/axe-every-page.test.ts', 'browser/content-security-policy.test.ts', 'browser/editor-drawing-board.test.ts',
  'browser/enrolment-journey.test.ts', 'browser/pages-drawn-on-server.test.ts', 'browser/public-pages.test.ts', 'browser/shell-page-weight.test.ts',
  'browser/shell-sign-in.test.ts', 'browser/teaching-classes.test.ts',
];
/** Reads back what the demo seed made (the home page, Leo's practice), so it runs where none of the files above changes it. */
const SEEDED_HOME_E2E = 'api/demo-seed.test.ts';

/** A file's time when e2e/file-seconds.json has none yet (a new file): about a browser journey's. */
const UNMEASURED_E2E_SECONDS = 8;

/**
 * The end-to-end files split in two halves of about equal time, each run by a vitest of its own against a stack of
 * its own: two browsers use the two cores that one, mostly waiting on pages and services, leaves half idle. The
 * site-wide files go to the first half, the demo seed's to the second; the rest, longest first, each to the half with
 * less time so far. Times come from e2e/file-seconds.json (seconds measured on the 2-core machine: they only balance
 * the halves; a file missing from it counts as UNMEASURED_E2E_SECONDS).
 * @param {string[]} files paths relative to `e2eDir`
 * @param {string} e2eDir
 * @returns {[string[], string[]]}
 */
export function e2eHalves(files, e2eDir) {
  /** @type {Record<string, number>} */
  const measured = JSON.parse(readFileSync(path.join(e2eDir, 'file-seconds.json'), 'utf8'));
  const seconds = (/** @type {string} */ file) => measured[file] ?? UNMEASURED_E2E_SECONDS;
  /** @type {[string[], string[]]} */
  const halves = [[], []];
  const totals = [0, 0];
  const put = (/** @type {string} */ file, /** @type {number} */ half) => {
    halves[half].push(file);
    totals[half] += seconds(file);
  };
  for (const file of files) {
    if (SITE_WIDE_E2E.includes(file)) put(file, 0);
    else if (file === SEEDED_HOME_E2E) put(file, 1);
  }
  const rest = files.filter((file) => !SITE_WIDE_E2E.includes(file) && file !== SEEDED_HOME_E2E).sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of rest) put(file, totals[0] <= totals[1] ? 0 : 1);
  return halves;
}

/**
 * Every end-to-end file (not the resilience ones), as a path relative to `e2eDir`.
 * @param {string} e2eDir
 */
export function e2eTestFiles(e2eDir) {
  return ['api', 'browser'].flatMap((folder) => {
    try {
      return readdirSync(path.join(e2eDir, folder)).filter((name) => name.endsWith('.test.ts') && !name.endsWith('.resilience.test.ts')).map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  });
}

/**
 * @param {string} pattern
 * @param {string} file
 */
function matches(pattern, file) {
  return pattern.endsWith('-*') ? file.startsWith(pattern.slice(0, -1)) : file === pattern;
}
