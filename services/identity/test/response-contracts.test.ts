import { afterAll, beforeAll, describe, test } from 'vitest';
import { parentPrefill, publicConfig, signedInUser, studentLookup, userList, userRecord } from '@tp/contracts';
import { PASSWORD, startHarness, type Harness } from './harness';
import { expectShape } from '@tp/test-kit/answer-checks';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('identity answers in the shapes of their contracts schemas', () => {
  test('sign-in, the session, the profile, the family cards, the sign-up prefill', async () => {
    const student = await h.verifiedStudent();
    const parent = await h.signIn(student.parentEmail);

    expectShape(signedInUser, await h.api.post('/api/login/authUser', { email: student.parentEmail, password: PASSWORD }));
    expectShape(signedInUser, await student.api.get('/api/user/getUserInfo'));
    expectShape(userRecord, await student.api.get('/api/user/getUserProfile'));
    expectShape(userRecord, await parent.api.post('/api/user/updateStudent', { email: student.studentEmail, name: 'Sammy Doe' }));
    expectShape(userRecord, await student.api.post('/api/user/updateParent', { email: student.parentEmail, name: 'Patricia Doe', phone: '555-000-1111' }));
    expectShape(signedInUser, await parent.api.post('/api/user/updateUserProfile', { name: 'Pat Doe', code: await h.codeFor(student.parentEmail) }));
    expectShape(parentPrefill, await h.api.post('/api/login/validateEmailByCode', { email: student.parentEmail, code: await h.codeFor(student.parentEmail) }));
    expectShape(publicConfig, await h.api.get('/api/public/config'));
  });

  test('the admin\'s user list and edit form, and the teacher\'s student lookup', async () => {
    const { api: admin } = await h.signInAdmin();
    const teacher = await h.userWithRole('Teacher');
    const student = await h.userWithRole('Student', { school: 'Elm', gradeInSchoolYear: 7 });

    expectShape(userList, await admin.get(`/api/admin/getUsers?keyword=${encodeURIComponent(student.email)}`));
    expectShape(userRecord, await admin.get(`/api/admin/getUserById?id=${student.id}`));
    expectShape(studentLookup, await teacher.api.post('/api/teacher/getUserByEmail', { email: student.email }));
  });
});
