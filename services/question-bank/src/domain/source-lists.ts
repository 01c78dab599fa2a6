import type { Queryable } from '@tp/service-kit';
import { findSources, listSources } from '../data-access/source-repository';
import type { Source } from './question-bank-records';

/** A page of sources: 10 unless asked, at most 100; a page past the end is simply empty. */
export const SOURCE_PAGE_SIZE = 10;
export const MAX_SOURCE_PAGE_SIZE = 100;

/** Sources are the school's common list: teachers and students page through the same one, by name. */
export function sourcePage(db: Queryable, query: { page: number; pageSize: number; keyword: string }): Promise<{ rows: Source[]; total: number }> {
  return listSources(db, query);
}

/** The sources named by `ids` (well-formed ids), each once, in the order asked; unknown ones are left out. */
export async function namedSources(db: Queryable, ids: string[]): Promise<Source[]> {
  const wanted = [...new Set(ids)];
  const found = new Map((wanted.length ? await findSources(db, wanted) : []).map((source) => [source.id, source]));
  return wanted.flatMap((id) => found.get(id) ?? []);
}
