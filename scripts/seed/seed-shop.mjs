// The demo's leftover shop (docs/decisions/012), built through the public API like the rest of the demo. Each step
// looks for its own result first, so a later run completes an earlier one and never adds a product twice.
import { readFile } from 'node:fs/promises';
import { signIn } from './api.mjs';
import { DEMO_PRODUCTS } from './demo-shop.mjs';

/** @typedef {import('./api.mjs').Api} Api */
/** @typedef {{ _id: string, name: string, image: string, numReviews: number }} ListedProduct */

/**
 * The product named exactly `name`, if there is one.
 * @param {Api} client
 * @param {string} name
 * @returns {Promise<ListedProduct | undefined>}
 */
async function findProduct(client, name) {
  const found = await client.mustGet(`/api/products?keyword=${encodeURIComponent(name)}&pageSize=100`);
  return found.result.list.find((/** @type {ListedProduct} */ p) => p.name === name);
}

/**
 * Whether every demo product is there with its reviews.
 * @param {Api} client
 */
export async function demoShopSeeded(client) {
  for (const demo of DEMO_PRODUCTS) {
    const product = await findProduct(client, demo.name);
    if (!product || product.numReviews < demo.reviews.length) return false;
  }
  return true;
}

/**
 * Creates each demo product (a sample, then its fields and picture, as an admin would on the edit screen) and has the
 * demo family review it.
 * @param {string} baseUrl
 * @param {{ admin: Api, users: Record<string, { email: string }>, password: string }} school
 */
export async function seedDemoShop(baseUrl, { admin, users, password }) {
  for (const demo of DEMO_PRODUCTS) {
    const { reviews, image: imageFile, ...fields } = demo;
    const product = await findProduct(admin, demo.name);
    const id = product?._id ?? (await admin.must('/api/products')).result._id;
    const image = product?.image || (await admin.upload('/api/upload', 'image', imageFile, await readFile(new URL(`./shop-images/${imageFile}`, import.meta.url)))).result.path;
    await admin.mustPut(`/api/products/${id}`, { ...fields, image });
    for (const review of reviews) {
      const { client } = await signIn(baseUrl, users[review.user].email, password);
      // 409: this user reviewed it in an earlier run.
      await client.must(`/api/products/${id}/reviews`, { rating: review.rating, comment: review.comment }, [409]);
    }
  }
}
