import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpPeerOptions {
  /** Recipients refused for good (550), on every try. */
  rejectRecipients?: (address: string) => boolean;
  /**
   * The reply code to refuse a recipient with on its `attempt`-th RCPT TO (counted from 1), or undefined to accept:
   * e.g. 450 once (greylisting, a full mailbox: try later) or 550 always (no such user).
   */
  refuseRecipient?: (address: string, attempt: number) => number | undefined;
}

const REFUSALS: Record<string, string> = { '4': 'Mailbox busy, try again later', '5': 'No such user here' };

/** A real SMTP server on loopback that keeps what it receives; the options make it refuse some recipients. */
export async function startSmtpPeer(options: SmtpPeerOptions = {}) {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  /** Client connections open now, and the most open at once (a sender's pool must stay within its size). */
  const connections = { open: 0, most: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections.open++;
      connections.most = Math.max(connections.most, connections.open);
      callback();
    },
    onClose() {
      connections.open--;
    },
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      const attempt = (attempts.get(recipient) ?? 0) + 1;
      attempts.set(recipient, attempt);
      const code = options.rejectRecipients?.(recipient) ? 550 : options.refuseRecipient?.(recipient, attempt);
      if (code === undefined) return callback();
      callback(Object.assign(new Error(REFUSALS[String(code).charAt(0)] ?? 'Refused'), { responseCode: code }));
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
    connections,
    /** How many times a RCPT TO named `address`. */
    recipientAttempts: (address: string) => attempts.get(address.toLowerCase()) ?? 0,
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
