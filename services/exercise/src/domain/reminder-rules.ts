import type { DigestExercise, DueExercise } from './reminder-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ReminderSettings {
  /** "Due soon": due within this many hours. */
  dueSoonHours: number;
  /** Homework overdue longer than this is not reminded of (e.g. when reminders are first turned on). */
  overdueDays: number;
  /** The weekly digest goes from this ISO weekday (1 Monday … 7 Sunday) at this hour (UTC) on. */
  digestDay: number;
  digestHour: number;
}

/** The due dates each once-only reminder looks at, (from, to], at `now`. */
export function reminderWindows(settings: ReminderSettings, now: Date) {
  return {
    'due-soon': { from: now, to: new Date(now.getTime() + settings.dueSoonHours * HOUR_MS) },
    overdue: { from: new Date(now.getTime() - settings.overdueDays * DAY_MS), to: now },
  } as const;
}

/**
 * The week `now` is in (from Monday 00:00 UTC), named by its Monday's date, and whether its digest is due: from the
 * digest's day and hour on, until the week ends (a digest missed by a whole week is not sent late).
 */
export function digestWeek(settings: Pick<ReminderSettings, 'digestDay' | 'digestHour'>, now: Date) {
  const dayIndex = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - dayIndex));
  const end = new Date(start.getTime() + 7 * DAY_MS);
  const sendFrom = new Date(start.getTime() + (settings.digestDay - 1) * DAY_MS + settings.digestHour * HOUR_MS);
  return { period: start.toISOString().slice(0, 10), start, end, due: now >= sendFrom };
}

/** An e-mail as mail.requested carries it. */
export interface ReminderText {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "Mon 30 Nov, 17:00 UTC": the platform does not know the reader's time zone, so the e-mail says which it uses. */
export const dateText = (date: Date) =>
  `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;

const UNSUBSCRIBE_NOTE = 'You can turn these e-mails off on your profile or with the unsubscribe link.';

function letter(greeting: string, lines: string[], link: { url: string; label: string }): ReminderText & { subject: '' } {
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`
    + `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p><small>${UNSUBSCRIBE_NOTE}</small></p>`;
  const text = [greeting, ...lines, `${link.label}: ${link.url}`, UNSUBSCRIBE_NOTE].join('\n\n');
  return { subject: '', html, text };
}

/** The student's homework page: where the homework of a class is listed and started. */
export const homeworkLink = (siteUrl: string, classId: string) => new URL(`/myHomework/${encodeURIComponent(classId)}`, siteUrl).toString();

export function dueSoonText(exercise: DueExercise, siteUrl: string): ReminderText {
  const body = letter(`Hi ${exercise.studentName},`, [
    `Your homework "${exercise.homeworkName}" (${exercise.className}) is due ${dateText(exercise.dueDate)}. You have answered ${exercise.answered} of ${exercise.total} questions.`,
  ], { url: homeworkLink(siteUrl, exercise.classId), label: 'Open your homework' });
  return { ...body, subject: `Due soon: ${exercise.homeworkName}` };
}

export function overdueText(exercise: DueExercise, siteUrl: string): ReminderText {
  const body = letter(`Hi ${exercise.studentName},`, [
    `Your homework "${exercise.homeworkName}" (${exercise.className}) was due ${dateText(exercise.dueDate)} and is not finished: ${exercise.answered} of ${exercise.total} questions answered.`,
  ], { url: homeworkLink(siteUrl, exercise.classId), label: 'Finish your homework' });
  return { ...body, subject: `Overdue: ${exercise.homeworkName}` };
}

/** The parent's digest of one child's week: what they worked on, what is due. */
export function digestText(parentName: string, childName: string, exercises: DigestExercise[], siteUrl: string, now: Date): ReminderText {
  const done = exercises.filter((e) => e.answeredThisWeek > 0 || (e.finishedAt !== null && e.finishedAt <= now));
  const due = exercises.filter((e) => e.finishedAt === null && e.answered < e.total && e.dueDate !== null);
  const lines = [
    done.length
      ? `This week ${childName} worked on: ${done.map((e) => `"${e.homeworkName}" (${e.answered} of ${e.total} answered${e.finishedAt ? ', finished' : ''})`).join('; ')}.`
      : `${childName} did not work on any homework this week.`,
    due.length
      ? `Due: ${due.map((e) => `"${e.homeworkName}" ${e.dueDate! < now ? 'was due' : 'by'} ${dateText(e.dueDate!)}`).join('; ')}.`
      : 'Nothing is due in the coming week.',
  ];
  const body = letter(`Hi ${parentName},`, lines, { url: new URL('/parent/studentlist', siteUrl).toString(), label: "See your children's homework" });
  return { ...body, subject: `${childName}'s week` };
}
