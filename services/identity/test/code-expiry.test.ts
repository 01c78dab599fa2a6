import { afterAll, beforeAll, expect, test } from 'vitest';
import { createRedis } from '@tp/service-kit';
import { waitFor } from '@tp/test-kit';
import { PASSWORD, startHarness, uniqueEmail, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ CODE_TTL_SECONDS: '2', CODE_RESEND_LOCK_SECONDS: '1' });
});
afterAll(async () => {
  await h?.stop();
});

test('an expired code is refused, and a new code works', async () => {
  const email = uniqueEmail('late');
  const code = await h.codeFor(email);
  const family = (c: number) => ({
    code: c,
    parent: { name: 'Pat', email, password: PASSWORD, phone: '555-123-4567' },
    student: { name: 'Sam', email: uniqueEmail('s'), password: PASSWORD, school: 'Elm', gradeInSchoolYear: 5 },
  });

  const expired = 'There is no valid code for this e-mail: it has expired or was never sent. Please ask for a new code.';
  // checking the right code neither uses it up nor counts as a try: poll until it has expired
  await waitFor(async () => (await h.api.post('/api/login/validateEmailByCode', { email, code })).body.msg === expired, { what: 'the code to expire' });
  expect((await h.api.post('/api/login/registerFamily', family(code))).body).toEqual({ code: 400, msg: expired, result: null });

  const fresh = await waitFor(async () => (await h.api.post('/api/login/sendEmail', { email })).body.code === 200, { what: 'the resend lock to pass' });
  expect(fresh).toBe(true);
  // The new code must outlive the e-mail's trip on a busy machine: take the 2 s expiry off it (the first half of
  // this test has shown the expiry works).
  const env = h.identityEnv as Record<string, string>;
  const redis = createRedis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.REDIS_PREFIX);
  try {
    expect(await redis.persist(`code:${email}`)).toBe(1);
  } finally {
    redis.disconnect();
  }
  const newCode = await h.smtp.waitForCode(email, h.smtp.received.findIndex((m) => m.to.includes(email)) + 1);
  expect((await h.api.post('/api/login/registerFamily', family(newCode))).body).toMatchObject({ code: 200, msg: 'Register successfully' });
});
