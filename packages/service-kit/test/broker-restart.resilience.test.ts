import { execSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, createIsolation, waitFor } from '@tp/test-kit';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>>;

beforeAll(async () => {
  probe = await startProbeService(iso);
});

afterAll(async () => {
  execSync('rabbitmqctl start_app', { stdio: 'ignore' });
  await probe?.service.stop();
  await iso.cleanup();
});

test('an event written while the broker is down is delivered after the broker restarts', async () => {
  execSync('rabbitmqctl stop_app', { stdio: 'ignore' });
  await waitFor(() => !probe.service.ctx.bus.isConnected(), { what: 'the service to notice the broker is down' });

  const res = await apiClient(probe.service.url).post('/api/delete-user', { email: 'during-outage@example.test' });
  expect(res.body.code).toBe(200); // the change is accepted: its event waits in the outbox
  const { rows } = await probe.service.ctx.pool.query('SELECT published_at FROM outbox');
  expect(rows[0].published_at).toBeNull();

  execSync('rabbitmqctl start_app', { stdio: 'ignore' });
  await waitFor(() => probe.handled.includes('during-outage@example.test'), { what: 'delivery after the restart', timeoutMs: 60_000 });
});
