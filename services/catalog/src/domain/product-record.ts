/** The fields an administrator edits (PUT /products/:id). */
export interface ProductFields {
  name: string;
  price: number;
  image: string;
  brand: string;
  category: string;
  description: string;
  countInStock: number;
}

/** A product of the leftover shop, with its rating from the reviews. */
export interface ProductRecord extends ProductFields {
  id: string;
  rating: number;
  numReviews: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One user's review of a product. */
export interface ReviewRecord {
  id: string;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: Date;
}
