// A stack of its own with the demo school, like the e2e run's: every service and the gateway on free ports, with
// this run's own databases, Redis keys and queues, so it never meets `npm start` or another run. `stop` removes it all.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';
import { SERVICE_NAMES } from '../../packages/service-registry/services.mjs';
import { ensureInfrastructure } from './infra.mjs';
import { replicaCount, repoRoot, startStack } from './stack.mjs';
import { seedDemoSchool } from '../seed/seed-demo.mjs';

/**
 * @param {string} purpose names the log folder (`.var/<purpose>-logs`) and the admin's e-mail (`admin@<purpose>.local`)
 * @param {{ gatewayPort?: number, adminPassword?: string, env?: Record<string, string>, seed?: boolean,
 *   replicas?: Record<string, number>, nodeArgs?: (name: string) => string[] }} [options] `seed: false` leaves out the
 *   demo school; `replicas` and `nodeArgs` as startStack's
 */
export async function privateStack(purpose, { gatewayPort, adminPassword, env: extraEnv = {}, seed = true, replicas = {}, nodeArgs } = {}) {
  await ensureInfrastructure();
  const { createIsolation } = await tsImport('@tp/test-kit/isolation', import.meta.url);
  const { freePort } = await tsImport('@tp/test-kit/free-port', import.meta.url);
  /** @type {import('@tp/test-kit').Isolation} */
  const iso = createIsolation();
  /** @type {Record<string, number[]>} */
  const ports = {};
  for (const name of SERVICE_NAMES) {
    ports[name] = [];
    for (let i = 0; i < replicaCount(name, replicas); i++) ports[name].push(await freePort());
  }
  const admin = { ADMIN_EMAIL: `admin@${purpose}.local`, ADMIN_PASSWORD: adminPassword ?? randomBytes(9).toString('base64url') };
  const uploadDir = path.join(repoRoot, '.var', `${purpose}-uploads`, iso.runId);
  const logDir = path.join(repoRoot, '.var', `${purpose}-logs`);
  const env = {
    ...admin,
    DATABASE_PREFIX: iso.runId,
    REDIS_PREFIX: `${iso.runId}:`,
    BUS_PREFIX: iso.runId,
    UPLOAD_DIR: uploadDir,
    SIGN_IN_LIMIT_PER_IP: '100000',
    DEMO_PAYMENTS: 'true', // the demo seed records a payment through billing's mark-paid
    ...extraEnv,
  };
  console.log(`Starting a private stack (${iso.runId}, logs in ${path.relative(repoRoot, logDir)}/)${seed ? ' and seeding the demo school' : ''}...`);
  /** @type {Awaited<ReturnType<typeof startStack>> | undefined} */
  let stack;
  const stop = async () => {
    await stack?.stop();
    await iso.cleanup();
    await rm(uploadDir, { recursive: true, force: true });
  };
  try {
    stack = await startStack({ env, ports, gatewayPort: gatewayPort ?? await freePort(), logDir, replicas, nodeArgs });
    if (seed) await seedDemoSchool(stack.baseUrl, { ...admin, BILLING_URL: stack.urls.BILLING_URL, INTERNAL_SECRET: stack.internalSecret });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseUrl: stack.baseUrl, urls: stack.urls, catalogUrl: stack.urls.CATALOG_URL, internalSecret: stack.internalSecret,
    admin: { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }, stop,
    replicaUrls: stack.replicaUrls, children: stack.children, startGateway: stack.startGateway, databasePrefix: iso.runId, logDir, uploadDir,
  };
}
