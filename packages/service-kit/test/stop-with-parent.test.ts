import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { createIsolation, freePort, waitFor } from '@tp/test-kit';

const iso = createIsolation();
const stackModule = pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/lib/stack.mjs')).href;
const started: ChildProcess[] = [];

afterAll(async () => {
  for (const child of started) child.kill('SIGKILL');
  await iso.cleanup();
});

/** Gone, or a zombie nobody has reaped yet: either way it no longer runs. */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * A supervisor as `npm start` or a test is one: a Node process that starts the mail service with the stack's
 * spawnNode, prints the service's pid, and stays up.
 */
async function supervisor(port: number): Promise<{ supervisor: ChildProcess; servicePid: number }> {
  const env = { ...iso.envFor('mail'), PORT: String(port) };
  const script = `
    import { serviceEntry, spawnNode } from ${JSON.stringify(stackModule)};
    const child = spawnNode(serviceEntry('mail'), ${JSON.stringify(env)});
    console.log(child.pid);
    setInterval(() => undefined, 1000);
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(parent);
  const line = await new Promise<string>((resolve) => createInterface({ input: parent.stdout! }).once('line', resolve));
  return { supervisor: parent, servicePid: Number(line) };
}

test('a service started by a supervisor stops when the supervisor is killed outright, leaving no orphan', async () => {
  const port = await freePort();
  const { supervisor: parent, servicePid } = await supervisor(port);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/ready`).catch(() => undefined))?.status === 200, { timeoutMs: 90_000, intervalMs: 200, what: 'mail to be ready' });
  expect(running(servicePid)).toBe(true);

  parent.kill('SIGKILL'); // no chance to pass anything on

  await waitFor(() => !running(servicePid), { timeoutMs: 20_000, intervalMs: 100, what: 'the orphaned service to stop' });
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
}, 120_000);
