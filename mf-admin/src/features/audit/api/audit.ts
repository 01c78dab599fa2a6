import { z } from 'zod';
import { apiGet, apiPost } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

const auditClass = z.looseObject({
  _id: z.string(),
  name: z.string(),
  orderIndex: z.number(),
  user: z.looseObject({ name: z.string() }),
  category: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isPublish: z.union([z.literal(1), z.literal(2)]),
});
export type AuditClass = z.infer<typeof auditClass>;

/** GET /api/admin/getAuditClasses?language (§7): the published classes of that language, featured ones first. */
export async function fetchAuditClasses(language: ContentLanguage, signal?: AbortSignal): Promise<AuditClass[]> {
  return z.object({ list: z.array(auditClass) }).parse(await apiGet('/admin/getAuditClasses', { language }, signal)).list;
}

/** POST /api/admin/auditClass {id, isPublish, orderIndex?} (§4): 2 features, 1 un-features, 0 deletes from the listing. */
export async function auditClassAs(id: string, isPublish: 0 | 1 | 2, orderIndex?: number): Promise<void> {
  await apiPost('/admin/auditClass', orderIndex === undefined ? { id, isPublish } : { id, isPublish, orderIndex });
}

/** GET /api/public/getHomeDetail (§7). */
export async function fetchHomeIntroduction(signal?: AbortSignal): Promise<string> {
  return z.object({ introduction: z.string().nullable() }).parse(await apiGet('/public/getHomeDetail', undefined, signal)).introduction ?? '';
}

/** POST /api/admin/setHomeDetail {introduction} (§7). */
export async function saveHomeIntroduction(introduction: string): Promise<void> {
  await apiPost('/admin/setHomeDetail', { introduction });
}
