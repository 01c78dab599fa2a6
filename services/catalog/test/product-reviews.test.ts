import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

async function newProduct(): Promise<string> {
  const created = await h.admin.post('/api/products');
  expect(created.body.code).toBe(200);
  return created.body.result._id;
}

const review = (productId: string, body: unknown, client = h.anonymous) => client.post(`/api/products/${productId}/reviews`, body);
const read = async (productId: string) => (await h.anonymous.get(`/api/products/${productId}`)).body.result;

describe('reviews', () => {
  test('a signed-in user\'s review is listed with their name, and the product\'s rating and count follow', async () => {
    const productId = await newProduct();
    const student = await h.user('Student', { name: `Leo ${randomUUID().slice(0, 6)}` }, false);

    const added = await review(productId, { rating: 4, comment: '  Clear and sturdy.  ' }, student.client);

    expect(added.body).toMatchObject({ code: 200, msg: 'Review added', result: { rating: 4, numReviews: 1 } });
    expect((await read(productId)).reviews).toEqual([
      { _id: expect.any(String), name: student.name, rating: 4, comment: 'Clear and sturdy.', createdAt: expect.any(String), user: student.id },
    ]);
  });

  test('the rating is the average of every review, halves and thirds included; newest review first', async () => {
    const productId = await newProduct();
    const [a, b, c] = [await h.user('Student', {}, false), await h.user('Parent', {}, false), await h.user('Teacher', {}, false)];

    await review(productId, { rating: 5, comment: 'Excellent' }, a.client);
    await review(productId, { rating: 4, comment: 'Very good' }, b.client);
    expect(await read(productId)).toMatchObject({ rating: 4.5, numReviews: 2 });
    await review(productId, { rating: 2, comment: 'Fair' }, c.client);

    const product = await read(productId);
    expect(product).toMatchObject({ rating: 3.667, numReviews: 3 });
    expect(product.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Fair', 'Very good', 'Excellent']);
  });

  test('reviews written at the same moment are all counted in the average', async () => {
    const productId = await newProduct();
    const reviewers = await Promise.all([1, 2, 3, 4, 5].map(() => h.user('Student', {}, false)));

    const answers = await Promise.all(reviewers.map((r, i) => review(productId, { rating: i + 1, comment: `Rated ${i + 1}` }, r.client)));

    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200]);
    expect(await read(productId)).toMatchObject({ rating: 3, numReviews: 5 });
  });

  test('a user reviews a product once: the second is a 409 and the first stays', async () => {
    const productId = await newProduct();
    const student = await h.user('Student', {}, false);
    await review(productId, { rating: 5, comment: 'Love it' }, student.client);

    const again = await review(productId, { rating: 1, comment: 'Changed my mind' }, student.client);

    expect(again).toMatchObject({ status: 409, body: { code: 409, msg: 'You have already reviewed this product.', result: null } });
    expect(await read(productId)).toMatchObject({ rating: 5, numReviews: 1, reviews: [{ comment: 'Love it' }] });
  });

  test('the rating must be a whole number from 1 to 5 and the comment is required: 400, nothing kept', async () => {
    const productId = await newProduct();
    const student = await h.user('Student', {}, false);
    const ratingMessage = 'Please choose a rating from 1 (Poor) to 5 (Excellent).';
    const refusals: [unknown, string][] = [
      [{ rating: 0, comment: 'Too low' }, ratingMessage],
      [{ rating: 6, comment: 'Too high' }, ratingMessage],
      [{ rating: 3.5, comment: 'Half' }, ratingMessage],
      [{ rating: '4', comment: 'Text' }, ratingMessage],
      [{ comment: 'No rating' }, ratingMessage],
      [{ rating: 4 }, 'Please write a comment.'],
      [{ rating: 4, comment: 7 }, 'The comment must be text.'],
      [{ rating: 4, comment: '   ' }, 'Please write a comment.'],
      [{ rating: 4, comment: 'x'.repeat(2001) }, 'The comment can be at most 2000 characters.'],
    ];

    for (const [body, msg] of refusals) {
      expect(await review(productId, body, student.client), JSON.stringify(body).slice(0, 60)).toMatchObject({ status: 400, body: { code: 400, msg, result: null } });
    }
    expect(await read(productId)).toMatchObject({ rating: 0, numReviews: 0, reviews: [] });
  });

  test('reviewing an unknown product is a 404', async () => {
    const student = await h.user('Student', {}, false);

    expect((await review(randomUUID(), { rating: 3, comment: 'Good' }, student.client)).body).toEqual({ code: 404, msg: 'Product not found', result: null });
  });

  test('when a user is deleted their reviews go and the ratings are counted again', async () => {
    const productId = await newProduct();
    const staying = await h.user('Student');
    const leaving = await h.user('Student');
    await review(productId, { rating: 2, comment: 'Meh' }, staying.client);
    await review(productId, { rating: 5, comment: 'Great' }, leaving.client);
    expect(await read(productId)).toMatchObject({ rating: 3.5, numReviews: 2 });

    await h.publish('user.deleted', { id: leaving.id, email: leaving.email });

    await waitFor(async () => (await read(productId)).numReviews === 1, { what: 'the deleted user\'s review to go' });
    expect(await read(productId)).toMatchObject({ rating: 2, numReviews: 1, reviews: [{ comment: 'Meh', user: staying.id }] });
  });
});
