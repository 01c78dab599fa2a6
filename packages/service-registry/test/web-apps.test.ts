import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { REMOTES, SHELL, WEB_APP_NAMES, WEB_APPS } from '@tp/service-registry/web-apps';
import { generatedFiles } from '../../../scripts/gen-deploy.mjs';
import { AREAS } from '../../../scripts/lib/test-areas.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Folders never searched: installed packages, builds, git's own, test runs' data. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', '.var', 'coverage', 'screenshots']);
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js|json|ya?ml|html|conf)$|Dockerfile$/;

/** Every source file of the repository, relative to its root. */
function sourceFiles(folder = ''): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

describe('the web apps list', () => {
  test('every folder with an Rspack config is a listed web app, and every listed app has its folder', () => {
    const configured = sourceFiles().filter((file) => /(^|\/)rspack\.config\.[cm]?[jt]s$/.test(file)).map((file) => path.dirname(file));
    expect(configured.sort(), 'folders with an rspack.config: list them in packages/service-registry/web-apps.mjs').toEqual([...WEB_APP_NAMES].sort());
    for (const name of WEB_APP_NAMES) {
      for (const file of ['package.json', 'tsconfig.json', 'vitest.config.ts']) expect(existsSync(path.join(repoRoot, name, file)), `${name}/${file}`).toBe(true);
    }
  });

  test('folders, federation names, short names and URL bases are each used once, and follow the remote\'s short name', () => {
    for (const key of ['name', 'federationName', 'key', 'base'] as const) expect(new Set(WEB_APPS.map((app) => app[key])).size).toBe(WEB_APPS.length);
    expect(SHELL).toMatchObject({ name: 'shell', federationName: 'shell', base: '/' });
    for (const { name, federationName, key, base } of REMOTES) {
      expect({ name, federationName, base }, `${name}'s names`).toEqual({ name: `mf-${key}`, federationName: `mf_${key}`, base: `/mf/${key}/` });
    }
  });

  test('each app\'s package, vitest project and Rspack build carry its names', async () => {
    const devPorts = new Set<number>();
    for (const app of WEB_APPS) {
      expect(JSON.parse(read(`${app.name}/package.json`)).name, `${app.name}/package.json`).toBe(`@tp/${app.name}`);
      expect(read(`${app.name}/vitest.config.ts`), `${app.name}/vitest.config.ts names its project ${app.name}`).toContain(`screenProject('${app.name}'`);
      const { default: makeConfig } = await import(pathToFileURL(path.join(repoRoot, app.name, 'rspack.config.mjs')).href);
      const config = makeConfig({}, { mode: 'production' });
      expect(config.output.uniqueName, `${app.name}/rspack.config.mjs builds ${app.federationName}`).toBe(app.federationName);
      expect(config.output.path, `${app.name}/rspack.config.mjs builds into ${app.name}/dist`).toBe(path.join(repoRoot, app.name, 'dist'));
      expect(devPorts.has(config.devServer.port), `${app.name}'s dev port ${config.devServer.port} is another app's`).toBe(false);
      devPorts.add(config.devServer.port);
    }
  });

  test('npm installs every app as a workspace', () => {
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    const lock = JSON.parse(read('package-lock.json'));
    for (const { name } of WEB_APPS) {
      expect(workspaces, `package.json "workspaces" lists ${name}`).toContain(name);
      expect(lock.packages[name]?.name, `package-lock.json has ${name} (npm install writes it)`).toBe(`@tp/${name}`);
    }
  });

  test('every app\'s team is an area of `npm test -- --area`', () => {
    for (const { name, team } of WEB_APPS) {
      expect(Object.keys(AREAS), `${name}'s team: an area of scripts/lib/test-areas.mjs`).toContain(team);
      expect(AREAS[team].projects, `${name} is a project of the ${team} area`).toContain(name);
    }
  });

  test('a page path has one owner: no path or prefix is claimed by two remotes', () => {
    const owners = new Map<string, string>();
    for (const remote of REMOTES) {
      for (const owned of [...remote.paths, ...remote.exact]) {
        expect(owned, `${remote.name}'s ${owned}`).toMatch(/^\/[^/]*$/);
        expect(owners.get(owned), `${owned} is claimed by ${owners.get(owned)} and ${remote.name}`).toBeUndefined();
        owners.set(owned, remote.name);
      }
    }
  });
});

describe('no other list of the remotes', () => {
  // A file naming three or more remotes is a list of them that the next remote would have to be added to by hand.
  const LIST_SIZE = 3;
  const names = (text: string) => REMOTES.filter((r) => [r.name, r.federationName, r.base].some((spelling) => text.includes(spelling)));
  const allowed = (file: string) =>
    file === 'packages/service-registry/web-apps.mjs' ||
    // npm's own lists, held to the list above by the workspace test.
    file === 'package.json' || file === 'package-lock.json' ||
    // Tests say which remote they expect where.
    file.startsWith('e2e/') || /(^|\/)test\//.test(file) || /\.test\.tsx?$/.test(file) ||
    // Each remote's route table lists its own screens.
    /(^|\/)src\/app\/routes\.tsx$/.test(file);

  test('only the list, the files written from it and tests name the remotes together', () => {
    const generated = new Set(generatedFiles().map(({ file }) => path.relative(repoRoot, file)));
    const lists = sourceFiles().filter((file) => !allowed(file) && !generated.has(file) && names(read(file)).length >= LIST_SIZE);
    expect(lists, 'these files list the remotes: derive them from packages/service-registry/web-apps.mjs').toEqual([]);
  });
});
