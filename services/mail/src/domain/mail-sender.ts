import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from 'pino';
import { EmailStatus } from '@tp/contracts';
import type { Pool } from '@tp/service-kit';
import { claimDueEmails, recordOutcome, scheduleRetry, type EmailRow } from '../data-access/email-repository';
import { attemptResult, nextStep, waitingRecipients, type AttemptResult, type SendInfo } from './delivery-outcome';

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

  /**
   * One attempt for the recipients still waiting. The To header keeps every recipient; the envelope names only the
   * waiting ones, so a retry never sends twice to someone the peer accepted.
   */
  private async send(email: EmailRow) {
    const { pool, logger, from, maxAttempts, smtpUrl } = this.options;
    const state = { recipient: email.recipient, delivered: email.delivered_to, failed: email.fail_emails, attempts: email.attempts };
    const waiting = waitingRecipients(state);
    let result: AttemptResult;
    let error: string | undefined;
    try {
      const info: SendInfo = await this.transport.sendMail({
        from, to: email.recipient, envelope: { from, to: waiting }, subject: email.title, html: email.content, text: email.text_content ?? undefined,
      });
      if (!smtpUrl) logger.info({ to: waiting, subject: email.title, text: email.text_content }, 'e-mail (no SMTP_URL: logged, not sent)');
      result = attemptResult(waiting, { info });
      if (result.deferred.length || result.refused.length) error = 'some recipients were refused';
    } catch (err) {
      error = (err as Error).message;
      result = attemptResult(waiting, { error: err });
    }
    const step = nextStep(state, result, maxAttempts);
    if (step.kind === 'retry') {
      logger.warn({ id: email.id, err: error, waiting: result.deferred.length }, 'recipients refused for now; will retry');
      await scheduleRetry(pool, email.id, step.delaySeconds, error ?? 'deferred', step);
      return;
    }
    if (step.status !== EmailStatus.Sent) logger.error({ id: email.id, err: error, failed: step.failEmails.length }, 'e-mail not delivered to every recipient');
    await recordOutcome(pool, email.id, step.status, step.failEmails, step.delivered, error);
  }
}
