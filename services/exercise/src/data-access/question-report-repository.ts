import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { QuestionReportRow } from '../domain/practice-types';

const COLUMNS = `id, question_id AS "questionId", question_name AS "questionName", author_id AS "authorId", reporter_id AS "reporterId",
  reporter_name AS "reporterName", error_type AS "errorType", other_content AS "otherContent", created_at AS "createdAt", resolved_at AS "resolvedAt"`;

export async function insertReport(db: Queryable, report: Omit<QuestionReportRow, 'id' | 'createdAt' | 'resolvedAt'>): Promise<QuestionReportRow> {
  const { rows } = await db.query<QuestionReportRow>(
    `INSERT INTO question_reports (id, question_id, question_name, author_id, reporter_id, reporter_name, error_type, other_content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [randomUUID(), report.questionId, report.questionName, report.authorId, report.reporterId, report.reporterName, report.errorType, report.otherContent],
  );
  return rows[0];
}

/** The reports on a question, open ones first, newest first; only those addressed to `authorId` unless it is null (an administrator). */
export async function reportsOfQuestion(db: Queryable, questionId: string, authorId: string | null): Promise<QuestionReportRow[]> {
  const { rows } = await db.query<QuestionReportRow>(
    `SELECT ${COLUMNS} FROM question_reports WHERE question_id = $1 AND ($2::text IS NULL OR author_id = $2)
     ORDER BY resolved_at IS NOT NULL, created_at DESC, id`,
    [questionId, authorId],
  );
  return rows;
}

/** How many open reports each of the author's questions has (questions with none left out). */
export async function openReportCounts(db: Queryable, authorId: string): Promise<{ questionId: string; open: number }[]> {
  const { rows } = await db.query<{ questionId: string; open: string }>(
    `SELECT question_id AS "questionId", count(*) AS open FROM question_reports WHERE author_id = $1 AND resolved_at IS NULL
     GROUP BY question_id ORDER BY question_id`,
    [authorId],
  );
  return rows.map((row) => ({ questionId: row.questionId, open: Number(row.open) }));
}

export async function findReport(db: Queryable, id: string): Promise<QuestionReportRow | undefined> {
  const { rows } = await db.query<QuestionReportRow>(`SELECT ${COLUMNS} FROM question_reports WHERE id = $1`, [id]);
  return rows[0];
}

/** Marks a report resolved (once: resolving it again changes nothing). */
export async function resolveReport(db: Queryable, id: string, by: string): Promise<QuestionReportRow> {
  const { rows } = await db.query<QuestionReportRow>(
    `UPDATE question_reports SET resolved_at = COALESCE(resolved_at, now()), resolved_by = COALESCE(resolved_by, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, by],
  );
  return rows[0];
}
