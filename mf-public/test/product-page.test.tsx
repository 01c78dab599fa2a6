import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Product } from '@tp/contracts/products';
import { ProductPage } from '../src/features/product/components/product-page';
import { aUser, ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

const aProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p1', name: 'Graphing Calculator', price: 89.9, image: '', brand: 'Calc Co', category: 'Tools', description: 'Plots functions.',
  countInStock: 3, rating: 4.4, numReviews: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  reviews: [{ _id: 'r1', name: 'Rita', rating: 4, comment: 'Sturdy.', createdAt: '2026-03-05T12:00:00.000Z', user: 'someone-else' }],
  ...overrides,
});

function openProduct(product: Product, signedIn: boolean) {
  fake.api.answer('GET', '/api/products/p1', ok(product));
  renderPage('/product/:id', '/product/p1', <ProductPage />, signedIn ? aUser() : null);
}

// Queried by text and selector: role queries walk antd's form in jsdom for seconds.
const alertText = () => document.querySelector('[role="alert"]')?.textContent;
const star = (name: string) => document.querySelector<HTMLElement>(`[role="radio"][aria-label="${name}"]`)!;
const submit = (name: string | RegExp) => fireEvent.click(screen.getByText(name, { selector: 'button > span' }));
const reviewsSent = () => fake.api.received.filter((call) => call.method === 'POST');

describe('the product page', () => {
  test('the rating, price, stock and reviews; a review needs stars and a comment, then is sent and shown', async () => {
    openProduct(aProduct(), true);
    fake.api.answer('POST', '/api/products/p1/reviews', (request) =>
      ok(aProduct({ numReviews: 2, reviews: [{ _id: 'r2', name: 'Sam Student', ...(request.body as { rating: number; comment: string }), createdAt: '2026-03-06T12:00:00.000Z', user: 'student-1' }, ...aProduct().reviews] })));

    await screen.findByText('Graphing Calculator', { selector: 'h1' });
    expect(screen.getByText('Rated 4.5 out of 5')).toBeTruthy();
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(screen.getByText('Price: $89.90')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('Add To Cart', { selector: 'button > span' })).toBeTruthy();
    expect(screen.getByText('Mar 5, 2026')).toBeTruthy();
    expect(screen.getByLabelText('Graphing Calculator: no picture yet')).toBeTruthy();

    submit('Submit');
    await waitFor(() => expect(alertText()).toBe('Please choose a rating from 1 (Poor) to 5 (Excellent).'));
    fireEvent.click(star('4 stars, Very Good'));
    expect(screen.getByText('4 - Very Good')).toBeTruthy();
    submit('Submit');
    await waitFor(() => expect(alertText()).toBe('Please write a comment.'));
    expect(reviewsSent()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Great for graphs.' } });
    submit('Submit');
    await screen.findByText('Review submitted');
    await screen.findByText('You have reviewed this product.');
    expect(reviewsSent().map((call) => call.body)).toEqual([{ rating: 4, comment: 'Great for graphs.' }]);
    expect(screen.getByText('Great for graphs.', { selector: '.tp-product-review-comment' })).toBeTruthy();
    expect(screen.getByText('2 reviews')).toBeTruthy();
  });

  test('in Chinese: the buy box, the rating, the reviews with their date, and the review form with its messages', async () => {
    localStorage.setItem('language', 'zh');
    openProduct(aProduct({ countInStock: 0 }), true);

    await screen.findByText('评分 4.5 / 5');
    expect(screen.getByText('1 条评价')).toBeTruthy();
    expect(screen.getByText('价格：$89.90')).toBeTruthy();
    expect(screen.getByText('缺货')).toBeTruthy();
    expect(screen.getByText('加入购物车', { selector: 'button > span' })).toBeTruthy();
    expect(screen.getByText('写评价', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('2026年3月5日')).toBeTruthy();

    submit(/^提\s?交$/);
    await waitFor(() => expect(alertText()).toBe('请选择 1（差）到 5（极好）的评分。'));
    fireEvent.click(star('4 星，很好'));
    expect(screen.getByText('4 - 很好')).toBeTruthy();
    submit(/^提\s?交$/);
    await waitFor(() => expect(alertText()).toBe('请填写评语。'));
    expect(reviewsSent()).toEqual([]);
  });

  test('in Chinese, a visitor is asked to sign in to write a review, and a product without reviews says so', async () => {
    localStorage.setItem('language', 'zh');
    openProduct(aProduct({ numReviews: 0, rating: 0, reviews: [] }), false);

    await screen.findByText('暂无评价');
    const signIn = screen.getByText('登录', { selector: 'a' });
    expect(signIn.closest('p')!.textContent).toBe('请先登录再写评价');
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2Fproduct%2Fp1');
  });
});
