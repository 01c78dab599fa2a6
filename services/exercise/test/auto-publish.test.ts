import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InternalClassPublishing } from '@tp/contracts';
import { publishEvent, waitFor } from '@tp/test-kit';
import { autoPublishCandidates } from '../src/domain/auto-publish';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

describe('which homework auto-publish gives next (rule)', () => {
  const homework = (id: string, isPublish = true) => ({ _id: id, name: id, dueDate: null, isExam: false, isPublish, creatorId: 't' });
  const cls: Pick<InternalClassPublishing, 'autoPublish' | 'autoPublishAccuracy' | 'students' | 'homework'> = {
    autoPublish: true, autoPublishAccuracy: 80, students: [{ _id: 'ann', name: 'Ann', email: 'ann@x' }],
    homework: [homework('h1'), homework('h2'), homework('h3', false), homework('h4'), homework('h5')],
  };
  const finished = { studentId: 'ann', homeworkId: 'h2', accuracy: 80 };

  test('at or above the accuracy: the homework after the finished one, in class order, shown to students and not had yet', () => {
    expect(autoPublishCandidates(cls, finished, new Set(['h1', 'h2']))).toEqual(['h4', 'h5']);
    expect(autoPublishCandidates(cls, finished, new Set(['h2', 'h4']))).toEqual(['h5']);
    expect(autoPublishCandidates(cls, { ...finished, accuracy: 100 }, new Set())).toEqual(['h4', 'h5']);
  });

  test('below the accuracy, with auto-publish off, for a student off the roster or a homework the class no longer lists: none', () => {
    expect(autoPublishCandidates(cls, { ...finished, accuracy: 79 }, new Set())).toEqual([]);
    expect(autoPublishCandidates(cls, { ...finished, accuracy: null }, new Set())).toEqual([]);
    expect(autoPublishCandidates({ ...cls, autoPublish: false }, finished, new Set())).toEqual([]);
    expect(autoPublishCandidates(cls, { ...finished, studentId: 'bo' }, new Set())).toEqual([]);
    expect(autoPublishCandidates(cls, { ...finished, homeworkId: 'gone' }, new Set())).toEqual([]);
  });

  test('an unset accuracy counts as 0: any finish moves the student on, even with no answer', () => {
    expect(autoPublishCandidates({ ...cls, autoPublishAccuracy: null }, { ...finished, accuracy: null }, new Set())).toEqual(['h4', 'h5']);
  });

  test('after the last homework there is nothing next', () => {
    expect(autoPublishCandidates(cls, { ...finished, homeworkId: 'h5' }, new Set())).toEqual([]);
  });
});

/** A class with auto-publish as given, a student, and homework A, B (not shown to students), C, D in that order; A published to the student. */
async function autoClass(settings: { autoPublish?: boolean; autoPublishAccuracy?: number | null } = { autoPublish: true, autoPublishAccuracy: 80 }) {
  const teacher = await world.signIn('Teacher');
  const student = await world.signIn('Student');
  const cls = world.makeClass(teacher, [student], settings);
  const [a, b, c, d] = [true, false, true, true].map((isPublish) => world.makeHomework(cls, teacher, [questionOf(), questionOf()], { isPublish }));
  const [exerciseId] = await publishHomework(teacher, cls, a, [student]);
  return { teacher, student, cls, a, b, c, d, exerciseId };
}

/**
 * Sends exercise.finished for the student's exercise of A with `accuracy`, as the finish code's outbox would (with
 * `eventId`, a redelivery); the event's id.
 */
function sendFinished(s: { student: Caller; cls: { _id: string }; a: { _id: string }; exerciseId: string }, accuracy: number | null, eventId = randomUUID()) {
  const payload = { exerciseId: s.exerciseId, studentId: s.student.id, classId: s.cls._id, homeworkId: s.a._id, accuracy, finishedBy: 'student' as const };
  return publishEvent(world.service.ctx.config.BUS_PREFIX, 'exercise.finished', payload, eventId);
}

/** Waits for the exercise service to record the event as handled (its inbox holds the id once the handler committed). */
async function handled(eventId: string) {
  await waitFor(async () => (await world.sql('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount === 1, { what: `event ${eventId} handled`, timeoutMs: 20_000 });
}

const homeworkOf = async (student: Caller, classId: string) =>
  (await world.sql('SELECT homework_id, published_by FROM exercises WHERE student_id = $1 AND class_id = $2 ORDER BY published_at', [student.id, classId])).rows;

describe('auto-publish on exercise.finished', () => {
  test('a finish at the class\'s accuracy publishes the next homework shown to students (skipping one that is not), as "auto"', async () => {
    const s = await autoClass();

    await handled(await sendFinished(s, 80));

    expect(await homeworkOf(s.student, s.cls._id)).toEqual([
      { homework_id: s.a._id, published_by: s.teacher.id },
      { homework_id: s.c._id, published_by: 'auto' },
    ]);
    const list = (await s.student.get('/api/user/getExerciseList')).body.result.list as { homeworkId: { _id: string }; progress: { total: number } }[];
    expect(list[0]).toMatchObject({ homeworkId: { _id: s.c._id }, progress: { total: 2 } });
  });

  test('the same event delivered twice publishes once', async () => {
    const s = await autoClass();
    const eventId = randomUUID();

    await sendFinished(s, 90, eventId);
    await handled(eventId);
    await sendFinished(s, 90, eventId);
    // The redelivery leaves no trace when skipped; an event sent after it (below the accuracy: it publishes nothing)
    // is delivered after it and takes longer (it asks catalog), so once that one is handled the redelivery was too.
    await handled(await sendFinished(s, 0));

    expect((await homeworkOf(s.student, s.cls._id)).map((e) => e.homework_id)).toEqual([s.a._id, s.c._id]);
  });

  test('below the accuracy, or with auto-publish off, nothing is published', async () => {
    const below = await autoClass();
    const off = await autoClass({ autoPublish: false, autoPublishAccuracy: null });

    await handled(await sendFinished(below, 79));
    await handled(await sendFinished(off, 100));

    expect(await homeworkOf(below.student, below.cls._id)).toHaveLength(1);
    expect(await homeworkOf(off.student, off.cls._id)).toHaveLength(1);
  });

  test('with no accuracy set, a finish with no answer right still moves the student on', async () => {
    const s = await autoClass({ autoPublish: true, autoPublishAccuracy: null });

    await handled(await sendFinished(s, null));

    expect((await homeworkOf(s.student, s.cls._id)).map((e) => e.homework_id)).toEqual([s.a._id, s.c._id]);
  });

  test('a next homework with no questions is passed over for the one after it', async () => {
    const s = await autoClass();
    s.c.questionList.length = 0;

    await handled(await sendFinished(s, 100));

    expect((await homeworkOf(s.student, s.cls._id)).map((e) => e.homework_id)).toEqual([s.a._id, s.d._id]);
  });

  test('an exercise unpublished before its finish is heard earns nothing', async () => {
    const s = await autoClass();
    await world.sql('UPDATE exercises SET retired_at = now() WHERE id = $1', [s.exerciseId]);

    await handled(await sendFinished(s, 100));

    expect((await homeworkOf(s.student, s.cls._id)).map((e) => e.homework_id)).toEqual([s.a._id]);
  });
});
