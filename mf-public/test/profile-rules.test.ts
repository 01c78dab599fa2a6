import { describe, expect, it } from 'vitest';
import { changedEmail, emailLocked, profileBody, profileProblem, type ProfileForm } from '../src/features/profile/utils/profile-rules';

const parent: ProfileForm = {
  name: 'Mum', email: 'Mum@Example.com', role: 'Parent', dependent: 'kid@example.com; kid2@example.com', phone: '555-123-4567',
  address: '', city: '', state: '', country: '', zip: '', school: '', gradeInSchoolYear: null, currentPassword: '', password: '',
  confirm: '', code: '123456', newEmailCode: '',
};
const stored = 'mum@example.com';
const student: ProfileForm = { ...parent, role: 'Student', dependent: 'mum@example.com', school: 'High', gradeInSchoolYear: 9, phone: '' };

describe('profile rules (in order)', () => {
  it('accepts complete forms', () => {
    expect(profileProblem(parent, stored)).toBeUndefined();
    expect(profileProblem(student, stored)).toBeUndefined();
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
    expect(profileProblem({ ...base, ...change }, stored)).toBe(expected);
  });

  it('does not ask a teacher for a school, grade or phone', () => {
    expect(profileProblem({ ...parent, role: 'Teacher', phone: '', dependent: 'anything' }, stored)).toBeUndefined();
  });

  it('asks for the code sent to a new e-mail, after the other rules, and sends it as a number', () => {
    const teacher: ProfileForm = { ...parent, role: 'Teacher', email: 'New@Example.com ' };
    expect(changedEmail(teacher.email, stored)).toBe('new@example.com');
    expect(changedEmail('MUM@example.com', stored)).toBeUndefined();
    expect(changedEmail(' ', stored)).toBeUndefined();
    expect(profileProblem({ ...teacher, code: '' }, stored)).toBe('Code is required');
    expect(profileProblem(teacher, stored)).toBe('Code for the new e-mail is required');
    expect(profileProblem({ ...teacher, newEmailCode: '012345' }, stored)).toBeUndefined();
    expect(profileBody('u3', { ...teacher, newEmailCode: '012345' }, stored)).toMatchObject({ email: 'new@example.com', code: 123456, newEmailCode: 12345 });
  });

  it('locks the e-mail of students and parents only', () => {
    expect(emailLocked('Student')).toBe(true);
    expect(emailLocked('Parent')).toBe(true);
    expect(emailLocked('Teacher')).toBe(false);
  });

  it('sends a lowercased e-mail, a numeric code and only the fields of the role', () => {
    const body = profileBody('u1', parent, stored);
    expect(body).toMatchObject({ id: 'u1', email: 'mum@example.com', code: 123456, dependent: 'kid@example.com;kid2@example.com' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('school');
    expect(body).not.toHaveProperty('newEmailCode');
    expect(profileBody('u2', { ...student, password: 'x', currentPassword: 'y' }, stored)).toMatchObject({ password: 'x', currentPassword: 'y', school: 'High', gradeInSchoolYear: 9 });
  });
});
