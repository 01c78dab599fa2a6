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
