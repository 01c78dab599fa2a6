import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { OutcomeCounts, PracticeOutcome, PracticeRecordRow, PracticeSettingRow } from '../domain/practice-types';

const SETTING_COLUMNS = `student_id AS "studentId", round_id AS "roundId", libraries, sources, difficulty, saved_at AS "savedAt"`;
const RECORD_COLUMNS = `id, student_id AS "studentId", round_id AS "roundId", question_id AS "questionId", author_id AS "authorId",
  library_id AS "libraryId", question, answer, outcome, method, created_at AS "createdAt"`;

export async function findSetting(db: Queryable, studentId: string, { forUpdate = false } = {}): Promise<PracticeSettingRow | undefined> {
  const { rows } = await db.query<PracticeSettingRow>(`SELECT ${SETTING_COLUMNS} FROM practice_settings WHERE student_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [studentId]);
  return rows[0];
}

/** Saves the student's setting with a new round (earlier rounds' records stay). */
export async function writeSetting(db: Queryable, setting: Omit<PracticeSettingRow, 'roundId' | 'savedAt'>): Promise<PracticeSettingRow> {
  const { rows } = await db.query<PracticeSettingRow>(
    `INSERT INTO practice_settings (student_id, round_id, libraries, sources, difficulty) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_id) DO UPDATE SET round_id = EXCLUDED.round_id, libraries = EXCLUDED.libraries, sources = EXCLUDED.sources,
       difficulty = EXCLUDED.difficulty, saved_at = now()
     RETURNING ${SETTING_COLUMNS}`,
    [setting.studentId, randomUUID(), JSON.stringify(setting.libraries), JSON.stringify(setting.sources), setting.difficulty],
  );
  return rows[0];
}

export async function findRecord(db: Queryable, studentId: string, roundId: string, questionId: string): Promise<PracticeRecordRow | undefined> {
  const { rows } = await db.query<PracticeRecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM practice_records WHERE student_id = $1 AND round_id = $2 AND question_id = $3`,
    [studentId, roundId, questionId],
  );
  return rows[0];
}

/** The student's newest record of a question, in any round. */
export async function latestRecordOf(db: Queryable, studentId: string, questionId: string): Promise<PracticeRecordRow | undefined> {
  const { rows } = await db.query<PracticeRecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM practice_records WHERE student_id = $1 AND question_id = $2 ORDER BY created_at DESC, id LIMIT 1`,
    [studentId, questionId],
  );
  return rows[0];
}

export async function insertRecord(db: Queryable, record: Omit<PracticeRecordRow, 'id' | 'createdAt'>): Promise<PracticeRecordRow> {
  const { rows } = await db.query<PracticeRecordRow>(
    `INSERT INTO practice_records (id, student_id, round_id, question_id, author_id, library_id, question, answer, outcome, method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${RECORD_COLUMNS}`,
    [randomUUID(), record.studentId, record.roundId, record.questionId, record.authorId, record.libraryId, JSON.stringify(record.question),
      record.answer, record.outcome, record.method],
  );
  return rows[0];
}

/** The records of one round, newest first (at most Max Resources of them). */
export async function roundRecords(db: Queryable, studentId: string, roundId: string): Promise<PracticeRecordRow[]> {
  const { rows } = await db.query<PracticeRecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM practice_records WHERE student_id = $1 AND round_id = $2 ORDER BY created_at DESC, id`,
    [studentId, roundId],
  );
  return rows;
}

export async function roundQuestionIds(db: Queryable, studentId: string, roundId: string): Promise<string[]> {
  const { rows } = await db.query<{ questionId: string }>('SELECT question_id AS "questionId" FROM practice_records WHERE student_id = $1 AND round_id = $2', [studentId, roundId]);
  return rows.map((row) => row.questionId);
}

/** Which of a student's records: all, those from some libraries, or those of one round. */
export interface RecordScope {
  libraryIds?: string[];
  roundId?: string;
}

function whereOf(studentId: string, scope: RecordScope): { where: string; params: unknown[] } {
  const params: unknown[] = [studentId];
  let where = 'student_id = $1';
  if (scope.libraryIds) where += ` AND library_id = ANY($${params.push(scope.libraryIds)}::uuid[])`;
  if (scope.roundId) where += ` AND round_id = $${params.push(scope.roundId)}`;
  return { where, params };
}

/** One page of a student's records, newest first, and how many there are. */
export async function recordPage(
  db: Queryable,
  studentId: string,
  { page, pageSize, ...scope }: RecordScope & { page: number; pageSize: number },
): Promise<{ rows: PracticeRecordRow[]; total: number }> {
  const { where, params } = whereOf(studentId, scope);
  const next = params.length + 1;
  const [{ rows }, count] = await Promise.all([
    db.query<PracticeRecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM practice_records WHERE ${where} ORDER BY created_at DESC, id LIMIT $${next} OFFSET $${next + 1}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM practice_records WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}

/** How many of a student's records (in `scope`) were right, wrong and given up. */
export async function outcomeCounts(db: Queryable, studentId: string, scope: RecordScope = {}): Promise<OutcomeCounts> {
  const { where, params } = whereOf(studentId, scope);
  const { rows } = await db.query<{ outcome: PracticeOutcome; n: string }>(`SELECT outcome, count(*) AS n FROM practice_records WHERE ${where} GROUP BY outcome`, params);
  return countsOf(rows.map((row) => ({ outcome: row.outcome, n: Number(row.n) })));
}

export function countsOf(groups: { outcome: PracticeOutcome; n: number }[]): OutcomeCounts {
  const counts: OutcomeCounts = { correct: 0, wrong: 0, gaveUp: 0 };
  for (const { outcome, n } of groups) counts[outcome] += n;
  return counts;
}
