import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';
import type { ScreenAccess } from '@tp/web-kit/screen-access';

const TEACHERS: ScreenAccess = { roles: ['Teacher'] };

/**
 * mf-teaching's screens, one line each (docs/decisions/002-micro-frontends.md). Each screen is its own chunk, loaded
 * when its path is opened; every one is for teachers (administrators with the Teacher role too). A path of this
 * area that no line claims shows the site's 404 page.
 */
export const routes: AreaRoute[] = [
  { path: '/teach/classlist', access: TEACHERS, Screen: lazyScreen(() => import('../features/classes/components/class-list-page'), 'ClassListPage') },
  { path: '/teach/class/:id/edit', access: TEACHERS, Screen: lazyScreen(() => import('../features/class-edit/components/class-edit-page'), 'ClassEditPage') },
  { path: '/teach/class/:id/addStudent', access: TEACHERS, Screen: lazyScreen(() => import('../features/roster/components/add-student-page'), 'AddStudentPage') },
  { path: '/teach/class/:id/gradebook', access: TEACHERS, Screen: lazyScreen(() => import('../features/gradebook/components/gradebook-page'), 'GradebookPage') },
  { path: '/teach/questionlist', access: TEACHERS, Screen: lazyScreen(() => import('../features/questions/components/question-list-page'), 'QuestionListPage') },
  { path: '/teach/question/:id/edit', access: TEACHERS, Screen: lazyScreen(() => import('../features/question-edit/components/question-edit-page'), 'QuestionEditPage') },
  { path: '/teach/class/:id/addContent', access: TEACHERS, Screen: lazyScreen(() => import('./add-content-screen'), 'AddContentScreen') },
  { path: '/teach/hwlist', access: TEACHERS, Screen: lazyScreen(() => import('../features/homework/components/homework-list-page'), 'HomeworkListPage') },
  { path: '/teach/hw/:id/edit', access: TEACHERS, Screen: lazyScreen(() => import('../features/homework-edit/components/homework-edit-page'), 'HomeworkEditPage') },
  { path: '/teacher/exercise/:classId/:studentId', access: TEACHERS, Screen: lazyScreen(() => import('../features/student-exercises/components/student-exercises-page'), 'StudentExercisesPage') },
  { path: '/teacher/correctionExercise/:classId/:hwId', access: TEACHERS, Screen: lazyScreen(() => import('../features/correction/components/correction-page'), 'CorrectionPage') },
  { path: '/teacher/examMonitor/:classId/:hwId', access: TEACHERS, Screen: lazyScreen(() => import('../features/exam-monitor/components/exam-monitor-page'), 'ExamMonitorPage') },
  { path: '/teacher/library', access: TEACHERS, Screen: lazyScreen(() => import('../features/library/components/teacher-library-page'), 'TeacherLibraryPage') },
];
