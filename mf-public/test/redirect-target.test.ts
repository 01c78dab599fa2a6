import { describe, expect, test } from 'vitest';
import { redirectTarget, signUpLink } from '../src/features/auth/utils/redirect-target';

// jsdom's page is on http://localhost:3000: the site these targets are judged against.
describe('where signing in leads (the `redirect` query parameter)', () => {
  test('a page of this site, with its query', () => {
    expect(redirectTarget('?redirect=%2Fadmin%2Fuserlist')).toBe('/admin/userlist');
    expect(redirectTarget('?redirect=/class/1%3Fx%3D1%23y')).toBe('/class/1?x=1#y');
    expect(redirectTarget('')).toBe('/myclasses');
  });

  test('a target the browser reads as another site, once it drops tabs and newlines, goes to /myclasses', () => {
    for (const spelling of ['/%09/evil.example/x', '/%0a/evil.example/x', '/%0d/evil.example/x', '/%09%5Cevil.example/x', '%5C%5Cevil.example', '//evil.example', 'https://evil.example', 'javascript:alert(1)', '/.//evil.example']) {
      expect(redirectTarget(`?redirect=${spelling}`), spelling).toBe('/myclasses');
    }
  });

  test('back to /login, however it is written, goes to /myclasses instead', () => {
    expect(redirectTarget('?redirect=/login')).toBe('/myclasses');
    expect(redirectTarget('?redirect=%2Flogin%3Fredirect%3D%2Fprofile')).toBe('/myclasses');
    expect(redirectTarget('?redirect=/%09login')).toBe('/myclasses');
  });

  test('the sign-up link carries on only a safe target', () => {
    expect(signUpLink('?redirect=/%09/evil.example/x')).toBe('/register?redirect=%2Fmyclasses');
    expect(signUpLink('?redirect=/profile')).toBe('/register?redirect=%2Fprofile');
    expect(signUpLink('')).toBe('/register');
  });
});
