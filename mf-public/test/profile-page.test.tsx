import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserRecord } from '@tp/contracts/users';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

const aStudentRecord = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  _id: 'student-1', name: 'Sam Student', email: 'sam@example.com', role: 'Student', isAdmin: false, dependent: '', school: 'Elm High',
  gradeInSchoolYear: 10, gradeInSchoolYearAt: '2026-09-01T00:00:00.000Z', currentGrade: 10, sRegister: false, emailVerified: true,
  phone: '', address: '', city: '', state: '', country: '', zip: '', ...overrides,
});

function openProfile(record: UserRecord | null) {
  if (record) fake.api.answer('GET', '/api/user/getUserProfile', ok(record));
  renderArea(routes, '/profile', record ? aUser({ _id: record._id, role: record.role, email: record.email }) : null);
}

// Queried by text and selector: role queries walk antd's large form in jsdom for seconds.
const alertText = () => document.querySelector('[role="alert"]')?.textContent;
const updates = () => fake.api.received.filter((call) => call.path === '/api/user/updateUserProfile');

describe('the profile page', () => {
  test('a visitor is sent to sign in, with the profile as the page to come back to', async () => {
    openProfile(null);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/profile');
    expect(fake.api.received).toEqual([]);
  });

  test('a student sees their saved school and grade, a locked e-mail and no Dependent field', async () => {
    openProfile(aStudentRecord());

    await screen.findByText('Profile', { selector: 'h1' });
    expect((screen.getByLabelText('School') as HTMLInputElement).value).toBe('Elm High');
    expect(screen.getByText('Grade 10')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Dependent')).toBeNull();
  });

  test('a student with no school is told "School is required", then "Grade is required", and nothing is sent', async () => {
    openProfile(aStudentRecord({ school: '', gradeInSchoolYear: null, currentGrade: null }));
    await screen.findByText('Profile', { selector: 'h1' });
    const update = screen.getByText('Update', { selector: 'button > span' });

    fireEvent.click(update);
    await waitFor(() => expect(alertText()).toBe('School is required'));
    fireEvent.change(screen.getByLabelText('School'), { target: { value: 'Elm High' } });
    fireEvent.click(update);
    await waitFor(() => expect(alertText()).toBe('Grade is required'));
    expect(updates()).toEqual([]);
  });

  test('in Chinese: its headings, fields, the role and the hints, and the rules\' messages', async () => {
    localStorage.setItem('language', 'zh');
    openProfile(aStudentRecord({ school: '' }));

    await screen.findByText('个人资料', { selector: 'h1' });
    expect((screen.getByLabelText('身份') as HTMLInputElement).value).toBe('学生');
    expect(screen.getByText('如需更改邮箱，请联系管理员')).toBeTruthy();
    expect(screen.getByText('修改密码（可选）', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText('我们会向 sam@example.com 发送验证码，以确认本次修改。')).toBeTruthy();
    expect(screen.getByLabelText('当前密码')).toBeTruthy();

    fireEvent.click(screen.getByText(/^更\s?新$/, { selector: 'button > span' }));
    await waitFor(() => expect(alertText()).toBe('请填写学校'));
    expect(updates()).toEqual([]);
  });

  test('in English the role is shown as stored', async () => {
    openProfile(aStudentRecord());

    await screen.findByText('Profile', { selector: 'h1' });
    expect((screen.getByLabelText('Role') as HTMLInputElement).value).toBe('Student');
    expect(screen.getByText('We e-mail a code to sam@example.com to confirm the change.')).toBeTruthy();
  });

  test('in Chinese, a teacher\'s new e-mail asks for its own code, and says so in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    openProfile(aStudentRecord({ _id: 'teacher-1', role: 'Teacher', email: 'tess@example.com', school: '', gradeInSchoolYear: null, currentGrade: null }));
    await screen.findByText('个人资料', { selector: 'h1' });

    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'tess.new@example.com' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    await screen.findByText('我们会向 tess.new@example.com 发送验证码，以证明该邮箱属于你。');
    fireEvent.click(screen.getByText(/^更\s?新$/, { selector: 'button > span' }));

    await waitFor(() => expect(alertText()).toBe('请填写新邮箱的验证码'));
    expect(updates()).toEqual([]);
  });
});

