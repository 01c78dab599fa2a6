import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { internalStudentExercises, type InternalStudentExercises } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { exerciseStateOf } from '../src/domain/exercise-state';
import { save } from './answering-builders';
import { publishHomework, questionOf, startExerciseWorld, type ExerciseWorld } from './exercise-world';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

describe('the state of an exercise', () => {
  const at = new Date();
  test.each([
    [{ correctionStatus: '0', finishedAt: null, startedAt: null, answered: 0 }, 'notStarted'],
    [{ correctionStatus: '0', finishedAt: null, startedAt: null, answered: 1 }, 'inProgress'],
    [{ correctionStatus: '0', finishedAt: null, startedAt: at, answered: 0 }, 'inProgress'],
    [{ correctionStatus: '0', finishedAt: at, startedAt: null, answered: 0 }, 'finished'],
    [{ correctionStatus: '1', finishedAt: at, startedAt: at, answered: 2 }, 'corrected'],
  ] as const)('%o is %s', (exercise, state) => {
    expect(exerciseStateOf(exercise)).toBe(state);
  });
});

describe('GET /internal/classes/:classId/students/:studentId/exercises (catalog asks for a class\'s content)', () => {
  const asCatalog = async () => apiClient(world.service.url, await new InternalCredentials(world.service.ctx.config.INTERNAL_SECRET, 'catalog').tokenFor('exercise'));
  const standings = async (classId: string, studentId: string) =>
    internalStudentExercises.parse(await ok<InternalStudentExercises>((await asCatalog()).get(`/internal/classes/${classId}/students/${studentId}/exercises`))).list;

  test('each of the student\'s exercises in the class with its state, progress and (once finished) accuracy; no one else\'s', async () => {
    const teacher = await world.signIn('Teacher');
    const [student, classmate] = [await world.signIn('Student'), await world.signIn('Student')];
    const cls = world.makeClass(teacher, [student, classmate]);
    const question = questionOf({ isChoice: 0, numChoice: 4, correctAnswer: 'B' });
    const homework = () => world.makeHomework(cls, teacher, [question]);
    const [untouched, answered, finished, corrected] = [homework(), homework(), homework(), homework()];
    const ids: Record<string, string> = {};
    for (const hw of [untouched, answered, finished, corrected]) [ids[hw._id]] = await publishHomework(teacher, cls, hw, [student, classmate]);
    await save(student, { id: ids[answered._id], questionId: question._id, answer: 'B' });
    for (const hw of [finished, corrected]) {
      await save(student, { id: ids[hw._id], questionId: question._id, answer: 'B' });
      await ok(student.post('/api/user/finishExercise', { id: ids[hw._id] }));
    }
    await ok(teacher.post('/api/teacher/finishCorrection', { exerciseId: ids[corrected._id] }));
    const otherClass = world.makeClass(teacher, [student]);
    await publishHomework(teacher, otherClass, world.makeHomework(otherClass, teacher, [question]), [student]);

    const list = await standings(cls._id, student.id);

    const progress = (n: number) => ({ answered: n, total: 1 });
    expect([...list].sort((a, b) => a.homeworkId.localeCompare(b.homeworkId))).toEqual([
      { homeworkId: untouched._id, exerciseId: ids[untouched._id], state: 'notStarted', progress: progress(0), accuracy: null },
      { homeworkId: answered._id, exerciseId: ids[answered._id], state: 'inProgress', progress: progress(1), accuracy: null },
      { homeworkId: finished._id, exerciseId: ids[finished._id], state: 'finished', progress: progress(1), accuracy: 100 },
      { homeworkId: corrected._id, exerciseId: ids[corrected._id], state: 'corrected', progress: progress(1), accuracy: 100 },
    ].sort((a, b) => a.homeworkId.localeCompare(b.homeworkId)));
    expect((await standings(cls._id, classmate.id)).map((s) => s.state)).toEqual(['notStarted', 'notStarted', 'notStarted', 'notStarted']);
  });

  test('without a service token it is refused; a malformed class id is a 400', async () => {
    expect((await apiClient(world.service.url).get(`/internal/classes/${crypto.randomUUID()}/students/x/exercises`)).status).toBe(401);
    const res = await (await asCatalog()).get('/internal/classes/not-a-class/students/x/exercises');
    expect(res.body).toEqual({ code: 400, msg: 'The class id (classId) is not a valid id.', result: null });
  });
});
