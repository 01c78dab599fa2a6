import type { AreaRoute } from '@tp/web-kit/lazy-screen';
import { lazyScreen } from '@tp/web-kit/lazy-screen';

/**
 * This remote's screens, one line each (docs/decisions/002-micro-frontends.md), e.g.
 *   { path: '/teach/classlist', Screen: lazyScreen(() => import('../features/classes/components/class-list-page'), 'ClassListPage') },
 * A path of this area that no line claims shows the site's 404 page.
 */
export const routes: AreaRoute[] = [
  { path: '/myclasses', Screen: lazyScreen(() => import('../features/my-classes/components/my-classes-page'), 'MyClassesPage') },
  { path: '/classRegister/:id', Screen: lazyScreen(() => import('../features/class-register/components/class-register-page'), 'ClassRegisterPage') },
  { path: '/cart', Screen: lazyScreen(() => import('../features/cart/components/cart-page'), 'CartPage') },
  // The leftover shop's cart of this browser (docs/decisions/012); /cart alone stays the class cart.
  { path: '/cart/:id', Screen: lazyScreen(() => import('../features/product-cart/components/product-cart-page'), 'ProductCartPage') },
  // The class content page of a student: the class's bulletin and homework (My Classes' 'start learning').
  { path: '/myHomework/:id', Screen: lazyScreen(() => import('../features/homework/components/my-homework-page'), 'MyHomeworkPage') },
  // The class content page for its students, their parents and its teacher (docs/decisions/013).
  { path: '/classroom/:id', Screen: lazyScreen(() => import('../features/homework/components/classroom-page'), 'ClassroomPage') },
  { path: '/student/exerciseList', Screen: lazyScreen(() => import('../features/exercise-list/components/exercise-list-page'), 'ExerciseListPage') },
  { path: '/student/exerciseEdit/:id', Screen: lazyScreen(() => import('../features/exercise-take/components/exercise-take-page'), 'ExerciseTakePage') },
  { path: '/student/exercise/:id', Screen: lazyScreen(() => import('../features/exercise-detail/components/exercise-detail-page'), 'ExerciseDetailPage') },
  // Self-practice: PLAY, HISTORY, REPORT, HELP, SETTINGS (the shell shows the Resources menu to students with sRegister).
  { path: '/student/resources', Screen: lazyScreen(() => import('../features/practice/components/resources-page'), 'ResourcesPage') },
  { path: '/parent/studentlist', Screen: lazyScreen(() => import('../features/parent-exercises/components/parent-student-list-page'), 'ParentStudentListPage') },
  {
    path: '/parent/student/exercise/:studentId/:classId',
    Screen: lazyScreen(() => import('../features/parent-exercises/components/parent-student-exercises-page'), 'ParentStudentExercisesPage'),
  },
];
