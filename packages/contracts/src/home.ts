import { z } from 'zod';
import { LANGUAGES } from './constants';

// What catalog answers for the home page. Apart from classes.ts: the home page's first load carries only these.

/** A featured class in a home page group (one category). */
export const homeClass = z.object({
  _id: z.string(),
  name: z.string(),
  introduction: z.string(),
  category: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  image: z.string(),
  orderIndex: z.number(),
  language: z.enum(LANGUAGES),
  user: z.object({ name: z.string() }),
});
export type HomeClass = z.infer<typeof homeClass>;

export const homeGroup = z.object({ category: z.string(), classes: z.array(homeClass) });
export type HomeGroup = z.infer<typeof homeGroup>;

/** GET /public/getHomeClasses: the featured classes of a language, grouped by category. */
export const homeClassesResult = z.object({ list: z.array(homeGroup) });

/** GET /public/getHomeDetail and POST /admin/setHomeDetail: the admin's introduction block, rich text ('' for none). */
export const homeDetail = z.object({ introduction: z.string() });
export type HomeDetail = z.infer<typeof homeDetail>;
