import { describe, expect, test } from 'vitest';
import { gateway, signIn, signInAdmin, uniqueEmail } from '../support/api';
import { registerFamily } from '../support/family';
import { mailsTo, waitForCode } from '../support/inbox';
import { createUser, linkFamily, PASSWORD } from '../support/school';
import { parentPrefill, refusal, signedInUser, success, text, user } from './spec-shapes';

/** POST /login/sendEmail {email}, then the code from the e-mail it sent (a number, as the forms send it). */
async function emailedCode(email: string): Promise<number> {
  const before = (await mailsTo(email)).length;
  success(await gateway().post('/api/login/sendEmail', { email }));
  return waitForCode(email, before);
}

describe('sign-up, codes and sign-in (no token)', () => {
  test('POST /login/sendEmail {email}; POST /login/registerFamily {parent, student, code} with the parent and student registration payloads', async () => {
    const parentEmail = uniqueEmail('parent');
    const studentEmail = uniqueEmail('student');
    const code = await emailedCode(parentEmail);
    // Parent registration payload: name, email, password, phone, address, city, state, country, zip.
    const parent = { name: 'Pat Doe', email: parentEmail, password: PASSWORD, phone: '555-123-4567', address: '1 Elm St', city: 'Springfield', state: 'IL', country: 'US', zip: '62701' };
    // Student registration payload: name, email, password, school, gradeInSchoolYear.
    const student = { name: 'Sam Doe', email: studentEmail, password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9 };

    const res = await gateway().post('/api/login/registerFamily', { parent, student, code });

    expect(res.body).toMatchObject({ code: 200, msg: 'Register successfully' });
    const { password: _p, ...contact } = parent;
    expect((await signIn(parentEmail, PASSWORD)).user).toMatchObject({ ...signedInUser, ...contact, role: 'Parent', dependent: expect.stringContaining(studentEmail) });
  });

  test('POST /login/validateEmailByCode {email, code} -> phone, address, city, state, country, zip, name when the parent exists', async () => {
    const { parentEmail } = await registerFamily({ parent: { name: 'Pat Known', address: '2 Oak Ave', city: 'Shelbyville', state: 'IL', country: 'US', zip: '62565' } });
    const code = await emailedCode(parentEmail);

    const prefill = success(await gateway().post('/api/login/validateEmailByCode', { email: parentEmail, code }));

    expect(prefill).toMatchObject({ ...parentPrefill, name: 'Pat Known', phone: '555-123-4567', address: '2 Oak Ave', city: 'Shelbyville', state: 'IL', country: 'US', zip: '62565' });
  });

  test('POST /login/authUser {email, password} -> result: the user record with its token', async () => {
    const made = await createUser('Teacher');

    const signed = success(await gateway().post('/api/login/authUser', { email: made.email, password: PASSWORD }));

    expect(signed).toMatchObject({ ...signedInUser, _id: made._id, email: made.email, name: made.name, role: 'Teacher', isAdmin: false });
  });

  test('an unverified student: POST /login/authUser answers code 402; POST /public/verifyEmail {email, code} -> token in result', async () => {
    const { studentEmail } = await registerFamily();
    const before = (await mailsTo(studentEmail)).length;

    refusal(await gateway().post('/api/login/authUser', { email: studentEmail, password: PASSWORD }), 402);
    const code = await waitForCode(studentEmail, before);
    const verified = success(await gateway().post('/api/public/verifyEmail', { email: studentEmail, code }));

    expect(verified).toMatchObject({ token: text });
    expect(success(await gateway().withToken(verified.token).get('/api/user/getUserInfo'))).toMatchObject({ email: studentEmail });
  });

  test('POST /user/verifyEmail {email, code} (the same call under /user) -> token in result', async () => {
    const { studentEmail } = await registerFamily();
    const before = (await mailsTo(studentEmail)).length;
    refusal(await gateway().post('/api/login/authUser', { email: studentEmail, password: PASSWORD }), 402);

    const verified = success(await gateway().post('/api/user/verifyEmail', { email: studentEmail, code: await waitForCode(studentEmail, before) }));

    expect(verified).toMatchObject({ token: text });
  });

  test('POST /login/resetPassword {email, code (number), password}: the new password signs in', async () => {
    const made = await createUser('Parent');
    const code = await emailedCode(made.email);

    success(await gateway().post('/api/login/resetPassword', { email: made.email, code, password: 'newsecret456' }));

    expect((await signIn(made.email, 'newsecret456')).user.email).toBe(made.email);
  });

  test('POST /login/googleAuth {credential} is read: with Google sign-in off in this stack, the answer says so', async () => {
    const res = await gateway().post('/api/login/googleAuth', { credential: 'a-google-id-token' });

    expect(refusal(res, 400)).toMatch(/Google sign-in is not configured/);
  });
});

describe('the signed-in user (/user)', () => {
  test('GET /user/getUserInfo -> the user record that refreshes the login state', async () => {
    const made = await createUser('Student');
    const { api } = await signIn(made.email, PASSWORD);

    expect(success(await api.get('/api/user/getUserInfo'))).toMatchObject({ ...user, _id: made._id, email: made.email, role: 'Student' });
  });

  test('GET /user/getUserProfile -> the user record the profile form shows', async () => {
    const made = await createUser('Parent');
    const { api } = await signIn(made.email, PASSWORD);

    expect(success(await api.get('/api/user/getUserProfile'))).toMatchObject({ ...user, _id: made._id, name: made.name, role: 'Parent' });
  });

  test('POST /user/updateUserProfile {id, name, email, password, role, dependent, currentPassword, code, phone, address, city, state, country, zip, school, gradeInSchoolYear} -> the record the client stores', async () => {
    const made = await createUser('Student');
    const { api } = await signIn(made.email, PASSWORD);
    const code = await emailedCode(made.email);
    const contact = { phone: '555-987-6543', address: '3 Pine Rd', city: 'Capital City', state: 'IL', country: 'US', zip: '62702' };

    const stored = success(await api.post('/api/user/updateUserProfile', {
      id: made._id, name: 'Sam Renamed', email: made.email, password: 'newsecret456', role: 'Student', dependent: '',
      currentPassword: PASSWORD, code, ...contact, school: 'Oak High', gradeInSchoolYear: 10,
    }));

    expect(stored).toMatchObject({ ...signedInUser, ...contact, _id: made._id, name: 'Sam Renamed', email: made.email, school: 'Oak High', gradeInSchoolYear: 10 });
    expect((await signIn(made.email, 'newsecret456')).user.name).toBe('Sam Renamed');
  });

  test('POST /user/updateStudent {name, email} and POST /user/updateParent {name, email, phone}: the class register screen\'s info cards', async () => {
    const { api: admin } = await signInAdmin();
    const [parentUser, childUser] = [await createUser('Parent', admin), await createUser('Student', admin)];
    await linkFamily(admin, parentUser, [childUser]);
    const { api: parent } = await signIn(parentUser.email, PASSWORD);
    const { api: child } = await signIn(childUser.email, PASSWORD);

    success(await parent.post('/api/user/updateStudent', { name: 'Child Renamed', email: childUser.email }));
    success(await child.post('/api/user/updateParent', { name: 'Parent Renamed', email: parentUser.email, phone: '555-222-3333' }));

    expect(success(await child.get('/api/user/getUserProfile'))).toMatchObject({ name: 'Child Renamed' });
    expect(success(await parent.get('/api/user/getUserProfile'))).toMatchObject({ name: 'Parent Renamed', phone: '555-222-3333' });
  });
});
