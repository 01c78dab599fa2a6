import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailList, sendEmailResult, type EmailGroupView, type EmailView } from '@tp/contracts';
import { apiClient, type ReceivedMail } from '@tp/test-kit';
import { startAdminHarness, type AdminHarness } from './admin-harness';

let h: AdminHarness;
beforeAll(async () => {
  // The peer refuses nobody… for good (550) and full… for now on every try (450).
  h = await startAdminHarness({
    env: { MAIL_MAX_ATTEMPTS: '2', SITE_URL: 'https://tutor.example.test/' },
    smtp: { refuseRecipient: (address) => (address.startsWith('nobody') ? 550 : address.startsWith('full') ? 450 : undefined) },
  });
});
afterAll(async () => {
  await h?.close();
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const send = (body: Record<string, unknown>) => h.admin.post('/api/admin/sendEmail', { title: 'Term news', content: '<p>Hello</p>', recipient: [], emailGroup: [], ...body });
const listed = async (id: string): Promise<EmailView | undefined> =>
  emailList.parse((await h.admin.get('/api/admin/getEmails?page=1&pageSize=100')).body.result).list.find((email) => email._id === id);
const mailsTo = (address: string): ReceivedMail[] => h.smtp.received.filter((mail) => mail.to.includes(address));
const emailCount = async () => Number((await h.mail.ctx.pool.query('SELECT count(*) FROM emails')).rows[0].count);

describe('POST /admin/sendEmail: the rules, in the form\'s order', () => {
  test('title, then content, then recipients, then each address; nothing is recorded or sent', async () => {
    const before = await emailCount();
    const sent = h.smtp.received.length;
    const to = [unique('someone')];

    expect((await send({ title: '  ', content: '', recipient: [] })).body).toMatchObject({ code: 400, msg: 'Please input title' });
    expect((await send({ title: 't'.repeat(201), recipient: to })).body).toMatchObject({ code: 400, msg: 'The title is too long (at most 200 characters, it has 201).' });
    expect((await send({ content: '<p><br></p>', recipient: [] })).body).toMatchObject({ code: 400, msg: 'Please input content' });
    // Sanitised first: a script shows nothing, so it is no content.
    expect((await send({ content: '<script>alert(1)</script><p> &nbsp; </p>', recipient: to })).body).toMatchObject({ code: 400, msg: 'Please input content' });
    expect((await send({ recipient: [], emailGroup: [] })).body).toMatchObject({ code: 400, msg: 'Please select recipients' });
    expect((await send({ recipient: ['ok@example.test', 'kim@'] })).body).toMatchObject({ code: 400, msg: '"kim@" is not a valid e-mail address.' });
    expect((await send({ content: `<p>${'x'.repeat(20_001)}</p>`, recipient: to })).body.msg).toMatch(/^The content is too long/);
    expect((await send({ recipient: 'everyone' })).status).toBe(400);

    expect(await emailCount()).toBe(before);
    expect(h.smtp.received.length).toBe(sent);
  });

  test('only an admin may send: 401 without a token, 403 for a teacher', async () => {
    expect((await apiClient(h.mail.url).post('/api/admin/sendEmail', {})).status).toBe(401);
    const teacher = apiClient(h.mail.url, await h.issuer.tokenFor({ role: 'Teacher' }));
    expect((await teacher.post('/api/admin/sendEmail', { title: 'T', content: '<p>C</p>', recipient: [unique('x')] })).body).toMatchObject({ code: 403 });
  });
});

describe('POST /admin/sendEmail: what the admin is told (a real SMTP peer)', () => {
  test('every recipient accepted: Sent, each gets their own message with a plain-text part beside the sanitised HTML', async () => {
    const [ann, bob] = [unique('ann'), unique('bob')];
    const content = '<p>Exams start <strong>Monday</strong> &amp; end Friday.</p><p><a href="https://school.example/plan">the plan</a><img src="x" onerror="steal()"></p><p><img src="/uploads/2026/01/map.png"></p><script>steal()</script>';

    const res = await send({ title: ' Exam\nweek ', content, recipient: [ann, bob.toUpperCase(), ann] });

    expect(res.body.msg).toBe('Email sent successfully');
    expect(sendEmailResult.parse(res.body.result)).toEqual({ _id: expect.any(String), status: 1, failEmails: [], total: 2 });
    for (const address of [ann, bob]) {
      const [message] = mailsTo(address);
      expect(message.to).toEqual([address]);
      expect(message.raw).toMatch(new RegExp(`^To: ${address.replace(/\./g, '\\.')}\\r?$`, 'm'));
      expect(message.raw).toMatch(/^Subject: Exam week\r?$/m);
      expect(message.raw).toMatch(/Content-Type: text\/plain/i);
      expect(message.raw).toMatch(/Content-Type: text\/html/i);
      expect(message.raw).toContain('Exams start Monday & end Friday.');
      expect(message.raw).toContain('the plan (https://school.example/plan)');
      expect(message.raw).not.toMatch(/steal|onerror|<script/);
      // An uploaded image points at the site, where a mail program can fetch it.
      expect(message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('<img src="https://tutor.example.test/uploads/2026/01/map.png" />');
    }
    expect(await listed(res.body.result._id)).toMatchObject({
      title: 'Exam week', recipient: [ann, bob], emailGroup: [], status: 1, failEmails: [], progress: { sent: 2, failed: 0, total: 2 },
      content: '<p>Exams start <strong>Monday</strong> &amp; end Friday.</p><p><a href="https://school.example/plan">the plan</a></p><p><img src="https://tutor.example.test/uploads/2026/01/map.png" /></p>',
    });
  });

  test('one recipient refused for good: Partially successful with that address in failEmails, the others still get it', async () => {
    const [kept, refused] = [unique('kept'), unique('nobody')];

    const res = await send({ title: 'Partly', recipient: [kept, refused] });

    expect(res.body).toMatchObject({ code: 200, msg: `${refused} sent failed`, result: { status: 3, failEmails: [refused], total: 2 } });
    expect(mailsTo(kept)).toHaveLength(1);
    expect(mailsTo(refused)).toHaveLength(0);
    expect(await listed(res.body.result._id)).toMatchObject({ status: 3, failEmails: [refused], progress: { sent: 1, failed: 1, total: 2 } });
  });

  test('every recipient refused (for good, or for now until the attempts are used up): Failed with all of them', async () => {
    const [gone, busy] = [unique('nobody'), unique('full')];

    const res = await send({ title: 'Nobody home', recipient: [gone, busy] });

    expect(res.body).toMatchObject({ code: 200, msg: 'Email sent failed', result: { status: 2, failEmails: [gone, busy] } });
    expect(h.smtp.recipientAttempts(busy)).toBe(2);
    expect(await listed(res.body.result._id)).toMatchObject({ status: 2, failEmails: [gone, busy] });
  });
});

describe('POST /admin/sendEmail to groups', () => {
  test("a group reaches its users' current addresses, each once, and the list shows the group by name", async () => {
    const [ann, bob] = [await h.user('Student'), await h.user('Parent')];
    const group = (await h.admin.post('/api/admin/addGroupEmail', { name: `Club ${randomUUID().slice(0, 6)}`, users: [ann.id, bob.id] })).body.result as EmailGroupView;
    const moved = { ...bob, email: unique('bob-new') };
    await h.publish('user.updated', moved);
    await h.known(moved);

    // Ann is also picked by address: she gets one message. The group can be named by id or as the list gave it.
    const res = await send({ title: 'Club news', recipient: [ann.email], emailGroup: [group] });

    expect(res.body).toMatchObject({ code: 200, result: { status: 1, total: 2 } });
    expect(mailsTo(ann.email)).toHaveLength(1);
    expect(mailsTo(moved.email)).toHaveLength(1);
    expect(mailsTo(bob.email)).toHaveLength(0);
    expect(await listed(res.body.result._id)).toMatchObject({ recipient: [ann.email], emailGroup: [{ _id: group._id, name: group.name }], progress: { total: 2 } });
    expect((await send({ title: 'By id', emailGroup: [group._id] })).body.result).toMatchObject({ status: 1, total: 2 });
  });

  test('a group that no longer exists is a 404; groups whose users all left say so; nothing is recorded', async () => {
    const leaver = await h.user();
    const group = (await h.admin.post('/api/admin/addGroupEmail', { name: `Empty ${randomUUID().slice(0, 6)}`, users: [leaver.id] })).body.result as EmailGroupView;
    await h.publish('user.deleted', { id: leaver.id, email: leaver.email });
    await h.known(leaver, true);
    const before = await emailCount();

    expect((await send({ emailGroup: [randomUUID()] })).body).toMatchObject({ code: 404, msg: 'One of the chosen groups no longer exists. Choose the groups again.' });
    expect((await send({ emailGroup: ['nope'] })).status).toBe(404);
    expect((await send({ emailGroup: [group._id] })).body).toMatchObject({ code: 400, msg: 'The chosen groups have no users. Please select recipients.' });
    expect(await emailCount()).toBe(before);
  });
});

describe('GET /admin/getEmails', () => {
  test('pages of 10 by default, newest first, with the total', async () => {
    for (let i = 0; i < 11; i++) expect((await send({ title: `Paged ${i}`, recipient: [unique('paged')] })).body.code).toBe(200);

    const first = emailList.parse((await h.admin.get('/api/admin/getEmails?page=1')).body.result);
    const second = emailList.parse((await h.admin.get('/api/admin/getEmails?page=2')).body.result);

    expect(first.list).toHaveLength(10);
    expect(first.list.slice(0, 3).map((email) => email.title)).toEqual(['Paged 10', 'Paged 9', 'Paged 8']);
    expect(second.list[0].title).toBe('Paged 0');
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(11);
  });
});
