import type net from 'node:net';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { SERVICE_NAMES } from '@tp/service-registry';
import { createIsolation, freePort, startSmtpPeer } from '@tp/test-kit';
// Shared with `npm start`, which starts the stack the same way.
import { replicaCount, repoRoot, startStack } from '../../scripts/lib/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    inboxUrl: string;
    admin: { email: string; password: string };
    /** Each running service's own URL by its env name (IDENTITY_URL, BILLING_URL, …): /ready and /internal calls. */
    serviceUrls: Record<string, string>;
    /** This run's database prefix: each service's database is `<prefix>_<service>` (service-kit run-service). */
    databasePrefix: string;
    /** The stack's INTERNAL_SECRET: tests sign service tokens with it to call /internal (billing's mark-paid). */
    internalSecret: string;
    /** Where each process of the stack writes its log lines: `<logDir>/<service>.log`, `<logDir>/gateway.log`. */
    logDir: string;
  }
}

/**
 * Starts a real SMTP peer (its inbox readable over HTTP by the test files) and the whole stack on free ports with
 * this run's own databases, Redis keys and queues; tears everything down at the end.
 */
export default async function setup(project: TestProject) {
  const iso = createIsolation();
  const smtp = await startSmtpPeer();
  const inbox: Server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(smtp.received.filter((m) => !to || m.to.includes(to))));
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', () => resolve()));
  // EXERCISE_REPLICAS=2 runs two exercise processes (docs/decisions/015), each on a port of its own.
  const ports: Record<string, number[]> = {};
  for (const name of SERVICE_NAMES) {
    ports[name] = [];
    for (let i = 0; i < replicaCount(name); i++) ports[name].push(await freePort());
  }
  const gatewayPort = await freePort();
  const admin = { email: 'admin@e2e.test', password: 'admin-e2e-123' };
  const env = {
    DATABASE_PREFIX: iso.runId,
    REDIS_PREFIX: `${iso.runId}:`,
    BUS_PREFIX: iso.runId,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
    UPLOAD_DIR: path.join(repoRoot, '.var', 'e2e-uploads', iso.runId),
    OUTBOX_INTERVAL_MS: '200',
    MAIL_SEND_INTERVAL_MS: '200',
    // Every browser and API test signs in from 127.0.0.1 (and many as the one admin): the per-IP and per-e-mail
    // sign-in limits are tested in gateway/test, here they would only make the suite flaky.
    SIGN_IN_LIMIT_PER_IP: '100000',
    SIGN_IN_LIMIT_PER_EMAIL: '100000',
    CODE_LIMIT_PER_IP: '100000',
    // Payments are recorded through billing's mark-paid, as the demo seed does (there is no checkout yet).
    DEMO_PAYMENTS: 'true',
  };
  // Each suite (e2e, contract) logs to its own folder, so one run never overwrites the other's logs; so does each
  // half of the e2e files when npm test runs them side by side (E2E_STACK_NAME).
  const logDir = path.join(repoRoot, '.var', `${process.env.E2E_STACK_NAME ?? project.name}-logs`);
  const stack = await startStack({ env, ports, gatewayPort, logDir });
  // The gateway starts drawing pages on the server with the first page it is asked for (its render thread then loads
  // the builds, seconds): ask for one now, as a visitor would, so the tests that look at drawn pages find it warm.
  await fetch(`${stack.baseUrl}/login`).catch(() => undefined);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('inboxUrl', `http://127.0.0.1:${(inbox.address() as net.AddressInfo).port}`);
  project.provide('admin', admin);
  project.provide('databasePrefix', iso.runId);
  project.provide('internalSecret', stack.internalSecret);
  project.provide('logDir', logDir);
  project.provide('serviceUrls', Object.fromEntries(Object.entries(stack.urls).filter(([name]) => name.endsWith('_URL') && name !== 'JWKS_URL')));

  return async () => {
    await stack.stop();
    await new Promise((resolve) => inbox.close(resolve));
    await smtp.close();
    await iso.cleanup();
  };
}
