import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { interfaceLanguage } from './interface-language';

/**
 * The reminder e-mails the platform sends on its own, each of which a person can turn off on their profile or with the
 * one-click unsubscribe link every such e-mail carries: homework due within a day, homework past its due date (both to
 * the student), and the parents' weekly digest of their child's week.
 */
export const reminderKinds = ['due-soon', 'overdue', 'weekly-digest'] as const;
export const reminderKind = z.enum(reminderKinds);
export type ReminderKind = z.infer<typeof reminderKind>;

/** A user's reminder switches, as the profile shows them: true = sent. */
export const reminderSettings = z.object({
  dueSoon: z.boolean(),
  overdue: z.boolean(),
  weeklyDigest: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** The setting's field for each kind. */
export const reminderSettingOf: Record<ReminderKind, keyof ReminderSettings> = { 'due-soon': 'dueSoon', overdue: 'overdue', 'weekly-digest': 'weeklyDigest' };

/** POST /user/updateReminderSettings: any of the switches; those left out stay as they are. */
export const updateReminderSettingsRequest = reminderSettings.partial().strict();
export type UpdateReminderSettingsRequest = z.infer<typeof updateReminderSettingsRequest>;

/** What the unsubscribe page says for each kind. */
export const reminderKindLabel: Record<ReminderKind, string> = {
  'due-soon': 'homework due soon reminders',
  overdue: 'overdue homework reminders',
  'weekly-digest': 'the weekly digest for parents',
};

/** The unsubscribe call's token (query `token`): bounded before anything is checked. */
export const UNSUBSCRIBE_TOKEN_MAX = 200;
export const UNSUBSCRIBE_TOKEN_INVALID = 'This unsubscribe link is not valid. Please turn reminders off on your profile instead.';

/** Most users one POST /internal/reminder-recipients asks about. */
export const REMINDER_RECIPIENTS_MAX = 200;

/** POST /internal/reminder-recipients: which of `userIds` get e-mails of `kind`. */
export const reminderRecipientsRequest = z.object({
  kind: reminderKind,
  userIds: z.array(z.string().min(1).max(100)).min(1).max(REMINDER_RECIPIENTS_MAX),
});
export type ReminderRecipientsRequest = z.infer<typeof reminderRecipientsRequest>;

/**
 * Identity's answer: only the users who exist and have `kind` on, each with their address, the signed one-click
 * unsubscribe link for exactly that kind, and the language their e-mails are written in (English from an identity
 * that does not say yet).
 */
export const reminderRecipients = z.object({
  list: z.array(z.object({
    id: z.string(), name: z.string(), email: emailAddressSchema, unsubscribeUrl: z.string().url(), language: interfaceLanguage.default('en'),
  })),
});
export type ReminderRecipients = z.infer<typeof reminderRecipients>;
