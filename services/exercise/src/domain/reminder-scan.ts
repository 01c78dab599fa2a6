import { REMINDER_RECIPIENTS_MAX, type MailRequestedPayload } from '@tp/contracts';
import { addToOutbox, PeriodicTask, withTransaction, type Logger, type Pool } from '@tp/service-kit';
import { databaseNow } from '../data-access/database-clock';
import { digestExercises, digestPairs, dueExercises, recordReminder } from '../data-access/reminder-repository';
import { digestWeek, reminderWindows, type ReminderSettings } from './reminder-rules';
import { digestText, dueSoonText, overdueText, type ReminderText } from './reminder-texts';
import type { ReminderDirectory, ReminderKey, ReminderRecipient } from './reminder-types';

/** Occasions looked at per batch (one question to identity each); a backlog is worked off batch after batch. */
const BATCH_SIZE = Math.min(100, REMINDER_RECIPIENTS_MAX);

const MAIL_KIND = { 'due-soon': 'reminder-due-soon', overdue: 'reminder-overdue', 'weekly-digest': 'weekly-digest' } as const;

export interface ReminderScanOptions extends ReminderSettings {
  pool: Pool;
  logger: Logger;
  identity: ReminderDirectory;
  siteUrl: string;
  intervalMs: number;
}

/**
 * Every `intervalMs` (and at start): finds the reminders due (homework due soon or overdue and not finished, the parents'
 * weekly digest), asks identity who has each kind on, and for each occasion records it (a unique key) and puts the
 * e-mail in the outbox in one transaction. Every replica scans: of two recording the same occasion, one inserts and
 * sends, the other finds it recorded and sends nothing. Mail sends reminders after everything else (codes first).
 * If identity cannot answer, nothing is recorded and the next pass tries again.
 */
export class ReminderScanner {
  private readonly task: PeriodicTask;

  constructor(private readonly options: ReminderScanOptions) {
    this.task = new PeriodicTask(() => this.scan(), { name: 'reminder scan', intervalMs: options.intervalMs, logger: options.logger });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over every kind; answers how many e-mails it put in the outbox. */
  async scan(): Promise<number> {
    const now = await databaseNow(this.options.pool);
    return (await this.remindOfDueDates('due-soon', now)) + (await this.remindOfDueDates('overdue', now)) + (await this.sendDigests(now));
  }

  private async remindOfDueDates(kind: 'due-soon' | 'overdue', now: Date): Promise<number> {
    const { from, to } = reminderWindows(this.options, now)[kind];
    let sent = 0;
    for (;;) {
      const due = await dueExercises(this.options.pool, kind, from, to, BATCH_SIZE);
      if (due.length === 0) return sent;
      const recipients = await this.recipientsOf(kind, due.map((e) => e.studentId));
      for (const exercise of due) {
        const key = { kind, userId: exercise.studentId, subjectId: exercise.exerciseId, period: '' };
        const textFor = (to: ReminderRecipient) => (kind === 'due-soon' ? dueSoonText : overdueText)(exercise, this.options.siteUrl, to.language);
        if (await this.decide(key, recipients.get(exercise.studentId), textFor)) sent += 1;
      }
      if (due.length < BATCH_SIZE) return sent;
    }
  }

  private async sendDigests(now: Date): Promise<number> {
    const week = digestWeek(this.options, now);
    if (!week.due) return 0;
    let sent = 0;
    for (;;) {
      const pairs = await digestPairs(this.options.pool, week.period, BATCH_SIZE);
      if (pairs.length === 0) return sent;
      const recipients = await this.recipientsOf('weekly-digest', pairs.map((p) => p.parentId));
      for (const pair of pairs) {
        const parent = recipients.get(pair.parentId);
        const key = { kind: 'weekly-digest' as const, userId: pair.parentId, subjectId: pair.studentId, period: week.period };
        const exercises = parent ? await digestExercises(this.options.pool, pair.studentId, week.start, week.end, new Date(now.getTime() + 7 * 86_400_000)) : [];
        const textFor = (to: ReminderRecipient) => digestText(to.name, pair.studentName, exercises, this.options.siteUrl, now, to.language);
        if (await this.decide(key, parent, textFor)) sent += 1;
      }
      if (pairs.length < BATCH_SIZE) return sent;
    }
  }

  private async recipientsOf(kind: ReminderKey['kind'], userIds: string[]): Promise<Map<string, ReminderRecipient>> {
    const list = await this.options.identity.recipients(kind, [...new Set(userIds)]);
    return new Map(list.map((recipient) => [recipient.id, recipient]));
  }

  /**
   * Records the occasion and, for a person who has the kind on, writes its e-mail to the outbox in the same transaction;
   * true when this pass sent it, written in the recipient's language. A person without it (turned off, or gone) is
   * recorded as 'off', never looked at again.
   */
  private decide(key: ReminderKey, recipient: ReminderRecipient | undefined, textFor: (to: ReminderRecipient) => ReminderText): Promise<boolean> {
    return withTransaction(this.options.pool, async (tx) => {
      const recorded = await recordReminder(tx, key, recipient ? 'sent' : 'off');
      if (!recorded || !recipient) return false;
      const text = textFor(recipient);
      const mail: MailRequestedPayload = {
        kind: MAIL_KIND[key.kind], origin: 'system', to: [recipient.email], subject: text.subject, html: text.html, text: text.text,
        unsubscribeUrl: recipient.unsubscribeUrl,
      };
      await addToOutbox(tx, 'mail.requested', mail);
      return true;
    });
  }
}
