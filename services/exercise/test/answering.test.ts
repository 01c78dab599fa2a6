import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INPUT_ANSWER_MESSAGE, SELECT_ANSWER_MESSAGE, type ExerciseSummary, type SubmitExerciseResult } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { startExerciseWorld, type ExerciseWorld } from './exercise-world';
import { assignment, historyRows, save, storedAnswers } from './answering-builders';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

describe('saveExercise', () => {
  test('an empty answer is refused with the message of its question type and nothing is stored', async () => {
    const { student, exerciseId, questions } = await assignment(world);

    const choice = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: ' ', content: '' });
    const text = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[2]._id, answer: '', content: '<p>working</p>' });

    expect([choice.status, choice.body.msg]).toEqual([400, SELECT_ANSWER_MESSAGE]);
    expect([text.status, text.body.msg]).toEqual([400, INPUT_ANSWER_MESSAGE]);
    expect(await storedAnswers(world, exerciseId)).toEqual([]);
  });

  test('multiple-choice letters are stored upper case, without repeats, sorted', async () => {
    const { student, exerciseId, questions } = await assignment(world);

    const result = await save(student, { id: exerciseId, questionId: questions[1]._id, answer: 'c,a,A' });

    expect(result.question.answer).toBe('A,C');
    expect(result.applied).toBe(true);
    expect((await storedAnswers(world, exerciseId))[0]).toMatchObject({ answer: 'A,C', auto_correct: true });
  });

  test('a letter the question does not offer is refused, and two letters for a single choice', async () => {
    const { student, exerciseId, questions } = await assignment(world);

    const stranger = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'E', content: '' });
    const two = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'A,B', content: '' });

    expect([stranger.status, stranger.body.msg]).toEqual([400, 'E is not one of the choices A–D.']);
    expect([two.status, two.body.msg]).toEqual([400, 'Choose one answer, one of A–D.']);
    expect(await storedAnswers(world, exerciseId)).toEqual([]);
  });

  test('the answer content is sanitised: a script is never stored', async () => {
    const { student, exerciseId, questions } = await assignment(world);

    const result = await save(student, {
      id: exerciseId, questionId: questions[2]._id, answer: 'x+1', content: '<p>my working<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });

    expect(result.question.content).toBe('<p>my working</p>');
    expect((await storedAnswers(world, exerciseId))[0].content).toBe('<p>my working</p>');
  });

  test('before the exercise is finished, a save shows neither the correct answer nor the verdict', async () => {
    const { student, exerciseId, questions } = await assignment(world);

    const result = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'b' });

    expect(result.question).toMatchObject({ answer: 'B', autoCorrect: null, locked: false });
    expect(result.question.question.correctAnswer).toBe('');
    expect(result.examRemainingTime).toBeNull();
    expect((await storedAnswers(world, exerciseId))[0]).toMatchObject({ auto_correct: true });
  });

  test("another student's save is refused as if the exercise did not exist, and changes nothing", async () => {
    const { exerciseId, questions } = await assignment(world);
    const stranger = await world.signIn('Student');

    const res = await stranger.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '' });

    expect([res.status, res.body.msg]).toEqual([404, 'Exercise not found']);
    expect(await storedAnswers(world, exerciseId)).toEqual([]);
  });

  test('a question that is not in the exercise is not found', async () => {
    const { student, exerciseId } = await assignment(world);

    const res = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: 'not-a-question', answer: 'B', content: '' });

    expect([res.status, res.body.msg]).toEqual([404, 'Question not found']);
  });
});

describe('updateExerciseContent', () => {
  test('the content changes and the answer stays; an empty paragraph is ignored', async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[2]._id, answer: 'x+1', content: '<p>first</p>' });

    const updated = await ok<{ question: { answer: string; content: string }; applied: boolean }>(
      student.post('/api/user/updateExerciseContent', { id: exerciseId, questionId: questions[2]._id, content: '<p>second</p>' }),
    );
    const ignored = await ok<{ question: { content: string }; applied: boolean }>(
      student.post('/api/user/updateExerciseContent', { id: exerciseId, questionId: questions[2]._id, content: '<p><br></p>' }),
    );

    expect(updated).toMatchObject({ applied: true, question: { answer: 'x+1', content: '<p>second</p>' } });
    expect(ignored).toMatchObject({ applied: false, question: { content: '<p>second</p>' } });
    expect((await storedAnswers(world, exerciseId))[0]).toMatchObject({ answer: 'x+1', content: '<p>second</p>' });
  });
});

describe('submitExercise (Check Solution)', () => {
  test('returns the verdict, the correct answer and the solution, and locks the question against further saves', async () => {
    const { student, exerciseId, questions } = await assignment(world);

    const result = await ok<SubmitExerciseResult>(
      student.post('/api/user/submitExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'C', content: '' }),
    );
    const again = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '' });

    expect(result).toMatchObject({ correctAnswer: 'B', autoCorrect: false, description: '<p>The solution.</p>', question: { locked: true, answer: 'C' } });
    expect([again.status, again.body.msg]).toEqual([409, 'This question was checked with Check Solution; its answer can no longer change.']);
    expect((await storedAnswers(world, exerciseId))[0]).toMatchObject({ answer: 'C', locked: true });
  });
});

describe('finishExercise and undoExercise', () => {
  test('after Submit All Solutions every write is refused with 409 and nothing changes', async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });

    const finished = await ok<ExerciseSummary>(student.post('/api/user/finishExercise', { id: exerciseId }));
    const before = await storedAnswers(world, exerciseId);
    const attempts = await Promise.all([
      student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[1]._id, answer: 'A', content: '' }),
      student.post('/api/user/submitExercise', { id: exerciseId, questionId: questions[1]._id, answer: 'A', content: '' }),
      student.post('/api/user/updateExerciseContent', { id: exerciseId, questionId: questions[0]._id, content: '<p>late</p>' }),
      student.post('/api/user/undoExercise', { id: exerciseId }),
      student.post('/api/user/finishExercise', { id: exerciseId }),
    ]);

    expect(finished).toMatchObject({ finishedBy: 'student', progress: { answered: 1, total: 3 }, accuracy: 33 });
    for (const res of attempts) expect([res.status, res.body.msg]).toEqual([409, 'This exercise has been submitted; it can no longer change.']);
    expect(await storedAnswers(world, exerciseId)).toEqual(before);
  });

  test('finishing writes exercise.finished to the outbox with the accuracy over all questions', async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });
    await save(student, { id: exerciseId, questionId: questions[1]._id, answer: 'A,C' });

    await ok(student.post('/api/user/finishExercise', { id: exerciseId }));

    const { rows } = await world.sql("SELECT payload FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = $1", [exerciseId]);
    expect(rows.map((r) => r.payload)).toEqual([expect.objectContaining({ exerciseId, studentId: student.id, accuracy: 67, finishedBy: 'student' })]);
  });

  test('undo clears every answer of an unfinished homework, and the history keeps them with an undo entry', async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B', seq: 1 });

    const undone = await ok<ExerciseSummary>(student.post('/api/user/undoExercise', { id: exerciseId }));
    const late = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'A', content: '', seq: 1 });

    expect(undone.progress).toEqual({ answered: 0, total: 3 });
    expect((await storedAnswers(world, exerciseId))[0]).toMatchObject({ answer: '', locked: false });
    // A save sent before the undo and arriving after it does not bring an answer back.
    expect(late.body.result).toMatchObject({ applied: false, question: { answer: '' } });
    expect((await historyRows(world, exerciseId)).map((h) => [h.kind, h.answer, h.applied])).toEqual([
      ['save', 'B', true], ['undo', null, true], ['save', 'A', false],
    ]);
  });
});
