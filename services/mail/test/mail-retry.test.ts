import { afterAll, expect, test } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createIsolation, freePort, publishEvent, startTokenIssuer, waitFor } from '@tp/test-kit';
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

  await publishEvent(iso.runId, 'mail.requested', { kind: 'reset-code', to: ['later@example.test'], subject: 'Delayed', html: '<p>code 654321</p>' });
  // A code e-mail is the platform's own: not in the admin list, so its state is read from mail's database.
  const delayed = async () => (await mail.ctx.pool.query<{ status: number; attempts: number; fail_emails: string[] }>(
    "SELECT e.status, d.attempts, e.fail_emails FROM emails e JOIN email_deliveries d ON d.email_id = e.id WHERE e.title = 'Delayed'")).rows[0];
  const pending = await waitFor(async () => {
    const email = await delayed();
    return email && email.attempts >= 1 ? email : undefined;
  }, { what: 'a failed first attempt' });
  expect(pending.status).toBe(0);

  const received: string[] = [];
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => { received.push(...session.envelope.rcptTo.map((r) => r.address)); callback(); });
  } });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  // Closed last: it waits for the sender's pooled connections, which close when mail stops.
  cleanups.unshift(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  await mail.ctx.pool.query("UPDATE email_deliveries SET next_attempt_at = now() WHERE state = 0"); // skip the back-off wait

  await waitFor(() => received.includes('later@example.test'), { what: 'the retried e-mail' });
  const sent = await waitFor(async () => {
    const email = await delayed();
    return email?.status === 1 ? email : undefined;
  }, { what: 'the e-mail recorded as Sent' });
  expect(sent.fail_emails).toEqual([]);
});
