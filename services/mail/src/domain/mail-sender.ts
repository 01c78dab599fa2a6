import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from 'pino';
import { EmailStatus } from '@tp/contracts';
import type { Pool } from '@tp/service-kit';
import { claimDueEmails, recordOutcome, scheduleRetry, type EmailRow } from '../data-access/email-repository';
import { deliveryStatus, isTransient, retryDelaySeconds } from './delivery-outcome';

export interface MailSenderOptions {
  pool: Pool;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  intervalMs: number;
  maxAttempts: number;
}

/**
 * Sends what is pending, apart from the request that recorded it: a slow or failing SMTP peer never holds up the
 * event consumer, and an e-mail survives a restart as a pending row. Without an SMTP URL the message is written
 * to the log, so a person running the platform locally can read the codes.
 */
export class MailSender {
  private readonly transport: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly options: MailSenderOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as SMTPTransport.Options)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  start() {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.kick();
  }

  kick() {
    this.running ??= this.sendDue()
      .catch((err) => this.options.logger.warn({ err: (err as Error).message }, 'mail pass failed'))
      .finally(() => (this.running = undefined));
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async sendDue() {
    let batch: EmailRow[];
    do {
      batch = await claimDueEmails(this.options.pool, 10);
      for (const email of batch) await this.send(email);
    } while (batch.length > 0);
  }

  private async send(email: EmailRow) {
    const { pool, logger, from, maxAttempts, smtpUrl } = this.options;
    let rejected: string[];
    try {
      const info = await this.transport.sendMail({ from, to: email.recipient, subject: email.title, html: email.content, text: email.text_content ?? undefined });
      if (!smtpUrl) logger.info({ to: email.recipient, subject: email.title, text: email.text_content }, 'e-mail (no SMTP_URL: logged, not sent)');
      rejected = (info.rejected ?? []).map(String);
    } catch (err) {
      const message = (err as Error).message;
      if (isTransient(err) && email.attempts + 1 < maxAttempts) {
        logger.warn({ id: email.id, err: message }, 'transient SMTP failure; will retry');
        await scheduleRetry(pool, email.id, retryDelaySeconds(email.attempts + 1), message);
        return;
      }
      logger.error({ id: email.id, err: message }, 'e-mail failed');
      await recordOutcome(pool, email.id, EmailStatus.Failed, email.recipient, message);
      return;
    }
    const { status, failEmails } = deliveryStatus(email.recipient, rejected);
    await recordOutcome(pool, email.id, status, failEmails);
  }
}
