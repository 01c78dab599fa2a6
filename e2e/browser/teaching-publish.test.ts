import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '@tp/test-kit';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { animationsDone, settledDialog } from '../support/page-probes';
import { afterMessage } from '../support/messages';
import { signIn } from '../support/api';
import { createUser, eventually, PASSWORD, teacherWithClass, type MadeUser } from '../support/school';
import { openTeaching } from '../support/teaching';

const browser = useBrowser();

interface PublishEntry {
  student: { _id: string };
  exerciseId: string | null;
  isPublished: boolean;
}

/** A class with two students and a one-question homework added to it, published to nobody yet. */
async function classWithHomework() {
  const made = await teacherWithClass();
  const { admin, teacher, classId } = made;
  const students: MadeUser[] = [];
  for (let n = 0; n < 2; n += 1) students.push(await createUser('Student', admin));
  for (const student of students) {
    // Catalog learns of a new account through an event: a first try may be early.
    await eventually(
      async () => (await teacher.post('/api/teacher/addStudentToClass', { student: { _id: student._id }, classInfo: { classID: classId } })).body.code === 200,
      'the student on the class',
    );
  }
  const questionId = (await teacher.post('/api/teacher/createQuestion', { language: 'en' })).body.result._id as string;
  expect((await teacher.put('/api/teacher/updateQuestion', { _id: questionId, name: 'Light', qText: '<p>$c = ?$</p>', correctAnswer: 'A' })).body.code).toBe(200);
  const homeworkId = (await teacher.post('/api/teacher/createHomeWork', { language: 'en' })).body.result._id as string;
  const homeworkName = `Waves ${homeworkId.slice(0, 6)}`;
  expect((await teacher.post('/api/teacher/updateHW', { _id: homeworkId, name: homeworkName })).body.code).toBe(200);
  expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homeworkId, QIds: [questionId] })).body.code).toBe(200);
  expect((await teacher.post('/api/teacher/addHWToClass', { id: classId, hwID: homeworkId, isPub: true })).body.code).toBe(200);
  return { ...made, students, homeworkId, homeworkName };
}

/** Who has the homework, by the exercise service: student id → exercise id (null: not published to them). */
async function publishedTo(teacher: ApiClient, classId: string, homeworkId: string): Promise<Record<string, string | null>> {
  const res = await teacher.post('/api/teacher/getStudentListByExercise', { classID: classId, hwID: homeworkId });
  expect(res.body.code, res.body.msg).toBe(200);
  const list = res.body.result.list as PublishEntry[];
  return Object.fromEntries(list.map((entry) => [entry.student._id, entry.isPublished ? entry.exerciseId : null]));
}

/**
 * The "Are you sure" confirmation once it shows and has stopped zooming in: a click on its Unpublish while it still
 * moves can be pressed and released over different spots and do nothing (seen under load: no message came).
 */
async function settledConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
  await animationsDone(page);
}

describe('Publish modal: a teacher gives a class homework to chosen students and takes it back', () => {
  test('publish to one selected student (the other stays unpublished), select all publishes only the rest, unpublish one and then the selected', async () => {
    const { teacher, teacherUser, classId, students, homeworkId, homeworkName } = await classWithHomework();
    const [ada, ben] = students as [MadeUser, MadeUser];
    const { user } = await signIn(teacherUser.email, PASSWORD);
    // The exercise service learns the class's roster and homework from catalog: wait until it sees both students.
    await eventually(async () => Object.keys(await publishedTo(teacher, classId, homeworkId)).length === 2, 'the exercise service to see the class');

    const page = await openTeaching(browser, user, `/teach/class/${classId}/addContent`);
    await page.getByRole('button', { name: `Publish ${homeworkName} to students` }).click();
    const modal = await settledDialog(page, `Publish ${homeworkName}`);
    const row = (student: MadeUser) => modal.getByRole('row').filter({ hasText: student.email });
    await row(ada).getByText('Unpublished', { exact: true }).waitFor();
    await row(ben).getByText('Unpublished', { exact: true }).waitFor();
    // A click while the modal still zooms in can land on nothing (seen under load): let it settle first.
    await animationsDone(page);
    const publish = modal.getByRole('button', { name: /^Publish/ });
    // Nothing selected: nothing can be sent.
    expect(await publish.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // One student chosen: only she gets it.
    await modal.getByRole('checkbox', { name: `Select ${ada.name}` }).check();
    await afterMessage(page, 'Publish homework successfully', () => modal.getByRole('button', { name: 'Publish (1)' }).click());
    await row(ada).getByText('Published', { exact: true }).waitFor();
    await row(ben).getByText('Unpublished', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const first = await publishedTo(teacher, classId, homeworkId);
    expect(first[ada._id]).toEqual(expect.any(String));
    expect(first[ben._id]).toBeNull();

    // Select all: Publish counts only the one without it, and Ada's exercise is left as it was.
    await modal.getByRole('checkbox', { name: 'Select all' }).check();
    await afterMessage(page, 'Publish homework successfully', () => modal.getByRole('button', { name: 'Publish (1)' }).click());
    await row(ben).getByText('Published', { exact: true }).waitFor();
    const both = await publishedTo(teacher, classId, homeworkId);
    expect(both[ada._id]).toBe(first[ada._id]);
    expect(both[ben._id]).toEqual(expect.any(String));

    // Ben's own Unpublish, after 'Are you sure'.
    await row(ben).getByRole('button', { name: `Unpublish for ${ben.name}` }).click();
    await settledConfirmation(page);
    await afterMessage(page, 'Unpublish homework successfully', () => page.getByRole('button', { name: 'Unpublish', exact: true }).click());
    await row(ben).getByText('Unpublished', { exact: true }).waitFor();
    expect(await publishedTo(teacher, classId, homeworkId)).toEqual({ [ada._id]: first[ada._id], [ben._id]: null });

    // Ada selected: Unpublish selected takes it back from her too.
    await modal.getByRole('checkbox', { name: `Select ${ada.name}` }).check();
    await modal.getByRole('button', { name: 'Unpublish selected (1)' }).click();
    await settledConfirmation(page);
    await afterMessage(page, 'Unpublish homework successfully', () => page.getByRole('button', { name: 'Unpublish', exact: true }).click());
    await row(ada).getByText('Unpublished', { exact: true }).waitFor();
    expect(await publishedTo(teacher, classId, homeworkId)).toEqual({ [ada._id]: null, [ben._id]: null });
    // The confirmation has gone (until then the modal behind it is not the dialog in front): nothing is left to publish.
    await page.getByText('Are you sure').waitFor({ state: 'hidden' });
    // A wait of Playwright's, not a poll around isDisabled: if it fails, its call log says what it found instead.
    await modal.getByRole('button', { name: 'Publish', exact: true, disabled: true }).waitFor();
  });
});
