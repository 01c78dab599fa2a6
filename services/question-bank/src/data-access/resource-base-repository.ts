import type { Queryable } from '@tp/service-kit';
import type { ResourceBaseRow } from '../domain/question-bank-records';

/** The one row every student's practice shares (created by the migration). */
export async function readResourceBase(db: Queryable): Promise<ResourceBaseRow> {
  const { rows } = await db.query<ResourceBaseRow>('SELECT help_content AS "helpContent", max_questions AS "maxQuestions" FROM resource_base WHERE id = 1');
  return rows[0];
}

export async function writeHelpContent(db: Queryable, helpContent: string) {
  await db.query('UPDATE resource_base SET help_content = $1, updated_at = now() WHERE id = 1', [helpContent]);
}

export async function writeMaxQuestions(db: Queryable, maxQuestions: number) {
  await db.query('UPDATE resource_base SET max_questions = $1, updated_at = now() WHERE id = 1', [maxQuestions]);
}
