import { describe, expect, test } from 'vitest';
import { signIn } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { publishedHomework } from '../support/exercise-school';
import { createUser, eventually, linkFamily, PASSWORD, publishedClass } from '../support/school';

const browser = useBrowser();

/** /classroom/:id, the class content page (docs/decisions/013-demo-and-unshown-pages.md). */
describe('the class content page, /classroom/:id', () => {
  test('a student of the class sees its bulletin and homework, their parent their work in it, and its teacher goes to its homework page', async () => {
    const { admin, classId, name, homeworkName, studentUser, studentSession, teacherUser } = await publishedHomework();

    const page = await browser.openSignedIn(studentSession, `/classroom/${classId}`, 'mf_learning');
    await page.getByRole('heading', { name: `My Homework: ${name}` }).waitFor();
    await page.getByRole('region', { name: 'Class bulletin' }).getByText('Quiz on').waitFor();
    await page.getByRole('row', { name: new RegExp(homeworkName) }).getByRole('link', { name: 'start learning' }).waitFor();
    expect(await page.getByText('Your place in this class has ended').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const parentUser = await createUser('Parent', admin);
    await linkFamily(admin, parentUser, [studentUser]);
    const { user: parentSession, api: parent } = await signIn(parentUser.email, PASSWORD);
    await eventually(async () => ((await parent.get('/api/user/getStudentsByEmail')).body.result?.list ?? []).length > 0, 'catalog to link the family');
    const parentPage = await browser.openSignedIn(parentSession, `/classroom/${classId}`, 'mf_learning');
    await parentPage.getByRole('heading', { name, level: 1 }).waitFor();
    const work = parentPage.getByRole('region', { name: `${studentUser.name}'s exercises` });
    await work.getByRole('row', { name: new RegExp(homeworkName) }).waitFor();
    expect(await work.getByRole('link', { name: studentUser.name }).getAttribute('href')).toBe(`/parent/student/exercise/${studentUser._id}/${classId}`);
    expect(await seriousViolations(parentPage)).toEqual([]);

    const { user: teacherSession } = await signIn(teacherUser.email, PASSWORD);
    const teacherPage = await browser.openSignedIn(teacherSession, `/classroom/${classId}`);
    await teacherPage.waitForURL((url) => url.pathname === `/teach/class/${classId}/addContent`);
    await teacherPage.getByRole('heading', { name: 'Add Homework to class' }).waitFor();
  });

  test('another student or teacher is told they are not in the class; a visitor signs in first', async () => {
    const { admin, classId } = await publishedClass();
    const [outsider, otherTeacher] = [await createUser('Student', admin), await createUser('Teacher', admin)];

    for (const who of [outsider, otherTeacher]) {
      const { user } = await signIn(who.email, PASSWORD);
      const page = await browser.openSignedIn(user, `/classroom/${classId}`, 'mf_learning');
      await page.getByRole('heading', { name: 'You are not in this class' }).waitFor();
      expect(await page.getByRole('link', { name: 'its public page' }).getAttribute('href')).toBe(`/class/${classId}`);
      expect(await page.getByRole('table').count()).toBe(0);
    }

    const visitor = await browser.newPage();
    await visitor.goto(`/classroom/${classId}`);
    await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/classroom/${classId}`);
  });

  test('a student whose place has ended still sees the class, with a way to renew', async () => {
    const { admin, teacher, classId } = await publishedClass({ startDate: '2024-09-01', endDate: '2025-06-30' });
    const student = await createUser('Student', admin);
    await eventually(async () => (await teacher.post('/api/teacher/addStudentToClass', { student: { _id: student._id }, classInfo: { classID: classId } })).body.code === 200, 'the student on the class');
    const { user } = await signIn(student.email, PASSWORD);

    const page = await browser.openSignedIn(user, `/classroom/${classId}`, 'mf_learning');
    await page.getByText('Your place in this class has ended.').waitFor();
    expect(await page.getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe(`/classRegister/${classId}`);
    await page.getByText('No homework has been published to you in this class yet.').waitFor();
  });
});
