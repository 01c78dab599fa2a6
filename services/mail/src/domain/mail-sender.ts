import type { Logger } from 'pino';
import { EmailStatus } from '@tp/contracts';
import type { Pool } from '@tp/service-kit';
import { claimDueDeliveries, finishedEmails, recordDelivery, settleEmail } from '../data-access/delivery-repository';
import type { DueDelivery } from './delivery';
import { unsubscribeHeaders } from './delivery-priority';
import { deliveryStatus, nextDeliveryStep, recipientOutcome, type RecipientOutcome } from './delivery-outcome';
import type { MailTransport } from './mail-transport';
import { plainTextOf } from './plain-text';

export interface MailSenderOptions {
  pool: Pool;
  logger: Logger;
  /** SMTP, or the log when there is no SMTP peer. */
  transport: MailTransport;
  from: string;
  intervalMs: number;
  maxAttempts: number;
  /** SMTP connections kept open at once (per replica). */
  connections: number;
  /** Messages a second at most (per replica); 0: as fast as the connections go. */
  ratePerSecond: number;
}

/** A claimed delivery must be sent well within this, or another sender may take it as abandoned. */
const LEASE_SECONDS = 120;

/**
 * Sends what is waiting, apart from the request or event that recorded it: one message per person, through a pool
 * of a few SMTP connections, evenly spaced at a bounded rate, in small batches claimed from the database (`FOR UPDATE SKIP
 * LOCKED`, so replicas share the work and the platform's own e-mails, such as codes, go first). Each delivery is
 * recorded as it ends and an e-mail is settled once none of its deliveries is waiting; all of it is in the
 * database, so a restart loses nothing.
 */
export class MailSender {
  private readonly batchSize: number;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopping = false;
  /** When the next message may leave (ms since the epoch): messages are spaced evenly at the rate. */
  private nextSlot = 0;

  constructor(private readonly options: MailSenderOptions) {
    // About two seconds of work a batch: new codes wait at most that long behind a large send, and a graceful stop
    // waits at most that long for the batch in hand.
    this.batchSize = Math.max(options.connections, Math.min(50, options.ratePerSecond > 0 ? options.ratePerSecond * 2 : 50));
  }

  start() {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.kick();
  }

  kick() {
    if (this.stopping) return;
    this.running ??= this.sendDue()
      .catch((err) => this.options.logger.warn({ err: (err as Error).message }, 'mail pass failed'))
      .finally(() => (this.running = undefined));
  }

  /** Finishes the batch in hand (nothing claimed is left unsent), then closes the SMTP connections. */
  async stop() {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private async sendDue() {
    // E-mails whose last delivery was recorded by a sender that stopped before settling them.
    await this.settle();
    while (!this.stopping) {
      const batch = await claimDueDeliveries(this.options.pool, this.batchSize, LEASE_SECONDS);
      if (batch.length === 0) return;
      await Promise.all(batch.map((delivery) => this.deliver(delivery)));
      await this.settle([...new Set(batch.map((delivery) => delivery.email_id))]);
    }
  }

  /** One attempt to send one person their message; what came of it is recorded at once. */
  private async deliver(delivery: DueDelivery) {
    const { pool, logger, transport, from, maxAttempts } = this.options;
    let outcome: RecipientOutcome;
    let error: string | undefined;
    const text = delivery.text_content ?? plainTextOf(delivery.content);
    await this.pace();
    try {
      const headers = unsubscribeHeaders(delivery.unsubscribe_url);
      const info = await transport.send({ from, to: delivery.address, subject: delivery.title, html: delivery.content, text, ...(headers ? { headers } : {}) });
      outcome = recipientOutcome({ info });
      if (outcome !== 'accepted') error = 'the recipient was refused';
    } catch (err) {
      error = (err as Error).message;
      outcome = recipientOutcome({ error: err });
    }
    const step = nextDeliveryStep(outcome, delivery.attempts, maxAttempts);
    if (step.state === 'waiting') logger.warn({ email: delivery.email_id, err: error }, 'recipient refused for now; will retry');
    else if (step.state === 'failed') logger.error({ email: delivery.email_id, err: error }, 'e-mail not delivered to a recipient');
    await recordDelivery(pool, delivery.id, step, error);
  }

  /**
   * Waits for this message's turn: one every 1000 / rate ms, in the order asked. The pace is kept here rather than by
   * nodemailer's `rateLimit`, which lets every connection through at the end of each window (3 a second measured at a
   * limit of 1 with 3 connections).
   */
  private async pace() {
    const { ratePerSecond } = this.options;
    if (ratePerSecond <= 0) return;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + 1000 / ratePerSecond;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  private async settle(ids?: string[]) {
    for (const email of await finishedEmails(this.options.pool, ids)) {
      const status = deliveryStatus({ delivered: email.delivered.length, failed: email.failed.length });
      await settleEmail(this.options.pool, email, status);
      if (status !== EmailStatus.Sent) this.options.logger.error({ id: email.id, failed: email.failed.length }, 'e-mail not delivered to every recipient');
    }
  }
}
