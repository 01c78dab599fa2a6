import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Product } from '@tp/contracts/products';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const admin = aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true });

const aProduct: Product = {
  _id: 'p1', name: 'Graph Paper', price: 4.5, image: '', brand: 'Acme', category: 'Supplies', description: 'Squared', countInStock: 12,
  rating: 4, numReviews: 2, createdAt: '2026-09-01T10:00:00.000Z', updatedAt: '2026-09-01T10:00:00.000Z', reviews: [],
};

const openList = () => {
  fake.api.answer('GET', '/api/products', ok({ list: [aProduct], total: 1 }));
  renderArea(routes, '/admin/productlist', admin);
};
const openEditor = () => {
  fake.api.answer('GET', '/api/products/p1', ok(aProduct));
  renderArea(routes, '/admin/product/p1/edit', admin);
};

describe('the products', () => {
  test('in English: the list as it was', async () => {
    openList();
    await screen.findByRole('heading', { name: 'Products' });
    const row = (await screen.findByText('Graph Paper')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit Graph Paper' }).textContent).toBe('Edit');
    expect(screen.getByRole('columnheader', { name: 'In Stock' })).toBeTruthy();
  });

  test('in Chinese: the list', async () => {
    localStorage.setItem('language', 'zh');
    openList();
    await screen.findByRole('heading', { name: '商品' });
    const row = (await screen.findByText('Graph Paper')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '编辑 Graph Paper' }).textContent).toBe('编辑');
    expect(screen.getByRole('columnheader', { name: '库存' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '创建商品' })).toBeTruthy();
    expect(screen.getByPlaceholderText('按名称搜索')).toBeTruthy();
  });

  test("in Chinese: the edit form's labels and a rule's message, nothing sent", async () => {
    localStorage.setItem('language', 'zh');
    openEditor();
    await screen.findByRole('heading', { name: '编辑商品' });
    expect(screen.getByRole('link', { name: '返回' })).toBeTruthy();
    expect((screen.getByLabelText('库存数量') as HTMLInputElement).value).toBe('12');

    fireEvent.change(screen.getByLabelText('价格'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: /^更\s?新$/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('价格不能为负数。');
    expect(fake.api.received.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
