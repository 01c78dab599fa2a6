import { describe, expect, test } from 'vitest';
import { routes } from '../src/app/routes';

const students = { roles: ['Student'] };
const parents = { roles: ['Parent'] };

describe('the learning route table', () => {
  test('every learning screen states who may open it', () => {
    expect(Object.fromEntries(routes.map(({ path, access }) => [path, access]))).toEqual({
      '/myclasses': 'signed-in',
      // Administrators have no cart, whatever their role.
      '/classRegister/:id': { roles: ['Student', 'Parent'], admins: false },
      '/cart': { roles: ['Student', 'Parent', 'Teacher'], admins: false },
      '/cart/:id': 'public',
      '/myHomework/:id': students,
      '/classroom/:id': 'signed-in',
      '/student/exerciseList': students,
      '/student/exerciseEdit/:id': students,
      '/student/exercise/:id': 'signed-in',
      '/student/resources': students,
      '/parent/studentlist': parents,
      '/parent/student/exercise/:studentId/:classId': parents,
    });
  });
});
