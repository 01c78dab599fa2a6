import type { ProductUpdateRequest } from '@tp/contracts/product-rules';
import { containsPattern, type Queryable } from '@tp/service-kit';
import type { ProductFields, ProductRecord, ReviewRecord } from '../domain/product-record';

const SELECT_PRODUCTS = `
  SELECT id, name, price::float8 AS price, image, brand, category, description, count_in_stock AS "countInStock",
    rating::float8 AS rating, num_reviews AS "numReviews", created_at AS "createdAt", updated_at AS "updatedAt"
  FROM products`;

export async function insertProduct(db: Queryable, id: string, createdBy: string, fields: ProductFields): Promise<void> {
  await db.query(
    `INSERT INTO products (id, name, price, image, brand, category, description, count_in_stock, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, fields.name, fields.price, fields.image, fields.brand, fields.category, fields.description, fields.countInStock, createdBy],
  );
}

export async function findProduct(db: Queryable, id: string, { forUpdate = false } = {}): Promise<ProductRecord | undefined> {
  const { rows } = await db.query<ProductRecord>(`${SELECT_PRODUCTS} WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** A page of products whose name holds `keyword`, by name; and how many match in all. */
export async function listProducts(db: Queryable, keyword: string, page: number, pageSize: number): Promise<{ list: ProductRecord[]; total: number }> {
  const pattern = containsPattern(keyword);
  const [{ rows }, counted] = await Promise.all([
    db.query<ProductRecord>(`${SELECT_PRODUCTS} WHERE name ILIKE $1 ORDER BY lower(name), id LIMIT $2 OFFSET $3`, [pattern, pageSize, (page - 1) * pageSize]),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM products WHERE name ILIKE $1', [pattern]),
  ]);
  return { list: rows, total: counted.rows[0].total };
}

/** Sets the fields given; those left out keep their value. */
export async function updateProductFields(db: Queryable, id: string, f: ProductUpdateRequest): Promise<void> {
  await db.query(
    `UPDATE products SET name = COALESCE($2, name), price = COALESCE($3, price), image = COALESCE($4, image),
       brand = COALESCE($5, brand), category = COALESCE($6, category), description = COALESCE($7, description),
       count_in_stock = COALESCE($8, count_in_stock), updated_at = now()
     WHERE id = $1`,
    [id, f.name ?? null, f.price ?? null, f.image ?? null, f.brand ?? null, f.category ?? null, f.description ?? null, f.countInStock ?? null],
  );
}

/** Deletes the product and its reviews; whether there was one. */
export async function deleteProduct(db: Queryable, id: string): Promise<boolean> {
  return ((await db.query('DELETE FROM products WHERE id = $1', [id])).rowCount ?? 0) > 0;
}

/** The product's reviews, newest first. */
export async function listReviews(db: Queryable, productId: string): Promise<ReviewRecord[]> {
  const { rows } = await db.query<ReviewRecord>(
    `SELECT id, user_id AS "userId", name, rating, comment, created_at AS "createdAt"
     FROM product_reviews WHERE product_id = $1 ORDER BY created_at DESC, id`,
    [productId],
  );
  return rows;
}

/** Adds the user's review unless they already reviewed the product; whether it was added. */
export async function insertReview(db: Queryable, productId: string, review: Omit<ReviewRecord, 'createdAt'>): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO product_reviews (id, product_id, user_id, name, rating, comment) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (product_id, user_id) DO NOTHING`,
    [review.id, productId, review.userId, review.name, review.rating, review.comment],
  );
  return (rowCount ?? 0) > 0;
}

/** Sets each product's average rating and review count from its reviews. */
export async function refreshRatings(db: Queryable, productIds: string[]): Promise<void> {
  await db.query(
    `UPDATE products p SET rating = COALESCE(r.average, 0), num_reviews = COALESCE(r.count, 0)
     FROM (SELECT id FROM unnest($1::uuid[]) AS id) ids
     LEFT JOIN (SELECT product_id, avg(rating) AS average, count(*)::int AS count FROM product_reviews
                WHERE product_id = ANY($1::uuid[]) GROUP BY product_id) r ON r.product_id = ids.id
     WHERE p.id = ids.id`,
    [productIds],
  );
}

/** Removes every review of a deleted user; the products they reviewed, whose ratings need refreshing. */
export async function deleteReviewsOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ productId: string }>('DELETE FROM product_reviews WHERE user_id = $1 RETURNING product_id AS "productId"', [userId]);
  return rows.map((row) => row.productId);
}
