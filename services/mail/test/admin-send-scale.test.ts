import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailList, type EmailGroupView, type EmailView } from '@tp/contracts';
import { waitFor } from '@tp/test-kit';
import { newUser } from '@tp/test-kit/test-users';
import { startAdminHarness, type AdminHarness } from './admin-harness';

const MEMBERS = 500;
const RATE = 100;
const CONNECTIONS = 3;

let h: AdminHarness;
let group: EmailGroupView;
const members = Array.from({ length: MEMBERS }, (_, i) => newUser('Student', { email: `member-${String(i).padStart(3, '0')}@scale.test` }));

beforeAll(async () => {
  // The members are identity's users before mail first starts: mail copies them from identity's pages.
  h = await startAdminHarness({
    identityUsers: members,
    identityPageSize: 200,
    env: { MAIL_RATE_PER_SECOND: String(RATE), MAIL_POOL_CONNECTIONS: String(CONNECTIONS) },
  });
  await waitFor(async () => Number((await h.mail.ctx.pool.query('SELECT count(*) FROM users')).rows[0].count) === MEMBERS, { what: 'the copy of the users', timeoutMs: 30_000 });
  group = (await h.admin.post('/api/admin/addGroupEmail', { name: 'Whole school', users: members.map((member) => member.id) })).body.result;
  expect(group.recipient).toHaveLength(MEMBERS);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const received = (title: string) => h.smtp.received.filter((mail) => mail.raw.includes(`Subject: ${title}`));
const listed = async (id: string): Promise<EmailView> =>
  emailList.parse((await h.admin.get('/api/admin/getEmails?pageSize=100')).body.result).list.find((email) => email._id === id)!;
const settled = (id: string) => waitFor(async () => {
  const email = await listed(id);
  return email.status !== 0 ? email : undefined;
}, { what: 'the send to be settled', timeoutMs: 90_000, intervalMs: 200 });

/** Each member got exactly one message titled `title`. */
function expectEachMemberOnce(title: string) {
  const counts = new Map<string, number>();
  for (const mail of received(title)) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  expect(counts.size).toBe(MEMBERS);
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
}

describe(`a send to a group of ${MEMBERS}`, () => {
  test('answers at once, Pending, then is delivered to each member once, within the rate and the pool of connections', async () => {
    const started = Date.now();
    const res = await h.admin.post('/api/admin/sendEmail', { title: 'Assembly', content: '<p>Friday at nine</p>', recipient: [], emailGroup: [group._id] });

    expect(res.body).toMatchObject({ code: 200, msg: 'The e-mail is being sent to 500 people; the e-mail list shows how far it has got.', result: { status: 0, failEmails: [], total: MEMBERS } });
    expect(received('Assembly').length).toBeLessThan(MEMBERS);
    expect(await listed(res.body.result._id)).toMatchObject({ status: 0, progress: { total: MEMBERS } });

    expect(await settled(res.body.result._id)).toMatchObject({ status: 1, failEmails: [], progress: { sent: MEMBERS, failed: 0, total: MEMBERS } });
    const finished = Date.now();
    expectEachMemberOnce('Assembly');
    // Spaced at RATE a second, the last message cannot leave before (MEMBERS - 1) / RATE seconds.
    expect(finished - started).toBeGreaterThanOrEqual(((MEMBERS - 1) / RATE) * 1000);
    expect(h.smtp.connections.most).toBeLessThanOrEqual(CONNECTIONS);
  });

  test('a code asked for meanwhile is not held up behind it', async () => {
    const res = await h.admin.post('/api/admin/sendEmail', { title: 'Sports day', content: '<p>Bring water</p>', emailGroup: [group._id] });
    await waitFor(() => received('Sports day').length >= RATE / 2, { what: 'the large send to be under way' });

    await h.publish('mail.requested', { kind: 'verification-code', to: ['waiting@person.test'], subject: 'Your code', html: '<p>Your code is 424242</p>' });

    await h.smtp.waitForMail('waiting@person.test');
    expect(received('Sports day').length).toBeLessThan(MEMBERS);
    await settled(res.body.result._id);
  });

  test('a restart in the middle loses nothing and sends nothing twice', async () => {
    const res = await h.admin.post('/api/admin/sendEmail', { title: 'Reopening', content: '<p>Doors open at eight</p>', emailGroup: [group._id] });
    await waitFor(() => received('Reopening').length >= RATE / 2, { what: 'the send to be under way' });

    await h.restart();

    expect(received('Reopening').length).toBeLessThan(MEMBERS);
    expect(await settled(res.body.result._id)).toMatchObject({ status: 1, progress: { sent: MEMBERS } });
    expectEachMemberOnce('Reopening');
  });
});
