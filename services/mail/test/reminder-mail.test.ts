import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation, publishEvent, startSmtpPeer, startTokenIssuer, waitFor, type SmtpPeer, type TokenIssuer } from '@tp/test-kit';
import { startMail } from '../src/main';

const iso = createIsolation();
let smtp: SmtpPeer;
let issuer: TokenIssuer;
let mail: Awaited<ReturnType<typeof startMail>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  issuer = await startTokenIssuer();
  // One connection at two messages a second: a queue forms, and its order is what reaches the peer.
  mail = await startMail({
    ...iso.envFor('mail'), PORT: '0', SMTP_URL: smtp.url, JWKS_URL: issuer.jwksUrl, MAIL_SEND_INTERVAL_MS: '200', MAIL_POOL_CONNECTIONS: '1', MAIL_RATE_PER_SECOND: '2',
  });
});

afterAll(async () => {
  await mail?.stop();
  await smtp?.close();
  await issuer?.close();
  await iso.cleanup();
});

const UNSUBSCRIBE = 'https://tutor.example.test/api/public/unsubscribe?token=abc.due-soon.sig';

describe('reminder e-mails', () => {
  test('a reminder carries the one-click unsubscribe headers of RFC 8058, as the SMTP peer receives it', async () => {
    await publishEvent(iso.runId, 'mail.requested', {
      kind: 'reminder-due-soon', to: ['leo@example.test'], subject: 'Due soon: Fractions', html: '<p>Due tomorrow</p>', text: 'Due tomorrow', unsubscribeUrl: UNSUBSCRIBE,
    });

    const received = await smtp.waitForMail('leo@example.test');
    // Long headers are folded onto the next line (RFC 5322): read them unfolded.
    const headers = received.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${UNSUBSCRIBE.replace(/[.?]/g, '\\$&')}>\\r?$`, 'm'));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  test('a code asked for after a morning of reminders leaves before the reminders still waiting', async () => {
    const reminders = Array.from({ length: 20 }, (_, i) => `queued${i}@example.test`);
    await publishEvent(iso.runId, 'mail.requested', { kind: 'reminder-overdue', to: reminders, subject: 'Overdue: Vectors', html: '<p>Overdue</p>', unsubscribeUrl: UNSUBSCRIBE });
    await waitFor(async () => (await mail.ctx.pool.query("SELECT 1 FROM emails WHERE kind = 'reminder-overdue'")).rowCount === 1 || undefined, { what: 'the reminders to be queued' });
    await publishEvent(iso.runId, 'mail.requested', { kind: 'verification-code', to: ['waiting@example.test'], subject: 'Your code', html: '<p>Your code is 123456</p>' });

    await smtp.waitForMail('waiting@example.test');
    const remindersBefore = smtp.received.slice(0, smtp.received.findIndex((m) => m.to.includes('waiting@example.test'))).filter((m) => m.to[0].startsWith('queued'));
    // In order of arrival the code would be last; it waits at most for the batches claimed before it came (4 each).
    expect(remindersBefore.length).toBeLessThanOrEqual(12);
    const { rows } = await mail.ctx.pool.query<{ priority: number }>("SELECT DISTINCT d.priority FROM email_deliveries d JOIN emails e ON e.id = d.email_id WHERE e.kind = 'reminder-overdue'");
    expect(rows).toEqual([{ priority: 2 }]);
  });
});
