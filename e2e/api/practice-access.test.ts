import { expect, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { signIn } from '../support/api';
import { createUser, eventually, PASSWORD, publishedClass } from '../support/school';

const sRegisterOf = async (api: ApiClient): Promise<boolean> => (await api.get('/api/user/getUserInfo')).body.result.sRegister;

/**
 * Who sees Resources (docs/decisions/014): billing registers the student, catalog puts them on the roster and
 * announces their practice access, identity keeps it as sRegister, which getUserInfo answers the header.
 */
test('a student registered in a class that includes the library gets sRegister; taken off the class, loses it', async () => {
  const { admin, teacher, classId } = await publishedClass({ includeLibrary: true });
  const student = await createUser('Student', admin);
  const { api } = await signIn(student.email, PASSWORD);
  expect(await sRegisterOf(api)).toBe(false);

  await eventually(async () => (await api.post('/api/user/registerClass', { classId, userId: student._id, durationType: 1 })).body.code === 200, 'billing to know the student');
  const interests = (await teacher.get(`/api/teacher/getClassRegisterList?id=${classId}`)).body.result.list as { _id: string; student: { _id: string } }[];
  const interest = interests.find((entry) => entry.student._id === student._id);
  expect((await teacher.post('/api/teacher/registerClass', { interestId: interest!._id })).body.code).toBe(200);

  await eventually(() => sRegisterOf(api), 'sRegister to be set');

  expect((await teacher.post('/api/teacher/removeStudentFromClass', { studentID: student._id, classID: classId })).body.code).toBe(200);
  await eventually(async () => !(await sRegisterOf(api)), 'sRegister to be cleared');
});
