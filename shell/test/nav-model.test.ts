import { describe, expect, test } from 'vitest';
import type { SessionUser } from '@tp/web-kit/session-store';
import { accountEntries, isCurrent, type NavEntry } from '../src/components/header/nav-model';

const user = (overrides: Partial<SessionUser>) =>
  ({ _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'Student', isAdmin: false, sRegister: false, token: 't', ...overrides }) as SessionUser;

/** Where each link of the entries leads, dropdowns' links included, by label. */
function addresses(entries: NavEntry[]): Record<string, string> {
  return Object.fromEntries(entries.flatMap((entry) => {
    if (entry.kind === 'link') return [[entry.label, entry.to]];
    return entry.kind === 'dropdown' ? Object.entries(addresses(entry.children)) : [];
  }));
}

/** The labels a visitor sees, dropdowns as `Label[child, child]`. */
function labels(entries: NavEntry[]): string[] {
  return entries.map((entry) => (entry.kind === 'dropdown' ? `${entry.label}[${labels(entry.children).join(', ')}]` : entry.label));
}

describe('the header by role', () => {
  const logout = () => undefined;

  test('signed out: Sign in and Register', () => {
    expect(labels(accountEntries(null, logout))).toEqual(['Sign in', 'Register']);
  });

  test('a student: the user menu; Resources only with the sRegister flag', () => {
    expect(labels(accountEntries(user({}), logout))).toEqual(['Ada Lovelace[Profile, My Classes, Logout]']);
    expect(labels(accountEntries(user({ sRegister: true }), logout))[0]).toBe('Resources');
  });

  test('a parent: My Children Class beside the user menu', () => {
    expect(labels(accountEntries(user({ role: 'Parent' }), logout))).toEqual(['My Children Class', 'Ada Lovelace[Profile, My Children Class, Logout]']);
  });

  test('a teacher: the Teacher menu in its order', () => {
    expect(labels(accountEntries(user({ role: 'Teacher' }), logout))[0]).toBe('Teacher[My Classes, My Homeworks, My Questions, My Library]');
  });

  test('an admin: the Admin menu, whatever the role', () => {
    const entries = labels(accountEntries(user({ role: 'Teacher', isAdmin: true }), logout));
    expect(entries).toContain('Admin[Users, Audit Class, Library, My Library, Email]');
    expect(entries.at(-1)).toBe('Ada Lovelace[Profile, Logout]');
  });

  test('each role\'s links lead to their screens', () => {
    expect(addresses(accountEntries(user({}), logout))).toEqual({ Profile: '/profile', 'My Classes': '/myclasses' });
    expect(addresses(accountEntries(user({ sRegister: true }), logout))).toMatchObject({ Resources: '/student/resources' });
    expect(addresses(accountEntries(user({ role: 'Parent' }), logout))).toEqual({ 'My Children Class': '/parent/studentlist', Profile: '/profile' });
    expect(addresses(accountEntries(user({ role: 'Teacher' }), logout))).toEqual({
      'My Classes': '/teach/classlist', 'My Homeworks': '/teach/hwlist', 'My Questions': '/teach/questionlist', 'My Library': '/teacher/library', Profile: '/profile',
    });
    expect(addresses(accountEntries(user({ role: 'Teacher', isAdmin: true }), logout))).toMatchObject({
      Users: '/admin/userlist', 'Audit Class': '/admin/auditClass', Library: '/admin/library', 'My Library': '/admin/libraryQuestion', Email: '/admin/emailList',
    });
  });

  test('Logout runs the given action', () => {
    let ran = 0;
    const menu = accountEntries(user({}), () => (ran += 1)).at(-1) as Extract<NavEntry, { kind: 'dropdown' }>;
    const action = menu.children.find((entry) => entry.kind === 'action') as Extract<NavEntry, { kind: 'action' }>;
    action.run();
    expect(ran).toBe(1);
  });

  test('the current page is marked, a category anchor only with its hash', () => {
    expect(isCurrent('/', '/', '')).toBe(true);
    expect(isCurrent('/', '/', '#Math')).toBe(false);
    expect(isCurrent('/#Math', '/', '#Math')).toBe(true);
    expect(isCurrent('/admin/userlist', '/admin/userlist', '')).toBe(true);
    expect(isCurrent('/admin/userlist', '/admin/library', '')).toBe(false);
  });
});
