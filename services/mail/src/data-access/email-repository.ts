import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { EmailStatusValue } from '@tp/contracts';
import { deliveryPriority } from '../domain/delivery-priority';
import type { EmailProgress, EmailRow, NewEmail } from '../domain/email';

/**
 * Records an e-mail and one waiting delivery per person it goes to; the sender picks the deliveries up. The
 * platform's own e-mails (codes) go before an admin's, and reminders after both (domain/delivery-priority).
 */
export async function insertEmail(db: Queryable, email: NewEmail): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO emails (id, kind, origin, title, content, text_content, recipient, email_group, unsubscribe_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [id, email.kind, email.origin, email.title, email.content, email.text, email.recipient, JSON.stringify(email.emailGroup ?? []), email.unsubscribeUrl ?? null],
  );
  const addresses = [...new Set((email.deliverTo ?? email.recipient).map((address) => address.toLowerCase()))];
  await db.query(
    `INSERT INTO email_deliveries (email_id, address, priority)
     SELECT $1, address, $3 FROM unnest($2::text[]) WITH ORDINALITY AS a (address, n) ORDER BY n`,
    [id, addresses, deliveryPriority(email)],
  );
  return id;
}

/**
 * How far each e-mail has got, counted from its deliveries. E-mails settled before deliveries were kept one by one
 * have none: their progress is read from the e-mail itself.
 */
async function progressOf(db: Queryable, rows: EmailRow[]): Promise<Map<string, EmailProgress>> {
  const { rows: counted } = await db.query<EmailProgress & { email_id: string }>(
    `SELECT email_id, count(*) FILTER (WHERE state = 1)::int AS sent, count(*) FILTER (WHERE state = 2)::int AS failed,
            count(*)::int AS total, coalesce(array_agg(address ORDER BY id) FILTER (WHERE state = 2), '{}') AS "failEmails"
     FROM email_deliveries WHERE email_id = ANY($1::uuid[]) GROUP BY email_id`,
    [rows.map((row) => row.id)],
  );
  const progress = new Map(counted.map(({ email_id, ...rest }) => [email_id, rest]));
  for (const row of rows) {
    if (!progress.has(row.id)) {
      progress.set(row.id, { sent: row.delivered_to.length, failed: row.fail_emails.length, total: row.recipient.length, failEmails: row.fail_emails });
    }
  }
  return progress;
}

/** The admin e-mail list: only e-mails admins sent; the platform's own (live codes among them) stay out. */
export async function listAdminEmails(db: Queryable, page: number, pageSize: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<EmailRow>("SELECT * FROM emails WHERE origin = 'admin' ORDER BY created_at DESC, id LIMIT $1 OFFSET $2", [pageSize, (page - 1) * pageSize]),
    db.query<{ total: string }>("SELECT count(*) AS total FROM emails WHERE origin = 'admin'"),
  ]);
  return { rows, progress: await progressOf(db, rows), total: Number(count.rows[0].total) };
}

/** Deletes from the admin list; the platform's own e-mails are not in it, so they are left alone. */
export async function deleteAdminEmails(db: Queryable, ids: string[]): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM emails WHERE id = ANY($1::uuid[]) AND origin = 'admin'", [ids]);
  return rowCount ?? 0;
}

/** An e-mail's status now, with the addresses refused so far. */
export async function emailState(db: Queryable, id: string): Promise<{ status: EmailStatusValue; failEmails: string[] } | undefined> {
  const { rows } = await db.query<EmailRow>('SELECT * FROM emails WHERE id = $1', [id]);
  if (!rows[0]) return undefined;
  return { status: rows[0].status, failEmails: (await progressOf(db, rows)).get(id)!.failEmails };
}
