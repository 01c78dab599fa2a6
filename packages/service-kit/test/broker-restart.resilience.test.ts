import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, createIsolation, startPrivateRabbit, waitFor, type Isolation } from '@tp/test-kit';
import { startProbeService } from './probe-service';

/** A RabbitMQ of this file's own: stopping it disturbs no other test or run on the machine. */
let rabbit: Awaited<ReturnType<typeof startPrivateRabbit>>;
let iso: Isolation;
let probe: Awaited<ReturnType<typeof startProbeService>>;

beforeAll(async () => {
  rabbit = await startPrivateRabbit();
  iso = createIsolation({ amqpUrl: rabbit.url });
  probe = await startProbeService(iso);
}, 120_000);

afterAll(async () => {
  await probe?.service.stop();
  await iso?.cleanup();
  await rabbit?.close();
}, 120_000);

test('an event written while the broker is down is delivered after the broker restarts', async () => {
  await rabbit.stopApp();
  await waitFor(() => !probe.service.ctx.bus.isConnected(), { what: 'the service to notice the broker is down' });

  const res = await apiClient(probe.service.url).post('/api/delete-user', { email: 'during-outage@example.test' });
  expect(res.body.code).toBe(200); // the change is accepted: its event waits in the outbox
  const { rows } = await probe.service.ctx.pool.query('SELECT published_at FROM outbox');
  expect(rows[0].published_at).toBeNull();

  await rabbit.startApp();
  await waitFor(() => probe.handled.includes('during-outage@example.test'), { what: 'delivery after the restart', timeoutMs: 60_000 });
}, 120_000);
