import type { Language, ReminderKind } from '@tp/contracts';

/** A live, unfinished exercise whose due date falls in a reminder's window, not yet reminded of. */
export interface DueExercise {
  exerciseId: string;
  studentId: string;
  studentName: string;
  classId: string;
  className: string;
  homeworkName: string;
  dueDate: Date;
  answered: number;
  total: number;
}

/** A parent and one of their children (a family link both sides list) whose week's digest is still to go. */
export interface DigestPair {
  parentId: string;
  studentId: string;
  studentName: string;
}

/** One exercise of a child in the digest: what was done this week, or what is due soon. */
export interface DigestExercise {
  classId: string;
  className: string;
  homeworkName: string;
  dueDate: Date | null;
  answered: number;
  total: number;
  /** Questions answered this week. */
  answeredThisWeek: number;
  finishedAt: Date | null;
}

/** The occasion a reminder is for: one per person, kind, exercise (or child) and week. */
export interface ReminderKey {
  kind: ReminderKind;
  userId: string;
  subjectId: string;
  /** The digest's week; '' for a reminder sent once only. */
  period: string;
}

/** A person who gets a reminder kind (they have it on), as identity answers. */
export interface ReminderRecipient {
  id: string;
  name: string;
  email: string;
  unsubscribeUrl: string;
  /** Their interface language: the e-mail is written in it. */
  language: Language;
}

/** Identity: which of the users get e-mails of a kind, with their address, unsubscribe link and language. */
export interface ReminderDirectory {
  recipients(kind: ReminderKind, userIds: string[]): Promise<ReminderRecipient[]>;
}
