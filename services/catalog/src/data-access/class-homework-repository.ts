import type { Queryable } from '@tp/service-kit';
import type { ClassHomeworkLink, HomeworkChange } from '../domain/class-homework-link';

const COLUMNS = `class_id AS "classId", homework_id AS "homeworkId", name, due_date AS "dueDate", is_exam AS "isExam",
  is_publish AS "isPublish", creator_id AS "creatorId", creator_name AS "creatorName", added_at AS "addedAt"`;

/**
 * A homework event and an add of that homework take turns on a per-homework advisory lock, so one always sees the
 * other's commit: the event's UPDATE the new link, or the add the event's news. Each holds it until its transaction ends.
 */
export async function lockHomework(db: Queryable, homeworkId: string) {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('homework:' || $1, 0))`, [homeworkId]);
}

/** The class's homework, newest added first. */
export async function listClassHomework(db: Queryable, classId: string): Promise<ClassHomeworkLink[]> {
  const { rows } = await db.query<ClassHomeworkLink>(`SELECT ${COLUMNS} FROM class_homework WHERE class_id = $1 ORDER BY added_at DESC, homework_id`, [classId]);
  return rows;
}

/** Adds the link; false when the class lists the homework already. */
export async function insertClassHomework(db: Queryable, link: Omit<ClassHomeworkLink, 'addedAt'>): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO class_homework (class_id, homework_id, name, due_date, is_exam, is_publish, creator_id, creator_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (class_id, homework_id) DO NOTHING`,
    [link.classId, link.homeworkId, link.name, link.dueDate, link.isExam, link.isPublish, link.creatorId, link.creatorName],
  );
  return rowCount === 1;
}

/** Removes the link; false when the class did not list the homework. */
export async function deleteClassHomework(db: Queryable, classId: string, homeworkId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM class_homework WHERE class_id = $1 AND homework_id = $2', [classId, homeworkId]);
  return (rowCount ?? 0) > 0;
}

/** Removes every link of the class; the ids of the homework it listed. */
export async function deleteAllClassHomework(db: Queryable, classId: string): Promise<string[]> {
  const { rows } = await db.query<{ homeworkId: string }>('DELETE FROM class_homework WHERE class_id = $1 RETURNING homework_id AS "homeworkId"', [classId]);
  return rows.map((row) => row.homeworkId);
}

/** What events last said about the homework; undefined when none was heard. */
export async function findHomeworkChange(db: Queryable, homeworkId: string): Promise<HomeworkChange | undefined> {
  const { rows } = await db.query<HomeworkChange>(
    'SELECT name, due_date AS "dueDate", is_exam AS "isExam", deleted FROM homework_changes WHERE homework_id = $1',
    [homeworkId],
  );
  return rows[0];
}

/**
 * homework.changed: the new name, due date and exam flag on every link, unless a newer event about the homework was
 * applied already or it was deleted (events can arrive out of order).
 */
export async function applyHomeworkChange(
  db: Queryable,
  change: { homeworkId: string; name: string; dueDate: string | null; isExam: boolean; occurredAt: string },
) {
  await db.query(
    `WITH applied AS (
       INSERT INTO homework_changes (homework_id, name, due_date, is_exam, event_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (homework_id) DO UPDATE SET name = EXCLUDED.name, due_date = EXCLUDED.due_date, is_exam = EXCLUDED.is_exam, event_at = EXCLUDED.event_at
       WHERE NOT homework_changes.deleted AND homework_changes.event_at <= EXCLUDED.event_at
       RETURNING homework_id
     )
     UPDATE class_homework SET name = $2, due_date = $3, is_exam = $4
     WHERE homework_id = $1 AND EXISTS (SELECT 1 FROM applied)`,
    [change.homeworkId, change.name, change.dueDate, change.isExam, change.occurredAt],
  );
}

/**
 * homework.deleted: every class drops the homework; question-bank never brings a deleted id back. No
 * class.homework-removed is written: question-bank deleted the homework, and its links with it, already.
 */
export async function applyHomeworkDeletion(db: Queryable, homeworkId: string, occurredAt: string) {
  await db.query(
    `WITH tombstone AS (
       INSERT INTO homework_changes (homework_id, deleted, event_at) VALUES ($1, true, $2)
       ON CONFLICT (homework_id) DO UPDATE SET name = NULL, due_date = NULL, is_exam = NULL, deleted = true,
         event_at = GREATEST(homework_changes.event_at, EXCLUDED.event_at)
     )
     DELETE FROM class_homework WHERE homework_id = $1`,
    [homeworkId, occurredAt],
  );
}
