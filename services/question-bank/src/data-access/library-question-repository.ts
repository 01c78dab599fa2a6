import type { Queryable } from '@tp/service-kit';
import type { Question } from '../domain/question-bank-records';
import { findQuestionsByIds } from './question-repository';

export interface LibraryQuestionFilter {
  libraryId: string;
  chapterId?: string;
  sectionId?: string;
  sourceId?: string;
  page: number;
  pageSize: number;
}

/**
 * The questions filed in a library (narrowed to a chapter or section, and a source), newest first. The page's ids
 * are chosen here; the questions are read as every other question list reads them.
 */
export async function listLibraryQuestions(db: Queryable, f: LibraryQuestionFilter): Promise<{ rows: Question[]; total: number }> {
  const where = `library_id = $1 AND ($2::uuid IS NULL OR chapter_id = $2) AND ($3::uuid IS NULL OR section_id = $3)
    AND ($4::uuid IS NULL OR source_id = $4)`;
  const params = [f.libraryId, f.chapterId ?? null, f.sectionId ?? null, f.sourceId ?? null];
  const [ids, count] = await Promise.all([
    db.query<{ id: string }>(`SELECT id FROM questions WHERE ${where} ORDER BY created_at DESC, id LIMIT $5 OFFSET $6`, [...params, f.pageSize, (f.page - 1) * f.pageSize]),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM questions WHERE ${where}`, params),
  ]);
  return { rows: await findQuestionsByIds(db, ids.rows.map((r) => r.id)), total: Number(count.rows[0].total) };
}
