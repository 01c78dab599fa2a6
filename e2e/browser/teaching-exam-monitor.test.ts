import { describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe';
import { signInPage, useBrowser } from '../support/browser';
import { homeworkForClass } from '../support/exam-class';
import { CHOICE_QUESTION, TEXT_QUESTION } from '../support/exercise-school';
import { afterMessage } from '../support/messages';
import { openTeaching } from '../support/teaching';
import { settledDialog } from '../support/page-probes';

const browser = useBrowser();

/** Seconds a countdown shows ('Time left mm:ss' or 'h:mm:ss'). */
function secondsShown(text: string | null): number {
  const [, hours, minutes, seconds] = /(?:(\d+):)?(\d+):(\d\d)/.exec(text ?? '') ?? [];
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

describe('the live exam monitor', () => {
  test(
    'the teacher watches a student start and save live, gives extra time, and the student\'s countdown grows',
    async () => {
      const school = await homeworkForClass(2, { questions: [CHOICE_QUESTION, TEXT_QUESTION], isExam: true, examDuration: 15 });
      const [sitting, absent] = school.students;

      // The teacher opens the monitor from the class's homework row.
      const monitor = await openTeaching(browser, school.teacherSession, `/teach/class/${school.classId}/addContent`);
      await monitor.getByRole('link', { name: `Live monitor of ${school.homeworkName}` }).click();
      await monitor.getByRole('heading', { name: 'Live exam monitor' }).waitFor();
      await monitor.getByText('Live', { exact: true }).waitFor();
      const row = monitor.getByRole('row', { name: new RegExp(sitting!.user.name) });
      await row.getByText('Not started').waitFor();
      expect(await monitor.locator('[data-count="not-started"]').textContent()).toBe('2');

      // The student starts in another browser and answers: the teacher's row follows without a reload.
      const exam = await browser.newPage();
      await signInPage(exam, sitting!.session);
      await exam.goto(`/student/exerciseEdit/${sitting!.exerciseId}`);
      await exam.getByRole('button', { name: 'Start' }).click();
      const timer = exam.getByRole('timer', { name: 'Time left' });
      await timer.waitFor();
      await exam.getByRole('radio', { name: /^B\./ }).check();
      await exam.getByText('Saved', { exact: true }).waitFor();

      await row.getByText('In progress').waitFor();
      await row.getByText('1/2').waitFor();
      await row.getByText('Connected').waitFor();
      await row.getByText(/\d+ s ago/).waitFor();
      expect(await monitor.locator('[data-count="in-progress"]').textContent()).toBe('1');
      // The filter's options are labels over hidden radios: a person clicks the words.
      await monitor.getByText('Not started (1)', { exact: true }).click();
      await monitor.getByRole('row', { name: new RegExp(absent!.user.name) }).waitFor();
      expect(await monitor.getByRole('row', { name: new RegExp(sitting!.user.name) }).count()).toBe(0);
      await monitor.getByText('All (2)', { exact: true }).click();
      await monitor.getByRole('row', { name: new RegExp(sitting!.user.name) }).waitFor();
      expect(await seriousViolations(monitor)).toEqual([]);

      // Ten minutes more for the student: confirmed in a dialog, then the countdown grows within a heartbeat.
      const before = secondsShown(await timer.textContent());
      expect(before).toBeLessThanOrEqual(15 * 60);
      await row.getByRole('button', { name: `Extra time for ${sitting!.user.name}` }).click();
      const dialog = await settledDialog(monitor, `Extra time for ${sitting!.user.name}`);
      await dialog.getByRole('spinbutton', { name: 'Minutes to add' }).fill('10');
      expect(await seriousViolations(monitor, { include: '.ant-modal' })).toEqual([]);
      await afterMessage(monitor, `10 minutes of extra time given to ${sitting!.user.name}.`, () => dialog.getByRole('button', { name: 'Give extra time' }).click());
      await row.getByText('(+10 min)').waitFor();

      await expect.poll(async () => secondsShown(await timer.textContent()), { timeout: 20_000 }).toBeGreaterThan(before + 9 * 60);
      const clock = (await sitting!.api.post('/api/user/examHeartbeat', { id: sitting!.exerciseId })).body.result as { examRemainingTime: number };
      expect(clock.examRemainingTime).toBeGreaterThan(24 * 60_000);
    },
    180_000,
  );

  test('the correction screen of an exam links to its monitor; another teacher is refused with the server\'s message', async () => {
    const school = await homeworkForClass(1, { questions: [CHOICE_QUESTION], isExam: true, examDuration: 15 });
    const page = await openTeaching(browser, school.teacherSession, `/teacher/correctionExercise/${school.classId}/${school.homeworkId}`);
    await page.getByRole('link', { name: 'Live exam monitor' }).click();
    await page.getByRole('heading', { name: 'Live exam monitor' }).waitFor();
    await page.getByRole('row', { name: new RegExp(school.students[0]!.user.name) }).getByText('Not started').waitFor();

    const other = await homeworkForClass(1, { questions: [CHOICE_QUESTION], isExam: true });
    const refused = await openTeaching(browser, other.teacherSession, `/teacher/examMonitor/${school.classId}/${school.homeworkId}`);
    await refused.getByText('This class belongs to another teacher.').waitFor();
    expect(await refused.getByRole('table').count()).toBe(0);
  }, 120_000);
});
