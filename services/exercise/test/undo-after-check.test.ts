import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExerciseSummary, ExerciseView } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { startExerciseWorld, type ExerciseWorld } from './exercise-world';
import { assignment, save, storedAnswers } from './answering-builders';

// Check Solution shows a question's correct answer and solution and locks it. Undo cannot open it again: the checked
// questions keep their answer, verdict and lock, so the homework's accuracy never counts a copied solution.

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

const LOCKED = 'This question was checked with Check Solution; its answer can no longer change.';

describe('Undo after Check Solution', () => {
  test('the checked question keeps its answer, verdict and lock; the others are cleared', async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await ok(student.post('/api/user/submitExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'C', content: '' }));
    await save(student, { id: exerciseId, questionId: questions[1]._id, answer: 'A,C' });

    const undone = await ok<ExerciseSummary>(student.post('/api/user/undoExercise', { id: exerciseId }));

    expect(undone.progress).toEqual({ answered: 1, total: 3 });
    const view = await ok<ExerciseView>(student.get(`/api/user/getExerciseById?id=${exerciseId}`));
    expect(view.questionList.map((q) => [q.answer, q.locked, q.autoCorrect])).toEqual([['C', true, false], ['', false, null], ['', false, null]]);
    const again = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '' });
    expect([again.status, again.body.msg]).toEqual([409, LOCKED]);
  });

  test("answering the rest right after an undo cannot reach 100 %: the checked question's wrong answer still counts", async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await ok(student.post('/api/user/submitExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'C', content: '' }));
    await ok(student.post('/api/user/undoExercise', { id: exerciseId }));
    await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '' });
    await save(student, { id: exerciseId, questionId: questions[1]._id, answer: 'A,C' });
    await save(student, { id: exerciseId, questionId: questions[2]._id, answer: '1+x' });

    const finished = await ok<ExerciseSummary>(student.post('/api/user/finishExercise', { id: exerciseId }));

    expect(finished.accuracy).toBe(67);
    expect((await storedAnswers(world, exerciseId)).find((a) => a.question_id === questions[0]._id)).toMatchObject({ answer: 'C', locked: true });
    const { rows } = await world.sql("SELECT payload->>'accuracy' AS accuracy FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = $1", [exerciseId]);
    expect(rows).toEqual([{ accuracy: '67' }]);
    // Finishing waits for the free-text answer's grading, at the lowest priority: long on a busy machine.
  }, 120_000);
});
