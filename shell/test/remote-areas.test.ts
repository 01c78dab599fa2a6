import { describe, expect, test } from 'vitest';
import { areaFor } from '../src/app/remote-areas';

const owner = (path: string) => areaFor(path)?.name;

describe('which remote owns a page path', () => {
  test.each([
    ['/', 'mf_public'],
    ['/login', 'mf_public'],
    ['/class/abc123', 'mf_public'],
    ['/product/p1', 'mf_public'],
    ['/demo', 'mf_public'],
    ['/simview', 'mf_public'],
    ['/myclasses', 'mf_learning'],
    ['/myHomework/c1', 'mf_learning'],
    ['/classRegister/c1', 'mf_learning'],
    ['/classroom/c1', 'mf_learning'],
    ['/cart', 'mf_learning'],
    ['/student/resources', 'mf_learning'],
    ['/parent/studentlist', 'mf_learning'],
    ['/teach/classlist', 'mf_teaching'],
    ['/teacher/library', 'mf_teaching'],
    ['/admin/userlist', 'mf_admin'],
  ])('%s belongs to %s', (path, name) => {
    expect(owner(path)).toBe(name);
  });

  test('a prefix owns whole path segments only: /classRegister and /classroom are not /class, /teachers is nobody\'s', () => {
    expect(owner('/classRegister/c1')).toBe('mf_learning');
    expect(owner('/classroom/c1')).toBe('mf_learning');
    expect(owner('/demos')).toBeUndefined();
    expect(owner('/teachers')).toBeUndefined();
    expect(owner('/administrator')).toBeUndefined();
  });

  test('a path no remote claims has no owner (the shell shows its 404)', () => {
    expect(owner('/no-such-page')).toBeUndefined();
    expect(owner('/api')).toBeUndefined();
  });
});
