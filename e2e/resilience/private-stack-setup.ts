import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVICE_NAMES } from '@tp/service-registry';
import { createIsolation, freePort, startPrivateRabbit, type PrivateRabbitControl } from '@tp/test-kit';
import { repoRoot, startStack } from '../../scripts/lib/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack's own RabbitMQ node: tests stop and start its broker with test-kit's privateRabbitApp. */
    rabbitControl: PrivateRabbitControl;
  }
}

/**
 * The whole stack (every service and the gateway as processes) on a RabbitMQ of its own, which the tests here stop
 * and start: the machine's shared broker, and every other run's consumers on it, are never disturbed. It provides
 * what e2e/support's helpers read (baseUrl, admin, serviceUrls, internalSecret), as the e2e run's setup does.
 */
export default async function setup(project: TestProject) {
  const rabbit = await startPrivateRabbit();
  const iso = createIsolation({ amqpUrl: rabbit.url });
  const ports: Record<string, number[]> = {};
  for (const name of SERVICE_NAMES) ports[name] = [await freePort()];
  const admin = { email: 'admin@resilience.test', password: 'admin-resilience-123' };
  const logDir = path.join(repoRoot, '.var', `${project.name}-logs`);
  const stack = await startStack({
    env: {
      DATABASE_PREFIX: iso.runId, REDIS_PREFIX: `${iso.runId}:`, BUS_PREFIX: iso.runId, AMQP_URL: rabbit.url,
      ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'info', OUTBOX_INTERVAL_MS: '200',
      UPLOAD_DIR: path.join(repoRoot, '.var', 'resilience-uploads', iso.runId),
      SIGN_IN_LIMIT_PER_IP: '100000', SIGN_IN_LIMIT_PER_EMAIL: '100000',
    },
    ports,
    gatewayPort: await freePort(),
    logDir,
  }).catch(async (err) => {
    await rabbit.close();
    throw err;
  });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('admin', admin);
  project.provide('internalSecret', stack.internalSecret);
  project.provide('logDir', logDir);
  project.provide('databasePrefix', iso.runId);
  project.provide('serviceUrls', Object.fromEntries(Object.entries(stack.urls).filter(([name]) => name.endsWith('_URL') && name !== 'JWKS_URL')));
  project.provide('rabbitControl', rabbit.control);

  return async () => {
    await stack.stop();
    await iso.cleanup();
    await rabbit.close();
  };
}
