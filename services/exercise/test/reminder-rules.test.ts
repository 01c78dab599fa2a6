import { describe, expect, test } from 'vitest';
import { digestWeek, reminderWindows } from '../src/domain/reminder-rules';
import { digestText, dueSoonText, overdueText } from '../src/domain/reminder-texts';

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
    }, 'https://tutor.example.test', 'en');
    expect(text.html).not.toContain('<img');
    expect(text.html).toContain('&#60;img');
    expect(text.text).toContain('due Sun 29 Nov, 09:00 UTC');
    expect(text.text).toContain('https://tutor.example.test/myHomework/c1');
  });

  const leo = {
    exerciseId: 'e', studentId: 's', studentName: 'Leo', classId: 'c1', className: 'Algebra', homeworkName: 'Fractions',
    dueDate: new Date('2026-11-29T09:00:00Z'), answered: 1, total: 3,
  };

  test('a Chinese reader gets every reminder in Chinese, with the date written the Chinese way and the same links', () => {
    const dueSoon = dueSoonText(leo, 'https://tutor.example.test', 'zh');
    expect(dueSoon.subject).toBe('作业即将截止：Fractions');
    expect(dueSoon.text).toContain('你的作业“Fractions”（Algebra）将于 11月29日（周日）09:00 UTC 截止。3 道题中你已回答 1 道。');
    expect(dueSoon.text).toContain('打开作业: https://tutor.example.test/myHomework/c1');
    expect(dueSoon.html).toContain('<p><small>您可以在个人资料页或通过退订链接关闭这类邮件。</small></p>');
    expect(overdueText(leo, 'https://tutor.example.test', 'zh').subject).toBe('作业已逾期：Fractions');

    const now = new Date('2026-11-28T12:00:00Z');
    const week = [{ classId: 'c1', className: 'Algebra', homeworkName: 'Fractions', dueDate: leo.dueDate, answered: 1, total: 3, answeredThisWeek: 1, finishedAt: null }];
    const digest = digestText('Pat', 'Leo', week, 'https://tutor.example.test', now, 'zh');
    expect(digest.subject).toBe('Leo 的本周学习情况');
    expect(digest.text).toContain('Pat，您好：');
    expect(digest.text).toContain('本周 Leo 做了这些作业：“Fractions”（3 道题中已回答 1 道）。');
    expect(digest.text).toContain('待完成：“Fractions”须在 11月29日（周日）09:00 UTC 前完成。');
  });

  test('an English reader gets the texts as they always were', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(overdueText(leo, 'https://tutor.example.test', 'en')).toMatchObject({
      subject: 'Overdue: Fractions',
      text: 'Hi Leo,\n\nYour homework "Fractions" (Algebra) was due Sun 29 Nov, 09:00 UTC and is not finished: 1 of 3 questions answered.'
        + '\n\nFinish your homework: https://tutor.example.test/myHomework/c1\n\nYou can turn these e-mails off on your profile or with the unsubscribe link.',
    });
    expect(digestText('Pat', 'Leo', [], 'https://tutor.example.test', now, 'en')).toMatchObject({
      subject: "Leo's week",
      text: expect.stringContaining('Hi Pat,\n\nLeo did not work on any homework this week.\n\nNothing is due in the coming week.'),
    });
  });
});
