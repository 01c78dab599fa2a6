import { describe, expect, inject, test } from 'vitest';
import { apiClient } from '@tp/test-kit';
import { SERVICES } from '@tp/service-registry';
import { gateway } from '../support/api';

describe('the stack runs every service of the registry', () => {
  test.each(SERVICES.map((s) => [s.name, s.urlEnv] as const))('%s is started, alive and ready', async (_name, urlEnv) => {
    const url = inject('serviceUrls')[urlEnv];
    expect(url).toEqual(expect.any(String));
    expect((await apiClient(url).get('/health')).body).toMatchObject({ code: 200, msg: 'alive' });
    expect((await apiClient(url).get('/ready')).body).toMatchObject({ code: 200, msg: 'ready' });
  });

  test('a call of exercise\'s route-table lines reaches exercise through the gateway (503 would mean unreachable)', async () => {
    const res = await gateway().get('/api/user/getExerciseList');
    expect(res.status).not.toBe(503);
    expect(res.body.code).toEqual(expect.any(Number));
  });
});
