import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@tp/contracts/registrations';
import type { SessionUser } from '@tp/web-kit/session-store';
import { routes } from '../src/app/routes';
import { putCartLine } from '../src/features/product-cart/utils/product-cart-store';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();

function anEntry(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: 'i-1', classId: 'c-1', className: 'Optics', userId: 'student-1', studentName: 'Sam Student', durationType: 1, price: 10,
    interested: true, paid: false, registered: false, expirationDate: null, createdAt: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

const openCart = (user: SessionUser | null = aUser()) => renderArea(routes, '/cart', user);

describe('the cart page', () => {
  test('a paid entry waiting for the teacher shows its status instead of Remove and is not in the total, which says why', async () => {
    fake.api.answer('GET', '/api/user/getClassRegisterList', ok({
      list: [anEntry({ _id: 'paid', className: 'Paid Class', paid: true, durationType: 2, price: 299.5 }), anEntry({ _id: 'open', className: 'Open Class', price: 45 })],
    }));
    openCart();

    const paidRow = (await screen.findByText('Paid Class')).closest('tr')!;
    const openRow = screen.getByText('Open Class').closest('tr')!;
    within(paidRow).getByText('Pending payment confirmation');
    expect(within(paidRow).queryAllByRole('button')).toEqual([]);
    within(openRow).getByRole('button', { name: 'Remove Open Class for Sam Student' });
    expect(screen.getByText('Total:').textContent).toBe('Total: $45.00');
    screen.getByText('Paid entries wait for the teacher to confirm them and are not in the total.');
    expect(fake.api.received.map((call) => call.query.get('id'))).toEqual(['student-1']);
  });

  test('with nothing unpaid or pending the note is not shown', async () => {
    fake.api.answer('GET', '/api/user/getClassRegisterList', ok({ list: [anEntry({ price: 45 })] }));
    openCart();

    await screen.findByText('Optics');
    expect(screen.getByText('Total:').textContent).toBe('Total: $45.00');
    expect(screen.queryByText(/Paid entries wait/)).toBeNull();
  });

  test('in Chinese: the columns, a plan, the pending status, Remove, the note and the total', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getClassRegisterList', ok({
      list: [anEntry({ _id: 'paid', className: 'Paid Class', paid: true, durationType: 2, price: 299.5 }), anEntry({ _id: 'open', className: 'Open Class', price: 45 })],
    }));
    openCart();

    await screen.findByRole('heading', { name: '购物车' });
    const paidRow = (await screen.findByText('Paid Class')).closest('tr')!;
    within(paidRow).getByText('等待确认付款');
    within(paidRow).getByText('1 年');
    within(screen.getByText('Open Class').closest('tr')!).getByRole('button', { name: '移除 Sam Student 的 Open Class' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['班级', '学生', '时长', '价格', '操作']);
    expect(screen.getByText('合计：').textContent).toBe('合计： $45.00');
    screen.getByText('已付款的项目需等老师确认，不计入合计。');
  });

  test('in Chinese, an empty cart says so with the specification\'s message', async () => {
    await interfaceIn('zh');
    openCart(aUser({ _id: 'teacher-1', role: 'Teacher' }));

    await screen.findByText('购物车是空的');
    screen.getByRole('button', { name: '浏览班级' });
  });

  test('a teacher\'s cart is empty without asking billing, which refuses their cart calls', async () => {
    openCart(aUser({ _id: 'teacher-1', role: 'Teacher' }));

    await screen.findByText('Your cart is empty');
    screen.getByRole('button', { name: 'Browse Classes' });
    expect(fake.api.received).toEqual([]);
    expect(window.location.pathname).toBe('/cart');
  });

  test('an administrator has no cart: they are sent to /login, which sends them on to their own page', async () => {
    openCart(aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Shopping Cart' })).toBeNull();
    expect(fake.api.received).toEqual([]);
  });

  test('a visitor is sent to sign in, with the cart as the page to come back to', async () => {
    openCart(null);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/cart');
    expect(fake.api.received).toEqual([]);
  });

  test('/cart alone is the class cart: a product in this browser\'s shop cart is not in it', async () => {
    fake.api.answer('GET', '/api/user/getClassRegisterList', ok({ list: [] }));
    putCartLine('product-1', 2);
    openCart();

    await screen.findByText('Your cart is empty');
    screen.getByRole('button', { name: 'Browse Classes' });
    expect(fake.api.received.map((call) => call.path)).toEqual(['/api/user/getClassRegisterList']);
  });

  test("in Chinese, this browser's shop cart: its columns, quantity, subtotal and checkout", async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/products/product-1', ok({
      _id: 'product-1', name: 'Graph paper', price: 4.5, image: '', brand: '', category: '', description: '', countInStock: 5, rating: 0, numReviews: 0,
      createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', reviews: [],
    }));
    renderArea(routes, '/cart/product-1?qty=2', null);

    await screen.findByRole('heading', { name: '购物车' });
    await screen.findByRole('combobox', { name: 'Graph paper的数量' });
    screen.getByRole('button', { name: '移除Graph paper' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['商品', '价格', '数量', '操作']);
    expect(screen.getByText(/^小计/).textContent).toBe('小计（2 件）： $9.00');
    screen.getByRole('button', { name: '去结算' });
  });
});
