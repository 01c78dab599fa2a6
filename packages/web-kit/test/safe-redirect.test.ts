import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from '@tp/web-kit/safe-redirect';

const SITE = 'https://tutor.example';
const DEFAULT = '/myclasses';

describe('safeRedirectPath: a redirect target is followed only to a page of this site', () => {
  test('a path of this site is kept with its query and fragment', () => {
    expect(safeRedirectPath('/class/1?x=1#y', SITE)).toBe('/class/1?x=1#y');
    expect(safeRedirectPath('/admin/userlist', SITE)).toBe('/admin/userlist');
    expect(safeRedirectPath(`${SITE}/profile?tab=2`, SITE)).toBe('/profile?tab=2');
  });

  test('nothing, or an empty target, gives the default page (or the one asked for)', () => {
    expect(safeRedirectPath(null, SITE)).toBe(DEFAULT);
    expect(safeRedirectPath(undefined, SITE)).toBe(DEFAULT);
    expect(safeRedirectPath('', SITE)).toBe(DEFAULT);
    expect(safeRedirectPath('//evil.example', SITE, '/')).toBe('/');
  });

  test('tabs and newlines, which the browser drops before reading the URL, do not hide another site', () => {
    // As URLSearchParams hands them over from `?redirect=/%09/evil.example/x` and its kin.
    for (const raw of ['/\t/evil.example/x', '/\n/evil.example/x', '/\r/evil.example/x', '/\r\n/evil.example/x', '/\t\\evil.example/x', '\t//evil.example/x', '/\t\t/evil.example']) {
      expect(safeRedirectPath(raw, SITE), JSON.stringify(raw)).toBe(DEFAULT);
    }
  });

  test('scheme-relative, backslash and absolute spellings of another site are refused', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\\/evil.example', 'https://evil.example/x', 'http:evil.example', 'HTTPS://EVIL.EXAMPLE', 'https://tutor.example.evil.example/', 'https://tutor.example@evil.example/']) {
      expect(safeRedirectPath(raw, SITE), JSON.stringify(raw)).toBe(DEFAULT);
    }
  });

  test('leading spaces, which the browser trims, do not hide another site', () => {
    expect(safeRedirectPath('  //evil.example/x', SITE)).toBe(DEFAULT);
    expect(safeRedirectPath(' \t /\\evil.example', SITE)).toBe(DEFAULT);
    expect(safeRedirectPath('  /profile', SITE)).toBe('/profile');
  });

  test('scripts and other schemes are refused', () => {
    for (const raw of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'blob:https://tutor.example/1']) {
      expect(safeRedirectPath(raw, SITE), JSON.stringify(raw)).toBe(DEFAULT);
    }
  });

  test('another port or protocol of the same host is another site', () => {
    expect(safeRedirectPath('https://tutor.example:8443/x', SITE)).toBe(DEFAULT);
    expect(safeRedirectPath('http://tutor.example/x', SITE)).toBe(DEFAULT);
  });

  test('a path that would read as another site once followed is refused', () => {
    // `/.//evil.example` resolves on this site to the path `//evil.example`, which on its own means evil.example.
    expect(safeRedirectPath('/.//evil.example', SITE)).toBe(DEFAULT);
    expect(safeRedirectPath('/x/..//evil.example', SITE)).toBe(DEFAULT);
  });

  test('escaped slashes and escapes left undecoded stay a path of this site', () => {
    expect(safeRedirectPath('/%2F%2Fevil.example', SITE)).toBe('/%2F%2Fevil.example');
    expect(safeRedirectPath('/%09/evil.example/x', SITE)).toBe('/%09/evil.example/x');
    expect(safeRedirectPath('/%5C%5Cevil.example', SITE)).toBe('/%5C%5Cevil.example');
  });
});
