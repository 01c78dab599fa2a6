import type { Language } from '@tp/contracts';
import type { DigestExercise, DueExercise } from './reminder-types';

/** An e-mail as mail.requested carries it. */
export interface ReminderText {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const twoDigits = (n: number) => String(n).padStart(2, '0');
const clock = (date: Date) => `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;

/**
 * "Mon 30 Nov, 17:00 UTC" / "11月30日（周一）17:00 UTC": the platform does not know the reader's time zone, so the
 * e-mail says which it uses.
 */
export function dateText(date: Date, language: Language): string {
  if (language === 'zh') return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日（${WEEKDAYS_ZH[date.getUTCDay()]}）${clock(date)}`;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${clock(date)}`;
}

/** What one language says in each reminder; names and dates are filled in, the English is what tests match. */
interface ReminderWording {
  unsubscribeNote: string;
  /** Students are written to as 你, parents as 您 in Chinese. */
  greetStudent: (name: string) => string;
  greetParent: (name: string) => string;
  dueSoon: { subject: (homework: string) => string; line: (e: DueExercise, due: string) => string; link: string };
  overdue: { subject: (homework: string) => string; line: (e: DueExercise, due: string) => string; link: string };
  digest: {
    subject: (child: string) => string;
    workedOn: (child: string, items: string[]) => string;
    item: (e: DigestExercise) => string;
    idle: (child: string) => string;
    due: (items: string[]) => string;
    dueItem: (homework: string, past: boolean, due: string) => string;
    nothingDue: string;
    link: string;
  };
}

const WORDING: Record<Language, ReminderWording> = {
  en: {
    unsubscribeNote: 'You can turn these e-mails off on your profile or with the unsubscribe link.',
    greetStudent: (name) => `Hi ${name},`,
    greetParent: (name) => `Hi ${name},`,
    dueSoon: {
      subject: (homework) => `Due soon: ${homework}`,
      line: (e, due) => `Your homework "${e.homeworkName}" (${e.className}) is due ${due}. You have answered ${e.answered} of ${e.total} questions.`,
      link: 'Open your homework',
    },
    overdue: {
      subject: (homework) => `Overdue: ${homework}`,
      line: (e, due) => `Your homework "${e.homeworkName}" (${e.className}) was due ${due} and is not finished: ${e.answered} of ${e.total} questions answered.`,
      link: 'Finish your homework',
    },
    digest: {
      subject: (child) => `${child}'s week`,
      workedOn: (child, items) => `This week ${child} worked on: ${items.join('; ')}.`,
      item: (e) => `"${e.homeworkName}" (${e.answered} of ${e.total} answered${e.finishedAt ? ', finished' : ''})`,
      idle: (child) => `${child} did not work on any homework this week.`,
      due: (items) => `Due: ${items.join('; ')}.`,
      dueItem: (homework, past, due) => `"${homework}" ${past ? 'was due' : 'by'} ${due}`,
      nothingDue: 'Nothing is due in the coming week.',
      link: "See your children's homework",
    },
  },
  zh: {
    unsubscribeNote: '您可以在个人资料页或通过退订链接关闭这类邮件。',
    greetStudent: (name) => `${name}，你好：`,
    greetParent: (name) => `${name}，您好：`,
    dueSoon: {
      subject: (homework) => `作业即将截止：${homework}`,
      line: (e, due) => `你的作业“${e.homeworkName}”（${e.className}）将于 ${due} 截止。${e.total} 道题中你已回答 ${e.answered} 道。`,
      link: '打开作业',
    },
    overdue: {
      subject: (homework) => `作业已逾期：${homework}`,
      line: (e, due) => `你的作业“${e.homeworkName}”（${e.className}）已于 ${due} 截止，但还没有完成：${e.total} 道题中已回答 ${e.answered} 道。`,
      link: '完成作业',
    },
    digest: {
      subject: (child) => `${child} 的本周学习情况`,
      workedOn: (child, items) => `本周 ${child} 做了这些作业：${items.join('；')}。`,
      item: (e) => `“${e.homeworkName}”（${e.total} 道题中已回答 ${e.answered} 道${e.finishedAt ? '，已完成' : ''}）`,
      idle: (child) => `${child} 本周没有做任何作业。`,
      due: (items) => `待完成：${items.join('；')}。`,
      dueItem: (homework, past, due) => `“${homework}”${past ? '已于' : '须在'} ${due} ${past ? '截止' : '前完成'}`,
      nothingDue: '未来一周没有要截止的作业。',
      link: '查看孩子的作业',
    },
  },
};

function letter(words: ReminderWording, greeting: string, lines: string[], link: { url: string; label: string }): Omit<ReminderText, 'subject'> {
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`
    + `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p><small>${words.unsubscribeNote}</small></p>`;
  const text = [greeting, ...lines, `${link.label}: ${link.url}`, words.unsubscribeNote].join('\n\n');
  return { html, text };
}

/** The student's homework page: where the homework of a class is listed and started. */
export const homeworkLink = (siteUrl: string, classId: string) => new URL(`/myHomework/${encodeURIComponent(classId)}`, siteUrl).toString();

/** Homework due within a day and not finished, to its student in their language. */
export function dueSoonText(exercise: DueExercise, siteUrl: string, language: Language): ReminderText {
  const words = WORDING[language];
  const body = letter(words, words.greetStudent(exercise.studentName), [words.dueSoon.line(exercise, dateText(exercise.dueDate, language))], {
    url: homeworkLink(siteUrl, exercise.classId), label: words.dueSoon.link,
  });
  return { ...body, subject: words.dueSoon.subject(exercise.homeworkName) };
}

/** Homework past its due date and not finished, to its student in their language. */
export function overdueText(exercise: DueExercise, siteUrl: string, language: Language): ReminderText {
  const words = WORDING[language];
  const body = letter(words, words.greetStudent(exercise.studentName), [words.overdue.line(exercise, dateText(exercise.dueDate, language))], {
    url: homeworkLink(siteUrl, exercise.classId), label: words.overdue.link,
  });
  return { ...body, subject: words.overdue.subject(exercise.homeworkName) };
}

/** The parent's digest of one child's week, in the parent's language: what they worked on, what is due. */
export function digestText(parentName: string, childName: string, exercises: DigestExercise[], siteUrl: string, now: Date, language: Language): ReminderText {
  const words = WORDING[language];
  const done = exercises.filter((e) => e.answeredThisWeek > 0 || (e.finishedAt !== null && e.finishedAt <= now));
  const due = exercises.filter((e) => e.finishedAt === null && e.answered < e.total && e.dueDate !== null);
  const lines = [
    done.length ? words.digest.workedOn(childName, done.map(words.digest.item)) : words.digest.idle(childName),
    due.length ? words.digest.due(due.map((e) => words.digest.dueItem(e.homeworkName, e.dueDate! < now, dateText(e.dueDate!, language)))) : words.digest.nothingDue,
  ];
  const body = letter(words, words.greetParent(parentName), lines, { url: new URL('/parent/studentlist', siteUrl).toString(), label: words.digest.link });
  return { ...body, subject: words.digest.subject(childName) };
}
