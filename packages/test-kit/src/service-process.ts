import type { ChildProcess } from 'node:child_process';
import type { ServiceName } from '@tp/service-registry';
// Shared with `npm start`, which starts services the same way.
import { serviceEntry, spawnNode, stopChild, waitReady } from '../../../scripts/lib/stack.mjs';
import { freePort } from './free-port';

export type { ServiceName };

export interface ServiceProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The process's latest output lines (its logs), to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

const KEPT_OUTPUT_CHARS = 20_000;

/**
 * Starts a service as its own process, as `npm start` does (services/<name>/src/main.ts through tsx), on a free
 * port with `env` (e.g. an Isolation's `envFor(name)` plus the service's settings), and waits until it is ready.
 * A test that needs another service uses this instead of importing that service's code.
 */
export async function startServiceProcess(name: ServiceName, env: Record<string, string>, { readySeconds = 90 } = {}): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawnNode(serviceEntry(name), { SERVICE_NAME: name, METRICS_PORT: '0', ...env, PORT: String(port) });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A test run that ends without stopping it must not leave the process behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${url}/ready`, readySeconds, child);
  } catch (err) {
    await stop();
    throw new Error(`${name} did not become ready: ${(err as Error).message}\n${output.slice(-4000)}`);
  }
  return { url, port, child, output: () => output, stop };
}
