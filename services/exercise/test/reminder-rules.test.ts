import { describe, expect, test } from 'vitest';
import { digestWeek, dueSoonText, reminderWindows } from '../src/domain/reminder-rules';

const SUNDAY_FIVE_PM = { digestDay: 7, digestHour: 17 };

describe('the weekly digest', () => {
  test('belongs to the week from Monday 00:00 UTC, named by that Monday, and is due from its day and hour to the week end', () => {
    expect(digestWeek(SUNDAY_FIVE_PM, new Date('2026-11-25T12:00:00Z'))).toMatchObject({ period: '2026-11-23', due: false });
    expect(digestWeek(SUNDAY_FIVE_PM, new Date('2026-11-29T16:59:59Z'))).toMatchObject({ period: '2026-11-23', due: false });
    expect(digestWeek(SUNDAY_FIVE_PM, new Date('2026-11-29T17:00:00Z'))).toMatchObject({ period: '2026-11-23', due: true });
    expect(digestWeek(SUNDAY_FIVE_PM, new Date('2026-11-30T00:00:00Z'))).toMatchObject({ period: '2026-11-30', due: false });
    expect(digestWeek({ digestDay: 1, digestHour: 0 }, new Date('2026-11-30T00:00:00Z'))).toMatchObject({ period: '2026-11-30', due: true });
  });
});

describe('reminder windows and texts', () => {
  test('"due soon" looks ahead the setting\'s hours, "overdue" back its days', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const windows = reminderWindows({ dueSoonHours: 24, overdueDays: 7, ...SUNDAY_FIVE_PM }, now);
    expect(windows['due-soon']).toEqual({ from: now, to: new Date('2026-11-29T12:00:00Z') });
    expect(windows.overdue).toEqual({ from: new Date('2026-11-21T12:00:00Z'), to: now });
  });

  test("a teacher's homework name is text in the e-mail, never markup", () => {
    const text = dueSoonText({
      exerciseId: 'e', studentId: 's', studentName: 'Leo', classId: 'c1', className: 'Algebra', homeworkName: '<img src=x onerror=alert(1)>',
      dueDate: new Date('2026-11-29T09:00:00Z'), answered: 1, total: 3,
    }, 'https://tutor.example.test');
    expect(text.html).not.toContain('<img');
    expect(text.html).toContain('&#60;img');
    expect(text.text).toContain('due Sun 29 Nov, 09:00 UTC');
    expect(text.text).toContain('https://tutor.example.test/myHomework/c1');
  });
});
