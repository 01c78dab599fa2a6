import type { Queryable } from '@tp/service-kit';
import type { GradebookExercise } from '../domain/gradebook/gradebook-rules';

interface GradebookRow {
  id: string;
  student_id: string;
  homework_id: string;
  question_count: number;
  due_date: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  correction_status: '0' | '1';
  answered: number;
  correct: number;
}

/**
 * The live exercises of a class (of one student when given), each with its answered and right counts (right: the
 * teacher's mark, else the machine's), in one aggregate over the class's index: no query per cell.
 */
export async function gradebookExercises(db: Queryable, classId: string, studentId?: string): Promise<GradebookExercise[]> {
  const { rows } = await db.query<GradebookRow>(
    `SELECT e.id, e.student_id, e.homework_id, e.question_count, e.due_date, e.started_at, e.finished_at, e.correction_status,
       count(*) FILTER (WHERE a.answer <> '')::int AS answered,
       count(*) FILTER (WHERE a.answer <> '' AND COALESCE(a.is_correct, a.auto_correct))::int AS correct
     FROM exercises e LEFT JOIN exercise_answers a ON a.exercise_id = e.id
     WHERE e.class_id = $1 AND e.retired_at IS NULL AND ($2::text IS NULL OR e.student_id = $2)
     GROUP BY e.id`,
    [classId, studentId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    studentId: row.student_id,
    homeworkId: row.homework_id,
    questionCount: row.question_count,
    dueDate: row.due_date,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    correctionStatus: row.correction_status,
    answered: row.answered,
    correct: row.correct,
  }));
}
