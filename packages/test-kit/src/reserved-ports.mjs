// Ports for the servers a test or a test stack starts. Plain JavaScript with Node's own modules only: `npm start`
// loads it (through scripts/lib/stack.mjs) before `npm ci` has run on a fresh clone.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Chosen below the kernel's ephemeral range, so no listen on port 0 and no outgoing connection anywhere on the
// machine can take a port between its choice and the server's listen (a probed port 0 once went to another test
// stage's server in that gap, and the service given it could not listen).
const LOWEST = 20_000;
// Each chosen port is also reserved by a file naming this process, so two test runs choosing side by side never
// pick the same one; a reservation whose process has ended is taken over.
const reservations = path.join(os.tmpdir(), 'tp-reserved-ports');
/** @type {Set<number>} */
const held = new Set();

/** The first port of the kernel's ephemeral range (32768 where it cannot be read). */
function ephemeralStart() {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 2_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/**
 * Takes the reservation file of `port` for this process; false when a live process holds it.
 * @param {number} port
 */
function reserve(port) {
  const file = path.join(reservations, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      let owner = 0;
      try {
        owner = Number(readFileSync(file, 'utf8')) || 0;
      } catch { /* removed meanwhile: try again */ }
      // A file still empty is being written by its taker; a live owner keeps it.
      if (owner === 0 || isAlive(owner)) return false;
      try {
        unlinkSync(file);
      } catch { /* another process took it over first */ }
    }
  }
  return false;
}

/** @param {number} port */
function release(port) {
  try {
    unlinkSync(path.join(reservations, String(port)));
  } catch { /* already gone */ }
}

/** @param {number} port @returns {Promise<boolean>} whether nothing listens on `port` right now */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Removes the reservations of processes that have ended (killed ones leave theirs), once per process. */
let swept = false;
function sweepEnded() {
  if (swept) return;
  swept = true;
  for (const name of readdirSync(reservations)) {
    let owner = 0;
    try {
      owner = Number(readFileSync(path.join(reservations, name), 'utf8')) || 0;
    } catch { continue; }
    if (owner !== 0 && !isAlive(owner)) release(Number(name));
  }
}

process.once('exit', () => {
  for (const port of held) release(port);
});

/**
 * A port nothing listens on and no other chooser on this machine holds, kept for this process until it exits. The
 * range `[from, to)` is the one below the ephemeral range unless given (tests of this file give a small one).
 * @param {{ from: number, to: number }} [range]
 * @returns {Promise<number>}
 */
export async function freePort({ from, to } = { from: LOWEST, to: ephemeralStart() }) {
  mkdirSync(reservations, { recursive: true });
  sweepEnded();
  for (let attempt = 0; attempt < 500; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (held.has(port) || !reserve(port)) continue;
    if (await isFree(port)) {
      held.add(port);
      return port;
    }
    release(port);
  }
  throw new Error(`No free port from ${from} to ${to - 1} after 500 tries.`);
}

/**
 * `count` ports as `freePort` gives them, all different.
 * @param {number} count
 * @param {{ from: number, to: number }} [range]
 * @returns {Promise<number[]>}
 */
export async function freePorts(count, range) {
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort(range));
  return ports;
}
