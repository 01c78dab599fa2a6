import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

const TOKEN_FAILED = { code: 401, msg: 'Not authorized, token failed', result: null };

/** A product the admin created and saved with `fields` (a name of its own, so searches find only it). */
async function savedProduct(fields: Record<string, unknown> = {}) {
  const created = await h.admin.post('/api/products');
  expect(created.body.code).toBe(200);
  const name = `Graphing calculator ${randomUUID().slice(0, 8)}`;
  const saved = await h.admin.put(`/api/products/${created.body.result._id}`, {
    name, price: 89.99, image: '/uploads/2026/01/calculator.png', brand: 'Casio', category: 'Calculators', description: 'Plots functions.', countInStock: 7, ...fields,
  });
  expect(saved.body.code).toBe(200);
  return saved.body.result;
}

describe('products: reading', () => {
  test('anyone reads a product by id, with no reviews yet and a rating of 0', async () => {
    const product = await savedProduct();

    const read = await h.anonymous.get(`/api/products/${product._id}`);

    expect(read.body).toMatchObject({ code: 200, result: { ...product, rating: 0, numReviews: 0, reviews: [] } });
  });

  test('an unknown or malformed id is a 404 "Product not found"', async () => {
    for (const id of [randomUUID(), 'not-an-id', '1']) {
      expect(await h.anonymous.get(`/api/products/${id}`)).toMatchObject({ status: 404, body: { code: 404, msg: 'Product not found', result: null } });
    }
  });

  test('reading ignores a bad token: the product page works for a stale session', async () => {
    const product = await savedProduct();

    const read = await apiClient(h.catalog.url, 'not.a.token').get(`/api/products/${product._id}`);

    expect(read.body.code).toBe(200);
  });

  test('the list is paged by name and searched by keyword; a bad page is a 400', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const name of [`B kit ${tag}`, `A kit ${tag}`, `C kit ${tag}`]) await savedProduct({ name });

    const first = await h.anonymous.get(`/api/products?keyword=${tag}&page=1&pageSize=2`);
    const second = await h.anonymous.get(`/api/products?keyword=${tag}&page=2&pageSize=2`);

    expect(first.body.result.total).toBe(3);
    expect(first.body.result.list.map((p: { name: string }) => p.name)).toEqual([`A kit ${tag}`, `B kit ${tag}`]);
    expect(second.body.result.list.map((p: { name: string }) => p.name)).toEqual([`C kit ${tag}`]);
    expect(first.body.result.list[0]).not.toHaveProperty('reviews');
    expect((await h.anonymous.get('/api/products?page=0')).body).toEqual({ code: 400, msg: 'The page must be a whole number from 1 to 100000.', result: null });
    expect((await h.anonymous.get('/api/products?pageSize=500')).body).toEqual({ code: 400, msg: 'The page size must be a whole number from 1 to 100.', result: null });
  });
});

describe('products: the administrator\'s writes', () => {
  test('create makes a sample product the administrator then edits', async () => {
    const created = await h.admin.post('/api/products');

    expect(created.body).toMatchObject({
      code: 200,
      result: { name: 'Sample name', price: 0, image: '', brand: 'Sample brand', category: 'Sample category', description: 'Sample description', countInStock: 0, rating: 0, numReviews: 0, reviews: [] },
    });
    expect((await h.anonymous.get(`/api/products/${created.body.result._id}`)).body.result.name).toBe('Sample name');
  });

  test('an edit sets the fields sent and keeps the others; rating and reviews cannot be set', async () => {
    const product = await savedProduct();

    const edited = await h.admin.put(`/api/products/${product._id}`, { price: 79.5, countInStock: 0, rating: 5, numReviews: 9, reviews: [{ name: 'x' }] });

    expect(edited.body.result).toMatchObject({ ...product, price: 79.5, countInStock: 0, rating: 0, numReviews: 0, reviews: [], updatedAt: expect.any(String) });
    expect((await h.anonymous.get(`/api/products/${product._id}`)).body.result).toEqual(edited.body.result);
  });

  test('bad input is a 400 naming the problem, and nothing is changed', async () => {
    const product = await savedProduct();
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Please enter the product name.'],
      [{ price: -1 }, 'The price cannot be negative.'],
      [{ price: 1.234 }, 'The price can have at most two decimals.'],
      [{ price: '12' }, 'The price must be a number of dollars, like 49.99.'],
      [{ countInStock: 2.5 }, 'The count in stock must be a whole number, 0 or more.'],
      [{ countInStock: -3 }, 'The count in stock must be a whole number, 0 or more.'],
      [{ image: 'javascript:alert(1)' }, 'The image must be an uploaded file (/uploads/...) or an https address.'],
      [{ image: 'http://example.com/a.png' }, 'The image must be an uploaded file (/uploads/...) or an https address.'],
      [{ description: 'x'.repeat(5001) }, 'The description can be at most 5000 characters.'],
      [{ name: 'Fine', brand: 42 }, 'The brand must be text.'],
    ];

    for (const [body, msg] of refusals) {
      expect(await h.admin.put(`/api/products/${product._id}`, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 400, msg, result: null } });
    }
    expect((await h.anonymous.get(`/api/products/${product._id}`)).body.result).toEqual({ ...product });
  });

  test('editing or deleting an unknown product is a 404', async () => {
    const missing = randomUUID();

    expect((await h.admin.put(`/api/products/${missing}`, { name: 'Ghost' })).body).toEqual({ code: 404, msg: 'Product not found', result: null });
    expect((await h.admin.delete(`/api/products/${missing}`)).body).toEqual({ code: 404, msg: 'Product not found', result: null });
  });

  test('delete removes the product with its reviews', async () => {
    const product = await savedProduct();
    const reviewer = await h.user('Student', {}, false);
    expect((await reviewer.client.post(`/api/products/${product._id}/reviews`, { rating: 4, comment: 'Sturdy' })).body.code).toBe(200);

    const removed = await h.admin.delete(`/api/products/${product._id}`);

    expect(removed.body).toEqual({ code: 200, msg: 'Product removed', result: null });
    expect((await h.anonymous.get(`/api/products/${product._id}`)).status).toBe(404);
    const left = await h.catalog.ctx.pool.query('SELECT 1 FROM product_reviews WHERE product_id = $1', [product._id]);
    expect(left.rowCount).toBe(0);
  });

  test('only administrators write products: others get 403 and nothing changes', async () => {
    const product = await savedProduct();
    const teacher = await h.user('Teacher', {}, false);
    const forbidden = { status: 403, body: { code: 403, msg: 'This needs an administrator.', result: null } };

    expect(await teacher.client.post('/api/products')).toMatchObject(forbidden);
    expect(await teacher.client.put(`/api/products/${product._id}`, { price: 1 })).toMatchObject(forbidden);
    expect(await teacher.client.delete(`/api/products/${product._id}`)).toMatchObject(forbidden);
    expect((await h.anonymous.get(`/api/products/${product._id}`)).body.result).toEqual(product);
  });

  test('a missing, forged or expired token is a 401 "Not authorized, token failed"', async () => {
    const product = await savedProduct();
    const expired = apiClient(h.catalog.url, await h.issuer.tokenFor({ role: 'Teacher', isAdmin: true }, '-1m'));
    const forged = apiClient(h.catalog.url, 'forged.token.value');

    for (const client of [h.anonymous, forged, expired]) {
      expect(await client.post('/api/products')).toMatchObject({ status: 401, body: TOKEN_FAILED });
      expect(await client.put(`/api/products/${product._id}`, { price: 1 })).toMatchObject({ status: 401, body: TOKEN_FAILED });
      expect(await client.delete(`/api/products/${product._id}`)).toMatchObject({ status: 401, body: TOKEN_FAILED });
      expect(await client.post(`/api/products/${product._id}/reviews`, { rating: 5, comment: 'Great' })).toMatchObject({ status: 401, body: TOKEN_FAILED });
    }
    expect((await h.anonymous.get(`/api/products/${product._id}`)).body.result).toEqual(product);
  });
});
