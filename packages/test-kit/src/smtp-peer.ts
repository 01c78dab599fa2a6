import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `rejectRecipients` makes it refuse some addresses. */
export async function startSmtpPeer(options: { rejectRecipients?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.(address.address)) return callback(new Error('550 No such user here'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** The newest mail to `address` that matches, waiting for it to arrive. */
    async waitForMail(address: string, matches: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 15_000) {
      return waitFor(() => [...received].reverse().find((m) => m.to.includes(address.toLowerCase()) && matches(m)), { timeoutMs, what: `an e-mail to ${address}` });
    },
    /** The 6-digit code of the newest mail to `address`. */
    async waitForCode(address: string, after = 0) {
      const mail = await this.waitForMail(address, (m) => received.indexOf(m) >= after && /\b\d{6}\b/.test(decode(m.raw)));
      return Number(/\b(\d{6})\b/.exec(decode(mail.raw))![1]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** Undo quoted-printable soft breaks so codes split across lines are found. */
function decode(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
