import { describe, expect, test } from 'vitest';
import { registerFamilyRequest, updateUserProfileRequest, adminCreateUserRequest, mailRequestedPayload } from '@tp/contracts';
import { loadConfig } from '@tp/service-kit';
import { identityConfigSchema } from '../src/config';
import { createUserProblem, endsSessions } from '../src/domain/admin-rules';
import { hasDependent, isEmail, joinDependents, parseDependents, withDependent, withoutDependent } from '../src/domain/email-address';
import { codeFromRequest, newCode } from '../src/domain/email-codes';
import { gradeValue, isPhone } from '../src/domain/field-rules';
import { lockedFieldProblem, profileProblem, ROLE_LOCKED_MESSAGE } from '../src/domain/profile-rules';
import { signUpProblem } from '../src/domain/sign-up-rules';
import type { UserRow } from '../src/domain/user';
import { toUserRecord } from '../src/domain/user-view';

function row(overrides: Partial<UserRow> = {}): UserRow {
  const at = new Date('2024-01-01T00:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001', name: 'Pat', email: 'pat@x.test', password_hash: null, role: 'Parent', is_admin: false,
    dependent: '', phone: '555-123-4567', address: '', city: '', state: '', country: '', zip: '', school: '', grade_in_school_year: null,
    grade_in_school_year_at: null, s_register: false, email_verified: true, interface_language: 'en', created_at: at, updated_at: at,
    ...overrides,
  };
}

const signUp = (parent: object = {}, student: object = {}) =>
  registerFamilyRequest.parse({ code: 123456, parent: { name: 'Pat', email: 'p@x.test', password: 'secret1', phone: '555-123-4567', ...parent }, student: { name: 'Sam', email: 's@x.test', password: 'secret1', school: 'Elm', gradeInSchoolYear: 3, ...student } });

describe('e-mail addresses and dependent lists', () => {
  test.each(['a@b.co', 'admin@tutor.local', 'first.last+tag@sub.example.org'])('%s is an e-mail', (e) => expect(isEmail(e)).toBe(true));
  test.each(['', 'a@b', '@b.co', 'a b@c.co', "' OR 1=1 --", 'a@b.co;c@d.co', `${'a'.repeat(250)}@b.co`])('%j is not', (e) => expect(isEmail(e)).toBe(false));
  test.each(['a@b.c', 'ü@example.de', 'a..b@x.co', 'x@mail_server.com'])('%s is refused, as the mail contract would refuse to send to it', (e) => {
    expect(isEmail(e)).toBe(false);
    expect(mailRequestedPayload.safeParse({ kind: 'verification-code', to: [e], subject: 's', html: 'h' }).success).toBe(false);
  });
  test('every address accepted here is one the mail contract accepts', () => {
    for (const e of ['a@b.co', 'first.last+tag@sub.example.org', "o'brien@school.ie"]) {
      expect(isEmail(e)).toBe(true);
      expect(mailRequestedPayload.safeParse({ kind: 'verification-code', to: [e], subject: 's', html: 'h' }).success).toBe(true);
    }
  });

  test('lists are trimmed, lowercased, deduplicated and joined by ;', () => {
    expect(parseDependents(' A@x.test ; b@x.test;;a@x.test ')).toEqual({ emails: ['a@x.test', 'b@x.test'], allValid: true });
    expect(parseDependents('a@x.test;oops').allValid).toBe(false);
    expect(parseDependents('')).toEqual({ emails: [], allValid: true });
    expect(joinDependents(['B@x.test', 'b@x.test', ''])).toBe('b@x.test');
  });

  test('links are added once and removed exactly', () => {
    expect(withDependent('a@x.test', 'B@x.test')).toBe('a@x.test;b@x.test');
    expect(withDependent('a@x.test', 'a@x.test')).toBe('a@x.test');
    expect(withoutDependent('a@x.test;b@x.test', 'A@x.test')).toBe('b@x.test');
    expect(hasDependent('a@x.test;b@x.test', 'B@X.test')).toBe(true);
    expect(hasDependent('ab@x.test', 'b@x.test')).toBe(false);
  });
});

describe('codes', () => {
  test('new codes are six digits', () => {
    for (let i = 0; i < 50; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });
  test('a code sent as a number gets its leading zeros back', () => {
    expect(codeFromRequest(1234)).toBe('001234');
    expect(codeFromRequest('012345')).toBe('012345');
    expect(codeFromRequest(undefined)).toBeUndefined();
    expect(codeFromRequest('')).toBeUndefined();
    expect(codeFromRequest(1234567)).toBe('1234567');
  });
});

describe('field formats', () => {
  test('phones are ddd-ddd-dddd', () => {
    expect(isPhone('555-123-4567')).toBe(true);
    for (const p of ['5551234567', '555-1234-567', '555-123-45678', '(555)123-4567']) expect(isPhone(p)).toBe(false);
  });
  test('grades are whole numbers 1 to 12; empty means not given', () => {
    expect(gradeValue(1)).toBe(1);
    expect(gradeValue('12')).toBe(12);
    expect(gradeValue('')).toBeUndefined();
    expect(gradeValue(null)).toBeUndefined();
    for (const g of [0, 13, 2.5, 'nine']) expect(gradeValue(g)).toBe('invalid');
  });
});

describe('sign-up rules', () => {
  test('a complete form passes; an existing parent needs no password', () => {
    expect(signUpProblem(signUp(), false)).toBeUndefined();
    expect(signUpProblem(signUp({ password: '' }), true)).toBeUndefined();
    expect(signUpProblem(signUp({ password: '' }), false)).toBe('Parent Password is required');
  });
  test('until the code is checked, whether the parent has an account is unknown and their password rules wait', () => {
    expect(signUpProblem(signUp({ password: '' }))).toBeUndefined();
    expect(signUpProblem(signUp({ password: '123' }))).toBeUndefined();
    expect(signUpProblem(signUp({ password: '' }, { name: '' }))).toBe('Student Name is required');
  });
  test('the first broken rule in the spec order is reported', () => {
    expect(signUpProblem({ ...signUp({ name: '', phone: '' }), code: undefined }, false)).toBe('Code is required');
    expect(signUpProblem(signUp({ phone: '' }, { name: '' }), false)).toBe('Phone is required');
    expect(signUpProblem(signUp({ email: 'bad' }, { school: '' }), false)).toBe('Invalid email');
    expect(signUpProblem(signUp({}, { email: 'P@x.test', password: '' }), false)).toBe('Parent and Student email should be different');
    expect(signUpProblem(signUp({}, { gradeInSchoolYear: undefined, password: '' }), false)).toBe('Grade is required');
  });
});

describe('profile rules', () => {
  const profile = (input: object) => updateUserProfileRequest.parse({ code: 123456, ...input });
  test('a parent\'s dependents are checked before the phone, both before the code', () => {
    expect(profileProblem(row(), profile({ dependent: 'x', phone: '', code: undefined }))).toBe('Dependent email format error');
    expect(profileProblem(row(), profile({ phone: '', code: undefined }))).toBe('Phone is required');
    expect(profileProblem(row(), profile({ code: undefined }))).toBe('Code is required');
    expect(profileProblem(row(), profile({}))).toBeUndefined();
  });
  test('a student needs school and grade; a field left out keeps its stored value', () => {
    const student = row({ role: 'Student', school: 'Elm', grade_in_school_year: 5, phone: '' });
    expect(profileProblem(student, profile({}))).toBeUndefined();
    expect(profileProblem(student, profile({ school: ' ' }))).toBe('School is required');
    expect(profileProblem(student, profile({ gradeInSchoolYear: null }))).toBe('Grade is required');
    expect(profileProblem(row({ role: 'Student' }), profile({ school: 'Elm' }))).toBe('Grade is required');
  });
  test('a new password needs the current one', () => {
    expect(profileProblem(row(), profile({ password: 'newpass1' }))).toBe('Current password is required');
    expect(profileProblem(row(), profile({ password: 'newpass1', currentPassword: 'old' }))).toBeUndefined();
  });
  test('role and e-mail are locked for students and parents; a teacher may change e-mail', () => {
    expect(lockedFieldProblem(row(), profile({ role: 'Teacher' }))).toBe(ROLE_LOCKED_MESSAGE);
    expect(lockedFieldProblem(row(), profile({ role: 'parent' }))).toBeUndefined();
    expect(lockedFieldProblem(row(), profile({ email: 'new@x.test' }))).toMatch(/cannot change their e-mail/);
    expect(lockedFieldProblem(row({ role: 'Teacher' }), profile({ email: 'new@x.test' }))).toBeUndefined();
  });
});

describe('admin rules', () => {
  const create = (input: object) => adminCreateUserRequest.parse({ name: 'X', email: 'x@x.test', password: 'abcdef', role: 'Teacher', ...input });
  test('create checks the e-mail first', () => {
    expect(createUserProblem(create({ email: '', password: '' }))).toBe('Email is required');
    expect(createUserProblem(create({ email: 'x', password: '' }))).toBe('Email address is invalid');
    expect(createUserProblem(create({}))).toBeUndefined();
  });
  test('a new password, e-mail, role or admin flag ends earlier sessions; a name does not', () => {
    const r = row();
    expect(endsSessions(r, { _id: r.id, name: 'New' })).toBe(false);
    expect(endsSessions(r, { _id: r.id, role: 'Parent', isAdmin: false, email: r.email })).toBe(false);
    expect(endsSessions(r, { _id: r.id, password: 'abcdef' })).toBe(true);
    expect(endsSessions(r, { _id: r.id, role: 'Teacher' })).toBe(true);
    expect(endsSessions(r, { _id: r.id, isAdmin: true })).toBe(true);
    expect(endsSessions(r, { _id: r.id, email: 'other@x.test' })).toBe(true);
  });
});

describe('the user record', () => {
  test('currentGrade rises each 1 September after the grade was stored and stops at 12', () => {
    const student = row({ role: 'Student', grade_in_school_year: 9, grade_in_school_year_at: new Date('2023-10-01T00:00:00Z') });
    expect(toUserRecord(student, new Date('2024-08-31T12:00:00Z')).currentGrade).toBe(9);
    expect(toUserRecord(student, new Date('2024-09-01T00:00:00Z')).currentGrade).toBe(10);
    expect(toUserRecord(student, new Date('2025-09-02T00:00:00Z')).currentGrade).toBe(11);
    expect(toUserRecord(student, new Date('2030-09-02T00:00:00Z')).currentGrade).toBe(12);
    expect(toUserRecord(row(), new Date()).currentGrade).toBeNull();
  });
  test('never carries the password hash', () => {
    expect(JSON.stringify(toUserRecord(row({ password_hash: '$argon2id$secret' })))).not.toContain('argon2');
  });
});

describe('configuration', () => {
  const config = (env: Record<string, string>) => identityConfigSchema.safeParse(env);
  test('TOKEN_TTL defaults to 7 days and reads s, m, h and d', () => {
    expect(config({}).data?.TOKEN_TTL).toBe(7 * 86400);
    expect(config({ TOKEN_TTL: '12h' }).data?.TOKEN_TTL).toBe(12 * 3600);
    expect(config({ TOKEN_TTL: '3600' }).data?.TOKEN_TTL).toBe(3600);
  });
  test('a token life that reaches the 8-day revocation mark is refused at start', () => {
    expect(config({ TOKEN_TTL: '8d' }).success).toBe(false);
    expect(config({ TOKEN_TTL: 'forever' }).success).toBe(false);
  });
  test('codes live at most 10 minutes: a longer CODE_TTL_SECONDS is refused at start', () => {
    expect(config({}).data?.CODE_TTL_SECONDS).toBe(600);
    expect(config({ CODE_TTL_SECONDS: '120' }).data?.CODE_TTL_SECONDS).toBe(120);
    expect(config({ CODE_TTL_SECONDS: '601' }).success).toBe(false);
    expect(() => loadConfig(identityConfigSchema, { CODE_TTL_SECONDS: '3600' })).toThrow(/CODE_TTL_SECONDS: Codes must expire within 600 seconds/);
  });
  test('empty variables (as docker compose passes `${X:-}`) count as unset: Google sign-in stays off', () => {
    const loaded = loadConfig(identityConfigSchema, { GOOGLE_CLIENT_ID: '', CODE_TTL_SECONDS: ' ', ADMIN_EMAIL: '' });
    expect(loaded.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(loaded.CODE_TTL_SECONDS).toBe(600);
    expect(loaded.ADMIN_EMAIL).toBe('admin@tutor.local');
  });
  test('Google issuers are a comma-separated list', () => {
    expect(config({}).data?.GOOGLE_ISSUERS).toEqual(['https://accounts.google.com', 'accounts.google.com']);
    expect(config({ GOOGLE_ISSUERS: 'a, b' }).data?.GOOGLE_ISSUERS).toEqual(['a', 'b']);
  });
});
