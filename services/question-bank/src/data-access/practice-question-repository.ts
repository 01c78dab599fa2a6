import type { PracticeLibrary } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import type { Question } from '../domain/question-bank-records';
import { findQuestionsByIds } from './question-repository';

/** What a practice setting matches: questions filed under one of the selections, from a source, of a difficulty. */
export interface PracticeFilter {
  /** Library selections the student may use ('' for no chapter or section). */
  selections: PracticeLibrary[];
  sourceIds: string[];
  minDifficulty: number;
  maxDifficulty: number;
}

/**
 * Filed under a selection (the library, narrowed to its chapter or section), from a chosen source, in the difficulty
 * range, and with a correct answer: practice has no teacher to judge an answer, so a question without one is left out.
 */
const MATCHES = `
  q.source_id = ANY($2::uuid[]) AND q.difficulty BETWEEN $3 AND $4 AND q.correct_answer <> ''
  AND EXISTS (
    SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS s ("libraryId" uuid, "chapterId" uuid, "sectionId" uuid)
    WHERE q.library_id = s."libraryId" AND (s."chapterId" IS NULL OR q.chapter_id = s."chapterId")
      AND (s."sectionId" IS NULL OR q.section_id = s."sectionId"))`;

const filterParams = (f: PracticeFilter) => [
  JSON.stringify(f.selections.map((s) => ({ libraryId: s.libraryId, chapterId: s.chapterId || null, sectionId: s.sectionId || null }))),
  f.sourceIds,
  f.minDifficulty,
  f.maxDifficulty,
];

export async function countPracticeQuestions(db: Queryable, filter: PracticeFilter): Promise<number> {
  const { rows } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM questions q WHERE ${MATCHES}`, filterParams(filter));
  return Number(rows[0].total);
}

/**
 * Up to `limit` matching questions not in `excludeIds` (and only those in `onlyIds`, when given), in an order fixed
 * by `seed`: a setting serves its questions in one shuffled order, and a new setting (a new seed) in another.
 */
export async function listPracticeQuestions(
  db: Queryable,
  filter: PracticeFilter,
  { excludeIds, onlyIds, limit, seed }: { excludeIds: string[]; onlyIds?: string[]; limit: number; seed: string },
): Promise<Question[]> {
  if (limit === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT q.id FROM questions q
     WHERE ${MATCHES} AND NOT (q.id = ANY($5::uuid[])) AND ($6::uuid[] IS NULL OR q.id = ANY($6::uuid[]))
     ORDER BY md5(q.id::text || $7), q.id LIMIT $8`,
    [...filterParams(filter), excludeIds, onlyIds ?? null, seed, limit],
  );
  return findQuestionsByIds(db, rows.map((row) => row.id));
}
