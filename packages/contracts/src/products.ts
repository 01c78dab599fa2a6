import { z } from 'zod';

// What catalog answers about the leftover shop's products (docs/decisions/012). Dates travel as ISO strings.

/** A review: the reviewer's name as it was when they wrote it, a rating 1–5, a comment; `user` is the reviewer's id. */
export const productReview = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  user: z.string(),
});
export type ProductReview = z.infer<typeof productReview>;

/** A product as the admin list shows it; `rating` is the average of its reviews (0 with none). */
export const productSummary = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  countInStock: z.number(),
  rating: z.number(),
  numReviews: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

/** GET /products/:id, and what PUT /products/:id and POST /products answer: the product with its reviews, newest first. */
export const product = productSummary.extend({ reviews: z.array(productReview) });
export type Product = z.infer<typeof product>;

/** GET /products: a page of products by name, and how many match in all. */
export const productList = z.object({ list: z.array(productSummary), total: z.number() });
export type ProductList = z.infer<typeof productList>;
