import { z } from 'zod';
import { isUuid } from '@tp/contracts/uuid';

/** A product id from the path: anything that is not one names no product. */
export const isProductId = (id: string) => isUuid(id);

const PAGE_MAX = 100_000;
const PAGE_SIZE_MAX = 100;

/** A whole number from 1 to `max` in the query, or its default when left out. */
const wholeNumber = (label: string, max: number, fallback: number) => {
  const message = `The ${label} must be a whole number from 1 to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
};

/** GET /products ?keyword, page (from 1), pageSize (10 by default). */
export const productListQuery = z.object({
  keyword: z.string({ error: 'The search must be text.' }).trim().max(200, 'The search can be at most 200 characters.').default(''),
  page: wholeNumber('page', PAGE_MAX, 1),
  pageSize: wholeNumber('page size', PAGE_SIZE_MAX, 10),
});
