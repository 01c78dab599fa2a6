import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, createIsolation, startSmtpPeer, startTokenIssuer, waitFor, type SmtpPeer, type TokenIssuer } from '@tp/test-kit';
import { publishEvent } from '@tp/test-kit';
import { startMail } from '../src/main';

const iso = createIsolation();
let smtp: SmtpPeer;
let issuer: TokenIssuer;
let mail: Awaited<ReturnType<typeof startMail>>;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  // nobody… is refused for good (550); busy… for now once (450), then accepted; full… for now on every try.
  smtp = await startSmtpPeer({
    refuseRecipient: (address, attempt) => {
      if (address.startsWith('nobody')) return 550;
      if (address.startsWith('busy') && attempt === 1) return 450;
      if (address.startsWith('full')) return 450;
      return undefined;
    },
  });
  issuer = await startTokenIssuer();
  mail = await startMail({ ...iso.envFor('mail'), PORT: '0', SMTP_URL: smtp.url, JWKS_URL: issuer.jwksUrl, MAIL_SEND_INTERVAL_MS: '200', MAIL_MAX_ATTEMPTS: '3' });
  admin = apiClient(mail.url, await issuer.tokenFor({ role: 'Teacher', isAdmin: true }));
});

afterAll(async () => {
  await mail?.stop();
  await smtp?.close();
  await issuer?.close();
  await iso.cleanup();
});

/** The recorded e-mail, read from mail's own database (the admin list shows only e-mails admins send), once settled. */
async function emailTitled(title: string, timeoutMs = 15_000) {
  return waitFor(async () => {
    const { rows } = await mail.ctx.pool.query<{ _id: string; status: number; recipient: string[]; failEmails: string[] }>(
      'SELECT id AS "_id", status, recipient, fail_emails AS "failEmails" FROM emails WHERE title = $1', [title]);
    return rows[0] && rows[0].status !== 0 ? rows[0] : undefined;
  }, { what: `e-mail "${title}" to be settled`, timeoutMs });
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('mail.requested', () => {
  test('when a code is requested, the e-mail reaches the SMTP peer and is recorded as Sent', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'verification-code', to: ['pat@example.test'], subject: 'Your code', html: '<p>Your code is 123456</p>', text: 'Your code is 123456' });

    const received = await smtp.waitForMail('pat@example.test');
    expect(received.raw).toContain('Your code is 123456');
    const email = await emailTitled('Your code');
    expect(email).toMatchObject({ status: 1, recipient: ['pat@example.test'], failEmails: [] });
  });

  test('when the peer refuses some recipients, the e-mail is Partially successful with those listed', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', origin: 'admin', to: ['ann@example.test', 'nobody@example.test'], subject: 'Partial', html: '<p>hi</p>' });

    const email = await emailTitled('Partial');
    expect(email).toMatchObject({ status: 3, failEmails: ['nobody@example.test'] });
    expect((await smtp.waitForMail('ann@example.test')).raw).toContain('Partial');
  });

  test('when the peer refuses every recipient, the e-mail is Failed', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', origin: 'admin', to: ['nobody1@example.test'], subject: 'All refused', html: '<p>hi</p>' });

    expect(await emailTitled('All refused')).toMatchObject({ status: 2, failEmails: ['nobody1@example.test'] });
  });

  test('when the peer refuses a recipient for now (450), only that recipient is tried again and the e-mail ends Sent, each getting their own message', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', origin: 'admin', to: ['glad@example.test', 'busy1@example.test'], subject: 'Greylisted', html: '<p>hi</p>' });

    expect(await emailTitled('Greylisted')).toMatchObject({ status: 1, failEmails: [] });
    expect(smtp.recipientAttempts('busy1@example.test')).toBe(2);
    expect(mailsTo('busy1@example.test')).toHaveLength(1);
    expect(mailsTo('glad@example.test')).toHaveLength(1);
    // One message per person: nobody sees the other recipients' addresses.
    expect(mailsTo('busy1@example.test')[0].raw).toMatch(/^To: busy1@example\.test\r?$/m);
    expect(mailsTo('glad@example.test')[0].to).toEqual(['glad@example.test']);
  });

  test('when every recipient is refused for now, the e-mail is tried again and ends Sent', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'verification-code', to: ['busy2@example.test'], subject: 'Later', html: '<p>code 111111</p>' });

    expect(await emailTitled('Later')).toMatchObject({ status: 1, failEmails: [] });
    expect(smtp.recipientAttempts('busy2@example.test')).toBe(2);
  });

  test('a recipient refused for good (550) is failed at once while one refused for now is retried: Partially successful', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', origin: 'admin', to: ['fine@example.test', 'busy3@example.test', 'nobody3@example.test'], subject: 'Mixed', html: '<p>hi</p>' });

    expect(await emailTitled('Mixed')).toMatchObject({ status: 3, failEmails: ['nobody3@example.test'] });
    expect(smtp.recipientAttempts('nobody3@example.test')).toBe(1);
    expect(mailsTo('busy3@example.test')).toHaveLength(1);
    expect(mailsTo('fine@example.test')).toHaveLength(1);
  });

  test('a recipient refused for now on every try counts as failed once the attempts are used up', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', origin: 'admin', to: ['kept@example.test', 'full4@example.test'], subject: 'Mailbox full', html: '<p>hi</p>' });

    expect(await emailTitled('Mailbox full', 30_000)).toMatchObject({ status: 3, failEmails: ['full4@example.test'] });
    expect(smtp.recipientAttempts('full4@example.test')).toBe(3);
    expect(mailsTo('kept@example.test')).toHaveLength(1);
  });

  test('when the same event is delivered twice, one e-mail is recorded and sent', async () => {
    const payload = { kind: 'announcement', origin: 'admin', to: ['twice@example.test'], subject: 'Once only', html: '<p>once</p>' };
    const id = await publishEvent(iso.runId, 'mail.requested', payload);
    await publishEvent(iso.runId, 'mail.requested', payload, id);
    await emailTitled('Once only');
    await publishEvent(iso.runId, 'mail.requested', { ...payload, to: ['marker@example.test'], subject: 'Marker' });
    await emailTitled('Marker');

    const { body } = await admin.get('/api/admin/getEmails?page=1&pageSize=100');
    expect(body.result.list.filter((e: { title: string }) => e.title === 'Once only')).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(1);
  });
});

describe('admin e-mail list', () => {
  test('without a token the list is refused with 401, and a non-admin gets 403', async () => {
    expect((await apiClient(mail.url).get('/api/admin/getEmails')).status).toBe(401);
    const student = apiClient(mail.url, await issuer.tokenFor({ role: 'Student' }));
    expect((await student.get('/api/admin/getEmails')).body).toMatchObject({ code: 403 });
  });

  test('the platform\'s own e-mails (codes) are sent but neither listed nor deleted there; those admins send are listed', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'verification-code', to: ['code-a@example.test'], subject: 'Your code is 482913', html: '<p>Your code is <strong>482913</strong></p>', text: 'Your code is 482913' });
    await publishEvent(iso.runId, 'mail.requested', { kind: 'reset-code', origin: 'system', to: ['code-b@example.test'], subject: 'Your code is 730164', html: '<p>Your code is 730164</p>' });
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', origin: 'admin', to: ['news@example.test'], subject: 'Term starts Monday', html: '<p>See you</p>' });
    for (const address of ['code-a@example.test', 'code-b@example.test', 'news@example.test']) await smtp.waitForMail(address);
    await emailTitled('Term starts Monday');

    const { body } = await admin.get('/api/admin/getEmails?page=1&pageSize=100');
    const listed = body.result.list as { title: string; content: string }[];
    expect(listed.map((e) => e.title)).toContain('Term starts Monday');
    expect(listed.filter((e) => /\b\d{6}\b/.test(`${e.title} ${e.content}`))).toEqual([]);
    expect(body.result.total).toBe(listed.length);

    const code = await emailTitled('Your code is 482913');
    expect((await admin.post('/api/admin/deleteEmail', { ids: [code._id] })).body).toMatchObject({ code: 200, result: { deleted: 0 } });
    expect(await emailTitled('Your code is 482913')).toMatchObject({ _id: code._id, status: 1 });
  });

  test('deleting e-mails removes exactly those; bad ids are a 400', async () => {
    const email = await emailTitled('Partial');
    expect((await admin.post('/api/admin/deleteEmail', { ids: ['not-a-uuid'] })).status).toBe(400);
    expect((await admin.post('/api/admin/deleteEmail', { ids: { $ne: null } })).status).toBe(400);
    const before = (await admin.get('/api/admin/getEmails?pageSize=100')).body.result.total;

    const res = await admin.post('/api/admin/deleteEmail', { ids: [email._id] });

    expect(res.body).toMatchObject({ code: 200, msg: 'Delete success', result: { deleted: 1 } });
    expect((await admin.get('/api/admin/getEmails?pageSize=100')).body.result.total).toBe(before - 1);
  });
});
