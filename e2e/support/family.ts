import { expect } from 'vitest';
import { gateway, uniqueEmail } from './api';
import { mailsTo, waitForCode } from './inbox';
import { PASSWORD } from './school';

interface FamilyOverrides {
  parentEmail?: string;
  studentEmail?: string;
  parent?: Record<string, unknown>;
  student?: Record<string, unknown>;
}

/**
 * A family signed up the way the sign-up screen does it: a code e-mailed to the parent, read from the
 * real SMTP peer, then /login/registerFamily. The student's e-mail is left unverified, as after a real sign-up.
 */
export async function registerFamily(overrides: FamilyOverrides = {}) {
  const parentEmail = overrides.parentEmail ?? uniqueEmail('parent');
  const studentEmail = overrides.studentEmail ?? uniqueEmail('student');
  const before = (await mailsTo(parentEmail)).length;
  expect((await gateway().post('/api/login/sendEmail', { email: parentEmail })).body.code).toBe(200);
  const code = await waitForCode(parentEmail, before);
  const res = await gateway().post('/api/login/registerFamily', {
    code,
    parent: { name: 'Pat Doe', email: parentEmail, password: PASSWORD, phone: '555-123-4567', ...overrides.parent },
    student: { name: 'Sam Doe', email: studentEmail, password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9, ...overrides.student },
  });
  return { res, parentEmail, studentEmail };
}
