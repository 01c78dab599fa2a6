// Starts the services and the gateway as separate processes, as they run in production, and waits until ready.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By path, not by package name: `npm start` loads this before it has run `npm ci` on a fresh clone.
import { jwksUrl, replicasEnv, SERVICE_NAMES, serviceOf } from '../../packages/service-registry/services.mjs';
import { newInternalSecret } from './internal-token.mjs';
import { freePorts } from '../../packages/test-kit/src/reserved-ports.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/**
 * @typedef {{ name: string, child: ChildProcess, readyMs: number, restart: () => Promise<void> }} StackProcess
 * `restart` starts the process again as it was started (after it stopped or was killed) and waits until it is ready.
 */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A service's TypeScript entry point (run through tsx by tests that start one service as a process). */
/** @param {string} name */
export function serviceEntry(name) {
  return path.join(repoRoot, 'services', name, 'src', 'main.ts');
}

/**
 * Runs an entry point as its own Node process with `env` added to this one's: compiled JavaScript (`.js`) as it is,
 * TypeScript (`.ts`) through tsx. Its output goes straight to `logFile` (this process does not relay it), to this
 * terminal with `inheritLogs`, or is left on the child's stdout/stderr for the caller. `nodeArgs` come before the
 * entry (e.g. `--cpu-prof`).
 * @param {string} entry
 * @param {Record<string, string | undefined>} env
 * @param {{ logFile?: string, inheritLogs?: boolean, nodeArgs?: string[], appendLog?: boolean }} [options]
 * @returns {ChildProcess}
 */
export function spawnNode(entry, env, { logFile, inheritLogs = false, nodeArgs = [], appendLog = false } = {}) {
  const args = [...nodeArgs, ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry];
  const log = !inheritLogs && logFile ? openSync(logFile, appendLog ? 'a' : 'w') : undefined;
  // stdin is a pipe the child watches (STOP_WITH_PARENT): if this process dies, even by SIGKILL, the child stops too.
  const output = inheritLogs ? 'inherit' : (log ?? 'pipe');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, STOP_WITH_PARENT: 'true' },
    stdio: ['pipe', output, output],
  });
  if (log !== undefined) closeSync(log); // the child holds its own copy
  else if (!inheritLogs) {
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
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not ready after ${seconds} s`);
}

/**
 * The last lines of a process's log, for the error that says it did not start (CI shows only the error).
 * @param {string} file
 */
function logTail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((line) => `  ${line.slice(0, 500)}`).join('\n');
  } catch {
    return '  (no log)';
  }
}

/**
 * How many processes of `name` to run: `replicas[name]`, else its variable (`EXERCISE_REPLICAS`), else one.
 * @param {import('../../packages/service-registry/services.mjs').ServiceName} name
 * @param {Record<string, number>} replicas
 */
export function replicaCount(name, replicas = {}) {
  const count = replicas[name] ?? Number(process.env[replicasEnv(name)] || 1);
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`${replicasEnv(name)} must be a whole number from 1 to 16.`);
  return count;
}

/**
 * Starts every service of the registry (packages/service-registry), then the gateway, from their compiled
 * `dist/main.js` (built first; `SERVICES_FROM_SOURCE=true` runs the TypeScript through tsx instead). A service runs
 * `replicaCount` processes (EXERCISE_REPLICAS=2: two exercise processes), on `ports[name]` (a list gives each
 * replica's; the registry's port by default, then +100 per replica); the gateway is given the list and balances over
 * it, every other service the first replica. `env` is given to all; logs go to `logDir/<name>.log` (`<name>-2.log`
 * for a second replica) or the terminal with `inheritLogs`. The services share `env.INTERNAL_SECRET`, or one made
 * for this run, returned as `internalSecret`. `urls` holds each service's (first) URL by its `urlEnv`, and JWKS_URL;
 * `replicaUrls` every replica's URL by service name. `startGateway` starts one more gateway on this stack (the
 * benchmark's, with some of the replicas or a profiler).
 * `nodeArgs(name)` adds Node options to a service's processes (the benchmark's `--cpu-prof`).
 * @param {{ env?: Record<string, string>, ports?: Record<string, number | number[]>, gatewayPort?: number, logDir?: string,
 *   inheritLogs?: boolean, services?: readonly string[], replicas?: Record<string, number>, nodeArgs?: (name: string) => string[] }} options
 */
export async function startStack({ env = {}, ports = {}, gatewayPort = 8080, logDir, inheritLogs = false, services = SERVICE_NAMES, replicas = {}, nodeArgs = () => [] }) {
  const fromSource = process.env.SERVICES_FROM_SOURCE === 'true';
  if (!fromSource) await (await import('./build-services.mjs')).buildServices();
  const entryOf = (/** @type {string} */ workspace) => path.join(repoRoot, workspace, fromSource ? 'src/main.ts' : 'dist/main.js');
  /** @type {StackProcess[]} */
  const children = [];
  /** @type {Record<string, string>} */
  const urls = {};
  /** @type {Record<string, string[]>} */
  const replicaUrls = {};
  const internalSecret = env.INTERNAL_SECRET ?? newInternalSecret();
  if (logDir) mkdirSync(logDir, { recursive: true });
  /** @type {(name: string, workspace: string, extraEnv: Record<string, string>, readyUrl: string, nodeArgs?: string[]) => Promise<StackProcess>} */
  const start = async (name, workspace, extraEnv, readyUrl, nodeArgs) => {
    const logFile = logDir ? path.join(logDir, `${name}.log`) : undefined;
    const began = performance.now();
    /** @type {StackProcess} */
    const started = {
      name,
      child: spawnNode(entryOf(workspace), { ...env, ...extraEnv }, { logFile, inheritLogs, nodeArgs }),
      readyMs: 0,
      restart: async () => {
        await stopChild(started.child);
        started.child = spawnNode(entryOf(workspace), { ...env, ...extraEnv }, { logFile, inheritLogs, nodeArgs, appendLog: true });
        await waitReady(readyUrl, 120, started.child);
      },
    };
    children.push(started);
    await waitReady(readyUrl, 120, started.child).catch((err) => {
      throw new Error(`${name}: ${err.message}${logFile ? `; the end of ${logFile}:\n${logTail(logFile)}` : ''}`);
    });
    started.readyMs = performance.now() - began;
    return started;
  };
  const stop = async () => {
    await Promise.all(children.reverse().map(({ child }) => stopChild(child)));
  };
  /** The gateway's view: every replica's URL, comma-separated, by each service's `urlEnv`. */
  const gatewayUrls = (/** @type {Record<string, number>} */ only = {}) => Object.fromEntries(services.map((name) => {
    const all = replicaUrls[name];
    return [serviceOf(name).urlEnv, all.slice(0, only[name] ?? all.length).join(',')];
  }));
  /**
   * @param {number} port
   * @param {{ replicas?: Record<string, number>, name?: string, nodeArgs?: string[], env?: Record<string, string> }} [options]
   */
  const startGateway = async (port, options = {}) => {
    // Only the gateway on the usual port takes the usual metrics port; another (a test's, a benchmark's) takes any.
    /** @type {Record<string, string>} */
    const metricsPort = port === 8080 ? {} : { METRICS_PORT: '0' };
    const { child } = await start(options.name ?? 'gateway', 'gateway', { ...urls, ...gatewayUrls(options.replicas), ...metricsPort, ...options.env, GATEWAY_PORT: String(port) }, `http://127.0.0.1:${port}/health`, options.nodeArgs);
    return { baseUrl: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
  };
  try {
    for (const name of services) {
      const given = ports[name];
      const count = replicaCount(/** @type {any} */ (name), replicas);
      const base = Array.isArray(given) ? given : [given ?? serviceOf(name).port];
      replicaUrls[name] = Array.from({ length: count }, (_, i) => `http://127.0.0.1:${base[i] ?? base[0] + 100 * i}`);
      urls[serviceOf(name).urlEnv] = replicaUrls[name][0];
    }
    urls.JWKS_URL = jwksUrl(urls.IDENTITY_URL);
    // A stack on ports of its own gives each metrics server one too, chosen before any service starts: on port 0 a
    // metrics server, started beside the others, once took the port just handed to another service (which then
    // could not listen).
    const metricsCount = services.reduce((n, name) => n + replicaUrls[name].length, 0);
    const chosenMetricsPorts = await freePorts(metricsCount);
    await Promise.all(services.flatMap((name) => replicaUrls[name].map((url, i) => start(i === 0 ? name : `${name}-${i + 1}`, `services/${name}`, {
      ...urls, INTERNAL_SECRET: internalSecret, SERVICE_NAME: name, PORT: new URL(url).port,
      // The registry's metrics port (+100 per replica, like the ports) when the stack has the registry's ports.
      METRICS_PORT: String(ports[name] === undefined ? serviceOf(name).metricsPort + 100 * i : chosenMetricsPorts.pop()),
    }, `${url}/ready`, nodeArgs(name)))));
    await startGateway(gatewayPort);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: `http://127.0.0.1:${gatewayPort}`, urls, replicaUrls, internalSecret, stop, children, startGateway };
}
