// Starts the services and the gateway as separate processes, as they run in production, and waits until ready.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newInternalSecret } from './internal-token.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const SERVICES = {
  identity: { port: 4101, env: 'IDENTITY_URL' },
  mail: { port: 4102, env: 'MAIL_URL' },
  catalog: { port: 4103, env: 'CATALOG_URL' },
  'question-bank': { port: 4104, env: 'QUESTION_BANK_URL' },
  exercise: { port: 4105, env: 'EXERCISE_URL' },
  billing: { port: 4106, env: 'BILLING_URL' },
};

export function serviceEntry(name) {
  return path.join(repoRoot, 'services', name, 'src', 'main.ts');
}

/**
 * Runs a TypeScript entry point (through tsx) as its own Node process with `env` added to this one's. Its output
 * goes to `logFile`, to this terminal with `inheritLogs`, or is left on the child's stdout/stderr for the caller.
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
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  } else if (!inheritLogs) {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
}

/** Asks a child to stop (SIGTERM: it finishes what is in flight) and kills it if it has not after 10 s. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `seconds`. */
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
 * Starts every service that has a main.ts, then the gateway. `ports` maps service -> port and `gatewayPort`;
 * `env` is given to all; logs go to `logDir/<name>.log` (or the terminal with `inheritLogs`). The services share
 * `env.INTERNAL_SECRET`, or one made for this run, returned as `internalSecret` for scripts that call /internal.
 */
export async function startStack({ env = {}, ports = {}, gatewayPort = 8080, logDir, inheritLogs = false, services = Object.keys(SERVICES) }) {
  const children = [];
  const urls = {};
  const internalSecret = env.INTERNAL_SECRET ?? newInternalSecret();
  if (logDir) mkdirSync(logDir, { recursive: true });
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
    const present = services.filter((name) => existsSync(serviceEntry(name)));
    for (const name of present) urls[SERVICES[name].env] = `http://127.0.0.1:${ports[name] ?? SERVICES[name].port}`;
    urls.JWKS_URL = `${urls.IDENTITY_URL}/.well-known/jwks.json`;
    const order = ['identity', ...present.filter((n) => n !== 'identity')];
    await Promise.all(order.map(async (name) => {
      const child = start(name, serviceEntry(name), {
        ...urls, INTERNAL_SECRET: internalSecret, SERVICE_NAME: name, PORT: String(ports[name] ?? SERVICES[name].port),
      });
      await waitReady(`${urls[SERVICES[name].env]}/ready`, 120, child);
    }));
    const gateway = start('gateway', path.join(repoRoot, 'gateway', 'src', 'main.ts'), { ...urls, GATEWAY_PORT: String(gatewayPort) });
    await waitReady(`http://127.0.0.1:${gatewayPort}/health`, 60, gateway);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: `http://127.0.0.1:${gatewayPort}`, urls, internalSecret, stop, children };
}
