import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { animationsDone } from '../support/page-probes';
import { practiceSchool } from '../support/practice-school';
import { PASSWORD } from '../support/school';

const browser = useBrowser();

async function audit(page: Page) {
  await animationsDone(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A student who practised the school's three questions (right, wrong, given up) and reported the second one. */
async function practisedSchool() {
  const s = await practiceSchool();
  const ok = async (call: Promise<{ body: { code: number; msg: string } }>) => {
    const { body } = await call;
    expect(body.code, body.msg).toBe(200);
  };
  await ok(s.student.post('/api/user/updateUserSetting', { libraries: [{ libraryId: s.libraryId, chapterId: '', sectionId: '' }], sources: [s.source._id], difficulty: 'all' }));
  const [single, multi, free] = s.questionIds;
  await ok(s.student.post('/api/user/submitResourceQuestion', { questionId: single, answer: 'B' }));
  await ok(s.student.post('/api/user/submitResourceQuestion', { questionId: multi, answer: 'B' }));
  await ok(s.student.post('/api/user/giveUpResourceQuestion', { questionId: free }));
  await ok(s.student.post('/api/user/reportResourceQuestion', { questionId: multi, errorType: 3, otherContent: 'B looks prime to me too.' }));
  const { user: teacherSession } = await signIn(s.teacherUser.email, PASSWORD);
  return { ...s, teacherSession };
}

describe('the teacher\'s view of self-practice', () => {
  test('Resource Records at the bottom of a student\'s page: the summary line and the table of answers', async () => {
    const s = await practisedSchool();
    const page = await browser.openSignedIn(s.teacherSession, `/teacher/exercise/${s.classId}/${s.studentUser._id}`, 'mf_teaching');

    const records = page.getByRole('region', { name: 'Resource Records' });
    await records.getByText('3 questions: 1 right, 1 wrong, 1 given up').waitFor();
    expect(await records.getByRole('columnheader').allTextContents()).toEqual(['Question', 'Answer', 'Correct answer', 'Right/Wrong', 'Date']);
    const rows = records.getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(1).textContent()).toContain('Gave up');
    expect(await rows.nth(2).textContent()).toMatch(/Primes.*B.*A,C.*Wrong/);
    expect(await rows.nth(3).textContent()).toMatch(/Sum of angles.*B.*B.*Right/);
    await audit(page);
  });

  test('the question\'s author sees the report: a badge on My Questions, the report on Edit Question, Mark resolved', async () => {
    const s = await practisedSchool();
    const page = await browser.openSignedIn(s.teacherSession, '/teach/questionlist', 'mf_teaching');

    const badge = page.getByRole('link', { name: /^1 report from students to read on Primes/ });
    await badge.waitFor();
    expect(await page.getByRole('link', { name: /from students to read/ }).count()).toBe(1);
    await audit(page);
    await badge.click();

    await page.waitForURL((url) => url.pathname === `/teach/question/${s.questionIds[1]}/edit`);
    const panel = page.getByText('Reports from students (1 open)');
    await panel.waitFor();
    await page.getByText('B looks prime to me too.').waitFor();
    await page.getByText(s.studentUser.name, { exact: false }).first().waitFor();
    await audit(page);
    await page.getByRole('button', { name: `Mark resolved: the report of ${s.studentUser.name}` }).click();
    await page.getByText('Reports from students (0 open)').waitFor();
    await page.getByText('Resolved', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Back to my questions' }).click();
    await page.getByRole('link', { name: /^Edit Primes/ }).waitFor();
    expect(await page.getByRole('link', { name: /from students to read/ }).count()).toBe(0);
  });
});
