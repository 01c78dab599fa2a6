import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReminderSettings } from '@tp/contracts/reminders';
import type { UserRecord } from '@tp/contracts/users';
import { routes } from '../src/app/routes';
import { aUser, fail, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

const aRecord = (role: 'Student' | 'Parent' | 'Teacher'): UserRecord => ({
  _id: 'user-1', name: 'Sam', email: 'sam@example.com', role, isAdmin: false, dependent: '', school: 'Elm High',
  gradeInSchoolYear: 10, gradeInSchoolYearAt: '2026-09-01T00:00:00.000Z', currentGrade: 10, sRegister: false, emailVerified: true,
  phone: '555-123-4567', address: '', city: '', state: '', country: '', zip: '',
});

/** The profile of `role`, with identity's stored switches kept in `stored` (updated by each save, as the server does). */
function openProfile(role: 'Student' | 'Parent' | 'Teacher', stored: ReminderSettings) {
  fake.api.answer('GET', '/api/user/getUserProfile', ok(aRecord(role)));
  fake.api.answer('GET', '/api/user/getReminderSettings', ok(stored));
  fake.api.answer('POST', '/api/user/updateReminderSettings', (request) => ok(Object.assign(stored, request.body), 'E-mail settings saved'));
  renderArea(routes, '/profile', aUser({ _id: 'user-1', role, email: 'sam@example.com' }));
}

// Queried by selector: role queries walk antd's large form in jsdom for seconds.
const switchIn = (label: string) => document.querySelector<HTMLButtonElement>(`button[role="switch"][aria-label="${label}"]`);
const switchNamed = (label: string) => waitFor(() => switchIn(label) ?? Promise.reject(new Error(`no switch "${label}"`)));
const saves = () => fake.api.received.filter((call) => call.path === '/api/user/updateReminderSettings');
const DUE_SOON = 'E-mail me when homework is due within a day';
const OVERDUE = 'E-mail me when homework is overdue';
const DIGEST = "E-mail me a weekly digest of my children's homework";

describe('the profile reminder switches', () => {
  test("a student sees their two homework switches as stored; flipping one saves only that one and shows the server's answer", async () => {
    openProfile('Student', { dueSoon: true, overdue: true, weeklyDigest: true });

    const overdue = await switchNamed(OVERDUE);
    await waitFor(() => expect(overdue.getAttribute('aria-checked')).toBe('true'));
    expect(switchIn(DIGEST)).toBeNull();

    fireEvent.click(overdue);
    await waitFor(() => expect(overdue.getAttribute('aria-checked')).toBe('false'));
    expect(saves().map((call) => call.body)).toEqual([{ overdue: false }]);
    expect((await switchNamed(DUE_SOON)).getAttribute('aria-checked')).toBe('true');
  });

  test('a parent sees the weekly digest switch, off as they left it', async () => {
    openProfile('Parent', { dueSoon: true, overdue: true, weeklyDigest: false });

    const digest = await switchNamed(DIGEST);
    await waitFor(() => expect(digest.getAttribute('aria-checked')).toBe('false'));
    expect(switchIn(DUE_SOON)).toBeNull();
  });

  test('a refused save leaves the switch as stored and says why', async () => {
    openProfile('Student', { dueSoon: true, overdue: true, weeklyDigest: true });
    fake.api.answer('POST', '/api/user/updateReminderSettings', fail(503, 'Please try again in a moment.'));

    const dueSoon = await switchNamed(DUE_SOON);
    await waitFor(() => expect(dueSoon.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(dueSoon);

    await screen.findByText('Please try again in a moment.');
    expect(dueSoon.getAttribute('aria-checked')).toBe('true');
  });

  test('a teacher gets no reminders and sees no switches', async () => {
    openProfile('Teacher', { dueSoon: true, overdue: true, weeklyDigest: true });

    await screen.findByText('Profile', { selector: 'h1' });
    expect(document.querySelector('.tp-profile-reminders')).toBeNull();
    expect(fake.api.received.some((call) => call.path === '/api/user/getReminderSettings')).toBe(false);
  });

  test('in Chinese: the heading and the switches are named in Chinese, and still save', async () => {
    localStorage.setItem('language', 'zh');
    openProfile('Student', { dueSoon: true, overdue: true, weeklyDigest: true });

    const overdue = await switchNamed('作业逾期时发邮件提醒我');
    expect(screen.getByText('邮件提醒', { selector: 'h2' })).toBeTruthy();
    expect(switchIn('作业距截止不到一天时发邮件提醒我')).not.toBeNull();
    await waitFor(() => expect(overdue.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(overdue);
    await waitFor(() => expect(overdue.getAttribute('aria-checked')).toBe('false'));
    expect(saves().map((call) => call.body)).toEqual([{ overdue: false }]);
  });
});
