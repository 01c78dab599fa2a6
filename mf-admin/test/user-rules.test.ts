import { describe, expect, test } from 'vitest';
import { dependentEmails, dependentToSend, newUserProblem, userEditProblem } from '../src/features/users/utils/user-rules';

describe('admin create user (in order)', () => {
  const good = { name: 'T', email: 'teacher@x.com', role: 'Teacher', password: 'secret1', confirm: 'secret1' };
  test('e-mail required, then its format, then the passwords', () => {
    expect(newUserProblem({ ...good, email: ' ', confirm: 'x' })).toBe('Email is required');
    expect(newUserProblem({ ...good, email: 'teacher', confirm: 'x' })).toBe('Email address is invalid');
    expect(newUserProblem({ ...good, confirm: 'x' })).toBe('Passwords do not match');
    expect(newUserProblem(good)).toBeUndefined();
  });
});

describe('admin edit user', () => {
  const good = { name: 'P', email: 'p@x.com', role: 'Parent', isAdmin: false, dependent: 'a@x.com; b@x.com', password: '', confirm: '' };
  test('a parent\'s dependents must be e-mails; other roles are not checked', () => {
    expect(userEditProblem({ ...good, dependent: 'a@x.com;nope' })).toBe('Dependent email format error');
    expect(userEditProblem({ ...good, role: 'Teacher', dependent: 'nope' })).toBeUndefined();
    expect(userEditProblem(good)).toBeUndefined();
  });
  test('password and confirmation must match', () => {
    expect(userEditProblem({ ...good, password: 'a', confirm: 'b' })).toBe('Passwords do not match');
  });
  test('dependents split on semicolons, blanks dropped', () => {
    expect(dependentEmails(' a@x.com ;; b@x.com ')).toEqual(['a@x.com', 'b@x.com']);
  });
});

describe('the dependent an admin edit sends (updateUser)', () => {
  test('a parent sends their children, lowercased, empty entries dropped', () => {
    expect(dependentToSend('Parent', { role: 'Parent', dependent: 'A@X.com; ;b@x.com' })).toBe('a@x.com;b@x.com');
    expect(dependentToSend('Student', { role: 'Parent', dependent: '' })).toBe('');
  });

  test('a parent who becomes a student or a teacher loses the old children', () => {
    expect(dependentToSend('Parent', { role: 'Student', dependent: 'a@x.com' })).toBe('');
    expect(dependentToSend('Parent', { role: 'Teacher', dependent: 'a@x.com' })).toBe('');
  });

  test('a student who stays a student keeps their parent link (nothing sent); one who becomes a teacher loses it', () => {
    expect(dependentToSend('Student', { role: 'Student', dependent: 'mum@x.com' })).toBeUndefined();
    expect(dependentToSend('Student', { role: 'Teacher', dependent: 'mum@x.com' })).toBe('');
  });
});
