import { uploadedFile } from '@tp/contracts/classes';
import type { ProductUpdateRequest } from '@tp/contracts/product-rules';
import { product, productList, type Product, type ProductList } from '@tp/contracts/products';
import { apiDelete, apiGet, apiPost, apiPut } from '@tp/web-kit/api-client';

export const PRODUCT_PAGE_SIZE = 10;

/** GET /api/products ?keyword, page, pageSize: a page of products by name, and how many match. */
export async function fetchProducts(keyword: string, page: number, signal?: AbortSignal): Promise<ProductList> {
  return productList.parse(await apiGet('/products', { keyword, page, pageSize: PRODUCT_PAGE_SIZE }, signal));
}

/** POST /api/products: a sample product, which the administrator then edits. */
export async function createProduct(): Promise<Product> {
  return product.parse(await apiPost('/products'));
}

/** GET /api/products/:id. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return product.parse(await apiGet(`/products/${encodeURIComponent(id)}`, undefined, signal));
}

/** PUT /api/products/:id with the edit form's fields. */
export async function updateProduct(id: string, fields: ProductUpdateRequest): Promise<Product> {
  return product.parse(await apiPut(`/products/${encodeURIComponent(id)}`, fields));
}

/** DELETE /api/products/:id. */
export async function deleteProduct(id: string): Promise<void> {
  await apiDelete(`/products/${encodeURIComponent(id)}`);
}

/** POST /api/upload multipart {image}: the product picture, stored under the administrator's upload allowance. */
export async function uploadProductImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return uploadedFile.parse(await apiPost('/upload', body)).path;
}
