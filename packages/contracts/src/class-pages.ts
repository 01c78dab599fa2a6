import { z } from 'zod';

/**
 * A sitemap holds at most 50,000 addresses (sitemaps.org): the home page and at most this many class pages, so
 * GET /public/getClassPages never answers more.
 */
export const CLASS_PAGES_MAX = 49_999;

/** A published class's public page (`/class/{_id}`) and when the class last changed (ISO). */
export const classPage = z.object({ _id: z.string(), updatedAt: z.string() });
export type ClassPage = z.infer<typeof classPage>;

/**
 * GET /public/getClassPages: every published class (featured too), most recently changed first, at most
 * CLASS_PAGES_MAX: what the gateway's /sitemap.xml lists.
 */
export const classPagesResult = z.object({ list: z.array(classPage).max(CLASS_PAGES_MAX) });
export type ClassPagesResult = z.infer<typeof classPagesResult>;
