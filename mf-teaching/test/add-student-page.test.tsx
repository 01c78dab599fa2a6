import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ClassStudentEntry } from '@tp/contracts/classes';
import type { TeacherRegistration } from '@tp/contracts/registrations';
import { routes } from '../src/app/routes';
import { ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { aClass, AT, teacher, useEnglishAfterEach } from './support/class-work-data';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
useEnglishAfterEach();

const onRoster: ClassStudentEntry = {
  student: { name: 'Sam Student', email: 'sam@example.com', ID: 'student-1' },
  classInfo: { name: 'Algebra', teacher: 'Tess Teacher', image: '', price: null, classID: 'class-1' },
  parent: { name: 'Pat Parent', phone: '555-0100', email: 'pat@example.com' },
  expirationDate: '2027-01-05T00:00:00.000Z',
};
// Ada paid for a month and waits for the teacher to confirm.
const interest: TeacherRegistration = {
  _id: 'interest-1', student: { _id: 'student-2', name: 'Ada Student', email: 'ada@example.com' }, durationType: 1, interested: true, paid: true,
  registered: false, status: 'Pending payment confirmation', expirationDate: null, registeredAt: null, price: 10, createdAt: AT,
};

function openRoster() {
  fake.api.answer('GET', '/api/teacher/getClassById', ok(aClass()));
  fake.api.answer('POST', '/api/teacher/studentList', ok({ list: [onRoster] }));
  fake.api.answer('GET', '/api/teacher/getClassRegisterList', ok({ list: [interest] }));
  renderArea(routes, '/teach/class/class-1/addStudent', teacher);
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const headers = (name: string) => within(section(name)).getAllByRole('columnheader').map((header) => header.textContent);

describe('Add Students to class', () => {
  test('in English: the search, the students with their parent and expiry, the interest list with its status', async () => {
    openRoster();

    await screen.findByRole('heading', { name: 'Add Students to class: Algebra' });
    await screen.findByRole('link', { name: 'Sam Student' });
    expect(headers('Students')).toEqual(['Name', 'Email', 'Parent', 'Expires', 'Action']);
    expect(within(section('Students')).getByText('1/5/2027')).toBeTruthy();
    await within(section('Interest list')).findByText('Pending payment confirmation');
    expect(within(section('Interest list')).getByText('1 month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Ada Student' })).toBeTruthy();
  });

  test('in Chinese: the same page, its dates and statuses in Chinese, and the search asking for an e-mail', async () => {
    await interfaceIn('zh');
    openRoster();

    // A role query over antd's tables takes seconds in jsdom on a busy machine.
    await screen.findByRole('heading', { name: '添加学生到班级：Algebra' }, { timeout: 25_000 });
    await screen.findByRole('link', { name: 'Sam Student' });
    expect(screen.getByRole('link', { name: '编辑班级' })).toBeTruthy();
    expect(headers('学生')).toEqual(['姓名', '邮箱', '家长', '到期日', '操作']);
    expect(within(section('学生')).getByText('2027/1/5')).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除 Sam Student' })).toBeTruthy();
    await within(section('意向名单')).findByText('待确认付款');
    expect(headers('意向名单')).toEqual(['学生', '方案', '价格', '状态', '操作']);
    expect(within(section('意向名单')).getByText('1 个月')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加 Ada Student' })).toBeTruthy();

    fireEvent.click(within(section('查找学生')).getByRole('button', { name: /^搜\s?索$/ }));
    expect((await within(section('查找学生')).findByRole('alert')).textContent).toBe('请输入邮箱');
    expect(screen.getByRole('searchbox', { name: '学生邮箱' }).getAttribute('placeholder')).toBe('学生邮箱');
  }, 60_000);
});
