import { describe, expect, test } from 'vitest';
import { audienceOf, managesClass, mayListStudent, type Reader } from '../src/domain/exercise-access';

const exercise = { studentId: 'ann', teacherId: 'tess' };
const reader = (overrides: Partial<Reader>): Reader => ({ id: 'someone', role: 'Student', isAdmin: false, childIds: [], ...overrides });

describe('who reads an exercise, and as whom', () => {
  test('the student it was published to reads it as the student; another student may not', () => {
    expect(audienceOf(reader({ id: 'ann' }), exercise)).toBe('student');
    expect(audienceOf(reader({ id: 'bo' }), exercise)).toBeNull();
  });

  test('a parent linked to the student reads it as a parent; a parent of someone else may not', () => {
    expect(audienceOf(reader({ role: 'Parent', childIds: ['bo', 'ann'] }), exercise)).toBe('parent');
    expect(audienceOf(reader({ role: 'Parent', childIds: ['bo'] }), exercise)).toBeNull();
  });

  test('the class\'s teacher and administrators read it as the teacher; another teacher may not', () => {
    expect(audienceOf(reader({ id: 'tess', role: 'Teacher' }), exercise)).toBe('teacher');
    expect(audienceOf(reader({ id: 'root', role: 'Teacher', isAdmin: true }), exercise)).toBe('teacher');
    expect(audienceOf(reader({ id: 'other', role: 'Teacher' }), exercise)).toBeNull();
  });

  test('a parent or student who shares the teacher\'s id gains nothing: the role decides first', () => {
    expect(audienceOf(reader({ id: 'tess', role: 'Parent' }), exercise)).toBeNull();
    expect(audienceOf(reader({ id: 'tess', role: 'Student' }), exercise)).toBeNull();
  });

  test('a student\'s list is for the student, a linked parent and teachers (who see only their classes\') only', () => {
    expect(mayListStudent(reader({ id: 'ann' }), 'ann')).toBe(true);
    expect(mayListStudent(reader({ id: 'bo' }), 'ann')).toBe(false);
    expect(mayListStudent(reader({ role: 'Parent', childIds: ['ann'] }), 'ann')).toBe(true);
    expect(mayListStudent(reader({ role: 'Parent', childIds: [] }), 'ann')).toBe(false);
    expect(mayListStudent(reader({ role: 'Teacher' }), 'ann')).toBe(true);
  });

  test('a class is managed by its teacher or an administrator', () => {
    expect(managesClass({ id: 'tess', isAdmin: false }, 'tess')).toBe(true);
    expect(managesClass({ id: 'root', isAdmin: true }, 'tess')).toBe(true);
    expect(managesClass({ id: 'other', isAdmin: false }, 'tess')).toBe(false);
  });
});
