import { randomUUID } from 'node:crypto';
import type { QuestionView } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import type { ExerciseRecord } from '../domain/exercise-records';

/** One exercise to create: a homework of a class for one student, from one snapshot; `publishedBy` is 'auto' for auto-publish. */
export type NewExercise = Pick<
  ExerciseRecord,
  'studentId' | 'studentName' | 'studentEmail' | 'classId' | 'className' | 'teacherId' | 'homeworkId' | 'homeworkName' | 'dueDate' | 'isExam' | 'examDuration' | 'questionCount' | 'publishedBy'
>;

/** The live exercise of each of the class's students who has the homework, by student id. */
export async function liveExercisesOf(db: Queryable, classId: string, homeworkId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; student_id: string }>(
    'SELECT id, student_id FROM exercises WHERE class_id = $1 AND homework_id = $2 AND retired_at IS NULL',
    [classId, homeworkId],
  );
  return new Map(rows.map((row) => [row.student_id, row.id]));
}

/** The homework of a class the student has or had (an unpublished, retired one counts): auto-publish gives none of them again. */
export async function homeworkHadBy(db: Queryable, classId: string, studentId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ homework_id: string }>('SELECT DISTINCT homework_id FROM exercises WHERE class_id = $1 AND student_id = $2', [classId, studentId]);
  return new Set(rows.map((row) => row.homework_id));
}

/** Stores the homework's questions as they are now; exercises made from it never change with later edits. */
export async function insertSnapshot(db: Queryable, homeworkId: string, questions: QuestionView[]): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO homework_snapshots (id, homework_id, questions) VALUES ($1, $2, $3)', [id, homeworkId, JSON.stringify(questions)]);
  return id;
}

/**
 * Creates the exercises on one snapshot; a student who got a live exercise of the homework meanwhile (another
 * publish at the same moment) is left out by the live unique index. The ones made, with their ids.
 */
export async function insertExercises(db: Queryable, snapshotId: string, exercises: NewExercise[]): Promise<{ exerciseId: string; studentId: string }[]> {
  if (exercises.length === 0) return [];
  const column = <K extends keyof NewExercise>(key: K) => exercises.map((e) => e[key]);
  const { rows } = await db.query<{ id: string; student_id: string }>(
    `INSERT INTO exercises (id, student_id, student_name, student_email, class_id, class_name, teacher_id, homework_id,
       homework_name, due_date, is_exam, exam_duration, snapshot_id, question_count, published_by)
     SELECT gen_random_uuid(), s.student_id, s.student_name, lower(s.student_email), s.class_id, s.class_name, s.teacher_id,
       s.homework_id, s.homework_name, s.due_date, s.is_exam, s.exam_duration, $14, s.question_count, s.published_by
     FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::uuid[], $8::text[],
       $9::timestamptz[], $10::boolean[], $11::int[], $12::int[], $13::text[])
       AS s(student_id, student_name, student_email, class_id, class_name, teacher_id, homework_id, homework_name,
         due_date, is_exam, exam_duration, question_count, published_by)
     ON CONFLICT (class_id, homework_id, student_id) WHERE retired_at IS NULL DO NOTHING
     RETURNING id, student_id`,
    [
      column('studentId'), column('studentName'), column('studentEmail'), column('classId'), column('className'), column('teacherId'),
      column('homeworkId'), column('homeworkName'), column('dueDate'), column('isExam'), column('examDuration'), column('questionCount'),
      column('publishedBy'), snapshotId,
    ],
  );
  const byStudent = new Map(rows.map((row) => [row.student_id, row.id]));
  return exercises.flatMap((e) => (byStudent.has(e.studentId) ? [{ exerciseId: byStudent.get(e.studentId)!, studentId: e.studentId }] : []));
}

/** Removes the snapshots given that no exercise uses any more. */
export async function deleteUnusedSnapshots(db: Queryable, snapshotIds: string[]): Promise<void> {
  if (snapshotIds.length === 0) return;
  await db.query(
    'DELETE FROM homework_snapshots s WHERE s.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM exercises e WHERE e.snapshot_id = s.id)',
    [snapshotIds],
  );
}

/** A live exercise as unpublishing sees it: whose it is and whether the student has touched it. */
export interface UnpublishCandidate {
  id: string;
  teacherId: string;
  snapshotId: string;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Answers stored and writes recorded (saves, checks, undo...). */
  answers: number;
  writes: number;
}

/** The live exercises among `ids`, locked for the caller's transaction (a save to one waits, then finds it gone or retired). */
export async function lockForUnpublish(db: Queryable, ids: string[]): Promise<UnpublishCandidate[]> {
  const { rows } = await db.query<UnpublishCandidate>(
    `SELECT e.id, e.teacher_id AS "teacherId", e.snapshot_id AS "snapshotId", e.started_at AS "startedAt", e.finished_at AS "finishedAt",
       (SELECT count(*)::int FROM exercise_answers a WHERE a.exercise_id = e.id) AS answers,
       (SELECT count(*)::int FROM answer_history h WHERE h.exercise_id = e.id) AS writes
     FROM exercises e WHERE e.id = ANY($1::uuid[]) AND e.retired_at IS NULL
     ORDER BY e.id FOR UPDATE`,
    [ids],
  );
  return rows;
}

export async function deleteExercises(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length) await db.query('DELETE FROM exercises WHERE id = ANY($1::uuid[])', [ids]);
}

/** Takes the exercises out of every read, keeping their answers and history. */
export async function retireExercises(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length) await db.query('UPDATE exercises SET retired_at = now() WHERE id = ANY($1::uuid[])', [ids]);
}
