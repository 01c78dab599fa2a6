import { describe, expect, inject, test } from 'vitest';
import { apiClient } from '@tp/test-kit';
import { gateway, signIn, signInAdmin } from '../support/api';
import { resignedToken } from '../support/identity-keys';
import { createUser, PASSWORD } from '../support/school';
import { TINY_PNG } from '../support/teaching';
import { eachItem, product, productReview, refusal, success } from './spec-shapes';

const TOKEN_FAILED = 'Not authorized, token failed';

/** A product to read, edit and review (POST /api/products is ours: the specification's admin list creates one). */
async function newProduct() {
  const { api: admin } = await signInAdmin();
  return { admin, id: (success(await admin.post('/api/products')) as { _id: string })._id };
}

describe('leftover shop calls', () => {
  test('PUT /api/products/{id} with the product\'s fields; GET /api/products/{id} reads them back', async () => {
    const { admin, id } = await newProduct();
    const fields = { name: 'Contract lab kit', price: 49.5, image: '/uploads/2026/01/kit.png', brand: 'Fieldwork', category: 'Lab kits', description: 'Springs and a pendulum.', countInStock: 4 };

    success(await admin.put(`/api/products/${id}`, fields));

    expect(success(await gateway().get(`/api/products/${id}`))).toMatchObject({ ...product, ...fields, _id: id, rating: 0, numReviews: 0, reviews: [] });
  });

  test('POST /api/products/{id}/reviews {rating, comment}: the review is listed and the rating and count follow', async () => {
    const { id } = await newProduct();
    const reviewer = await createUser('Student');
    const { api } = await signIn(reviewer.email, PASSWORD);

    success(await api.post(`/api/products/${id}/reviews`, { rating: 4, comment: 'Sturdy and clear.' }));

    const read = success(await gateway().get(`/api/products/${id}`));
    expect(read).toMatchObject({ ...product, rating: 4, numReviews: 1 });
    expect(eachItem(read.reviews, productReview)).toEqual([expect.objectContaining({ name: reviewer.name, rating: 4, comment: 'Sturdy and clear.' })]);
  });

  test('POST /api/upload multipart {image} answers the stored picture\'s path, served under /uploads/', async () => {
    const { user } = await signInAdmin();
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG]), 'product.png');

    const res = await fetch(new URL('/api/upload', inject('baseUrl')), { method: 'POST', body: form, headers: { authorization: `Bearer ${user.token}` } });

    const { path } = success<{ path: string }>({ status: res.status, body: (await res.json()) as { code: number; msg: string; result: { path: string } }, headers: res.headers });
    expect(path).toMatch(/^\/uploads\//);
    expect((await fetch(new URL(path, inject('baseUrl')))).headers.get('content-type')).toBe('image/png');
  });

  test('a missing or expired token on a shop call answers the message \'Not authorized, token failed\'', async () => {
    const { id } = await newProduct();
    const { user } = await signIn((await createUser('Student')).email, PASSWORD);
    const now = Math.floor(Date.now() / 1000);
    const expired = apiClient(inject('baseUrl'), await resignedToken(user.token, { issuedAt: now - 7200, expiresAt: now - 3600 }));

    for (const client of [gateway(), expired]) {
      expect(refusal(await client.post(`/api/products/${id}/reviews`, { rating: 5, comment: 'Great' }), 401)).toBe(TOKEN_FAILED);
      expect(refusal(await client.put(`/api/products/${id}`, { name: 'Renamed' }), 401)).toBe(TOKEN_FAILED);
    }
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG]), 'product.png');
    const upload = await fetch(new URL('/api/upload', inject('baseUrl')), { method: 'POST', body: form });
    expect(await upload.json()).toMatchObject({ code: 401, msg: TOKEN_FAILED });
  });
});
