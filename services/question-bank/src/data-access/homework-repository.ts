import type { Language } from '@tp/contracts';
import { containsPattern, type Queryable } from '@tp/service-kit';
import type { Homework, HomeworkFields } from '../domain/question-bank-records';

/**
 * Homework with its teacher's current name (from the users copy, else as known at creation), its questions' ids and
 * the classes that list it (tombstones of removed links left out).
 */
const COLUMNS = `h.id, h.teacher_id AS "teacherId",
  COALESCE((SELECT NULLIF(u.name, '') FROM users u WHERE u.id = h.teacher_id AND NOT u.deleted), h.teacher_name) AS "teacherName", h.name, h.description, h.language,
  h.due_date AS "dueDate", h.is_exam AS "isExam", h.exam_duration AS "examDuration", h.created_at AS "createdAt",
  h.updated_at AS "updatedAt",
  COALESCE((SELECT array_agg(q.question_id::text ORDER BY q.position) FROM homework_questions q WHERE q.homework_id = h.id), '{}') AS "questionIds",
  COALESCE((SELECT array_agg(c.class_id::text ORDER BY c.class_id::text) FROM homework_classes c WHERE c.homework_id = h.id AND c.listed), '{}') AS "classIds",
  EXISTS (SELECT 1 FROM homework_classes c WHERE c.homework_id = h.id AND c.listed AND c.is_publish) AS "isPublish"`;

export async function findHomework(db: Queryable, id: string, { forUpdate = false } = {}): Promise<Homework | undefined> {
  const { rows } = await db.query<Homework>(`SELECT ${COLUMNS} FROM homework h WHERE h.id = $1${forUpdate ? ' FOR UPDATE OF h' : ''}`, [id]);
  return rows[0];
}

/** The teacher's homework in one language, newest first, optionally only names containing `name`. */
export async function listTeacherHomework(
  db: Queryable,
  { teacherId, language, name, page, pageSize }: { teacherId: string; language: Language; name: string; page: number; pageSize: number },
) {
  const where = 'h.teacher_id = $1 AND h.language = $2 AND h.name ILIKE $3';
  const params = [teacherId, language, containsPattern(name)];
  const [{ rows }, count] = await Promise.all([
    db.query<Homework>(`SELECT ${COLUMNS} FROM homework h WHERE ${where} ORDER BY h.created_at DESC, h.id LIMIT $4 OFFSET $5`, [...params, pageSize, (page - 1) * pageSize]),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM homework h WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}

export async function insertHomework(
  db: Queryable,
  homework: Pick<Homework, 'id' | 'teacherId' | 'teacherName'> & HomeworkFields,
) {
  await db.query(
    `INSERT INTO homework (id, teacher_id, teacher_name, name, description, language, due_date, is_exam, exam_duration)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [homework.id, homework.teacherId, homework.teacherName, homework.name, homework.description, homework.language, homework.dueDate, homework.isExam, homework.examDuration],
  );
}

export async function updateHomework(db: Queryable, id: string, fields: HomeworkFields) {
  await db.query(
    `UPDATE homework SET name = $2, description = $3, language = $4, due_date = $5, is_exam = $6, exam_duration = $7, updated_at = now()
     WHERE id = $1`,
    [id, fields.name, fields.description, fields.language, fields.dueDate, fields.isExam, fields.examDuration],
  );
}

export async function deleteHomework(db: Queryable, id: string) {
  await db.query('DELETE FROM homework WHERE id = $1', [id]);
}

/** Replaces the homework's questions with `questionIds`, in that order. */
export async function setHomeworkQuestions(db: Queryable, id: string, questionIds: string[]) {
  await db.query('DELETE FROM homework_questions WHERE homework_id = $1', [id]);
  if (questionIds.length > 0) {
    await db.query(
      `INSERT INTO homework_questions (homework_id, question_id, position)
       SELECT $1, question_id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS ids(question_id, position)`,
      [id, questionIds],
    );
  }
  await db.query('UPDATE homework SET updated_at = now() WHERE id = $1', [id]);
}

/**
 * Who wrote each of these questions; ids of no question are left out. The rows stay locked against deletion until the
 * transaction ends, so a question found here is still there when the homework takes it.
 */
export async function findQuestionOwners(db: Queryable, ids: string[]): Promise<{ id: string; teacherId: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string; teacherId: string }>(
    'SELECT id::text, teacher_id AS "teacherId" FROM questions WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE',
    [ids],
  );
  return rows;
}
