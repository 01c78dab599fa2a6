import { z } from 'zod';
import { IMAGE_SOURCE_MESSAGE, isImageSource } from './image-address';

// The rules of the leftover shop's writes, the same for catalog and for the forms that send them (docs/decisions/012).

/** The review scale, 1 to 5: each rating's label, in order. */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** The stars an average shows: the scale is 1 to 5 with halves, so an average is drawn to the nearest half. */
export function starsOf(average: number): number {
  return Math.round(average * 2) / 2;
}

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_LABEL_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const REVIEW_COMMENT_MAX = 2000;

const RATING_MESSAGE = 'Please choose a rating from 1 (Poor) to 5 (Excellent).';
const COMMENT_MESSAGE = 'Please write a comment.';

/** Trimmed text of at most `max` characters; with `required`, the message for none (left out, or only spaces). */
function text(label: string, max: number, required?: string) {
  const notText = `The ${label} must be text.`;
  const field = z.string({ error: (issue) => (required && issue.input === undefined ? required : notText) }).trim().max(max, `The ${label} can be at most ${max} characters.`);
  return required ? field.min(1, required) : field;
}

/** POST /products/:id/reviews {rating, comment}: a whole star from 1 to 5 and a comment. */
export const reviewRequest = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(RATING_LABELS.length, RATING_MESSAGE),
  comment: text('comment', REVIEW_COMMENT_MAX, COMMENT_MESSAGE),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

const PRICE_MESSAGE = 'The price must be a number of dollars, like 49.99.';
const STOCK_MESSAGE = 'The count in stock must be a whole number, 0 or more.';

/**
 * PUT /products/:id: the edit form's fields, each optional (one left out keeps its value). Rating, reviews and
 * their count follow the reviews and cannot be set.
 */
export const productUpdateRequest = z
  .object({
    name: text('name', PRODUCT_NAME_MAX, 'Please enter the product name.'),
    price: z
      .number({ error: PRICE_MESSAGE })
      .min(0, 'The price cannot be negative.')
      .max(PRODUCT_PRICE_MAX, `The price can be at most ${PRODUCT_PRICE_MAX}.`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The price can have at most two decimals.'),
    image: text('image', 2000).refine((value) => value === '' || isImageSource(value), IMAGE_SOURCE_MESSAGE),
    brand: text('brand', PRODUCT_LABEL_MAX),
    category: text('category', PRODUCT_LABEL_MAX),
    description: text('description', PRODUCT_DESCRIPTION_MAX),
    countInStock: z.number({ error: STOCK_MESSAGE }).int(STOCK_MESSAGE).min(0, STOCK_MESSAGE).max(PRODUCT_STOCK_MAX, `The count in stock can be at most ${PRODUCT_STOCK_MAX}.`),
  })
  .partial();
export type ProductUpdateRequest = z.infer<typeof productUpdateRequest>;

/** The first rule `input` breaks, as the form shows it before sending; undefined when it may be sent. */
export function firstProblem(schema: z.ZodType, input: unknown): string | undefined {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0].message;
}

/** The most of one product a cart line takes: the quantity pickers offer 1 up to this or the stock, whichever is less. */
export const MAX_CART_QUANTITY = 20;

/** The quantities a visitor may pick: 1 to the stock, at most MAX_CART_QUANTITY; none when it is out of stock. */
export function quantityChoices(countInStock: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(countInStock, MAX_CART_QUANTITY)) }, (_, i) => i + 1);
}

/** A price as the shop shows it: 89.9 → '$89.90'. */
export function formatDollars(price: number): string {
  return `$${price.toFixed(2)}`;
}
