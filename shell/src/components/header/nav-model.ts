import type { SessionUser } from '@tp/web-kit/session-store';

/** One entry of the header: a link, a dropdown of links, or an action (Logout). */
export type NavEntry =
  | { kind: 'link'; to: string; label: string }
  | { kind: 'dropdown'; id: string; label: string; children: NavEntry[] }
  | { kind: 'action'; label: string; run: () => void };

const link = (to: string, label: string): NavEntry => ({ kind: 'link', to, label });

export const ADMIN_MENU: [string, string][] = [
  ['/admin/userlist', 'Users'],
  ['/admin/auditClass', 'Audit Class'],
  ['/admin/library', 'Library'],
  ['/admin/libraryQuestion', 'My Library'],
  ['/admin/emailList', 'Email'],
];

export const TEACHER_MENU: [string, string][] = [
  ['/teach/classlist', 'My Classes'],
  ['/teach/hwlist', 'My Homeworks'],
  ['/teach/questionlist', 'My Questions'],
  ['/teacher/library', 'My Library'],
];

/** Home and the Courses dropdown: the home page's category anchors. */
export function mainEntries(): NavEntry[] {
  return [
    link('/', 'Home'),
    { kind: 'dropdown', id: 'courses', label: 'Courses', children: [link('/#Physics', 'Physics Courses'), link('/#Math', 'Math Courses')] },
  ];
}

/** The user menu's items that depend on the role (besides Profile and Logout). */
function roleEntries(user: SessionUser): NavEntry[] {
  if (user.role === 'Student') return [link('/myclasses', 'My Classes')];
  if (user.role === 'Parent') return [link('/parent/studentlist', 'My Children Class')];
  return [];
}

/**
 * The right side of the header: menus by role, then the user menu titled with the user's name, or
 * Sign in and Register when signed out. The cart is rendered beside it by the header.
 */
export function accountEntries(user: SessionUser | null, logout: () => void): NavEntry[] {
  if (!user) return [link('/login', 'Sign in'), link('/register', 'Register')];
  const entries: NavEntry[] = [];
  if (user.role === 'Student' && user.sRegister) entries.push(link('/student/resources', 'Resources'));
  if (user.role === 'Parent') entries.push(link('/parent/studentlist', 'My Children Class'));
  if (user.role === 'Teacher') entries.push({ kind: 'dropdown', id: 'teacher', label: 'Teacher', children: TEACHER_MENU.map(([to, label]) => link(to, label)) });
  if (user.isAdmin) entries.push({ kind: 'dropdown', id: 'admin', label: 'Admin', children: ADMIN_MENU.map(([to, label]) => link(to, label)) });
  entries.push({
    kind: 'dropdown',
    id: 'user',
    label: user.name,
    children: [link('/profile', 'Profile'), ...roleEntries(user), { kind: 'action', label: 'Logout', run: logout }],
  });
  return entries;
}

/** Whether a link points at the page being shown (`/#Math` only on the home page with that hash). */
export function isCurrent(to: string, pathname: string, hash: string): boolean {
  const [path, anchor] = to.split('#');
  return path === pathname && (anchor ? hash === `#${anchor}` : pathname !== '/' || !hash);
}
