import { z } from 'zod';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

const source = z.looseObject({
  _id: z.string(),
  name: z.string(),
  /** Who created it: only they (or an administrator) may rename or delete it (services/question-bank/README.md). */
  creator: z.looseObject({ _id: z.string(), name: z.string() }).optional(),
});
export type Source = z.infer<typeof source>;

/** SPEC §9: the source picker pages by 10. */
export const SOURCE_PAGE_SIZE = 10;

/** GET /api/teacher/getSourceList?page&pageSize&keyword (question-bank): one page of the shared sources. */
export async function fetchSources(page: number, keyword: string, signal?: AbortSignal): Promise<{ list: Source[]; total: number }> {
  return z
    .object({ list: z.array(source), total: z.number() })
    .parse(await apiGet('/teacher/getSourceList', { page, pageSize: SOURCE_PAGE_SIZE, keyword }, signal));
}

/** POST /api/teacher/createSource {name} (§7). */
export async function createSource(name: string): Promise<Source> {
  return source.parse(await apiPost('/teacher/createSource', { name }));
}

/** POST /api/teacher/updateSource {id, name} (§7). */
export async function renameSource(id: string, name: string): Promise<Source> {
  return source.parse(await apiPost('/teacher/updateSource', { id, name }));
}

/** POST /api/teacher/deleteSource {id} (§7). */
export async function deleteSource(id: string): Promise<void> {
  await apiPost('/teacher/deleteSource', { id });
}
