import { describe, expect, test } from 'vitest';
import { signIn } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { CHOICE_QUESTION, publishedHomework, TEXT_QUESTION } from '../support/exercise-school';
import { animationsDone, inkedPixelsOfCanvas } from '../support/page-probes';
import { createUser, eventually, linkFamily, PASSWORD } from '../support/school';

const browser = useBrowser();

describe('a parent follows their child\'s progress', () => {
  test('the accuracy chart of a finished homework is drawn on the parent\'s view of the child\'s class, with no serious accessibility violation', async () => {
    const { admin, classId, exerciseId, student, questionIds, studentUser } = await publishedHomework({ questions: [CHOICE_QUESTION, TEXT_QUESTION] });
    // One right answer of two, submitted: a point at 50%.
    expect((await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questionIds[0], answer: 'B', content: '', opId: crypto.randomUUID() })).body.code).toBe(200);
    expect((await student.post('/api/user/finishExercise', { id: exerciseId })).body.code).toBe(200);
    const parentUser = await createUser('Parent', admin);
    await linkFamily(admin, parentUser, [studentUser]);
    const { user: parentSession, api: parent } = await signIn(parentUser.email, PASSWORD);
    const progressPath = `/api/user/getClassProgress?classId=${classId}&studentId=${studentUser._id}`;
    await eventually(async () => (await parent.get(progressPath)).body.result?.points?.length === 1, 'exercise to know the parent and the finished homework');

    const page = await browser.openSignedIn(parentSession, `/parent/student/exercise/${studentUser._id}/${classId}`, 'mf_learning');

    const chart = page.getByRole('figure', { name: 'Accuracy over time' });
    await chart.getByText('Accuracy of 1 finished homework and exams, oldest first: latest 50%, average 50%.').waitFor();
    const canvas = chart.locator('canvas').first();
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(100);
    await expect.poll(async () => inkedPixelsOfCanvas(canvas)).toBeGreaterThan(500);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
