import { describe, expect, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { waitFor } from '@tp/test-kit';
import { signIn } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { CHOICE_QUESTION, publishedHomework, TEXT_QUESTION } from '../support/exercise-school';
import { mailsTo } from '../support/inbox';
import { afterMessage } from '../support/messages';
import { animationsDone, settledDialog } from '../support/page-probes';
import { PASSWORD } from '../support/school';
import { openTeaching } from '../support/teaching';

const browser = useBrowser();

interface CorrectedQuestion {
  _id: string;
  isCorrect: boolean | null;
  comments: string;
}

/** The teacher's view of the one exercise of the homework, as the server holds it. */
async function teachersView(teacher: ApiClient, classId: string, homeworkId: string) {
  const res = await teacher.get(`/api/teacher/getExerciseByClassAndHomework?classID=${classId}&hwID=${homeworkId}`);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.result.list[0] as { correctionStatus: string; questionList: CorrectedQuestion[] };
}

describe('Correct Exercise: the teacher corrects a submitted homework and the student sees it', () => {
  test('comment and Wrong on an answer the machine found right, comment only on another, nothing on the unanswered one; FINISH → DONE; SEND EMAIL reaches the inbox', async () => {
    const blank = { name: 'Left blank', isChoice: 2 as const, correctAnswer: '1', qText: '<p>What is $1^2$?</p>' };
    const made = await publishedHomework({ questions: [CHOICE_QUESTION, TEXT_QUESTION, blank] });
    const { teacher, teacherUser, classId, homeworkId, homeworkName, exerciseId, questionIds, student, studentUser, studentSession } = made;
    const [choiceId, textId] = questionIds as [string, string, string];

    // The student answers two of three (both right by the machine) and submits.
    for (const [questionId, answer, content] of [[choiceId, 'B', ''], [textId, '42', '<p>Six sevens: $6 \\times 7$</p>']] as const) {
      const saved = await student.post('/api/user/saveExercise', { id: exerciseId, questionId, answer, content });
      expect(saved.body.code, saved.body.msg).toBe(200);
    }
    expect((await student.post('/api/user/finishExercise', { id: exerciseId })).body.code).toBe(200);

    const { user } = await signIn(teacherUser.email, PASSWORD);
    const page = await openTeaching(browser, user, `/teacher/correctionExercise/${classId}/${homeworkId}`);
    await page.getByRole('heading', { name: 'Correct Exercise' }).waitFor();
    await page.getByText(homeworkName, { exact: false }).first().waitFor();
    const header = page.getByRole('button', { name: new RegExp(studentUser.name) });
    await header.getByText('answered 2/3 · corrected 2 · correct 2').waitFor();

    // The unanswered question can be neither commented on nor marked.
    await page.getByRole('tab', { name: /^Q3/ }).click();
    await page.getByRole('region', { name: 'Question 3', exact: true }).getByText('Not answered').first().waitFor();
    for (const name of ['SUBMIT COMMENTS', 'Right', 'Wrong']) expect(await page.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);

    // Question 2: the answer, its content with maths, the machine's verdict; a comment and Wrong outrank it.
    await page.getByRole('tab', { name: /^Q2/ }).click();
    const second = page.getByRole('region', { name: 'Question 2', exact: true });
    await second.getByText('Six sevens').waitFor();
    await second.locator('mjx-container').first().waitFor();
    expect(await second.textContent()).toMatch(/Machine's verdict\s*Correct \(/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Comments on question 2' }).click();
    await page.keyboard.type('Show your working, please.');
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Wrong', exact: true }).click());
    await expect.poll(() => second.textContent()).toMatch(/Teacher's mark\s*Wrong/);
    await header.getByText('answered 2/3 · corrected 2 · correct 1').waitFor();
    const marked = (await teachersView(teacher, classId, homeworkId)).questionList.find((q) => q._id === textId);
    expect(marked).toMatchObject({ isCorrect: false, comments: expect.stringContaining('Show your working, please.') });

    // Question 1: SUBMIT COMMENTS keeps the machine's verdict.
    await page.getByRole('tab', { name: /^Q1/ }).click();
    await page.getByRole('textbox', { name: 'Comments on question 1' }).click();
    await page.keyboard.type('Well done.');
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'SUBMIT COMMENTS', exact: true }).click());
    await expect
      .poll(async () => (await teachersView(teacher, classId, homeworkId)).questionList.find((q) => q._id === choiceId))
      .toMatchObject({ isCorrect: null, comments: expect.stringContaining('Well done.') });

    // FINISH, then a disabled DONE and SEND EMAIL.
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'FINISH', exact: true }).click());
    const done = page.getByRole('button', { name: 'DONE', exact: true });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    expect((await teachersView(teacher, classId, homeworkId)).correctionStatus).toBe('1');

    // SEND EMAIL: to the student's address, title and content required.
    await page.getByRole('button', { name: 'SEND EMAIL', exact: true }).click();
    const dialog = await settledDialog(page, `Send email to ${studentUser.name}`);
    expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(studentUser.email);
    await animationsDone(page);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('alert').getByText('Please input title').waitFor();
    const title = `Your homework ${homeworkName}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('alert').getByText('Please input content').waitFor();
    // The message fades in: axe reads its colours once it has (mid-fade it is paler than it will be).
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Question 2 needs your working. See the comments.');
    await afterMessage(page, 'Email sent successfully', () => dialog.getByRole('button', { name: 'Send', exact: true }).click());
    await dialog.waitFor({ state: 'hidden' });
    const mail = await waitFor(async () => (await mailsTo(studentUser.email)).find((m) => m.raw.includes('needs your working')), {
      what: 'the correction e-mail in the inbox',
      timeoutMs: 20_000,
    });
    expect(mail.raw).toContain(title);

    // The student's exercises in the class: the bulletin, progress and accuracy after the Wrong; Detail opens mf-learning's page.
    const list = await openTeaching(browser, user, `/teacher/exercise/${classId}/${studentUser._id}`);
    await list.getByRole('region', { name: 'Class bulletin' }).getByText('Friday').waitFor();
    const row = list.getByRole('row').filter({ hasText: homeworkName });
    await row.getByText('2/3').waitFor();
    expect(await row.textContent()).toContain('33%');
    expect(await seriousViolations(list)).toEqual([]);
    await row.getByRole('link', { name: `Detail of ${homeworkName}` }).click();
    await list.waitForURL(`**/student/exercise/${exerciseId}`);
    await list.getByRole('region', { name: 'Corrections of question 2' }).getByText('Show your working, please.').waitFor();

    // The student reads the comment on the exercise's detail page.
    expect((await student.get(`/api/user/getExerciseById?id=${exerciseId}`)).body.result.questionList[1].comments).toContain('Show your working, please.');
    const detail = await browser.openSignedIn(studentSession, `/student/exercise/${exerciseId}`, 'mf_learning');
    await detail.getByRole('region', { name: 'Corrections of question 2' }).getByText('Show your working, please.').waitFor();
  });
});
