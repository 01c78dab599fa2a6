import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExerciseView, SubmitExerciseResult } from '@tp/contracts';
import { waitFor } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework, questionOf, type Caller, type ExerciseWorld, startExerciseWorld } from './exercise-world';
import { assignment, save } from './answering-builders';

// An answer is stored as typed, then graded in the grader's worker threads: never on the event loop, never inside the
// save's lock. Whatever one student types, the other students' saves, the exam clock and /ready go on.

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld({ GRADING_PASS_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await world?.stop();
});

/** Maths whose exact value has millions of digits, though each exponent alone is small (it held the service for minutes). */
const PATHOLOGICAL = [
  '\\frac{(999^{999})^{999}}{(998^{999})^{999}}',
  '(999^{999})^{999}-(998^{999})^{999}',
  '{{{9^9}^9}^9}^9',
  '((2^{1000})^{1000})^{1000}',
  '\\frac{(997^{999})^{999}}{(996^{999})^{998}}',
];

/**
 * How long a test waits for gradings to be stored. The grading threads run at the lowest priority, and npm test keeps
 * both cores busy (other services' tests, an exam day beside them): there they have waited over 15 s for the processor.
 * What these tests hold is that saves, the clock and /ready never wait for grading, not how soon a busy machine grades.
 */
const GRADED_WITHIN = { timeoutMs: 60_000 };

const pendingCount = async (exerciseId: string) =>
  Number((await world.sql('SELECT count(*) FROM exercise_answers WHERE exercise_id = $1 AND grading_due_at IS NOT NULL', [exerciseId])).rows[0].count);

async function verdictsOf(exerciseId: string): Promise<Record<string, boolean | null>> {
  const { rows } = await world.sql('SELECT answer, auto_correct FROM exercise_answers WHERE exercise_id = $1', [exerciseId]);
  return Object.fromEntries(rows.map((row) => [row.answer, row.auto_correct]));
}

describe('grading after the save', { timeout: 3 * GRADED_WITHIN.timeoutMs }, () => {
  test("while one student saves answers that would take hours of arithmetic, other students' saves answer within a second and the service stays ready", async () => {
    const teacher = await world.signIn('Teacher');
    const attacker = await world.signIn('Student');
    const others: Caller[] = await Promise.all(Array.from({ length: 12 }, () => world.signIn('Student')));
    const questions = PATHOLOGICAL.map(() => questionOf({ isChoice: 2, correctAnswer: '(x-1)(x+1)' }));
    const cls = world.makeClass(teacher, [attacker, ...others]);
    const hw = world.makeHomework(cls, teacher, questions);
    const [attackerExercise, ...otherExercises] = await publishHomework(teacher, cls, hw, [attacker, ...others]);

    let readyFailures = 0;
    let longestReady = 0;
    let watching = true;
    const readiness = (async () => {
      while (watching) {
        const began = performance.now();
        const res = await fetch(`${world.service.url}/ready`).catch(() => undefined);
        longestReady = Math.max(longestReady, performance.now() - began);
        if (res?.status !== 200) readyFailures++;
      }
    })();

    const attacks = PATHOLOGICAL.map((answer, i) => save(attacker, { id: attackerExercise, questionId: questions[i]._id, answer }));
    // The others save one after another meanwhile (on a busy 2-core test machine, many at once would measure the
    // machine's queue, not the attack's effect).
    const saveTimes: number[] = [];
    for (const [s, exerciseId] of otherExercises.entries()) {
      for (const [q, question] of questions.slice(0, 3).entries()) {
        const began = performance.now();
        // A different answer each, so none is known beforehand: every one is graded by the threads.
        await save(others[s], { id: exerciseId, questionId: question._id, answer: `x^2-${q + 1}+${s}*0` });
        saveTimes.push(performance.now() - began);
      }
    }
    const attackReplies = await Promise.all(attacks);
    watching = false;
    await readiness;

    console.info(`saves beside the pathological ones: ${saveTimes.map((t) => t.toFixed(0)).sort((a, b) => Number(a) - Number(b)).join(' ')} ms`);
    expect(Math.max(...saveTimes)).toBeLessThan(1000);
    expect(readyFailures).toBe(0);
    expect(longestReady).toBeLessThan(1000);
    // Stored as typed before any grading, and answered at once.
    expect(attackReplies.map((r) => r.question.answer)).toEqual(PATHOLOGICAL);
    // Then graded: the machine cannot decide them, so they wait for the teacher.
    await waitFor(async () => (await pendingCount(attackerExercise)) === 0, { ...GRADED_WITHIN, what: 'the pathological answers to be graded' });
    expect(Object.values(await verdictsOf(attackerExercise))).toEqual(PATHOLOGICAL.map(() => null));
    // Everyone else's answers got their verdicts: x^2-1 is (x-1)(x+1), x^2-2 is not.
    await waitFor(async () => (await Promise.all(otherExercises.map(pendingCount))).every((n) => n === 0), { ...GRADED_WITHIN, what: 'the other answers to be graded' });
    const verdicts = await verdictsOf(otherExercises[0]);
    expect(verdicts).toEqual({ 'x^2-1+0*0': true, 'x^2-2+0*0': false, 'x^2-3+0*0': false });
  });

  test('a save answers before its answer is graded; the verdict is stored afterwards, for the stored answer only', async () => {
    const { student, exerciseId, questions } = await assignment(world, { questions: [questionOf({ isChoice: 2, correctAnswer: '\\frac{1}{2}' })] });

    const first = await save(student, { id: exerciseId, questionId: questions[0]._id, answer: '0.5', seq: 1 });
    expect(first.question).toMatchObject({ answer: '0.5', autoCorrect: null });
    await waitFor(async () => (await pendingCount(exerciseId)) === 0, { ...GRADED_WITHIN, what: 'the grading' });

    expect(await verdictsOf(exerciseId)).toEqual({ '0.5': true });
  });

  test('Check Solution waits for the verdict and reveals it; a retry of it gets the same reply', async () => {
    const { student, exerciseId, questions } = await assignment(world, { questions: [questionOf({ isChoice: 2, correctAnswer: '\\sqrt{8}' })] });
    const body = { id: exerciseId, questionId: questions[0]._id, answer: '2\\sqrt{2}', content: '', opId: `check-${exerciseId}` };

    const checked = await ok<SubmitExerciseResult>(student.post('/api/user/submitExercise', body));
    const retried = await ok<SubmitExerciseResult>(student.post('/api/user/submitExercise', body));

    expect(checked).toMatchObject({ autoCorrect: true, correctAnswer: '\\sqrt{8}' });
    expect(retried).toEqual(checked);
  });

  test('finishing grades the answers still pending first: the finished exercise and its announcement count their verdicts', async () => {
    const { student, exerciseId, questions } = await assignment(world, {
      questions: [questionOf({ isChoice: 2, correctAnswer: 'x^2+2x+1' }), questionOf({ isChoice: 2, correctAnswer: '2' })],
    });
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: '(x+1)^2' });
    await save(student, { id: exerciseId, questionId: questions[1]._id, answer: '\\frac{4}{2}' });
    await waitFor(async () => (await pendingCount(exerciseId)) === 0, { ...GRADED_WITHIN, what: 'the gradings after the saves' });
    // As if the process that stored them had stopped before grading them: the pass would take them up in 30 s.
    await world.sql("UPDATE exercise_answers SET grading_due_at = now() + interval '1 hour', auto_correct = NULL, auto_method = NULL WHERE exercise_id = $1", [exerciseId]);

    await ok(student.post('/api/user/finishExercise', { id: exerciseId }));

    const view = await ok<ExerciseView>(student.get(`/api/user/getExerciseById?id=${exerciseId}`));
    expect(view.questionList.map((q) => q.autoCorrect)).toEqual([true, true]);
    const { rows } = await world.sql("SELECT payload->>'accuracy' AS accuracy FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = $1", [exerciseId]);
    expect(rows).toEqual([{ accuracy: '100' }]);
  });

  test("an exam the clock finishes while an answer is pending announces itself once that answer is graded, with its verdict counted", async () => {
    const { student, exerciseId, questions } = await assignment(world, {
      isExam: true, examDuration: 30, questions: [questionOf({ isChoice: 2, correctAnswer: 'x^2-1' })],
    });
    await ok(student.post('/api/user/startExam', { id: exerciseId }));
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: '(x+1)(x-1)' });
    await waitFor(async () => (await pendingCount(exerciseId)) === 0, { ...GRADED_WITHIN, what: 'the grading after the save' });
    await world.sql("UPDATE exercise_answers SET grading_due_at = now() + interval '1 hour', auto_correct = NULL, auto_method = NULL WHERE exercise_id = $1", [exerciseId]);
    // The exam ends; the clock finishes it.
    await world.sql("UPDATE exercises SET end_exam_at = now() - interval '1 minute' WHERE id = $1", [exerciseId]);
    await waitFor(async () => (await world.sql('SELECT finished_at FROM exercises WHERE id = $1', [exerciseId])).rows[0].finished_at !== null, { what: 'the clock to finish the exam' });
    const announced = async () => (await world.sql("SELECT payload->>'accuracy' AS accuracy FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = $1", [exerciseId])).rows;
    expect(await announced()).toEqual([]);

    // The pending pass's moment comes for the answer.
    await world.sql('UPDATE exercise_answers SET grading_due_at = now() WHERE exercise_id = $1', [exerciseId]);

    await waitFor(async () => (await announced()).length === 1, { ...GRADED_WITHIN, what: 'the finish announcement' });
    expect(await announced()).toEqual([{ accuracy: '100' }]);
  });
});
