import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { internalLibraryTeachers } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, waitFor, type ApiClient } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let questionBank: ApiClient;
beforeAll(async () => {
  h = await startCatalogHarness();
  const credentials = new InternalCredentials(h.iso.internalSecret, 'question-bank');
  questionBank = apiClient(h.catalog.url, await credentials.tokenFor('catalog'));
});
afterAll(async () => {
  await h?.close();
});

/** The student is on the class until `expirationDate` (as billing's registration event says). */
async function enrol(student: TestUser, classId: string, expirationDate: string) {
  await h.publish('enrollment.registered', {
    registrationId: randomUUID(), classId, studentId: student.id, studentName: student.name, studentEmail: student.email,
    durationType: 2, registeredAt: new Date().toISOString(), expirationDate,
  });
}

async function libraryTeachers(studentId: string): Promise<string[]> {
  const res = await questionBank.get(`/internal/students/${studentId}/library-teachers`);
  expect(res.status).toBe(200);
  return internalLibraryTeachers.parse(res.body.result).teacherIds;
}

describe('GET /internal/students/:id/library-teachers', () => {
  test('names the teachers of the classes a student is on that include the library and are not expired, once each', async () => {
    const [withLibrary, withoutLibrary, expired, twoClasses] = await Promise.all([h.teacher(), h.teacher(), h.teacher(), h.teacher()]);
    const student = await h.user('Student');
    const classes = await Promise.all([
      h.klass(withLibrary, { includeLibrary: true }),
      h.klass(withoutLibrary, { includeLibrary: false }),
      h.klass(expired, { includeLibrary: true }),
      h.klass(twoClasses, { includeLibrary: true }),
      h.klass(twoClasses, { includeLibrary: true }),
    ]);
    const future = '2098-01-31T00:00:00.000Z';
    await enrol(student, classes[0]._id, future);
    await enrol(student, classes[1]._id, future);
    await enrol(student, classes[2]._id, '2022-01-31T00:00:00.000Z');
    await enrol(student, classes[3]._id, future);
    await enrol(student, classes[4]._id, future);
    await waitFor(async () => (await student.client.get('/api/user/getMyClasses')).body.result.list.length === 5, { what: 'the five places' });

    expect(await libraryTeachers(student.id)).toEqual([withLibrary.id, twoClasses.id].sort());
  });

  test('a student on no class, or an unknown id, has no library teachers', async () => {
    const student = await h.user('Student');
    expect(await libraryTeachers(student.id)).toEqual([]);
    expect(await libraryTeachers('no-such-student')).toEqual([]);
  });

  test('without a service token the call is refused and names nobody', async () => {
    const res = await apiClient(h.catalog.url).get(`/internal/students/${randomUUID()}/library-teachers`);
    expect(res.status).toBe(401);
    expect(res.body.result).toBeNull();
    const student = await h.user('Student');
    const asStudent = await student.client.get(`/internal/students/${student.id}/library-teachers`);
    expect(asStudent.status).toBe(401);
  });
});
