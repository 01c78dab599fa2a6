import { describe, expect, test } from 'vitest';
import { displayedExpiry } from '@tp/contracts';
import { isValidPlace } from '../src/domain/class-expiry';

const d = (iso: string) => new Date(iso);
const now = d('2026-11-22T12:00:00Z');

describe('expiry display (contracts\' displayedExpiry) and My Classes validity', () => {
  test('with the library included, the expiration date counts even when the class ends later', () => {
    const place = { includeLibrary: true, classEndDate: d('2027-06-30T00:00:00Z'), expirationDate: d('2026-10-01T00:00:00Z') };
    expect(displayedExpiry(place)).toEqual(d('2026-10-01T00:00:00Z'));
    expect(isValidPlace(place, now)).toBe(false);
  });

  test('without the library, the later of class end and expiration counts', () => {
    const classLater = { includeLibrary: false, classEndDate: d('2027-06-30T00:00:00Z'), expirationDate: d('2026-10-01T00:00:00Z') };
    const expirationLater = { includeLibrary: false, classEndDate: d('2026-10-01T00:00:00Z'), expirationDate: d('2027-01-31T00:00:00Z') };
    expect(displayedExpiry(classLater)).toEqual(d('2027-06-30T00:00:00Z'));
    expect(displayedExpiry(expirationLater)).toEqual(d('2027-01-31T00:00:00Z'));
    expect(isValidPlace(classLater, now)).toBe(true);
    expect(isValidPlace(expirationLater, now)).toBe(true);
  });

  test('without the library, both dates past means renew', () => {
    expect(isValidPlace({ includeLibrary: false, classEndDate: d('2026-06-30T00:00:00Z'), expirationDate: d('2026-11-22T11:59:59Z') }, now)).toBe(false);
  });

  test('a missing date does not count; no date at all means no end, which is valid', () => {
    expect(displayedExpiry({ includeLibrary: false, classEndDate: null, expirationDate: d('2026-01-01T00:00:00Z') })).toEqual(d('2026-01-01T00:00:00Z'));
    expect(displayedExpiry({ includeLibrary: false, classEndDate: d('2027-01-01T00:00:00Z'), expirationDate: null })).toEqual(d('2027-01-01T00:00:00Z'));
    expect(displayedExpiry({ includeLibrary: true, classEndDate: d('2027-01-01T00:00:00Z'), expirationDate: null })).toBeNull();
    expect(isValidPlace({ includeLibrary: true, classEndDate: d('2020-01-01T00:00:00Z'), expirationDate: null }, now)).toBe(true);
    expect(isValidPlace({ includeLibrary: false, classEndDate: null, expirationDate: null }, now)).toBe(true);
  });

  test('an expiry at this very moment is over', () => {
    expect(isValidPlace({ includeLibrary: true, classEndDate: null, expirationDate: now }, now)).toBe(false);
  });
});

test('the rule reads ISO strings as the API carries them, as the My Classes screen does', () => {
  expect(displayedExpiry({ includeLibrary: false, classEndDate: '2027-06-30T00:00:00.000Z', expirationDate: '2026-10-01T00:00:00.000Z' })).toBe('2027-06-30T00:00:00.000Z');
  expect(displayedExpiry({ includeLibrary: true, classEndDate: '2027-06-30T00:00:00.000Z', expirationDate: '2026-10-01T00:00:00.000Z' })).toBe('2026-10-01T00:00:00.000Z');
  expect(displayedExpiry({ includeLibrary: false, classEndDate: null, expirationDate: null })).toBeNull();
});
