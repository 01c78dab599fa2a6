import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNSUBSCRIBE_TOKEN_INVALID, type ReminderKind } from '@tp/contracts';
import type { ApiClient } from '@tp/test-kit';
import { asExerciseService, startHarness, type Harness } from './harness';

let h: Harness;
let asExercise: ApiClient;

beforeAll(async () => {
  h = await startHarness({ SITE_URL: 'https://tutor.example.test' });
  asExercise = await asExerciseService(h);
});
afterAll(() => h?.stop());

const ALL_ON = { dueSoon: true, overdue: true, weeklyDigest: true };

/** What identity answers the service that sends reminders: who of `ids` gets `kind`. */
async function recipients(kind: ReminderKind, ids: string[]) {
  const res = await asExercise.post('/internal/reminder-recipients', { kind, userIds: ids });
  expect(res.body, 'asking for reminder recipients').toMatchObject({ code: 200 });
  return res.body.result.list as { id: string; email: string; unsubscribeUrl: string }[];
}

async function tokenOf(kind: ReminderKind, id: string): Promise<string> {
  const [recipient] = await recipients(kind, [id]);
  return new URL(recipient.unsubscribeUrl).searchParams.get('token')!;
}

const settingsOf = async (user: { api: ApiClient }) => (await user.api.get('/api/user/getReminderSettings')).body.result;

describe('reminder settings on the profile', () => {
  test('every kind is on until the user turns it off; a switch left out stays as it is', async () => {
    const student = await h.userWithRole('Student');
    expect(await settingsOf(student)).toEqual(ALL_ON);

    const saved = await student.api.post('/api/user/updateReminderSettings', { overdue: false });
    expect(saved.body).toMatchObject({ code: 200, result: { ...ALL_ON, overdue: false } });
    expect(await settingsOf(student)).toEqual({ ...ALL_ON, overdue: false });
  });

  test('a switch that is not a yes or no, or an unknown one, is refused and nothing changes', async () => {
    const student = await h.userWithRole('Student');
    expect((await student.api.post('/api/user/updateReminderSettings', { dueSoon: 'no' })).status).toBe(400);
    expect((await student.api.post('/api/user/updateReminderSettings', { dueSoon: false, everything: false })).status).toBe(400);
    expect(await settingsOf(student)).toEqual(ALL_ON);
    expect((await h.api.get('/api/user/getReminderSettings')).status).toBe(401);
  });

  test('a kind turned off leaves that user out of its recipients only; the others get a link for exactly their kind', async () => {
    const off = await h.userWithRole('Student');
    const on = await h.userWithRole('Student');
    await off.api.post('/api/user/updateReminderSettings', { dueSoon: false });

    expect((await recipients('due-soon', [off.id, on.id, 'not-a-user'])).map((r) => r.id)).toEqual([on.id]);
    expect((await recipients('overdue', [off.id])).map((r) => r.email)).toEqual([off.email]);
    const [link] = await recipients('due-soon', [on.id]);
    expect(link.unsubscribeUrl).toMatch(/^https:\/\/tutor\.example\.test\/api\/public\/unsubscribe\?token=/);
  });
});

describe('one-click unsubscribe', () => {
  test('a GET (a mail scanner opening the link) only asks; nothing changes', async () => {
    const student = await h.userWithRole('Student');
    const token = await tokenOf('due-soon', student.id);

    const page = await h.api.get(`/api/public/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ code: 200, msg: 'Unsubscribe from homework due soon reminders? Nothing has changed yet.' });
    // A person opening it in a browser gets a page whose button makes the POST.
    const html = await fetch(`${h.identity.url}/api/public/unsubscribe?token=${encodeURIComponent(token)}`, { headers: { accept: 'text/html' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain(`<form method="post" action="/api/public/unsubscribe?token=${encodeURIComponent(token)}">`);
    expect(await settingsOf(student)).toEqual(ALL_ON);
  });

  test('a POST with the token turns off exactly that kind for exactly that user, without signing in', async () => {
    const student = await h.userWithRole('Student');
    const other = await h.userWithRole('Student');
    const token = await tokenOf('weekly-digest', student.id);

    // As a mail client's Unsubscribe button sends it (RFC 8058).
    const res = await fetch(`${h.identity.url}/api/public/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { msg: string }).msg).toBe('You will no longer receive the weekly digest for parents. You can turn them back on on your profile.');
    expect(await settingsOf(student)).toEqual({ ...ALL_ON, weeklyDigest: false });
    expect(await settingsOf(other)).toEqual(ALL_ON);
    // Twice is the same as once.
    expect((await h.api.post(`/api/public/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);
  });

  test('a forged token, or one changed to name another user or kind, is refused with a clear error and changes nothing', async () => {
    const student = await h.userWithRole('Student');
    const victim = await h.userWithRole('Student');
    const token = await tokenOf('overdue', student.id);
    const [, kind, signature] = token.split('.');
    const forgeries = [
      `${victim.id}.${kind}.${signature}`, // another user's id with this user's signature
      `${student.id}.due-soon.${signature}`, // another kind
      `${victim.id}.overdue.${'A'.repeat(43)}`, // made up
      'x'.repeat(201), // longer than any token
      '',
    ];
    for (const forged of forgeries) {
      const res = await h.api.post(`/api/public/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res.status, forged).toBe(400);
      expect(res.body, forged).toMatchObject({ code: 400, msg: UNSUBSCRIBE_TOKEN_INVALID });
    }
    expect((await h.api.post('/api/public/unsubscribe')).body).toMatchObject({ code: 400, msg: UNSUBSCRIBE_TOKEN_INVALID });
    expect(await settingsOf(student)).toEqual(ALL_ON);
    expect(await settingsOf(victim)).toEqual(ALL_ON);
  });
});
