import { describe, expect, test } from 'vitest';
import { needsAnnouncement, practiceAccess } from '../src/domain/practice-access-rule';

const now = new Date('2030-01-15T12:00:00.000Z');
const place = (expirationDate: string | null) => ({ includeLibrary: true, classEndDate: null, expirationDate: expirationDate === null ? null : new Date(expirationDate) });

describe('practice access from the places in classes that include the library', () => {
  test('no place, or only expired places: no access, nothing to check later', () => {
    expect(practiceAccess([], now)).toEqual({ sRegister: false, nextCheckAt: null });
    expect(practiceAccess([place('2030-01-15T12:00:00.000Z'), place('2029-12-31T00:00:00.000Z')], now)).toEqual({ sRegister: false, nextCheckAt: null });
  });

  test('valid places give access until the last of them expires; expired ones do not count', () => {
    const places = [place('2030-02-01T00:00:00.000Z'), place('2031-06-30T00:00:00.000Z'), place('2029-01-01T00:00:00.000Z')];
    expect(practiceAccess(places, now)).toEqual({ sRegister: true, nextCheckAt: new Date('2031-06-30T00:00:00.000Z') });
  });

  test('a valid place with no end gives access that time alone never ends', () => {
    expect(practiceAccess([place('2030-02-01T00:00:00.000Z'), place(null)], now)).toEqual({ sRegister: true, nextCheckAt: null });
  });

  test('a change is announced when it differs from the last announcement, or when none was made', () => {
    const access = practiceAccess([place(null)], now);
    expect(needsAnnouncement(true, access)).toBe(false);
    expect(needsAnnouncement(false, access)).toBe(true);
    expect(needsAnnouncement(null, access)).toBe(true);
    expect(needsAnnouncement(null, practiceAccess([], now))).toBe(true);
  });
});
