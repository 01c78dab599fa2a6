// Starts the services and the gateway as separate processes, as they run in production, and waits until ready.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const SERVICES = {
  identity: { port: 4101, env: 'IDENTITY_URL' },
  mail: { port: 4102, env: 'MAIL_URL' },
  catalog: { port: 4103, env: 'CATALOG_URL' },
  'question-bank': { port: 4104, env: 'QUESTION_BANK_URL' },
  exercise: { port: 4105, env: 'EXERCISE_URL' },
  billing: { port: 4106, env: 'BILLING_URL' },
};

function serviceEntry(name) {
  return path.join(repoRoot, 'services', name, 'src', 'main.ts');
}

async function waitReady(url, seconds, child) {
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
 * `env` is given to all; logs go to `logDir/<name>.log` (or the terminal with `inheritLogs`).
 */
export async function startStack({ env = {}, ports = {}, gatewayPort = 8080, logDir, inheritLogs = false, services = Object.keys(SERVICES) }) {
  const children = [];
  const urls = {};
  if (logDir) mkdirSync(logDir, { recursive: true });
  const spawnNode = (name, entry, extraEnv) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: { ...process.env, ...env, ...extraEnv },
      stdio: inheritLogs ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    if (!inheritLogs && logDir) {
      const log = createWriteStream(path.join(logDir, `${name}.log`));
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    } else if (!inheritLogs) {
      child.stdout.resume();
      child.stderr.resume();
    }
    children.push({ name, child });
    return child;
  };
  const stop = async () => {
    await Promise.all(children.reverse().map(({ child }) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    })));
  };
  try {
    const present = services.filter((name) => existsSync(serviceEntry(name)));
    for (const name of present) urls[SERVICES[name].env] = `http://127.0.0.1:${ports[name] ?? SERVICES[name].port}`;
    urls.JWKS_URL = `${urls.IDENTITY_URL}/.well-known/jwks.json`;
    const order = ['identity', ...present.filter((n) => n !== 'identity')];
    await Promise.all(order.map(async (name) => {
      const child = spawnNode(name, serviceEntry(name), { ...urls, SERVICE_NAME: name, PORT: String(ports[name] ?? SERVICES[name].port) });
      await waitReady(`${urls[SERVICES[name].env]}/ready`, 120, child);
    }));
    const gateway = spawnNode('gateway', path.join(repoRoot, 'gateway', 'src', 'main.ts'), { ...urls, GATEWAY_PORT: String(gatewayPort) });
    await waitReady(`http://127.0.0.1:${gatewayPort}/health`, 60, gateway);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: `http://127.0.0.1:${gatewayPort}`, urls, stop, children };
}
