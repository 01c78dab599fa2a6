import type { SessionUser } from '@tp/web-kit/session-store';
import { shellText } from '../../app/shell-texts';

/** The text of a frame's key in the interface's language (a component passes its `useShellTexts()`). */
type Text = typeof shellText;

/** One entry of the header: a link, a dropdown of links, or an action (Logout). */
export type NavEntry =
  | { kind: 'link'; to: string; label: string }
  | { kind: 'dropdown'; id: string; label: string; children: NavEntry[] }
  | { kind: 'action'; label: string; run: () => void };

const link = (to: string, label: string): NavEntry => ({ kind: 'link', to, label });

const ADMIN_MENU = [
  ['/admin/userlist', 'users'],
  ['/admin/auditClass', 'auditClass'],
  ['/admin/library', 'library'],
  ['/admin/libraryQuestion', 'myLibrary'],
  ['/admin/emailList', 'email'],
] as const;

const TEACHER_MENU = [
  ['/teach/classlist', 'myClasses'],
  ['/teach/hwlist', 'myHomeworks'],
  ['/teach/questionlist', 'myQuestions'],
  ['/teacher/library', 'myLibrary'],
] as const;

/** Home and the Courses dropdown: the home page's category anchors. */
export function mainEntries(t: Text = shellText): NavEntry[] {
  return [
    link('/', t('home')),
    { kind: 'dropdown', id: 'courses', label: t('courses'), children: [link('/#Physics', t('physicsCourses')), link('/#Math', t('mathCourses'))] },
  ];
}

/** The user menu's items that depend on the role (besides Profile and Logout). */
function roleEntries(user: SessionUser, t: Text): NavEntry[] {
  if (user.role === 'Student') return [link('/myclasses', t('myClasses'))];
  if (user.role === 'Parent') return [link('/parent/studentlist', t('myChildrenClass'))];
  return [];
}

/**
 * The right side of the header: menus by role, then the user menu titled with the user's name, or
 * Sign in and Register when signed out. The cart is rendered beside it by the header.
 */
export function accountEntries(user: SessionUser | null, logout: () => void, t: Text = shellText): NavEntry[] {
  if (!user) return [link('/login', t('signIn')), link('/register', t('register'))];
  const entries: NavEntry[] = [];
  if (user.role === 'Student' && user.sRegister) entries.push(link('/student/resources', t('resources')));
  if (user.role === 'Parent') entries.push(link('/parent/studentlist', t('myChildrenClass')));
  if (user.role === 'Teacher') entries.push({ kind: 'dropdown', id: 'teacher', label: t('teacher'), children: TEACHER_MENU.map(([to, label]) => link(to, t(label))) });
  if (user.isAdmin) entries.push({ kind: 'dropdown', id: 'admin', label: t('admin'), children: ADMIN_MENU.map(([to, label]) => link(to, t(label))) });
  entries.push({
    kind: 'dropdown',
    id: 'user',
    label: user.name,
    children: [link('/profile', t('profile')), ...roleEntries(user, t), { kind: 'action', label: t('logout'), run: logout }],
  });
  return entries;
}

/** Whether a link points at the page being shown (`/#Math` only on the home page with that hash). */
export function isCurrent(to: string, pathname: string, hash: string): boolean {
  const [path, anchor] = to.split('#');
  return path === pathname && (anchor ? hash === `#${anchor}` : pathname !== '/' || !hash);
}
