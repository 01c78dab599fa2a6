import { afterAll, beforeAll, expect, test } from 'vitest';
import { ok } from '@tp/test-kit/answer-checks';
import { startExerciseWorld, type ExerciseWorld } from './exercise-world';
import { assignment, historyRows, opId, save, storedAnswers } from './answering-builders';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

test('a save repeated with the same operation id is stored once and answered exactly as the first time', async () => {
  const { student, exerciseId, questions } = await assignment(world);
  const body = { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '', opId: opId(), seq: 1 };

  const first = await student.post('/api/user/saveExercise', body);
  const [retry, concurrentRetry] = await Promise.all([student.post('/api/user/saveExercise', body), student.post('/api/user/saveExercise', body)]);

  expect(first.body.code).toBe(200);
  expect(retry.body).toEqual(first.body);
  expect(concurrentRetry.body).toEqual(first.body);
  expect((await historyRows(world, exerciseId)).map((h) => [h.kind, h.op_id, h.applied])).toEqual([['save', body.opId, true]]);
  expect(await storedAnswers(world, exerciseId)).toEqual([expect.objectContaining({ answer: 'B', seq: '1' })]);
});

test('a retry carrying a changed answer under a used operation id changes nothing: it gets the first reply', async () => {
  const { student, exerciseId, questions } = await assignment(world);
  const id = opId();
  const first = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B', opId: id });

  const retry = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'D', opId: id });

  expect(retry).toEqual(first);
  expect((await storedAnswers(world, exerciseId))[0].answer).toBe('B');
});

test('an older save arriving after a newer one is kept in the history but does not overwrite it', async () => {
  const { student, exerciseId, questions } = await assignment(world);
  await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'C', seq: 2, opId: opId() });

  const older = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'A', seq: 1, opId: opId() });

  expect(older).toMatchObject({ applied: false, question: { answer: 'C', seq: 2 } });
  expect(await storedAnswers(world, exerciseId)).toEqual([expect.objectContaining({ answer: 'C', seq: '2' })]);
  expect((await historyRows(world, exerciseId)).map((h) => [h.answer, h.seq, h.applied])).toEqual([['C', '2', true], ['A', '1', false]]);
});

test('a save without a sequence number counts as the newest', async () => {
  const { student, exerciseId, questions } = await assignment(world);
  await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'C', seq: 5 });

  const unnumbered = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'D' });

  expect(unnumbered).toMatchObject({ applied: true, question: { answer: 'D', seq: 6 } });
});

test('after the exercise is finished, a retry of an earlier save still gets its first reply', async () => {
  const { student, exerciseId, questions } = await assignment(world);
  const body = { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '', opId: opId() };
  const first = await student.post('/api/user/saveExercise', body);
  await ok(student.post('/api/user/finishExercise', { id: exerciseId, opId: opId() }));

  const retry = await student.post('/api/user/saveExercise', body);
  const fresh = await student.post('/api/user/saveExercise', { ...body, opId: opId() });

  expect(retry.body).toEqual(first.body);
  expect(fresh.status).toBe(409);
});

test('a repeated finish with the same operation id gets the first reply, not a refusal', async () => {
  const { student, exerciseId } = await assignment(world);
  const id = opId();

  const first = await student.post('/api/user/finishExercise', { id: exerciseId, opId: id });
  const retry = await student.post('/api/user/finishExercise', { id: exerciseId, opId: id });

  expect(first.body.code).toBe(200);
  expect(retry.body).toEqual(first.body);
  const { rows } = await world.sql("SELECT count(*)::int AS n FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = $1", [exerciseId]);
  expect(rows[0].n).toBe(1);
});

test('an operation id already used for a save, sent again with a finish, is refused and finishes nothing', async () => {
  const { student, exerciseId, questions } = await assignment(world);
  const id = opId();
  await ok(student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', opId: id }));

  const finish = await student.post('/api/user/finishExercise', { id: exerciseId, opId: id });

  expect(finish.status).toBe(409);
  expect(finish.body.msg).toBe('This operation id was already used for another write; send a new one.');
  const { rows } = await world.sql('SELECT finished_at FROM exercises WHERE id = $1', [exerciseId]);
  expect(rows[0].finished_at).toBeNull();
});
