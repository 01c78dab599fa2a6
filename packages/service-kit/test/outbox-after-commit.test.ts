import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, createIsolation, waitFor } from '@tp/test-kit';
import { addToOutbox } from '../src/index';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>>;

beforeAll(async () => {
  // The relay's timed pass would come only after the test ends: whatever is sent was sent on commit.
  probe = await startProbeService(iso, { OUTBOX_INTERVAL_MS: '600000' });
});

afterAll(async () => {
  await probe?.service.stop();
  await iso.cleanup();
});

test('an event written in a transaction is sent as soon as the transaction commits', async () => {
  const res = await apiClient(probe.service.url).post('/api/delete-user', { email: 'at-once@example.test' });

  expect(res.body.code).toBe(200);
  await waitFor(() => probe.handled.includes('at-once@example.test'), { timeoutMs: 5_000, what: 'the event, before any timed relay pass' });
});

test('an event written on the pool, outside a transaction, is sent at once as well', async () => {
  await addToOutbox(probe.service.ctx.pool, 'user.deleted', { id: 'on-pool', email: 'on-pool@example.test' });

  await waitFor(() => probe.handled.includes('on-pool@example.test'), { timeoutMs: 5_000, what: 'the event written on the pool' });
});
