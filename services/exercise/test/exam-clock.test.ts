import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXAM_ENDED_MESSAGE, type StartExamResult } from '@tp/contracts';
import { sampleOf, scrape, waitFor } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { startExerciseWorld, type ExerciseWorld } from './exercise-world';
import { assignment, historyRows, opId, save, storedAnswers, type Assignment } from './answering-builders';

const LATE_MESSAGE = 'The exam has ended; this answer came after the end and was not saved.';

/** A one-minute exam, started by its student. */
async function startedExam(world: ExerciseWorld): Promise<Assignment & { start: StartExamResult }> {
  const exam = await assignment(world, { isExam: true, examDuration: 1 });
  const start = await ok<StartExamResult>(exam.student.post('/api/user/startExam', { id: exam.exerciseId, opId: opId() }));
  return { ...exam, start };
}

/** Moves a started exam's end `seconds` into the past, as if that much time had gone by since it ended. */
const endedAgo = (world: ExerciseWorld, exerciseId: string, seconds: number) =>
  world.sql("UPDATE exercises SET end_exam_at = now() - make_interval(secs => $2), started_at = now() - interval '1 hour' WHERE id = $1", [exerciseId, seconds]);

const finishedState = async (world: ExerciseWorld, exerciseId: string) =>
  (await world.sql('SELECT finished_at, finished_by FROM exercises WHERE id = $1', [exerciseId])).rows[0] as { finished_at: Date | null; finished_by: string | null };

// The clock's own sweep runs only at start here (an hour between passes), so what each write does is the write's.
describe('exam writes, on the server clock', () => {
  let world: ExerciseWorld;
  beforeAll(async () => {
    world = await startExerciseWorld({ EXAM_SWEEP_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await world?.stop();
  });

  test('the first start fixes the end by the server clock and a second start answers the same end', async () => {
    const { student, exerciseId, start } = await startedExam(world);

    const second = await ok<StartExamResult>(student.post('/api/user/startExam', { id: exerciseId, opId: opId() }));

    expect(start.examRemainingTime).toBeGreaterThan(55_000);
    expect(start.examRemainingTime).toBeLessThanOrEqual(60_000);
    expect(second.endExamAt).toBe(start.endExamAt);
    expect(second.examRemainingTime).toBeLessThanOrEqual(start.examRemainingTime);
    const { rows } = await world.sql('SELECT end_exam_at - started_at AS length FROM exercises WHERE id = $1', [exerciseId]);
    expect(rows[0].length).toEqual({ minutes: 1 });
    expect((await historyRows(world, exerciseId)).map((h) => [h.kind, h.applied])).toEqual([['start', true], ['start', false]]);
  });

  test('a homework that is not an exam cannot be started', async () => {
    const { student, exerciseId } = await assignment(world);

    const res = await student.post('/api/user/startExam', { id: exerciseId });

    expect(res.status).toBe(400);
  });

  test('an exam whose end has passed cannot start again: "The exam has ended."', async () => {
    const { student, exerciseId } = await startedExam(world);
    await endedAgo(world, exerciseId, 60);

    const res = await student.post('/api/user/startExam', { id: exerciseId });

    expect([res.status, res.body.msg]).toEqual([409, EXAM_ENDED_MESSAGE]);
    expect(await finishedState(world, exerciseId)).toMatchObject({ finished_by: 'clock' });
  });

  test('an exam never started whose due date has passed cannot start: "The exam has ended."', async () => {
    const { student, exerciseId } = await assignment(world, { isExam: true, examDuration: 1, dueDate: new Date(Date.now() + 60_000).toISOString() });
    await world.sql("UPDATE exercises SET due_date = now() - interval '1 minute' WHERE id = $1", [exerciseId]);

    const res = await student.post('/api/user/startExam', { id: exerciseId });

    expect([res.status, res.body.msg]).toEqual([409, EXAM_ENDED_MESSAGE]);
    expect((await world.sql('SELECT started_at FROM exercises WHERE id = $1', [exerciseId])).rows[0].started_at).toBeNull();
  });

  test('a save before the start is refused: "Start the exam first."', async () => {
    const { student, exerciseId, questions } = await assignment(world, { isExam: true, examDuration: 1 });

    const res = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '' });

    expect([res.status, res.body.msg]).toEqual([409, 'Start the exam first.']);
    expect(await storedAnswers(world, exerciseId)).toEqual([]);
  });

  test("each save answers the server's end and remaining time, whatever the client's clock says", async () => {
    const { student, exerciseId, questions, start } = await startedExam(world);

    const result = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });

    expect(result.endExamAt).toBe(start.endExamAt);
    expect(result.examRemainingTime).toBeGreaterThan(0);
    expect(result.examRemainingTime).toBeLessThanOrEqual(start.examRemainingTime);
  });

  test('a save sent just before the end and received within the grace is taken', async () => {
    const { student, exerciseId, questions } = await startedExam(world);
    await endedAgo(world, exerciseId, 1);

    const result = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });

    expect(result).toMatchObject({ applied: true, examRemainingTime: 0 });
    expect((await storedAnswers(world, exerciseId))[0].answer).toBe('B');
  });

  test('a save received after the end and the grace is refused, changes nothing, and finishes the exam', async () => {
    const { student, exerciseId, questions } = await startedExam(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'A' });
    await endedAgo(world, exerciseId, 10);
    const body = { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '<p>late<script>x()</script></p>', opId: opId() };

    const res = await student.post('/api/user/saveExercise', body);
    const retry = await student.post('/api/user/saveExercise', body);

    expect([res.status, res.body.msg]).toEqual([409, LATE_MESSAGE]);
    expect(retry.body).toEqual(res.body);
    expect((await storedAnswers(world, exerciseId))[0].answer).toBe('A');
    expect(await finishedState(world, exerciseId)).toMatchObject({ finished_by: 'clock' });
    expect((await historyRows(world, exerciseId)).slice(-1)).toEqual([expect.objectContaining({ kind: 'save', answer: 'B', content: '<p>late</p>', applied: false })]);
  });

  test('an exam refuses Check Solution and undo', async () => {
    const { student, exerciseId, questions } = await startedExam(world);

    const check = await student.post('/api/user/submitExercise', { id: exerciseId, questionId: questions[0]._id, answer: 'B', content: '' });
    const undo = await student.post('/api/user/undoExercise', { id: exerciseId });

    expect([check.status, check.body.msg]).toEqual([409, 'Check Solution is not available in an exam.']);
    expect([undo.status, undo.body.msg]).toEqual([409, 'An exam cannot be undone.']);
    expect(await storedAnswers(world, exerciseId)).toEqual([]);
  });

  test('sweepers running side by side finish each ended exam exactly once', async () => {
    const exams = await Promise.all([startedExam(world), startedExam(world), startedExam(world)]);
    for (const exam of exams) await endedAgo(world, exam.exerciseId, 30);
    const sweeper = world.service.deps.sweeper;

    await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);

    const ids = exams.map((e) => e.exerciseId);
    const { rows } = await world.sql(
      "SELECT payload->>'exerciseId' AS id, payload->>'finishedBy' AS by FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = ANY($1) ORDER BY 1",
      [ids],
    );
    expect(rows).toEqual([...ids].sort().map((id) => ({ id, by: 'clock' })));
  });
});

describe('the exam clock with no browser connected', () => {
  let world: ExerciseWorld;
  beforeAll(async () => {
    world = await startExerciseWorld({ EXAM_SWEEP_INTERVAL_MS: '200' });
  });
  afterAll(async () => {
    await world?.stop();
  });

  test('the server finishes an exam at its end (plus the grace) by itself, and later saves are refused', async () => {
    const { student, exerciseId, questions } = await startedExam(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });
    await endedAgo(world, exerciseId, 6);

    const finished = await waitFor(async () => {
      const state = await finishedState(world, exerciseId);
      return state.finished_at ? state : undefined;
    }, { what: 'the exam to be finished by the clock', timeoutMs: 20_000 });
    const lateCounted = async () => sampleOf(await scrape(world.service.metricsUrl), 'tp_exam_answers_late_total');
    const lateBefore = await lateCounted();
    const late = await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questions[1]._id, answer: 'A', content: '' });

    expect(finished.finished_by).toBe('clock');
    expect([late.status, late.body.msg]).toEqual([409, LATE_MESSAGE]);
    expect(await lateCounted()).toBe(lateBefore! + 1);
    const { rows } = await world.sql("SELECT payload FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = $1", [exerciseId]);
    expect(rows.map((r) => r.payload)).toEqual([expect.objectContaining({ finishedBy: 'clock', accuracy: 33 })]);
  });

  test('an exam still running is left alone by the clock', async () => {
    const { exerciseId } = await startedExam(world);
    const other = await startedExam(world);
    await endedAgo(world, other.exerciseId, 6);

    await waitFor(async () => (await finishedState(world, other.exerciseId)).finished_at !== null, { what: 'the ended exam to be finished', timeoutMs: 20_000 });

    expect((await finishedState(world, exerciseId)).finished_at).toBeNull();
  });
});
