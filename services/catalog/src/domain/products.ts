import { randomUUID } from 'node:crypto';
import type { TokenUser } from '@tp/contracts';
import type { ProductUpdateRequest, ReviewRequest } from '@tp/contracts/product-rules';
import { conflict, notFound, withTransaction, type Pool, type PoolClient, type Queryable } from '@tp/service-kit';
import { deleteProduct, deleteReviewsOf, findProduct, insertProduct, insertReview, listReviews, refreshRatings, updateProductFields } from '../data-access/product-repository';
import type { ProductFields, ProductRecord, ReviewRecord } from './product-record';

// The leftover shop (docs/decisions/012): administrators keep the products, signed-in users review them once each.

/** What "Create Product" makes: a sample the administrator then edits, as the shop template did. */
export const SAMPLE_PRODUCT: ProductFields = {
  name: 'Sample name', price: 0, image: '', brand: 'Sample brand', category: 'Sample category', description: 'Sample description', countInStock: 0,
};

export interface ProductWithReviews {
  product: ProductRecord;
  reviews: ReviewRecord[];
}

const productNotFound = () => notFound('Product not found');

/** The product with its reviews, newest first; an unknown id is a 404. */
export async function readProduct(db: Queryable, id: string): Promise<ProductWithReviews> {
  const product = await findProduct(db, id);
  if (!product) throw productNotFound();
  return { product, reviews: await listReviews(db, id) };
}

export async function createSampleProduct(pool: Pool, admin: TokenUser): Promise<ProductWithReviews> {
  const id = randomUUID();
  await insertProduct(pool, id, admin.id, SAMPLE_PRODUCT);
  return readProduct(pool, id);
}

/** Sets the fields sent; the rest keep their value. */
export async function updateProduct(pool: Pool, id: string, fields: ProductUpdateRequest): Promise<ProductWithReviews> {
  await withTransaction(pool, async (tx) => {
    if (!(await findProduct(tx, id, { forUpdate: true }))) throw productNotFound();
    await updateProductFields(tx, id, fields);
  });
  return readProduct(pool, id);
}

/** Deletes the product and its reviews. Its image stays stored (it counts in the uploader's quota). */
export async function removeProduct(pool: Pool, id: string): Promise<void> {
  if (!(await deleteProduct(pool, id))) throw productNotFound();
}

/**
 * A signed-in user's review, once per product (409 the second time). The product row is locked first, so reviews
 * written at the same moment take turns and each average counts every review before it.
 */
export async function addReview(pool: Pool, user: TokenUser, productId: string, review: ReviewRequest): Promise<ProductWithReviews> {
  await withTransaction(pool, async (tx) => {
    if (!(await findProduct(tx, productId, { forUpdate: true }))) throw productNotFound();
    const added = await insertReview(tx, productId, { id: randomUUID(), userId: user.id, name: user.name, ...review });
    if (!added) throw conflict('You have already reviewed this product.');
    await refreshRatings(tx, [productId]);
  });
  return readProduct(pool, productId);
}

/** A deleted user's reviews go, and the ratings of what they reviewed are counted again (in the event's transaction). */
export async function removeReviewsOfUser(tx: PoolClient, userId: string): Promise<void> {
  const productIds = await deleteReviewsOf(tx, userId);
  if (productIds.length) await refreshRatings(tx, productIds);
}
