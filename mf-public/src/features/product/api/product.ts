import { product, type Product } from '@tp/contracts/products';
import type { ReviewRequest } from '@tp/contracts/product-rules';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/products/:id: the product with its reviews (anyone may read it). */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return product.parse(await apiGet(`/products/${encodeURIComponent(id)}`, undefined, signal));
}

/** POST /api/products/:id/reviews {rating, comment}: answers the product with the new review and average. */
export async function postReview(id: string, review: ReviewRequest): Promise<Product> {
  return product.parse(await apiPost(`/products/${encodeURIComponent(id)}/reviews`, review));
}
