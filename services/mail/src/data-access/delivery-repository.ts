import type { EmailStatusValue } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import type { DueDelivery, FinishedEmail } from '../domain/delivery';

/**
 * Takes up to `limit` due deliveries, the platform's own first, and hides them from other senders for
 * `leaseSeconds` while they are sent: a sender that dies holding them lets another take them after that.
 */
export async function claimDueDeliveries(db: Queryable, limit: number, leaseSeconds: number): Promise<DueDelivery[]> {
  const { rows } = await db.query<DueDelivery>(
    `UPDATE email_deliveries d SET next_attempt_at = now() + make_interval(secs => $2)
     FROM emails e
     WHERE e.id = d.email_id AND d.id IN (
       SELECT id FROM email_deliveries WHERE state = 0 AND next_attempt_at <= now()
       ORDER BY priority, next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING d.id, d.email_id, d.address, d.attempts, e.title, e.content, e.text_content, e.unsubscribe_url`,
    [limit, leaseSeconds],
  );
  return rows;
}

const STATE = { waiting: 0, delivered: 1, failed: 2 } as const;

/** Records one attempt: delivered or failed for good, or waiting again until `delaySeconds` from now. */
export async function recordDelivery(db: Queryable, id: string, step: { state: keyof typeof STATE; delaySeconds?: number }, error: string | undefined) {
  await db.query(
    `UPDATE email_deliveries SET state = $2::smallint, attempts = attempts + 1, last_error = $3,
       next_attempt_at = now() + make_interval(secs => $4), settled_at = CASE WHEN $2::smallint = 0 THEN NULL ELSE now() END
     WHERE id = $1`,
    [id, STATE[step.state], error ?? null, step.delaySeconds ?? 0],
  );
}

/**
 * Pending e-mails none of whose deliveries is waiting any more (among `ids`, or all when undefined). Read after the
 * caller's own deliveries were committed, so of two senders finishing the last two deliveries at once, the later
 * reader sees both.
 */
export async function finishedEmails(db: Queryable, ids?: string[]): Promise<FinishedEmail[]> {
  const { rows } = await db.query<FinishedEmail>(
    `SELECT d.email_id AS id,
            coalesce(array_agg(d.address ORDER BY d.id) FILTER (WHERE d.state = 1), '{}') AS delivered,
            coalesce(array_agg(d.address ORDER BY d.id) FILTER (WHERE d.state = 2), '{}') AS failed
     FROM emails e JOIN email_deliveries d ON d.email_id = e.id
     WHERE e.status = 0 AND ($1::uuid[] IS NULL OR e.id = ANY($1::uuid[]))
     GROUP BY d.email_id HAVING count(*) FILTER (WHERE d.state = 0) = 0`,
    [ids ?? null],
  );
  return rows;
}

/** Settles a pending e-mail: its status, who got it and who did not. Settled once only. */
export async function settleEmail(db: Queryable, email: FinishedEmail, status: EmailStatusValue) {
  await db.query(
    `UPDATE emails SET status = $2::smallint, delivered_to = $3, fail_emails = $4,
       sent_at = CASE WHEN $2::smallint IN (1, 3) THEN now() ELSE sent_at END
     WHERE id = $1 AND status = 0`,
    [email.id, status, email.delivered, email.failed],
  );
}
