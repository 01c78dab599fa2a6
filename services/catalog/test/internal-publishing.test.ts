import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { internalClassPublishing } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A client for catalog's /internal API with the service token the exercise service's kit signs. */
async function asExercise() {
  return apiClient(h.catalog.url, await new InternalCredentials(h.iso.internalSecret, 'exercise').tokenFor('catalog'));
}

const addStudent = (teacher: TestUser, classID: string, student: TestUser) =>
  teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: student.id, name: student.name, email: student.email, role: 'Student' }, classInfo: { classID } });

describe('GET /internal/classes/:id/publishing (for the exercise service)', () => {
  test('gives the teacher, auto-publish setting, roster by name and homework oldest link first', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { bulletin: '<p>Quiz on Friday</p>', autoPublish: true, autoPublishAccuracy: 80 });
    const zoe = await h.user('Student', { name: `Zoe ${randomUUID().slice(0, 6)}` });
    const adam = await h.user('Student', { name: `Adam ${randomUUID().slice(0, 6)}` });
    for (const student of [zoe, adam]) expect((await addStudent(teacher, cls._id, student)).body.code).toBe(200);
    const first = h.questionBank.addHomework({ _id: teacher.id, name: teacher.name }, { name: 'Week 1', dueDate: '2026-09-01T18:00:00.000Z' });
    const second = h.questionBank.addHomework({ _id: teacher.id, name: teacher.name }, { name: 'Exam', isExam: true });
    expect((await teacher.client.post('/api/teacher/addHWToClass', { id: cls._id, hwID: first._id, isPub: true })).body.code).toBe(200);
    expect((await teacher.client.post('/api/teacher/addHWToClass', { id: cls._id, hwID: second._id, isPub: false })).body.code).toBe(200);

    const res = await (await asExercise()).get(`/internal/classes/${cls._id}/publishing`);

    expect(res.body.code).toBe(200);
    expect(internalClassPublishing.parse(res.body.result)).toEqual({
      _id: cls._id, name: cls.name, teacherId: teacher.id, bulletin: '<p>Quiz on Friday</p>', autoPublish: true, autoPublishAccuracy: 80,
      students: [adam, zoe].map((s) => ({ _id: s.id, name: s.name, email: s.email })),
      homework: [
        { _id: first._id, name: 'Week 1', dueDate: '2026-09-01T18:00:00.000Z', isExam: false, isPublish: true, creatorId: teacher.id },
        { _id: second._id, name: 'Exam', dueDate: null, isExam: true, isPublish: false, creatorId: teacher.id },
      ],
    });
  });

  test('a class with no roster, homework or accuracy set answers empty lists and null', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);

    const res = await (await asExercise()).get(`/internal/classes/${cls._id}/publishing`);

    expect(res.body.result).toMatchObject({ autoPublish: false, autoPublishAccuracy: null, students: [], homework: [] });
  });

  test('an unknown or malformed class id is a 404 "Class not found"', async () => {
    const exercise = await asExercise();
    for (const id of [randomUUID(), 'not-a-class']) {
      const res = await exercise.get(`/internal/classes/${id}/publishing`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { code: 404, msg: 'Class not found', result: null } });
    }
  });

  test('without a service token (anonymous, a teacher\'s own token) the roster stays hidden: 401', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);

    for (const client of [h.anonymous, teacher.client]) {
      const res = await client.get(`/internal/classes/${cls._id}/publishing`);
      expect({ status: res.status, code: res.body.code, result: res.body.result }).toEqual({ status: 401, code: 401, result: null });
    }
  });
});
