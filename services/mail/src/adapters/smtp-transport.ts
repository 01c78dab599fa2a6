import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Logger } from 'pino';
import type { SendInfo } from '../domain/delivery-outcome';
import type { MailTransport, OutgoingMessage } from '../domain/mail-transport';

export interface SmtpTransportOptions {
  /** Without it messages are written to the log, so a person running the platform locally can read the codes. */
  smtpUrl?: string;
  /** SMTP connections kept open at once (per replica). */
  connections: number;
  logger: Logger;
}

/** A pool of a few SMTP connections to the peer at `smtpUrl`, or the log when there is none. */
export function createSmtpTransport({ smtpUrl, connections, logger }: SmtpTransportOptions): MailTransport {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: connections,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as SMTPPool.Options)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message: OutgoingMessage): Promise<SendInfo> {
      const info: SendInfo = await transport.sendMail(message);
      if (!smtpUrl) logger.info({ to: message.to, subject: message.subject, text: message.text, headers: message.headers }, 'e-mail (no SMTP_URL: logged, not sent)');
      return info;
    },
    close: () => transport.close(),
  };
}
