// The type check of the web workspaces (web-kit and every web app) in two tsc runs instead of one per workspace:
// each run parsed React, antd and web-kit again, six times over. Both programs are written from the workspaces'
// own tsconfig.json files, so the list of web apps stays in packages/service-registry/web-apps.mjs alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the two programs under `<repoRoot>/.var/typecheck/` and returns their paths: the browser's code of every web
 * workspace (as each workspace's tsconfig.json, without Node's types), and the tests that workspaces type-check with
 * Node's types (their stand-in servers).
 * @param {string} repoRoot
 * @param {string[]} workspaces
 * @returns {{ name: string, config: string }[]}
 */
export function writeWebTypecheckConfigs(repoRoot, workspaces) {
  const dir = path.join(repoRoot, '.var', 'typecheck');
  mkdirSync(dir, { recursive: true });
  /** @type {string[]} */
  const sources = [];
  /** @type {string[]} */
  const tests = [];
  for (const workspace of workspaces) {
    const own = JSON.parse(stripComments(readFileSync(path.join(repoRoot, workspace, 'tsconfig.json'), 'utf8')));
    for (const folder of /** @type {string[]} */ (own.include ?? [])) (folder === 'test' ? tests : sources).push(path.join(repoRoot, workspace, folder));
  }
  const program = (/** @type {string} */ name, /** @type {string[]} */ include, /** @type {string[]} */ types) => {
    const config = path.join(dir, `tsconfig.${name}.json`);
    const extendsPath = path.relative(dir, path.join(repoRoot, 'tsconfig.web.json'));
    writeFileSync(config, `${JSON.stringify({ extends: extendsPath, compilerOptions: { allowJs: true, types }, include }, null, 2)}\n`);
    return { name, config };
  };
  return [program('web-apps', sources, []), ...(tests.length ? [program('web-tests', tests, ['node'])] : [])];
}

/** tsconfig.json allows comments; JSON.parse does not. Whole-line `//` comments are all this repository writes. */
function stripComments(/** @type {string} */ text) {
  return text.replace(/^\s*\/\/.*$/gm, '');
}
