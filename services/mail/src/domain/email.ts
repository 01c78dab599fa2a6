import type { EmailStatusValue, MailOrigin } from '@tp/contracts';

/** A recorded e-mail, as stored. */
export interface EmailRow {
  id: string;
  kind: string;
  origin: MailOrigin;
  title: string;
  content: string;
  text_content: string | null;
  /** The addresses the e-mail was addressed to one by one (an admin's groups are in `email_group`). */
  recipient: string[];
  email_group: { _id?: string; name: string }[];
  status: EmailStatusValue;
  /** Set when the e-mail is settled: the addresses that never got it. */
  fail_emails: string[];
  /** Set when the e-mail is settled: the addresses the SMTP peer accepted. */
  delivered_to: string[];
  created_at: Date;
}

/** An e-mail to record, with one delivery for each person it goes to. */
export interface NewEmail {
  kind: string;
  origin: MailOrigin;
  title: string;
  content: string;
  text: string;
  recipient: string[];
  emailGroup?: { _id: string; name: string }[];
  /** Everyone it goes to, lowercased, each once: `recipient` and the groups' members. Defaults to `recipient`. */
  deliverTo?: string[];
  /** Reminders: the signed one-click unsubscribe link (List-Unsubscribe). */
  unsubscribeUrl?: string;
}

/** How far an e-mail has got, counted from its deliveries. */
export interface EmailProgress {
  sent: number;
  failed: number;
  total: number;
  /** Refused so far (settled or not). */
  failEmails: string[];
}
