import { describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassRegister } from '@tp/contracts/registrations';
import type { SessionUser } from '@tp/web-kit/session-store';
import { routes } from '../src/app/routes';
import { aUser, fail, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
const CLASS_ID = 'class-1';

const nothingYet = { interestId: null, interested: false, paid: false, registered: false, durationType: null, price: null, expirationDate: null };

function aRegister(overrides: Partial<ClassRegister> = {}, classInfo: Partial<ClassRegister['classInfo']> = {}): ClassRegister {
  return {
    classInfo: {
      _id: CLASS_ID, name: 'Algebra I', monthlyPrice: 30, yearlyPrice: 299.5, price: null, teacherName: 'Tess Teacher', endDate: null,
      language: 'en', isPublish: 1, includeLibrary: false, paymentInfo: '<p>Pay by e-transfer</p>', ...classInfo,
    },
    studentInfo: { name: 'Sam Student', email: 'sam@example.com' },
    parentInfo: null,
    students: [],
    ...nothingYet,
    ...overrides,
  };
}

function openRegister(register: ClassRegister, user: SessionUser | null = aUser()) {
  fake.api.answer('GET', '/api/user/getClassRegister', ok(register));
  renderArea(routes, `/classRegister/${CLASS_ID}`, user);
}

describe('the class register page', () => {
  test('a class that is not published says it takes no registrations and offers no plan or Add to cart', async () => {
    openRegister(aRegister({}, { isPublish: 0 }));

    await screen.findByRole('heading', { name: 'Algebra I' });
    expect(screen.getByText(/This class is not open for registration\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  test('a published class offers its plans with their prices and Add to cart', async () => {
    openRegister(aRegister());

    await screen.findByRole('radio', { name: '1 year ($299.50)' });
    expect(screen.getByRole('radio', { name: '1 month ($30.00)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.queryByText(/not open for registration/)).toBeNull();
  });

  test('Add to cart marks the student\'s interest with the chosen plan and shows Interest success, then the cart message', async () => {
    openRegister(aRegister());
    fake.api.answer('POST', '/api/user/registerClass', ok(null, 'Added to cart successfully'));

    fireEvent.click(await screen.findByRole('radio', { name: '1 year ($299.50)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    await screen.findByText('Interest success', { exact: true });
    await screen.findByText('Added to cart successfully', { exact: true });
    expect(fake.api.received.filter((call) => call.path === '/api/user/registerClass').map((call) => call.body)).toEqual([
      { classId: CLASS_ID, userId: aUser()._id, durationType: 2, className: 'Algebra I', studentName: 'Sam Student', price: 299.5 },
    ]);
  });

  test('a refused Add to cart shows the server\'s message and no Interest success', async () => {
    openRegister(aRegister());
    fake.api.answer('POST', '/api/user/registerClass', fail(409, 'This class is not open for registration.'));

    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    await screen.findByText('This class is not open for registration.', { exact: true });
    expect(screen.queryByText('Interest success')).toBeNull();
  });

  test('a student with no parent linked sees a parent card that says so, with their e-mail and a link to Profile', async () => {
    openRegister(aRegister());

    const parentCard = await screen.findByRole('region', { name: 'Parent Information' });
    within(parentCard).getByText('No parent is linked to your account yet.');
    within(parentCard).getByText('sam@example.com');
    expect(within(parentCard).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    within(screen.getByRole('region', { name: 'Student Information' })).getByText('Sam Student');
  });

  test('a linked parent shows on the student\'s parent card, with no "no parent" note', async () => {
    openRegister(aRegister({ parentInfo: { name: 'Pat Parent', email: 'pat@example.com', phone: '' } }));

    const parentCard = await screen.findByRole('region', { name: 'Parent Information' });
    await waitFor(() => within(parentCard).getByText('pat@example.com'));
    expect(within(parentCard).queryByText('No parent is linked to your account yet.')).toBeNull();
  });

  test('a paid entry waiting for the teacher shows its status, with no plan, Add to cart or MAKE PAYMENT', async () => {
    openRegister(aRegister({ interestId: 'i-1', interested: true, paid: true, durationType: 2, price: 30 }));

    await screen.findByText('Pending payment confirmation', { exact: true });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'MAKE PAYMENT' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  test('a registered student sees Registered and a disabled Enrolled, with no plan or Add to cart', async () => {
    openRegister(aRegister({ interestId: 'i-1', interested: true, paid: true, registered: true, durationType: 1, price: 30, expirationDate: '2027-01-01T00:00:00.000Z' }));

    await screen.findByText('Registered', { exact: true });
    expect((screen.getByRole('button', { name: 'Enrolled' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  test('in Chinese: the cards, plans with their prices, the parent note, payment, and the badge of a paid entry', async () => {
    await interfaceIn('zh');
    openRegister(aRegister());

    await screen.findByRole('radio', { name: '1 年（$299.50）' });
    expect(screen.getByRole('radio', { name: '1 个月（$30.00）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeTruthy();
    expect(screen.getByText('老师：Tess Teacher')).toBeTruthy();
    const parentCard = screen.getByRole('region', { name: '家长信息' });
    within(parentCard).getByText('你的账号还没有关联家长。');
    expect(within(parentCard).getByRole('link', { name: '个人资料' }).getAttribute('href')).toBe('/profile');
    within(screen.getByRole('region', { name: '学生信息' })).getByRole('button', { name: '编辑学生信息' });
    screen.getByText('付款信息');
    screen.getByRole('link', { name: '← 返回班级' });
  });

  test('in Chinese, a paid entry shows its badge and a closed class says it takes no registrations', async () => {
    await interfaceIn('zh');
    openRegister(aRegister({ interestId: 'i-1', interested: true, paid: true, durationType: 2, price: 30 }));
    await screen.findByText('等待确认付款', { exact: true });
    cleanup();

    openRegister(aRegister({}, { isPublish: 0 }));
    await screen.findByText('这个班级暂不开放报名。请选择其他班级，或咨询任课老师。');
    expect(screen.queryByText(/not open for registration/)).toBeNull();
  });

  test('a visitor is sent to sign in, with the register page as the page to come back to', async () => {
    openRegister(aRegister(), null);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(`/classRegister/${CLASS_ID}`);
    expect(fake.api.received).toEqual([]);
  });

  test('an administrator has no cart and so no register page: they are sent to /login', async () => {
    openRegister(aRegister(), aUser({ role: 'Teacher', isAdmin: true }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(fake.api.received).toEqual([]);
  });
});
