// Starts the services and the gateway as separate processes, as they run in production, and waits until ready.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By path, not by package name: `npm start` loads this before it has run `npm ci` on a fresh clone.
import { jwksUrl, SERVICE_NAMES, serviceOf } from '../../packages/service-registry/services.mjs';
import { newInternalSecret } from './internal-token.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} name */
export function serviceEntry(name) {
  return path.join(repoRoot, 'services', name, 'src', 'main.ts');
}

/**
 * Runs a TypeScript entry point (through tsx) as its own Node process with `env` added to this one's. Its output
 * goes to `logFile`, to this terminal with `inheritLogs`, or is left on the child's stdout/stderr for the caller.
 * @param {string} entry
 * @param {Record<string, string | undefined>} env
 * @param {{ logFile?: string, inheritLogs?: boolean }} [options]
 * @returns {ChildProcess}
 */
export function spawnNode(entry, env, { logFile, inheritLogs = false } = {}) {
  // stdin is a pipe the child watches (STOP_WITH_PARENT): if this process dies, even by SIGKILL, the child stops too.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, STOP_WITH_PARENT: 'true' },
    stdio: inheritLogs ? ['pipe', 'inherit', 'inherit'] : ['pipe', 'pipe', 'pipe'],
  });
  if (!inheritLogs && logFile) {
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else if (!inheritLogs) {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  return child;
}

/**
 * Asks a child to stop (SIGTERM: it finishes what is in flight) and kills it if it has not after 10 s.
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * Polls `url` until it answers 2xx; fails when `child` exits first or after `seconds`.
 * @param {string} url
 * @param {number} seconds
 * @param {ChildProcess} child
 */
export async function waitReady(url, seconds, child) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready after ${seconds} s`);
}

/**
 * Starts every service of the registry (packages/service-registry), then the gateway. `ports` maps service -> port
 * (the registry's by default) and `gatewayPort`; `env` is given to all; logs go to `logDir/<name>.log` (or the
 * terminal with `inheritLogs`). The services share `env.INTERNAL_SECRET`, or one made for this run, returned as
 * `internalSecret` for scripts that call /internal. `urls` holds each service's URL by its `urlEnv`, and JWKS_URL.
 * @param {{ env?: Record<string, string>, ports?: Record<string, number>, gatewayPort?: number, logDir?: string,
 *   inheritLogs?: boolean, services?: readonly string[] }} options
 */
export async function startStack({ env = {}, ports = {}, gatewayPort = 8080, logDir, inheritLogs = false, services = SERVICE_NAMES }) {
  /** @type {{ name: string, child: ChildProcess }[]} */
  const children = [];
  /** @type {Record<string, string>} */
  const urls = {};
  const internalSecret = env.INTERNAL_SECRET ?? newInternalSecret();
  if (logDir) mkdirSync(logDir, { recursive: true });
  /** @type {(name: string, entry: string, extraEnv: Record<string, string>) => ChildProcess} */
  const start = (name, entry, extraEnv) => {
    const logFile = logDir ? path.join(logDir, `${name}.log`) : undefined;
    const child = spawnNode(entry, { ...env, ...extraEnv }, { logFile, inheritLogs });
    children.push({ name, child });
    return child;
  };
  const stop = async () => {
    await Promise.all(children.reverse().map(({ child }) => stopChild(child)));
  };
  try {
    const portOf = (/** @type {string} */ name) => ports[name] ?? serviceOf(name).port;
    for (const name of services) urls[serviceOf(name).urlEnv] = `http://127.0.0.1:${portOf(name)}`;
    urls.JWKS_URL = jwksUrl(urls.IDENTITY_URL);
    const order = ['identity', ...services.filter((n) => n !== 'identity')];
    await Promise.all(order.map(async (name) => {
      const child = start(name, serviceEntry(name), {
        ...urls, INTERNAL_SECRET: internalSecret, SERVICE_NAME: name, PORT: String(portOf(name)),
      });
      await waitReady(`${urls[serviceOf(name).urlEnv]}/ready`, 120, child);
    }));
    const gateway = start('gateway', path.join(repoRoot, 'gateway', 'src', 'main.ts'), { ...urls, GATEWAY_PORT: String(gatewayPort) });
    await waitReady(`http://127.0.0.1:${gatewayPort}/health`, 60, gateway);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: `http://127.0.0.1:${gatewayPort}`, urls, internalSecret, stop, children };
}
