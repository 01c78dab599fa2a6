import { product, type Product } from '@tp/contracts/products';
import { ApiError } from '@tp/web-kit/api-error';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/products/:id: the product as it is now (price and stock); undefined when it no longer exists. */
export async function fetchCartProduct(id: string, signal?: AbortSignal): Promise<Product | undefined> {
  try {
    return product.parse(await apiGet(`/products/${encodeURIComponent(id)}`, undefined, signal));
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return undefined;
    throw error;
  }
}
