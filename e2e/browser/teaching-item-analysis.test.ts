import { describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { homeworkForClass } from '../support/exam-class';
import { openTeaching } from '../support/teaching';

const browser = useBrowser();

const choice = (name: string) => ({ name, isChoice: 0 as const, correctAnswer: 'B' });
// Six students, four questions (1 right, 0 wrong), computed by hand with sample variances: totals 3 2 1 3 3 0,
// var(T) = 8/5.
//   question     facility  r (with the rest of the homework)        flag
//   Q1 Slope       4/6      (1/3)/√(4/15 · 2/3)    = √(5/8)  =  0.79   good
//   Q2 Intercept   2/6      (2/15)/√(4/15 · 16/15) = 1/4     =  0.25   fair
//   Q3 Gradient    3/6      (1/10)/√(3/10 · 11/10) = √(1/33) =  0.17   poor
//   Q4 Trick       3/6      (−1/10)/√(3/10 · 3/2)  = −√(1/45) = −0.15  negative
//   alpha = 4/3 · (1 − (4/15 + 4/15 + 3/10 + 3/10)/(8/5)) = 7/18 = 0.39
const ANSWERS = [
  [1, 1, 1, 0],
  [1, 0, 1, 0],
  [0, 0, 0, 1],
  [1, 1, 0, 1],
  [1, 0, 1, 1],
  [0, 0, 0, 0],
];

describe('item analysis on the correction screen', () => {
  test('the teacher sees alpha, each question\'s facility and discrimination, and the badly discriminating one flagged', async () => {
    const school = await homeworkForClass(ANSWERS.length, { questions: [choice('Slope'), choice('Intercept'), choice('Gradient'), choice('Trick')] });
    for (const [s, row] of ANSWERS.entries()) {
      const { api, exerciseId } = school.students[s]!;
      for (const [q, score] of row.entries()) {
        const saved = await api.post('/api/user/saveExercise', { id: exerciseId, questionId: school.questionIds[q], answer: score ? 'B' : 'A', content: '' });
        expect(saved.body.code, saved.body.msg).toBe(200);
      }
      expect((await api.post('/api/user/finishExercise', { id: exerciseId })).body.code).toBe(200);
    }

    const page = await openTeaching(browser, school.teacherSession, `/teacher/correctionExercise/${school.classId}/${school.homeworkId}`);
    const panel = page.getByRole('region', { name: 'Item analysis' });
    await panel.getByText('From 6 finished exercises.').waitFor();
    await panel.getByText("Cronbach's alpha: 0.39").waitFor();
    const rowOf = (name: string) => panel.getByRole('row', { name: new RegExp(name) });
    const shown = async (name: string) => ((await rowOf(name).locator('td').allTextContents()) as string[]).slice(1);
    await rowOf('Q4. Trick').waitFor();
    expect(await shown('Q1. Slope')).toEqual(['67%', '0.79', 'Good']);
    expect(await shown('Q2. Intercept')).toEqual(['33%', '0.25', 'Fair']);
    expect(await shown('Q3. Gradient')).toEqual(['50%', '0.17', 'Poor: review it']);
    expect(await shown('Q4. Trick')).toEqual(['50%', '−0.15', 'Negative: check the key']);
    expect(await seriousViolations(page, { include: '.tp-item-analysis' })).toEqual([]);
  }, 180_000);

  test('with fewer than five finished exercises the panel says "not enough data", never a number it cannot know', async () => {
    const school = await homeworkForClass(2, { questions: [choice('Only one')] });
    const { api, exerciseId } = school.students[0]!;
    expect((await api.post('/api/user/saveExercise', { id: exerciseId, questionId: school.questionIds[0], answer: 'B', content: '' })).body.code).toBe(200);
    expect((await api.post('/api/user/finishExercise', { id: exerciseId })).body.code).toBe(200);

    const page = await openTeaching(browser, school.teacherSession, `/teacher/correctionExercise/${school.classId}/${school.homeworkId}`);
    const panel = page.getByRole('region', { name: 'Item analysis' });
    await panel.getByText('From 1 finished exercise; left out: 1 exercise not finished yet.').waitFor();
    await panel.getByText("Cronbach's alpha: not enough data").waitFor();
    await panel.getByRole('row', { name: /Q1\. Only one/ }).getByText('Not enough data').waitFor();
    expect(await panel.textContent()).not.toMatch(/NaN/);
  }, 120_000);
});
