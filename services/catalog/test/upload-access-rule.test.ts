import { describe, expect, test } from 'vitest';
import { fileAccess, PUBLIC_CACHE_CONTROL } from '../src/domain/upload-access';
import { visibilityOf } from '../src/domain/upload-rules';

const NOW = new Date('2026-05-04T10:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;
const privateFile = { ownerId: 'owner', visibility: 'private' as const };

describe('who may read a stored file (fileAccess)', () => {
  test('a public file, or one stored before uploads were recorded, is served to anyone with the year-long public cache', () => {
    expect(fileAccess({ ownerId: 'owner', visibility: 'public' }, {}, NOW)).toEqual({ cacheControl: PUBLIC_CACHE_CONTROL });
    expect(fileAccess(undefined, {}, NOW)).toEqual({ cacheControl: PUBLIC_CACHE_CONTROL });
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  test('a private file with a valid signed link is kept privately until the link expires, never more than ten minutes', () => {
    expect(fileAccess(privateFile, { signedUntil: nowSeconds + 240 }, NOW)).toEqual({ cacheControl: 'private, max-age=240' });
    expect(fileAccess(privateFile, { signedUntil: nowSeconds + 3000 }, NOW)).toEqual({ cacheControl: 'private, max-age=600' });
  });

  test('a private file is served to its owner\'s token uncached, and to nobody else', () => {
    expect(fileAccess(privateFile, { userId: 'owner' }, NOW)).toEqual({ cacheControl: 'private, no-store' });
    expect(fileAccess(privateFile, { userId: 'someone else' }, NOW)).toBeUndefined();
    expect(fileAccess(privateFile, {}, NOW)).toBeUndefined();
  });
});

describe('visibility decided at upload (visibilityOf)', () => {
  test('teachers\' and administrators\' pictures and videos are public; spreadsheets and students\' and parents\' files private', () => {
    const teacher = { role: 'Teacher' as const, isAdmin: false };
    const admin = { role: 'Teacher' as const, isAdmin: true };
    const student = { role: 'Student' as const, isAdmin: false };
    const parent = { role: 'Parent' as const, isAdmin: false };
    expect([visibilityOf(teacher, 'image'), visibilityOf(teacher, 'video'), visibilityOf(admin, 'image')]).toEqual(['public', 'public', 'public']);
    expect([visibilityOf(teacher, 'spreadsheet'), visibilityOf(admin, 'spreadsheet')]).toEqual(['private', 'private']);
    expect([visibilityOf(student, 'image'), visibilityOf(student, 'video'), visibilityOf(parent, 'image')]).toEqual(['private', 'private', 'private']);
  });
});
