import { familyLinkSql, type Queryable } from '@tp/service-kit';
import type { ReminderKind } from '@tp/contracts';
import type { DigestExercise, DigestPair, DueExercise, ReminderKey } from '../domain/reminder-types';

/** Answered questions of exercise `e` (an answer emptied by Undo is unanswered: contracts' isAnswered). */
const ANSWERED = "(SELECT count(*)::int FROM exercise_answers a WHERE a.exercise_id = e.id AND btrim(a.answer) <> '')";

/**
 * Up to `limit` live exercises due in (`from`, `to`], neither finished nor fully answered, whose student has not had
 * the `kind` reminder for them yet (sent or turned off): soonest first.
 */
export async function dueExercises(db: Queryable, kind: ReminderKind, from: Date, to: Date, limit: number): Promise<DueExercise[]> {
  const { rows } = await db.query<DueExercise>(
    `SELECT * FROM (
       SELECT e.id AS "exerciseId", e.student_id AS "studentId", e.student_name AS "studentName", e.class_id AS "classId",
              e.class_name AS "className", e.homework_name AS "homeworkName", e.due_date AS "dueDate",
              ${ANSWERED} AS answered, e.question_count AS total
       FROM exercises e
       WHERE e.retired_at IS NULL AND e.finished_at IS NULL AND e.due_date > $2 AND e.due_date <= $3
         AND NOT EXISTS (SELECT 1 FROM reminders_sent r
                         WHERE r.kind = $1 AND r.user_id = e.student_id AND r.subject_id = e.id::text AND r.period = '')
     ) due
     WHERE answered < total
     ORDER BY "dueDate", "exerciseId" LIMIT $4`,
    [kind, from, to, limit],
  );
  return rows;
}

/**
 * Records that the occasion was decided (sent, or off for that person): true when this call recorded it, false when
 * another scan (a replica's) already had. The caller writes the e-mail only when true, in the same transaction.
 */
export async function recordReminder(db: Queryable, key: ReminderKey, outcome: 'sent' | 'off'): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO reminders_sent (kind, user_id, subject_id, period, outcome) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
    [key.kind, key.userId, key.subjectId, key.period, outcome],
  );
  return (rowCount ?? 0) > 0;
}

/** Up to `limit` parent-and-child pairs (both sides list the link) with any live exercise, not yet given `period`'s digest. */
export async function digestPairs(db: Queryable, period: string, limit: number): Promise<DigestPair[]> {
  const { rows } = await db.query<DigestPair>(
    `SELECT p.id AS "parentId", s.id AS "studentId", s.name AS "studentName"
     FROM users s JOIN users p ON p.role = 'Parent' AND NOT p.deleted AND ${familyLinkSql('p', 's')}
     WHERE s.role = 'Student' AND NOT s.deleted
       AND EXISTS (SELECT 1 FROM exercises e WHERE e.student_id = s.id AND e.retired_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM reminders_sent r
                       WHERE r.kind = 'weekly-digest' AND r.user_id = p.id AND r.subject_id = s.id AND r.period = $1)
     ORDER BY p.id, s.id LIMIT $2`,
    [period, limit],
  );
  return rows;
}

/** Most exercises one digest lists. */
const DIGEST_EXERCISES_MAX = 30;

/** A child's exercises worked on in [`weekStart`, `weekEnd`) or unfinished and due by `dueBy`: the digest's lines. */
export async function digestExercises(db: Queryable, studentId: string, weekStart: Date, weekEnd: Date, dueBy: Date): Promise<DigestExercise[]> {
  const { rows } = await db.query<DigestExercise>(
    `SELECT * FROM (
       SELECT e.class_id AS "classId", e.class_name AS "className", e.homework_name AS "homeworkName", e.due_date AS "dueDate",
              ${ANSWERED} AS answered, e.question_count AS total, e.finished_at AS "finishedAt",
              (SELECT count(*)::int FROM exercise_answers a
               WHERE a.exercise_id = e.id AND btrim(a.answer) <> '' AND a.answered_at >= $2 AND a.answered_at < $3) AS "answeredThisWeek"
       FROM exercises e
       WHERE e.student_id = $1 AND e.retired_at IS NULL
     ) x
     WHERE "answeredThisWeek" > 0 OR ("finishedAt" >= $2 AND "finishedAt" < $3)
        OR ("finishedAt" IS NULL AND answered < total AND "dueDate" IS NOT NULL AND "dueDate" <= $4)
     ORDER BY "dueDate" NULLS LAST, "homeworkName" LIMIT ${DIGEST_EXERCISES_MAX}`,
    [studentId, weekStart, weekEnd, dueBy],
  );
  return rows;
}
