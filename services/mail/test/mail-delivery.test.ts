import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, createIsolation, startSmtpPeer, startTokenIssuer, waitFor, type SmtpPeer, type TokenIssuer } from '@tp/test-kit';
import { startMail } from '../src/main';
import { publishEvent } from '@tp/test-kit';

const iso = createIsolation();
let smtp: SmtpPeer;
let issuer: TokenIssuer;
let mail: Awaited<ReturnType<typeof startMail>>;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  smtp = await startSmtpPeer({ rejectRecipients: (address) => address.startsWith('nobody') });
  issuer = await startTokenIssuer();
  mail = await startMail({ ...iso.envFor('mail'), PORT: '0', SMTP_URL: smtp.url, JWKS_URL: issuer.jwksUrl, MAIL_SEND_INTERVAL_MS: '200' });
  admin = apiClient(mail.url, await issuer.tokenFor({ role: 'Teacher', isAdmin: true }));
});

afterAll(async () => {
  await mail?.stop();
  await smtp?.close();
  await issuer?.close();
  await iso.cleanup();
});

async function emailTitled(title: string) {
  return waitFor(async () => {
    const { body } = await admin.get('/api/admin/getEmails?page=1&pageSize=100');
    const email = body.result.list.find((e: { title: string; status: number }) => e.title === title);
    return email && email.status !== 0 ? email : undefined;
  }, { what: `e-mail "${title}" to be settled` });
}

describe('mail.requested', () => {
  test('when a code is requested, the e-mail reaches the SMTP peer and is recorded as Sent', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'verification-code', to: ['pat@example.test'], subject: 'Your code', html: '<p>Your code is 123456</p>', text: 'Your code is 123456' });

    const received = await smtp.waitForMail('pat@example.test');
    expect(received.raw).toContain('Your code is 123456');
    const email = await emailTitled('Your code');
    expect(email).toMatchObject({ status: 1, recipient: ['pat@example.test'], failEmails: [] });
  });

  test('when the peer refuses some recipients, the e-mail is Partially successful with those listed', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', to: ['ann@example.test', 'nobody@example.test'], subject: 'Partial', html: '<p>hi</p>' });

    const email = await emailTitled('Partial');
    expect(email).toMatchObject({ status: 3, failEmails: ['nobody@example.test'] });
    expect((await smtp.waitForMail('ann@example.test')).raw).toContain('Partial');
  });

  test('when the peer refuses every recipient, the e-mail is Failed', async () => {
    await publishEvent(iso.runId, 'mail.requested', { kind: 'announcement', to: ['nobody1@example.test'], subject: 'All refused', html: '<p>hi</p>' });

    expect(await emailTitled('All refused')).toMatchObject({ status: 2, failEmails: ['nobody1@example.test'] });
  });

  test('when the same event is delivered twice, one e-mail is recorded and sent', async () => {
    const payload = { kind: 'announcement', to: ['twice@example.test'], subject: 'Once only', html: '<p>once</p>' };
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

  test('deleting e-mails removes exactly those; bad ids are a 400', async () => {
    const email = await emailTitled('Your code');
    expect((await admin.post('/api/admin/deleteEmail', { ids: ['not-a-uuid'] })).status).toBe(400);
    expect((await admin.post('/api/admin/deleteEmail', { ids: { $ne: null } })).status).toBe(400);
    const before = (await admin.get('/api/admin/getEmails?pageSize=100')).body.result.total;

    const res = await admin.post('/api/admin/deleteEmail', { ids: [email._id] });

    expect(res.body).toMatchObject({ code: 200, msg: 'Delete success', result: { deleted: 1 } });
    expect((await admin.get('/api/admin/getEmails?pageSize=100')).body.result.total).toBe(before - 1);
  });
});
