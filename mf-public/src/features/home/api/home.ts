import { homeClassesResult, homeDetail, type HomeGroup } from '@tp/contracts/home';
import { apiGet } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import type { ApiCall } from '@tp/web-kit/page-data';

// The home page asks for its rich text with the maths drawn by the server (`typeset`, docs/decisions/004), so its
// first load never includes MathJax.

/** GET /api/public/getHomeClasses?language: the featured classes of that language, grouped by category. */
export const homeClassesCall = (language: ContentLanguage): ApiCall => ({ path: '/public/getHomeClasses', query: { language, typeset: 'true' } });

export async function fetchHomeClasses(language: ContentLanguage, signal?: AbortSignal): Promise<HomeGroup[]> {
  const call = homeClassesCall(language);
  return homeClassesResult.parse(await apiGet(call.path, call.query, signal)).list;
}

/** GET /api/public/getHomeDetail: the admin's introduction block, rich text. */
export const homeIntroductionCall: ApiCall = { path: '/public/getHomeDetail', query: { typeset: 'true' } };

export async function fetchHomeIntroduction(signal?: AbortSignal): Promise<string> {
  return homeDetail.parse(await apiGet(homeIntroductionCall.path, homeIntroductionCall.query, signal)).introduction;
}
