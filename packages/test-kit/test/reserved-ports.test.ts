import { spawn } from 'node:child_process';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { afterEach, describe, expect, test } from 'vitest';
import { freePort, freePorts } from '../src/free-port';

// Below the range the stacks choose from (20000 up), so no test run beside this one touches these ports.
const FROM = 19_400 + Math.floor(Math.random() * 50) * 4;
const modulePath = new URL('../src/reserved-ports.mjs', import.meta.url).pathname;
const others: ReturnType<typeof spawn>[] = [];

/** Another process that reserves `count` ports of `[from, to)`, answers them on its stdout and keeps them until killed. */
async function otherChooser(count: number, from: number, to: number) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', `
    const { freePorts } = await import(${JSON.stringify(modulePath)});
    console.log(JSON.stringify(await freePorts(${count}, { from: ${from}, to: ${to} })));
    setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
  others.push(child);
  const [line] = await once(child.stdout, 'data');
  return JSON.parse(String(line)) as number[];
}

afterEach(async () => {
  await Promise.all(others.splice(0).map(async (child) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }));
});

describe('freePort', () => {
  test('gives ports below the ephemeral range (never handed out by a listen on 0), all different, each one listenable', async () => {
    const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralStart);
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('skips a port another live process has chosen, and takes it over once that process has ended', async () => {
    const taken = await otherChooser(2, FROM, FROM + 2);
    expect(taken.sort()).toEqual([FROM, FROM + 1]);
    expect(await freePort({ from: FROM, to: FROM + 3 })).toBe(FROM + 2);
    await expect(freePort({ from: FROM, to: FROM + 2 })).rejects.toThrow(`No free port from ${FROM} to ${FROM + 1}`);
    const [other] = others;
    other.kill('SIGKILL');
    await once(other, 'exit');
    expect([FROM, FROM + 1]).toContain(await freePort({ from: FROM, to: FROM + 2 }));
  });

  test('skips a port something listens on', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(FROM + 3, '127.0.0.1', () => resolve()));
    try {
      await expect(freePort({ from: FROM + 3, to: FROM + 4 })).rejects.toThrow('No free port');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
