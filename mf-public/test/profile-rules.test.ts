import { describe, expect, it } from 'vitest';
import { emailLocked, profileBody, profileProblem, type ProfileForm } from '../src/features/profile/utils/profile-rules';

const parent: ProfileForm = {
  name: 'Mum', email: 'Mum@Example.com', role: 'Parent', dependent: 'kid@example.com; kid2@example.com', phone: '555-123-4567',
  address: '', city: '', state: '', country: '', zip: '', school: '', gradeInSchoolYear: null, currentPassword: '', password: '',
  confirm: '', code: '123456',
};
const student: ProfileForm = { ...parent, role: 'Student', dependent: 'mum@example.com', school: 'High', gradeInSchoolYear: 9, phone: '' };

describe('profile rules (SPEC §5, in order)', () => {
  it('accepts complete forms', () => {
    expect(profileProblem(parent)).toBeUndefined();
    expect(profileProblem(student)).toBeUndefined();
  });

  it.each<[ProfileForm, Partial<ProfileForm>, string]>([
    [parent, { password: 'a', confirm: 'b', dependent: 'bad' }, 'Passwords do not match'],
    [parent, { dependent: 'kid@example.com;bad', phone: '' }, 'Dependent email format error'],
    [parent, { phone: ' ', code: '' }, 'Phone is required'],
    [student, { school: '', gradeInSchoolYear: null }, 'School is required'],
    [student, { gradeInSchoolYear: null, code: '' }, 'Grade is required'],
    [student, { password: 'newpass', confirm: 'newpass', code: '' }, 'Current password is required'],
    [student, { code: ' ' }, 'Code is required'],
  ])('%#: %o gives the expected message', (base, change, expected) => {
    expect(profileProblem({ ...base, ...change })).toBe(expected);
  });

  it('does not ask a teacher for a school, grade or phone', () => {
    expect(profileProblem({ ...parent, role: 'Teacher', phone: '', dependent: 'anything' })).toBeUndefined();
  });

  it('locks the e-mail of students and parents only', () => {
    expect(emailLocked('Student')).toBe(true);
    expect(emailLocked('Parent')).toBe(true);
    expect(emailLocked('Teacher')).toBe(false);
  });

  it('sends a lowercased e-mail, a numeric code and only the fields of the role', () => {
    const body = profileBody('u1', parent);
    expect(body).toMatchObject({ id: 'u1', email: 'mum@example.com', code: 123456, dependent: 'kid@example.com;kid2@example.com' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('school');
    expect(profileBody('u2', { ...student, password: 'x', currentPassword: 'y' })).toMatchObject({ password: 'x', currentPassword: 'y', school: 'High', gradeInSchoolYear: 9 });
  });
});
