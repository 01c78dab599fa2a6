import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InternalCredentials } from '@tp/service-kit';
import { createIsolation } from '@tp/test-kit';
import { startBilling } from '../src/main';
import { startBillingHarness, type BillingHarness, type TestUser } from './billing-harness';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

async function cartEntry(student: TestUser, classId: string) {
  const res = await student.client.post('/api/user/registerClass', { classId, userId: student.id, durationType: 1 });
  expect(res.body.code).toBe(200);
  return res.body.result._id as string;
}

const stateOf = async (student: TestUser, classId: string) => (await student.client.get(`/api/user/getClassRegister?id=${classId}`)).body.result;

describe('mark-paid, the demo\'s way of recording a payment, needs a service token for billing', () => {
  test('without a token, with one signed with another secret or one meant for another service: 401, still unpaid', async () => {
    const cls = (await h.teacher()).klass();
    const student = await h.user('Student');
    const interestId = await cartEntry(student, cls._id);
    const otherSecret = new InternalCredentials(randomBytes(32).toString('hex'), 'demo-seed');
    const forCatalog = new InternalCredentials(h.iso.internalSecret, 'demo-seed');

    const refusals = [
      await h.markPaid(interestId, null),
      await h.markPaid(interestId, 'not-a-token'),
      await h.markPaid(interestId, await otherSecret.tokenFor('billing')),
      await h.markPaid(interestId, await forCatalog.tokenFor('catalog')),
    ];

    expect(refusals.map(({ status, code }) => ({ status, code }))).toEqual(Array(4).fill({ status: 401, code: 401 }));
    expect(refusals[0].msg).toBe('An internal call needs a service token (Authorization: Bearer …).');
    expect(refusals[3].msg).toBe('The service token is not for billing.');
    expect(await stateOf(student, cls._id)).toMatchObject({ interestId, interested: true, paid: false, registered: false });
  });

  test('with the seed\'s service token the payment is recorded', async () => {
    const cls = (await h.teacher()).klass();
    const student = await h.user('Student');
    const interestId = await cartEntry(student, cls._id);

    expect(await h.markPaid(interestId)).toMatchObject({ status: 200, code: 200, msg: 'Payment recorded' });
    expect(await stateOf(student, cls._id)).toMatchObject({ interestId, paid: true, registered: false });
  });
});

describe('billing\'s own calls to catalog', () => {
  test('carry billing\'s service token for catalog', async () => {
    const cls = (await h.teacher()).klass();
    const before = h.catalog.callers.length;

    await cartEntry(await h.user('Student'), cls._id);

    expect(h.catalog.callers.length).toBeGreaterThan(before);
    expect(new Set(h.catalog.callers)).toEqual(new Set(['billing']));
  });
});

describe('without DEMO_PAYMENTS', () => {
  test('mark-paid does not exist: 404 even with a valid service token', async () => {
    const plain = await startBillingHarness({ DEMO_PAYMENTS: '' });
    try {
      const cls = (await plain.teacher()).klass();
      const student = await plain.user('Student');
      const interestId = await cartEntry(student, cls._id);

      const res = await plain.markPaid(interestId);

      expect(res).toMatchObject({ status: 404, code: 404 });
      expect((await student.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result).toMatchObject({ interestId, paid: false });
    } finally {
      await plain.close();
    }
  });

  test('production refuses to start with DEMO_PAYMENTS on', async () => {
    const iso = createIsolation();
    const start = startBilling({ ...iso.envFor('billing'), PORT: '0', NODE_ENV: 'production', DEMO_PAYMENTS: 'true' });

    await expect(start).rejects.toThrow(/DEMO_PAYMENTS: records payments without checkout, so it cannot be on in production/);
    await iso.cleanup();
  });
});
