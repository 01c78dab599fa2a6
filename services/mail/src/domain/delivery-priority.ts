import type { MailOrigin } from '@tp/contracts';

/** Reminder e-mails: nobody is waiting for one, so they go last. */
const REMINDER_KINDS = new Set(['reminder-due-soon', 'reminder-overdue', 'weekly-digest']);

/**
 * The order deliveries leave in (lowest first): the platform's own e-mails (codes: a person is waiting for them), then
 * an admin's sends, then reminders, so a code is never stuck behind a send to hundreds or a morning of reminders.
 */
export function deliveryPriority(email: { kind: string; origin: MailOrigin }): 0 | 1 | 2 {
  if (REMINDER_KINDS.has(email.kind)) return 2;
  return email.origin === 'admin' ? 1 : 0;
}

/**
 * The headers of one-click unsubscribe (RFC 8058): mail clients show an Unsubscribe button that POSTs
 * `List-Unsubscribe=One-Click` to the link, which turns that kind of e-mail off without signing in.
 */
export function unsubscribeHeaders(unsubscribeUrl: string | null | undefined): Record<string, string> | undefined {
  if (!unsubscribeUrl) return undefined;
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
