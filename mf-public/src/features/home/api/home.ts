import { homeClassesResult, homeDetail, type HomeGroup } from '@tp/contracts/home';
import { apiGet } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

// The home page asks for its rich text with the maths drawn by the server (`typeset`, docs/decisions/004), so its
// first load never includes MathJax.

/** GET /api/public/getHomeClasses?language: the featured classes of that language, grouped by category. */
export async function fetchHomeClasses(language: ContentLanguage, signal?: AbortSignal): Promise<HomeGroup[]> {
  return homeClassesResult.parse(await apiGet('/public/getHomeClasses', { language, typeset: 'true' }, signal)).list;
}

/** GET /api/public/getHomeDetail: the admin's introduction block, rich text. */
export async function fetchHomeIntroduction(signal?: AbortSignal): Promise<string> {
  return homeDetail.parse(await apiGet('/public/getHomeDetail', { typeset: 'true' }, signal)).introduction;
}
