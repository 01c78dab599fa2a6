import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';
import type { ScreenAccess } from '@tp/web-kit/screen-access';

const STUDENTS: ScreenAccess = { roles: ['Student'] };
const PARENTS: ScreenAccess = { roles: ['Parent'] };
// Administrators have no cart, whatever their role: the cart and the register page (which fills it) keep them out.
const CART_HOLDERS: ScreenAccess = { roles: ['Student', 'Parent', 'Teacher'], admins: false };
const REGISTERING: ScreenAccess = { roles: ['Student', 'Parent'], admins: false };

/**
 * mf-learning's screens, one line each (docs/decisions/002-micro-frontends.md), with who may open each. Each screen is
 * its own chunk, loaded when its path is opened. A path of this area that no line claims shows the site's 404 page.
 */
export const routes: AreaRoute[] = [
  // Any signed-in user: it is the default page after sign-in.
  { path: '/myclasses', access: 'signed-in', Screen: lazyScreen(() => import('../features/my-classes/components/my-classes-page'), 'MyClassesPage') },
  { path: '/classRegister/:id', access: REGISTERING, Screen: lazyScreen(() => import('../features/class-register/components/class-register-page'), 'ClassRegisterPage') },
  // The header shows the cart to every signed-in non-admin, so teachers come here too and find it empty.
  { path: '/cart', access: CART_HOLDERS, Screen: lazyScreen(() => import('../features/cart/components/cart-page'), 'CartPage') },
  // The leftover shop's cart of this browser (docs/decisions/012); /cart alone stays the class cart.
  { path: '/cart/:id', access: 'public', Screen: lazyScreen(() => import('../features/product-cart/components/product-cart-page'), 'ProductCartPage') },
  // The class content page of a student: the class's bulletin and homework (My Classes' 'start learning').
  { path: '/myHomework/:id', access: STUDENTS, Screen: lazyScreen(() => import('../features/homework/components/my-homework-page'), 'MyHomeworkPage') },
  // The class content page for its students, their parents and its teacher (docs/decisions/013).
  { path: '/classroom/:id', access: 'signed-in', Screen: lazyScreen(() => import('../features/homework/components/classroom-page'), 'ClassroomPage') },
  { path: '/student/exerciseList', access: STUDENTS, Screen: lazyScreen(() => import('../features/exercise-list/components/exercise-list-page'), 'ExerciseListPage') },
  { path: '/student/exerciseEdit/:id', access: STUDENTS, Screen: lazyScreen(() => import('../features/exercise-take/components/exercise-take-page'), 'ExerciseTakePage') },
  // For the student, a parent of theirs or the class's teacher: the server answers each with what they may see.
  { path: '/student/exercise/:id', access: 'signed-in', Screen: lazyScreen(() => import('../features/exercise-detail/components/exercise-detail-page'), 'ExerciseDetailPage') },
  // Self-practice: PLAY, HISTORY, REPORT, HELP, SETTINGS (the shell shows the Resources menu to students with sRegister).
  { path: '/student/resources', access: STUDENTS, Screen: lazyScreen(() => import('../features/practice/components/resources-page'), 'ResourcesPage') },
  { path: '/parent/studentlist', access: PARENTS, Screen: lazyScreen(() => import('../features/parent-exercises/components/parent-student-list-page'), 'ParentStudentListPage') },
  {
    path: '/parent/student/exercise/:studentId/:classId',
    access: PARENTS,
    Screen: lazyScreen(() => import('../features/parent-exercises/components/parent-student-exercises-page'), 'ParentStudentExercisesPage'),
  },
];
