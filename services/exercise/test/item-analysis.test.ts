import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ItemAnalysisResult } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';
import { save } from './answering-builders';
import { CLASS } from './item-analysis-class';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

// The class computed by hand (item-analysis-class.ts), answered through the API: the same numbers come out.

async function analysedClass() {
  const teacher = await world.signIn('Teacher');
  const students: Caller[] = [];
  for (let i = 0; i < CLASS.length + 1; i++) students.push(await world.signIn('Student'));
  const questions = CLASS[0].map(() => questionOf({ isChoice: 0, numChoice: 4, correctAnswer: 'B' }));
  const cls = world.makeClass(teacher, students);
  const hw = world.makeHomework(cls, teacher, questions);
  const exerciseIds = await publishHomework(teacher, cls, hw, students);
  return { teacher, students, questions, cls, hw, exerciseIds };
}

describe('getItemAnalysis', () => {
  test('the class\'s teacher reads the facility, discrimination and alpha of the finished exercises, by the effective verdict', async () => {
    const { teacher, students, questions, cls, hw, exerciseIds } = await analysedClass();
    for (const [s, row] of CLASS.entries()) {
      for (const [q, score] of row.entries()) {
        // Student 6 leaves question 1 unanswered (it counts as wrong); student 1 answers question 4 wrongly and the
        // teacher marks it right (the teacher's mark outranks the machine's).
        if (s === 5 && q === 0) continue;
        const wrongButMarkedRight = s === 0 && q === 3;
        await save(students[s], { id: exerciseIds[s], questionId: questions[q]._id, answer: score && !wrongButMarkedRight ? 'B' : 'A' });
      }
      await ok(students[s].post('/api/user/finishExercise', { id: exerciseIds[s] }));
    }
    await ok(teacher.post('/api/teacher/correctExercise', { exerciseId: exerciseIds[0], questionId: questions[3]._id, comments: '', isCorrect: true }));
    // A seventh student is still working: left out.
    await save(students[6], { id: exerciseIds[6], questionId: questions[0]._id, answer: 'A' });

    const analysis = await ok<ItemAnalysisResult>(teacher.get(`/api/teacher/getItemAnalysis?classID=${cls._id}&hwID=${hw._id}`));

    expect(analysis).toMatchObject({ students: 6, minStudents: 5, unfinished: 1, otherVersions: 0, awaitingMark: 0 });
    expect(analysis.alpha).toBeCloseTo(25 / 88, 10);
    expect(analysis.questions.map((q) => [q.number, q.name, q.facility, q.verdict, q.flagged])).toEqual([
      [1, questions[0].name, 4 / 6, 'good', false],
      [2, questions[1].name, 4 / 6, 'poor', true],
      [3, questions[2].name, 3 / 6, 'poor', true],
      [4, questions[3].name, 3 / 6, 'negative', true],
      [5, questions[4].name, 1, 'no-spread', false],
    ]);
    expect(analysis.questions[0].discrimination).toBeCloseTo(Math.sqrt(2 / 5), 10);
    expect(analysis.questions[4].discrimination).toBeNull();
    // Scores 100, 80, 80, 60, 40, 40%: the score distribution's bins of 10%.
    expect(analysis.scoreBins).toEqual([0, 0, 0, 0, 2, 0, 1, 0, 2, 1]);
  });

  test('a homework nobody has finished yet answers "not enough data", with no NaN anywhere', async () => {
    const { teacher, cls, hw } = await analysedClass();

    const res = await teacher.get(`/api/teacher/getItemAnalysis?classID=${cls._id}&hwID=${hw._id}`);

    expect(res.body.result).toMatchObject({ students: 0, unfinished: 7, alpha: null, scoreBins: Array(10).fill(0) });
    expect(res.body.result.questions.map((q: { verdict: string; facility: unknown }) => [q.verdict, q.facility])).toEqual(Array(5).fill(['not-enough-data', null]));
  });

  test('another teacher is refused (403); a student may not call it (403); an administrator may', async () => {
    const { cls, hw, students } = await analysedClass();
    const stranger = await world.signIn('Teacher');
    const admin = await world.signIn('Teacher', { isAdmin: true });
    const path = `/api/teacher/getItemAnalysis?classID=${cls._id}&hwID=${hw._id}`;

    expect((await stranger.get(path)).status).toBe(403);
    expect((await students[0].get(path)).status).toBe(403);
    expect((await admin.get(path)).body).toMatchObject({ code: 200, result: { unfinished: 7 } });
  });

  test('ids that are missing or malformed are a 400 saying which; an unknown class is a 404', async () => {
    const teacher = await world.signIn('Teacher');

    const missing = await teacher.get('/api/teacher/getItemAnalysis?classID=x');
    const unknown = await teacher.get(`/api/teacher/getItemAnalysis?classID=${crypto.randomUUID()}&hwID=${crypto.randomUUID()}`);

    expect([missing.status, missing.body.msg]).toEqual([400, 'The class id (classID) is not a valid id.']);
    expect(unknown.status).toBe(404);
  });
});
