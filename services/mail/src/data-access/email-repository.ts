import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { EmailStatusValue, MailOrigin } from '@tp/contracts';

export interface EmailRow {
  id: string;
  kind: string;
  origin: MailOrigin;
  title: string;
  content: string;
  text_content: string | null;
  recipient: string[];
  email_group: { name: string }[];
  status: EmailStatusValue;
  fail_emails: string[];
  /** Recipients the SMTP peer accepted so far. */
  delivered_to: string[];
  attempts: number;
  created_at: Date;
}

export interface NewEmail {
  kind: string;
  origin: MailOrigin;
  title: string;
  content: string;
  text?: string;
  recipient: string[];
  emailGroup?: { name: string }[];
}

export async function insertEmail(db: Queryable, email: NewEmail): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO emails (id, kind, origin, title, content, text_content, recipient, email_group) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, email.kind, email.origin, email.title, email.content, email.text ?? null, email.recipient, JSON.stringify(email.emailGroup ?? [])],
  );
  return id;
}

/** Takes up to `limit` due pending e-mails and hides them from other senders for a minute while they are sent. */
export async function claimDueEmails(db: Queryable, limit: number): Promise<EmailRow[]> {
  const { rows } = await db.query<EmailRow>(
    `UPDATE emails SET next_attempt_at = now() + interval '1 minute'
     WHERE id IN (SELECT id FROM emails WHERE status = 0 AND next_attempt_at <= now()
                  ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [limit],
  );
  return rows;
}

/** Settles an e-mail: its final status and the recipients that never got it. */
export async function recordOutcome(db: Queryable, id: string, status: EmailStatusValue, failEmails: string[], delivered: string[], error?: string) {
  await db.query(
    `UPDATE emails SET status = $2::smallint, fail_emails = $3, delivered_to = $4, attempts = attempts + 1, last_error = $5,
       sent_at = CASE WHEN $2::smallint IN (1, 3) THEN now() ELSE sent_at END WHERE id = $1`,
    [id, status, failEmails, delivered, error ?? null],
  );
}

/** Keeps what this attempt settled (accepted, refused for good) and tries the rest again after `delaySeconds`. */
export async function scheduleRetry(db: Queryable, id: string, delaySeconds: number, error: string, progress: { delivered: string[]; failed: string[] }) {
  await db.query(
    `UPDATE emails SET attempts = attempts + 1, last_error = $3, next_attempt_at = now() + make_interval(secs => $2),
       delivered_to = $4, fail_emails = $5 WHERE id = $1`,
    [id, delaySeconds, error, progress.delivered, progress.failed],
  );
}

/** The admin e-mail list: only e-mails admins sent; the platform's own (live codes among them) stay out. */
export async function listAdminEmails(db: Queryable, page: number, pageSize: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<EmailRow>("SELECT * FROM emails WHERE origin = 'admin' ORDER BY created_at DESC LIMIT $1 OFFSET $2", [pageSize, (page - 1) * pageSize]),
    db.query<{ total: string }>("SELECT count(*) AS total FROM emails WHERE origin = 'admin'"),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}

/** Deletes from the admin list; the platform's own e-mails are not in it, so they are left alone. */
export async function deleteAdminEmails(db: Queryable, ids: string[]): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM emails WHERE id = ANY($1::uuid[]) AND origin = 'admin'", [ids]);
  return rowCount ?? 0;
}

export async function findEmail(db: Queryable, id: string): Promise<EmailRow | undefined> {
  const { rows } = await db.query<EmailRow>('SELECT * FROM emails WHERE id = $1', [id]);
  return rows[0];
}
