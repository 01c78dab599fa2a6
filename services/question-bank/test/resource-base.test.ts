import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxResourcesProblem, resourceBase } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { startLibraryWorld, type Caller, type LibraryWorld } from './library-world';

let world: LibraryWorld;
let admin: Caller;

beforeAll(async () => {
  world = await startLibraryWorld();
  admin = await world.signIn('Teacher', { isAdmin: true });
});
afterAll(async () => {
  await world?.stop();
});

async function current() {
  const res = await world.anonymous.get('/api/public/getResourceBase');
  expect(res.body.code).toBe(200);
  return resourceBase.parse(res.body.result);
}

describe('maxResourcesProblem (the form and the server)', () => {
  test('digits only, from 1 to 1000', () => {
    expect(maxResourcesProblem('25')).toBeNull();
    expect(maxResourcesProblem(' 1000 ')).toBeNull();
    expect(maxResourcesProblem(1)).toBeNull();
    for (const bad of ['', 'abc', '1.5', '-3', '1e2', '+4', '12a', 2.5, -1]) expect(maxResourcesProblem(bad), String(bad)).toBe('Please enter a number');
    expect(maxResourcesProblem('0')).toBe('Max Resources must be from 1 to 1000.');
    expect(maxResourcesProblem(1001)).toBe('Max Resources must be from 1 to 1000.');
  });
});

describe('the resource base', () => {
  test('anyone reads it without signing in; it starts with no help and 10 questions', async () => {
    expect(await current()).toEqual({ helpContent: '', maxQuestions: 10 });
  });

  test('the admin saves the help content, sanitised, and Max Resources, typed or as a number; each save keeps the other', async () => {
    const saved = await ok(admin.post('/api/admin/editResourceBase', { helpContent: '<p>Use $x^2$ <script>alert(1)</script><b>wisely</b></p>' }), 'Successfully saved');
    expect(saved).toMatchObject({ helpContent: '<p>Use $x^2$ <b>wisely</b></p>' });

    await ok(admin.post('/api/admin/editResourceBase', { maxQuestions: '25' }));
    expect(await current()).toEqual({ helpContent: '<p>Use $x^2$ <b>wisely</b></p>', maxQuestions: 25 });
    await ok(admin.post('/api/admin/editResourceBase', { maxQuestions: 40 }));
    expect(await current()).toEqual({ helpContent: '<p>Use $x^2$ <b>wisely</b></p>', maxQuestions: 40 });
  });

  test("anything but digits is 'Please enter a number', out of range is refused, one setting per call; nothing changes", async () => {
    await ok(admin.post('/api/admin/editResourceBase', { maxQuestions: 12 }));
    const before = await current();
    const bodies: [Record<string, unknown>, string][] = [
      [{ maxQuestions: 'ten' }, 'Please enter a number'], [{ maxQuestions: '1.5' }, 'Please enter a number'],
      [{ maxQuestions: -2 }, 'Please enter a number'], [{ maxQuestions: null }, 'Please enter a number'],
      [{ maxQuestions: '0' }, 'Max Resources must be from 1 to 1000.'], [{ maxQuestions: 5000 }, 'Max Resources must be from 1 to 1000.'],
      [{}, 'Send either helpContent or maxQuestions, one setting per save.'],
      [{ helpContent: '<p>Both</p>', maxQuestions: 5 }, 'Send either helpContent or maxQuestions, one setting per save.'],
      [{ helpContent: 7 }, 'The help content must be text.'],
    ];
    for (const [body, msg] of bodies) expect((await admin.post('/api/admin/editResourceBase', body)).body, JSON.stringify(body)).toEqual({ code: 400, msg, result: null });
    expect((await admin.post('/api/admin/editResourceBase', { helpContent: 'x'.repeat(20_001) })).status).toBe(400);
    expect(await current()).toEqual(before);
  });

  test('a teacher who is not an administrator gets 403 and no token 401; nothing changes', async () => {
    const before = await current();
    const teacher = await world.signIn('Teacher');
    expect((await teacher.post('/api/admin/editResourceBase', { maxQuestions: 99 })).body).toEqual({ code: 403, msg: 'This needs an administrator.', result: null });
    expect((await world.anonymous.post('/api/admin/editResourceBase', { maxQuestions: 99 })).status).toBe(401);
    expect(await current()).toEqual(before);
  });
});
