import { describe, expect, test } from 'vitest';
import { signIn } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { CHOICE_QUESTION, publishedHomework, TEXT_QUESTION } from '../support/exercise-school';
import { createUser, eventually, linkFamily, PASSWORD } from '../support/school';

const browser = useBrowser();

describe('a parent follows their child', () => {
  test('My Students Exercise shows the class bulletin and the child\'s homework; the child\'s page and the detail open from it, without solutions', async () => {
    const school = await publishedHomework({ questions: [CHOICE_QUESTION, TEXT_QUESTION] });
    const { admin, classId, name: className, homeworkName, exerciseId, student, questionIds, studentUser } = school;
    expect((await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questionIds[0], answer: 'B', content: '', opId: crypto.randomUUID() })).body.code).toBe(200);
    const parentUser = await createUser('Parent', admin);
    await linkFamily(admin, parentUser, [studentUser]);
    const { user: parentSession, api: parent } = await signIn(parentUser.email, PASSWORD);
    await eventually(async () => ((await parent.get('/api/user/getStudentsByEmail')).body.result?.list ?? []).length > 0, 'catalog to link the family');

    const page = await browser.openSignedIn(parentSession, '/myclasses', 'mf_learning');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Children Class' }).first().click();
    await page.waitForURL((url) => url.pathname === '/parent/studentlist');
    await page.getByRole('heading', { name: 'My Students Exercise' }).waitFor();
    const section = page.getByRole('region', { name: className, exact: true });
    await section.getByText('Quiz on').waitFor();
    const row = section.getByRole('row', { name: new RegExp(homeworkName) });
    await row.waitFor();
    expect(await row.textContent()).toContain(studentUser.name);
    expect(await row.textContent()).toContain('1/2');
    expect(await seriousViolations(page)).toEqual([]);

    await section.getByRole('link', { name: studentUser.name }).click();
    await page.waitForURL((url) => url.pathname === `/parent/student/exercise/${studentUser._id}/${classId}`);
    await page.getByRole('row', { name: new RegExp(homeworkName) }).getByRole('link', { name: /Detail/ }).click();
    await page.waitForURL((url) => url.pathname === `/student/exercise/${exerciseId}`);
    const first = page.getByRole('region', { name: 'Question 1', exact: true });
    await first.waitFor();
    expect(await first.textContent()).toContain('Answer: B');
    expect(await page.getByRole('heading', { name: 'Solution' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
