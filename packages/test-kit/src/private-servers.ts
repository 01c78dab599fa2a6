import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

// Redis and RabbitMQ of a test's own, on free ports: the resilience tests stop, restart and empty them, which the
// machine's shared servers (other runs use them at the same time) must never suffer.

const execFileAsync = promisify(execFile);

const stopped = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (stopped(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** A redis-server that keeps nothing on disk: stopping it empties it. */
export async function startPrivateRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await waitFor(async () => {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined); // not up yet: the next poll tries again
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } finally {
        probe.disconnect();
      }
    }, { timeoutMs: 20_000, intervalMs: 100, what: `redis-server on port ${port}` });
  };
  await start();
  return {
    url,
    /** Stops Redis (its data is gone with it) and starts an empty one on the same port after `downMs`. */
    async restartEmpty(downMs: number) {
      await stop(child);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    close: () => stop(child),
  };
}

/** The RabbitMQ scripts themselves, not Debian's wrapper in /usr/sbin, which switches to the rabbitmq user. */
const rabbitBin = (name: string) => (existsSync(`/usr/lib/rabbitmq/bin/${name}`) ? `/usr/lib/rabbitmq/bin/${name}` : name);

/**
 * A RabbitMQ node of its own (its own node name, ports, data and log folders under a temporary folder, no plugins),
 * started with rabbitmq-server and stopped with rabbitmqctl. Its data outlives a restart, as a real broker's does.
 */
export async function startPrivateRabbit() {
  const home = await mkdtemp(path.join(os.tmpdir(), 'tp-rabbit-'));
  const [port, distPort] = [await freePort(), await freePort()];
  const node = `tp${path.basename(home).replace(/[^a-zA-Z0-9]/g, '')}@localhost`;
  await writeFile(path.join(home, 'enabled_plugins'), '[].');
  const env = {
    ...process.env,
    HOME: home,
    RABBITMQ_NODENAME: node,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_MNESIA_BASE: path.join(home, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(home, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(home, 'enabled_plugins'),
    RABBITMQ_CONFIG_FILE: path.join(home, 'rabbitmq'),
    RABBITMQ_PID_FILE: path.join(home, 'rabbitmq.pid'),
  };
  const url = `amqp://guest:guest@127.0.0.1:${port}`;
  let child: ChildProcess;
  const start = async () => {
    child = spawn(rabbitBin('rabbitmq-server'), [], { env, cwd: home, stdio: 'ignore' });
    await waitFor(async () => {
      if (stopped(child)) throw new Error(`rabbitmq-server exited (${child.exitCode}); see ${env.RABBITMQ_LOG_BASE}`);
      const connection = await amqplib.connect(url);
      await connection.close();
      return true;
    }, { timeoutMs: 90_000, intervalMs: 250, what: `RabbitMQ node ${node} on port ${port}` });
  };
  const halt = async () => {
    await execFileAsync(rabbitBin('rabbitmqctl'), ['-n', node, 'stop'], { env, timeout: 60_000 }).catch(() => undefined);
    await stop(child);
  };
  await start();
  const control: PrivateRabbitControl = { node, home, url };
  return {
    url,
    /** What another process needs to stop and start this node's broker (`privateRabbitApp`). */
    control,
    /** Stops the broker inside the running node, as `rabbitmqctl stop_app` does: quicker than stopping the node. */
    stopApp: () => privateRabbitApp(control, 'stop_app'),
    /** Starts the broker again after `stopApp`; resolves once it takes connections. */
    startApp: () => privateRabbitApp(control, 'start_app'),
    /** Stops the node (its durable queues and their persistent messages stay on disk for the next start). */
    stop: halt,
    /** Starts the stopped node again; resolves once it takes connections. */
    start,
    /** Stops the node, then starts it again after `downMs`; waits until it takes connections. */
    async restart(downMs: number) {
      await halt();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async close() {
      await halt().catch(() => stop(child, 'SIGKILL'));
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** A private node as another process sees it: its node name, its folder (with its Erlang cookie) and its URL. */
export interface PrivateRabbitControl {
  node: string;
  home: string;
  url: string;
}

/**
 * Stops or starts the broker of a private node (the Erlang node keeps running): connections are refused while it is
 * stopped; durable queues and persistent messages stay. Starting resolves once the broker takes connections.
 */
export async function privateRabbitApp({ node, home, url }: PrivateRabbitControl, command: 'stop_app' | 'start_app'): Promise<void> {
  // Not spawnSync: services of the test run in this process and must go on meanwhile.
  await execFileAsync(rabbitBin('rabbitmqctl'), ['-n', node, command], { env: { ...process.env, HOME: home }, timeout: 60_000 });
  if (command === 'stop_app') return;
  await waitFor(async () => {
    const connection = await amqplib.connect(url);
    await connection.close();
    return true;
  }, { timeoutMs: 60_000, intervalMs: 250, what: `RabbitMQ node ${node} to take connections again` });
}
