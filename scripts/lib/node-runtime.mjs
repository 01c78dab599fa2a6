// The platform runs on Node 22 LTS or newer (the version in .nvmrc). Where this machine's Node is older, `npm start`
// and `npm test` take that version from the npm registry's `node` package (once, into .var/node) and run again under
// it, with it first on PATH so every tool they start (npx, tsc, vitest, the services) runs on it too.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The oldest major version the platform supports (what package.json's engines says). */
export const OLDEST_SUPPORTED_MAJOR = 22;

const majorOf = (/** @type {string} */ version) => Number(version.replace(/^v/, '').split('.')[0]);

/**
 * Returns at once on a supported Node. Otherwise runs this same script under the .nvmrc version and ends this
 * process with its exit code (signals are passed on, so Ctrl-C stops both).
 */
export async function runOnSupportedNode() {
  if (majorOf(process.versions.node) >= OLDEST_SUPPORTED_MAJOR) return;
  const version = readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim();
  const prefix = path.join(repoRoot, '.var', 'node');
  const binDir = path.join(prefix, 'node_modules', '.bin');
  if (!isInstalled(path.join(binDir, 'node'), version)) {
    console.log(`Node ${process.versions.node} is older than ${OLDEST_SUPPORTED_MAJOR}: installing Node ${version} from the npm registry into .var/node...`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', prefix, `node@${version}`], { stdio: 'inherit' });
  }
  console.log(`Running on Node ${version} (.var/node).`);
  const child = spawn(path.join(binDir, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 : 1))));
  process.exit(code);
}

/** Whether `bin` is that exact version (a partial install, or an older .nvmrc's, is installed again). */
function isInstalled(/** @type {string} */ bin, /** @type {string} */ version) {
  if (!existsSync(bin)) return false;
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim() === `v${version}`;
  } catch {
    return false;
  }
}
