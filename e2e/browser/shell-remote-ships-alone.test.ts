import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { WEB_APPS, webAppOf } from '@tp/service-registry/web-apps';
import { createIsolation, freePort } from '@tp/test-kit';
import { repoRoot, spawnNode, stopChild, waitReady } from '../../scripts/lib/stack.mjs';
import { useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();
const iso = createIsolation();
const remote = webAppOf('mf-public');
/** A copy of the site's files, served by a gateway of this file's own: the other files' site is never rebuilt. */
const site = path.join(repoRoot, '.var', `ship-alone-${iso.runId}`);
let gateway: { url: string; stop: () => Promise<void> };

/** Every file of the builds of `apps` in `root` (`<app>/dist`), with a hash of its bytes, by path. */
function builtFiles(root: string, apps = WEB_APPS.map((app) => app.name)): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.set(file, createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex'));
    }
  };
  for (const app of apps) walk(path.join(app, 'dist'));
  return files;
}

/** The files of one app's build, as an object to compare. */
const filesOf = (files: Map<string, string>, app: string) => Object.fromEntries([...files].filter(([file]) => file.startsWith(`${app}${path.sep}`)));

beforeAll(async () => {
  for (const app of WEB_APPS) cpSync(path.join(repoRoot, app.name, 'dist'), path.join(site, app.name, 'dist'), { recursive: true });
  // The remote's sources beside its build, as in the repository: this file changes the copy, never the tracked files.
  for (const part of ['package.json', 'rspack.config.mjs', 'src']) cpSync(path.join(repoRoot, remote.name, part), path.join(site, remote.name, part), { recursive: true });
  const port = await freePort();
  const logDir = inject('logDir');
  mkdirSync(logDir, { recursive: true });
  // The gateway as the stack runs it: compiled by the stack's start, or its TypeScript with SERVICES_FROM_SOURCE=true.
  const entry = path.join(repoRoot, 'gateway', process.env.SERVICES_FROM_SOURCE === 'true' ? 'src/main.ts' : 'dist/main.js');
  const child = spawnNode(entry, {
    ...inject('serviceUrls'), GATEWAY_PORT: String(port), METRICS_PORT: '0', GATEWAY_HOST: '127.0.0.1', WEB_ROOT: site, REDIS_PREFIX: `${iso.runId}:`, LOG_LEVEL: 'warn',
  }, { logFile: path.join(logDir, 'gateway-ships-alone.log') });
  await waitReady(`http://127.0.0.1:${port}/health`, 60, child);
  gateway = { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
});

afterAll(async () => {
  await gateway?.stop();
  await iso.cleanup();
  rmSync(site, { recursive: true, force: true });
});

describe('a team ships its remote alone', () => {
  test('one remote rebuilt into the running site shows its change on reload; the shell and the other remotes are untouched', async () => {
    const page = await browser.newPage();
    await page.goto(`${gateway.url}/login`);
    await waitForArea(page, remote.federationName);
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    const before = builtFiles(site);
    const repositoryBuild = builtFiles(repoRoot, [remote.name]);

    // The team's change: a new heading on its sign-in page (its English text), in the copy of its sources.
    const changed = `Sign In ${iso.runId}`;
    const texts = path.join(site, remote.name, 'src/components/public-texts.ts');
    const source = readFileSync(texts, 'utf8');
    expect(source).toContain("signInTitle: 'Sign In',");
    writeFileSync(texts, source.replace("signInTitle: 'Sign In',", `signInTitle: '${changed}',`));
    await promisify(execFile)(process.execPath, ['scripts/build-web.mjs', '--from', site, remote.name], { cwd: repoRoot, timeout: 120_000 });

    await page.reload();
    await waitForArea(page, remote.federationName);
    await page.getByRole('heading', { name: changed, level: 1 }).waitFor();

    const after = builtFiles(site);
    for (const app of WEB_APPS.filter((a) => a.name !== remote.name)) {
      expect(filesOf(after, app.name), `${app.name}'s files`).toEqual(filesOf(before, app.name));
    }
    expect(filesOf(after, remote.name), `${remote.name}'s files`).not.toEqual(filesOf(before, remote.name));
    expect(builtFiles(repoRoot, [remote.name]), 'the repository\'s own build').toEqual(repositoryBuild);
  }, 180_000);
});
