import { describe, expect, it } from 'vitest';
import { registerFamilyBody, signUpProblem, type SignUpForm } from '../src/features/sign-up/utils/sign-up-rules';

const good: SignUpForm = {
  code: '123456', parentEmail: 'Mum@Example.com', parentName: 'Mum', phone: '555-123-4567', address: '', city: '', state: '',
  country: '', zip: '', parentPassword: 'secret1', parentConfirm: 'secret1', studentName: 'Kid', studentEmail: 'kid@example.com',
  school: 'High', grade: 9, studentPassword: 'secret2', studentConfirm: 'secret2',
};

describe('sign-up rules (in order)', () => {
  it('accepts a complete form', () => {
    expect(signUpProblem(good, false)).toBeUndefined();
  });

  it.each<[Partial<SignUpForm>, string]>([
    [{ code: ' ', parentName: '' }, 'Code is required'],
    [{ parentName: '', phone: '' }, 'Parent Name is required'],
    [{ phone: '', parentPassword: '' }, 'Phone is required'],
    [{ parentPassword: '', studentName: '' }, 'Parent Password is required'],
    [{ parentConfirm: 'other', studentName: '' }, "Parents's passwords do not match"],
    [{ studentName: '', studentEmail: '' }, 'Student Name is required'],
    [{ studentEmail: '', school: '' }, 'Student Email is required'],
    [{ studentEmail: 'kid', school: '' }, 'Invalid email'],
    [{ parentEmail: 'not-mail' }, 'Invalid email'],
    [{ studentEmail: 'MUM@example.com', school: '' }, 'Parent and Student email should be different'],
    [{ school: '', grade: undefined }, 'School is required'],
    [{ grade: undefined, studentPassword: '' }, 'Grade is required'],
    [{ studentPassword: '', studentConfirm: '' }, 'Student Password is required'],
    [{ studentConfirm: 'other' }, "Student's passwords do not match"],
  ])('%o gives %s', (change, expected) => {
    expect(signUpProblem({ ...good, ...change }, false)).toBe(expected);
  });

  it('needs no parent password when the parent already has an account', () => {
    expect(signUpProblem({ ...good, parentPassword: '', parentConfirm: '' }, true)).toBeUndefined();
    expect(registerFamilyBody({ ...good, parentPassword: '' }, true).parent).not.toHaveProperty('password');
  });

  it('lowercases e-mails and sends the code as a number', () => {
    const body = registerFamilyBody(good, false);
    expect(body.code).toBe(123456);
    expect(body.parent.email).toBe('mum@example.com');
    expect(body.student.gradeInSchoolYear).toBe(9);
  });
});
