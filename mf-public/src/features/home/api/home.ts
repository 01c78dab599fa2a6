import { z } from 'zod';
import { apiGet } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

const homeClass = z.looseObject({
  _id: z.string(),
  name: z.string(),
  introduction: z.string().nullable(),
  category: z.string(),
  startDate: z.string().nullable(),
});
export type HomeClass = z.infer<typeof homeClass>;

const homeGroup = z.object({ category: z.string(), classes: z.array(homeClass) });
export type HomeGroup = z.infer<typeof homeGroup>;

// The home page asks for its rich text with the maths drawn by the server (`typeset`, docs/decisions/004), so its
// first load never includes MathJax.

/** GET /api/public/getHomeClasses?language (§7): the featured classes of that language, grouped by category. */
export async function fetchHomeClasses(language: ContentLanguage, signal?: AbortSignal): Promise<HomeGroup[]> {
  return z.object({ list: z.array(homeGroup) }).parse(await apiGet('/public/getHomeClasses', { language, typeset: 'true' }, signal)).list;
}

/** GET /api/public/getHomeDetail (§7): the admin's introduction block, rich text. */
export async function fetchHomeIntroduction(signal?: AbortSignal): Promise<string> {
  return z.object({ introduction: z.string().nullable() }).parse(await apiGet('/public/getHomeDetail', { typeset: 'true' }, signal)).introduction ?? '';
}
