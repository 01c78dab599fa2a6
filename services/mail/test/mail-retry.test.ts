import { afterAll, expect, test } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { apiClient, createIsolation, freePort, publishEvent, startTokenIssuer, waitFor } from '@tp/test-kit';
import { startMail } from '../src/main';

const iso = createIsolation();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await iso.cleanup();
});

test('when the SMTP peer is down, the e-mail stays pending and is sent once the peer is back', async () => {
  const port = await freePort();
  const issuer = await startTokenIssuer();
  cleanups.push(() => issuer.close());
  const mail = await startMail({ ...iso.envFor('mail'), PORT: '0', SMTP_URL: `smtp://127.0.0.1:${port}`, JWKS_URL: issuer.jwksUrl, MAIL_SEND_INTERVAL_MS: '200' });
  cleanups.push(() => mail.stop());
  const admin = apiClient(mail.url, await issuer.tokenFor({ role: 'Teacher', isAdmin: true }));

  await publishEvent(iso.runId, 'mail.requested', { kind: 'reset-code', to: ['later@example.test'], subject: 'Delayed', html: '<p>code 654321</p>' });
  const pending = await waitFor(async () => {
    const email = (await admin.get('/api/admin/getEmails?pageSize=100')).body.result.list.find((e: { title: string }) => e.title === 'Delayed');
    return email && (await mail.ctx.pool.query('SELECT attempts FROM emails WHERE id = $1', [email._id])).rows[0].attempts >= 1 ? email : undefined;
  }, { what: 'a failed first attempt' });
  expect(pending.status).toBe(0);

  const received: string[] = [];
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => { received.push(...session.envelope.rcptTo.map((r) => r.address)); callback(); });
  } });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  await mail.ctx.pool.query("UPDATE emails SET next_attempt_at = now() WHERE status = 0"); // skip the back-off wait

  await waitFor(() => received.includes('later@example.test'), { what: 'the retried e-mail' });
  const sent = await waitFor(async () => (await admin.get('/api/admin/getEmails?pageSize=100')).body.result.list.find((e: { title: string; status: number }) => e.title === 'Delayed' && e.status === 1));
  expect(sent.failEmails).toEqual([]);
});
