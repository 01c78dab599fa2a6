// Makes sure PostgreSQL, Redis and RabbitMQ answer: uses running ones, else starts (or installs, as root) Debian's.
import net from 'node:net';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const isRoot = process.getuid?.() === 0;

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function reachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (/** @type {boolean} */ ok) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * @param {string} host
 * @param {number} port
 * @param {number} seconds
 */
async function waitReachable(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(host, port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** @param {string} command */
function run(command) {
  execSync(command, { stdio: ['ignore', 'inherit', 'inherit'], shell: '/bin/bash' });
}

let aptUpdated = false;
/** @param {string[]} packages */
function aptInstall(...packages) {
  if (!aptUpdated) { run('apt-get update -qq'); aptUpdated = true; }
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null`);
}

/** @type {{ name: 'PostgreSQL' | 'Redis' | 'RabbitMQ', host: string, port: number, packages: string[], binary: string, start: () => void, manual: string, startSeconds?: number }[]} */
const SERVERS = [
  {
    name: 'PostgreSQL', host: '127.0.0.1', port: 5432, packages: ['postgresql'], binary: '/usr/lib/postgresql',
    start: () => {
      const version = readdirSync('/etc/postgresql')[0];
      run(`pg_ctlcluster --skip-systemctl-redirect ${version} main start || true`);
    },
    manual: 'start PostgreSQL on 127.0.0.1:5432 with trust auth for user postgres, or set DATABASE_URL',
  },
  {
    name: 'Redis', host: '127.0.0.1', port: 6379, packages: ['redis-server'], binary: '/usr/bin/redis-server',
    start: () => run('mkdir -p /var/lib/redis /var/log/redis && redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log'),
    manual: 'start Redis on 127.0.0.1:6379, or set REDIS_URL',
  },
  {
    name: 'RabbitMQ', host: '127.0.0.1', port: 5672, packages: ['rabbitmq-server'], binary: '/usr/sbin/rabbitmq-server',
    start: () => run('rabbitmq-server -detached'),
    manual: 'start RabbitMQ on 127.0.0.1:5672 (guest/guest), or set AMQP_URL',
    startSeconds: 90,
  },
];

/** Resolves when all three answer; exits the process with instructions when they cannot be made to. */
export async function ensureInfrastructure() {
  const custom = { PostgreSQL: process.env.DATABASE_URL, Redis: process.env.REDIS_URL, RabbitMQ: process.env.AMQP_URL };
  for (const server of SERVERS) {
    if (custom[server.name]) continue; // the operator pointed us elsewhere: trust it, the services will say if not
    if (await reachable(server.host, server.port)) continue;
    if (!isRoot) {
      console.error(`${server.name} is not reachable on ${server.host}:${server.port}. Please ${server.manual}.`);
      process.exit(1);
    }
    if (!existsSync(server.binary)) {
      console.log(`Installing ${server.name} from Debian's packages...`);
      aptInstall(...server.packages);
    }
    if (server.name === 'PostgreSQL') allowTrustAuth();
    console.log(`Starting ${server.name}...`);
    server.start();
    if (!(await waitReachable(server.host, server.port, server.startSeconds ?? 30))) {
      console.error(`${server.name} did not come up on ${server.host}:${server.port}. Please ${server.manual}.`);
      process.exit(1);
    }
  }
}

/** A fresh Debian cluster asks for passwords on TCP; local development and tests use trust on loopback. */
function allowTrustAuth() {
  if (!existsSync('/etc/postgresql')) return;
  run(`for f in /etc/postgresql/*/main/pg_hba.conf; do grep -q '^host all all 127.0.0.1/32 trust' "$f" || sed -i '1i host all all 127.0.0.1/32 trust\\nhost all all ::1/128 trust\\nlocal all all trust' "$f"; done`);
}

/** Debian's Prometheus server, which the metrics test scrapes the services with (PROMETHEUS_PATH sets another). */
export const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

/** Installs Debian's prometheus package when the binary is missing (as root); the test starts a server of its own. */
export function ensurePrometheus() {
  if (existsSync(PROMETHEUS)) return;
  if (!isRoot) {
    console.error(`Prometheus is missing at ${PROMETHEUS}: install Debian's prometheus package (apt-get install prometheus) or set PROMETHEUS_PATH.`);
    process.exit(1);
  }
  console.log("Installing Debian's prometheus...");
  aptInstall('prometheus');
}
