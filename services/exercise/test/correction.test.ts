import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { effectiveVerdict, type ExerciseQuestion, type ExerciseSummary, type ExerciseView } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { questionOf, startExerciseWorld, type ExerciseWorld } from './exercise-world';
import { assignment, save } from './answering-builders';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

const correct = (teacher: { post: (path: string, body: unknown) => Promise<any> }, body: Record<string, unknown>) =>
  teacher.post('/api/teacher/correctExercise', { comments: '', ...body });

describe('correctExercise', () => {
  test('only an answered question can be marked', async () => {
    const { teacher, exerciseId, questions } = await assignment(world);

    const res = await correct(teacher, { exerciseId, questionId: questions[0]._id, isCorrect: true });

    expect([res.status, res.body.msg]).toEqual([409, 'Only an answered question can be marked.']);
  });

  test('the teacher marks an answered question and comments with sanitised rich text', async () => {
    const { teacher, student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[2]._id, answer: 'x + 1' });

    const marked = await ok<ExerciseQuestion>(
      correct(teacher, { exerciseId, questionId: questions[2]._id, isCorrect: true, comments: '<p>Well done<script>steal()</script></p>' }),
      'Successfully saved',
    );

    expect(marked).toMatchObject({ isCorrect: true, comments: '<p>Well done</p>', answer: 'x + 1' });
    expect(marked.correctedAt).not.toBeNull();
  });

  test("the teacher's verdict outranks the machine's in what the student sees, and a comment alone keeps it", async () => {
    const { teacher, student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });
    await ok(correct(teacher, { exerciseId, questionId: questions[0]._id, isCorrect: false }));
    await ok(correct(teacher, { exerciseId, questionId: questions[0]._id, isCorrect: null, comments: '<p>Look again</p>' }));
    await ok(student.post('/api/user/finishExercise', { id: exerciseId }));

    const view = await ok<ExerciseView>(student.get(`/api/user/getExerciseById?id=${exerciseId}`));

    const question = view.questionList.find((q) => q._id === questions[0]._id)!;
    expect(question).toMatchObject({ autoCorrect: true, isCorrect: false, comments: '<p>Look again</p>' });
    expect(effectiveVerdict(question)).toBe(false);
    expect(view.accuracy).toBe(0);
  });

  test("a changed answer voids the teacher's earlier mark of the old one", async () => {
    const { teacher, student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'A' });
    await ok(correct(teacher, { exerciseId, questionId: questions[0]._id, isCorrect: true }));

    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'C' });

    const { rows } = await world.sql('SELECT is_correct, auto_correct FROM exercise_answers WHERE exercise_id = $1', [exerciseId]);
    expect(rows).toEqual([{ is_correct: null, auto_correct: false }]);
  });

  test("another teacher cannot mark the exercise (it is not found for them) and a student cannot mark at all", async () => {
    const { student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });
    const stranger = await world.signIn('Teacher');

    const byStranger = await correct(stranger, { exerciseId, questionId: questions[0]._id, isCorrect: false });
    const byStudent = await correct(student, { exerciseId, questionId: questions[0]._id, isCorrect: true });

    expect([byStranger.status, byStranger.body.msg]).toEqual([404, 'Exercise not found']);
    expect(byStudent.status).toBe(403);
    const { rows } = await world.sql('SELECT is_correct FROM exercise_answers WHERE exercise_id = $1', [exerciseId]);
    expect(rows).toEqual([{ is_correct: null }]);
  });
});

describe('finishCorrection', () => {
  test('an exercise the student has not submitted cannot have its correction finished', async () => {
    const { teacher, exerciseId } = await assignment(world);

    const res = await teacher.post('/api/teacher/finishCorrection', { exerciseId });

    expect([res.status, res.body.msg]).toEqual([409, 'The student has not submitted this exercise yet; its correction can be finished once they have.']);
  });

  test("FINISH turns '0' into '1' and announces correction.finished once, however often it is pressed", async () => {
    const { teacher, student, exerciseId, questions } = await assignment(world);
    await save(student, { id: exerciseId, questionId: questions[0]._id, answer: 'B' });
    await ok(student.post('/api/user/finishExercise', { id: exerciseId }));

    const done = await ok<ExerciseSummary>(teacher.post('/api/teacher/finishCorrection', { exerciseId }));
    const again = await ok<ExerciseSummary>(teacher.post('/api/teacher/finishCorrection', { exerciseId }));

    expect(done.correctionStatus).toBe('1');
    expect(again.correctionStatus).toBe('1');
    const { rows } = await world.sql("SELECT payload FROM outbox WHERE name = 'correction.finished' AND payload->>'exerciseId' = $1", [exerciseId]);
    expect(rows.map((r) => r.payload)).toEqual([expect.objectContaining({ exerciseId, studentId: student.id, teacherId: teacher.id })]);
  });

  test("another teacher's FINISH is refused as not found", async () => {
    const { student, exerciseId } = await assignment(world);
    await ok(student.post('/api/user/finishExercise', { id: exerciseId }));
    const stranger = await world.signIn('Teacher');

    const res = await stranger.post('/api/teacher/finishCorrection', { exerciseId });

    expect(res.status).toBe(404);
    expect((await world.sql('SELECT correction_status FROM exercises WHERE id = $1', [exerciseId])).rows[0].correction_status).toBe('0');
  });
});

describe('GET /internal/teachers/:teacherId/students (mail asks who may get a correction e-mail)', () => {
  const asMail = async () => {
    const token = await new InternalCredentials(world.service.ctx.config.INTERNAL_SECRET, 'mail').tokenFor('exercise');
    return apiClient(world.service.url, token);
  };
  const allowed = async (teacherId: string, email: string) =>
    (await ok<{ allowed: boolean }>((await asMail()).get(`/internal/teachers/${teacherId}/students?email=${encodeURIComponent(email)}`))).allowed;

  test("the teacher's student and that student's linked parent may; an unrelated address and another teacher's student may not", async () => {
    const teacher = await world.signIn('Teacher');
    const { student, parent } = await world.family();
    const cls = world.makeClass(teacher, [student]);
    const hw = world.makeHomework(cls, teacher, [questionOf()]);
    await ok(teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [student.id] }));
    const other = await assignment(world);

    expect(await allowed(teacher.id, student.email.toUpperCase())).toBe(true);
    expect(await allowed(teacher.id, parent.email)).toBe(true);
    expect(await allowed(teacher.id, 'stranger@example.test')).toBe(false);
    expect(await allowed(teacher.id, other.student.email)).toBe(false);
  });

  test('without a service token the call is refused', async () => {
    const res = await apiClient(world.service.url).get('/internal/teachers/x/students?email=a@example.test');

    expect(res.status).toBe(401);
  });
});
