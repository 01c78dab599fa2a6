// The vitest projects of the component tests: every workspace with a vitest.config.ts. The root vitest.config.ts
// lists them from here, and `npm test` splits them by what they spend their time on (scripts/test.mjs).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WEB_APP_NAMES } from '../../packages/service-registry/web-apps.mjs';

/**
 * Where a component project's vitest.config.ts may be (the root config also adds the e2e resilience projects);
 * `scripts` holds the tests of the operator's commands (backup and restore).
 */
export const COMPONENT_PROJECT_GLOBS = ['packages/*/vitest.config.ts', 'services/*/vitest.config.ts', 'gateway/vitest.config.ts', 'scripts/vitest.config.ts', ...WEB_APP_NAMES.map((app) => `${app}/vitest.config.ts`)];

/**
 * Screens render in jsdom and keep the processor busy the whole time: two workers, one per core. Their projects are
 * named after their folders (web-kit and the web apps').
 */
export const SCREEN_PROJECTS = ['web-kit', ...WEB_APP_NAMES];

/**
 * Every component project by name (a project is named after its folder): those of the globs above.
 * @param {string} repoRoot
 * @returns {string[]}
 */
export function componentProjects(repoRoot) {
  return COMPONENT_PROJECT_GLOBS.flatMap((glob) => {
    const folder = path.dirname(glob);
    const folders = folder.endsWith('/*')
      ? readdirSync(path.join(repoRoot, folder.slice(0, -2))).map((name) => `${folder.slice(0, -2)}/${name}`)
      : [folder];
    return folders.filter((found) => existsSync(path.join(repoRoot, found, 'vitest.config.ts'))).map((found) => path.basename(found));
  });
}
