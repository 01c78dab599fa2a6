import { auditClassList, type AuditClass } from '@tp/contracts/classes';
import { homeDetail } from '@tp/contracts/home';
import { apiGet, apiPost } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

/** GET /api/admin/getAuditClasses?language: the published classes of that language, featured ones first. */
export async function fetchAuditClasses(language: ContentLanguage, signal?: AbortSignal): Promise<AuditClass[]> {
  return auditClassList.parse(await apiGet('/admin/getAuditClasses', { language }, signal)).list;
}

/** POST /api/admin/auditClass {id, isPublish, orderIndex?}: 2 features, 1 un-features, 0 deletes from the listing. */
export async function auditClassAs(id: string, isPublish: 0 | 1 | 2, orderIndex?: number): Promise<void> {
  await apiPost('/admin/auditClass', orderIndex === undefined ? { id, isPublish } : { id, isPublish, orderIndex });
}

/** GET /api/public/getHomeDetail: the home introduction. */
export async function fetchHomeIntroduction(signal?: AbortSignal): Promise<string> {
  return homeDetail.parse(await apiGet('/public/getHomeDetail', undefined, signal)).introduction;
}

/** POST /api/admin/setHomeDetail {introduction}. */
export async function saveHomeIntroduction(introduction: string): Promise<void> {
  await apiPost('/admin/setHomeDetail', { introduction });
}
