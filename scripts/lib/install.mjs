// Installs the workspace's packages on a fresh clone (npm ci), or when the lock file changed since.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtEntryFile, WEB_APPS } from '../../packages/service-registry/web-apps.mjs';
import { repoRoot } from './stack.mjs';

export function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing packages (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: repoRoot, stdio: 'inherit' });
}

/** Builds the shell and the remotes unless every dist folder is there already (or `force`). */
export function ensureWebBuilt(force = false) {
  const built = WEB_APPS.every((app) => existsSync(path.join(repoRoot, app.name, 'dist', builtEntryFile(app))));
  if (built && !force) return;
  if (!existsSync(path.join(repoRoot, 'scripts', 'build-web.mjs'))) return console.log('The web site has no build script yet: serving the API only.');
  console.log('Building the web site (shell and remotes)...');
  execSync('node scripts/build-web.mjs', { cwd: repoRoot, stdio: 'inherit' });
}
