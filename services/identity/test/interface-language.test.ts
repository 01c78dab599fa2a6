import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTERFACE_LANGUAGE_INVALID, interfaceLanguageSetting, type Language } from '@tp/contracts';
import type { ApiClient } from '@tp/test-kit';
import { expectShape } from '@tp/test-kit/answer-checks';
import { PASSWORD, asExerciseService, startHarness, uniqueEmail, type Harness } from './harness';
import { readMail } from './received-mail';

let h: Harness;
let asExercise: ApiClient;

beforeAll(async () => {
  h = await startHarness({ SITE_URL: 'https://tutor.example.test' });
  asExercise = await asExerciseService(h);
});
afterAll(() => h?.stop());

const CHINESE_COOKIE = { cookie: 'theme=dark; language=zh' };

/** The stored interface language of each user, as identity tells the service that sends reminders. */
async function languagesOf(...ids: string[]): Promise<Record<string, Language>> {
  const res = await asExercise.post('/internal/reminder-recipients', { kind: 'due-soon', userIds: ids });
  expect(res.body, 'asking for reminder recipients').toMatchObject({ code: 200 });
  return Object.fromEntries((res.body.result.list as { id: string; language: Language }[]).map((r) => [r.id, r.language]));
}

/** The next e-mail to `email` after the `after`-th received, read, with the code it carries. */
async function nextCodeMail(email: string, after: number) {
  const mail = readMail(await h.smtp.waitForMail(email, (m) => h.smtp.received.indexOf(m) >= after));
  return { ...mail, code: /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? '' };
}

/** Asks for a code for `email` with the request's `headers`: the e-mail that arrives, read, and its code. */
async function codeMail(email: string, purpose: string, headers: Record<string, string> = {}) {
  const after = h.smtp.received.length;
  const sent = await h.api.post('/api/login/sendEmail', { email, purpose }, headers);
  expect(sent.body, 'sending a code').toMatchObject({ code: 200 });
  return nextCodeMail(email, after);
}

/** A family signed up with the request's `headers`: the parent's code e-mail and both new users' ids. */
async function signUpFamily(headers: Record<string, string>) {
  const parentEmail = uniqueEmail('parent');
  const studentEmail = uniqueEmail('student');
  const mail = await codeMail(parentEmail, 'sign-up', headers);
  const res = await h.api.post('/api/login/registerFamily', {
    code: mail.code,
    parent: { name: 'Pat Doe', email: parentEmail, password: PASSWORD, phone: '555-123-4567' },
    student: { name: 'Sam Doe', email: studentEmail, password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9 },
  }, headers);
  expect(res.body, 'registering the family').toMatchObject({ code: 200 });
  return { mail, parentEmail, studentEmail, parentId: res.body.result.parent._id as string, studentId: res.body.result.student._id as string };
}

describe('the interface language at sign-up', () => {
  test('a family signing up in Chinese (the language cookie) gets its code in Chinese and is stored Chinese, both of them', async () => {
    const family = await signUpFamily(CHINESE_COOKIE);

    expect(family.mail.subject).toBe(`您的验证码是 ${family.mail.code}`);
    expect(family.mail.text).toBe(`请使用此验证码完成注册。\n\n您的验证码是 ${family.mail.code}\n\n验证码只能使用一次，10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`);
    expect(await languagesOf(family.parentId, family.studentId)).toEqual({ [family.parentId]: 'zh', [family.studentId]: 'zh' });

    // The student's first sign-in e-mails a code to verify their address: in their stored language, whatever the request's.
    const after = h.smtp.received.length;
    expect((await h.api.post('/api/login/authUser', { email: family.studentEmail, password: PASSWORD })).status).toBe(402);
    expect((await nextCodeMail(family.studentEmail, after)).text).toMatch(/^请使用此验证码验证您的电子邮箱地址。/);
  });

  test('without the cookie the browser\'s preferred language counts (any Chinese), and the cookie beats it', async () => {
    const fromChineseBrowser = await signUpFamily({ 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.5' });
    const choseEnglish = await signUpFamily({ cookie: 'language=en', 'accept-language': 'zh-CN' });
    const plain = await signUpFamily({});

    expect(fromChineseBrowser.mail.subject).toMatch(/^您的验证码是 /);
    expect(choseEnglish.mail.subject).toMatch(/^Your code is /);
    expect(await languagesOf(fromChineseBrowser.parentId, choseEnglish.parentId, plain.parentId, plain.studentId)).toEqual({
      [fromChineseBrowser.parentId]: 'zh', [choseEnglish.parentId]: 'en', [plain.parentId]: 'en', [plain.studentId]: 'en',
    });
  });

  test('an English code e-mail is word for word what it always was', async () => {
    const mail = await codeMail(uniqueEmail('plain'), 'reset');
    expect(mail.subject).toBe(`Your code is ${mail.code}`);
    expect(mail.text).toBe(`Use this code to reset your password.\n\nYour code is ${mail.code}\n\nIt works once, for 10 minutes. If you did not ask for it, you can ignore this e-mail.`);
  });
});

describe('switching the interface language when signed in', () => {
  test('is stored, and the account\'s code e-mails follow it whatever language the request comes in', async () => {
    const student = await h.userWithRole('Student');

    const saved = await student.api.post('/api/user/setInterfaceLanguage', { language: 'zh' });
    expect(saved.body).toEqual({ code: 200, msg: 'Language saved', result: { language: 'zh' } });
    expectShape(interfaceLanguageSetting, saved);
    expect(await languagesOf(student.id)).toEqual({ [student.id]: 'zh' });
    const reset = await codeMail(student.email, 'reset', { cookie: 'language=en' });
    expect(reset.subject).toBe(`您的验证码是 ${reset.code}`);
    expect(reset.text).toMatch(/^请使用此验证码重置您的密码。/);

    await student.api.post('/api/user/setInterfaceLanguage', { language: 'en' });
    expect(await languagesOf(student.id)).toEqual({ [student.id]: 'en' });
    // A used code lifts the resend lock, so the next code can be asked for at once.
    expect((await h.api.post('/api/login/resetPassword', { email: student.email, code: reset.code, password: PASSWORD })).body.code).toBe(200);
    const again = await codeMail(student.email, 'reset', CHINESE_COOKIE);
    expect(again.subject).toBe(`Your code is ${again.code}`);
  });

  test.each([
    ['a language the site does not have', { language: 'fr' }],
    ['a tag rather than the site\'s name for it', { language: 'zh-CN' }],
    ['no language', {}],
    ['a number', { language: 1 }],
  ])('%s is refused with a 400 saying which languages there are, and nothing changes', async (_label, body) => {
    const student = await h.userWithRole('Student');
    await student.api.post('/api/user/setInterfaceLanguage', { language: 'zh' });

    expect((await student.api.post('/api/user/setInterfaceLanguage', body)).body).toEqual({ code: 400, msg: INTERFACE_LANGUAGE_INVALID, result: null });
    expect(await languagesOf(student.id)).toEqual({ [student.id]: 'zh' });
  });

  test('nobody signed in cannot set one', async () => {
    const res = await h.api.post('/api/user/setInterfaceLanguage', { language: 'zh' });
    expect(res.status).toBe(401);
  });
});
