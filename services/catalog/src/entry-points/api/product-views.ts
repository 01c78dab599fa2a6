import type { Product, ProductReview, ProductSummary } from '@tp/contracts';
import type { ProductRecord, ReviewRecord } from '../../domain/product-record';
import type { ProductWithReviews } from '../../domain/products';

// Each view is typed by its schema in @tp/contracts (products.ts), which the shop screens parse the answer with.

export function toProductSummary(p: ProductRecord): ProductSummary {
  return {
    _id: p.id, name: p.name, price: p.price, image: p.image, brand: p.brand, category: p.category, description: p.description,
    countInStock: p.countInStock, rating: p.rating, numReviews: p.numReviews, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
  };
}

function toReview(r: ReviewRecord): ProductReview {
  return { _id: r.id, name: r.name, rating: r.rating, comment: r.comment, createdAt: r.createdAt.toISOString(), user: r.userId };
}

export function toProduct({ product, reviews }: ProductWithReviews): Product {
  return { ...toProductSummary(product), reviews: reviews.map(toReview) };
}
