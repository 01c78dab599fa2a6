import type { Queryable } from '@tp/service-kit';
import type { ClassProgress } from '../domain/class-progress';

/**
 * A student's progress in a class, computed by PostgreSQL over the (class_id, student_id) index: the newest `maxPoints`
 * finished exercises with their accuracy (an answer counts right by the teacher's mark where given, else the
 * machine's; unanswered counts wrong), oldest first, and how the class's exercises were done against their due dates
 * by the database's clock.
 */
export async function classProgressOf(db: Queryable, studentId: string, classId: string, maxPoints: number): Promise<ClassProgress> {
  const mine = 'e.retired_at IS NULL AND e.student_id = $1 AND e.class_id = $2';
  const [points, timeliness] = await Promise.all([
    db.query<{ id: string; homework_name: string; is_exam: boolean; finished_at: Date; accuracy: number }>(
      `SELECT e.id, e.homework_name, e.is_exam, e.finished_at,
         CASE WHEN e.question_count = 0 THEN 0 ELSE round(100.0 * (
           SELECT count(*) FROM exercise_answers a
            WHERE a.exercise_id = e.id AND btrim(a.answer) <> '' AND COALESCE(a.is_correct, a.auto_correct)
         ) / e.question_count)::int END AS accuracy
       FROM exercises e WHERE ${mine} AND e.finished_at IS NOT NULL
       ORDER BY e.finished_at DESC, e.id LIMIT $3`,
      [studentId, classId, maxPoints],
    ),
    db.query<{ on_time: number; late: number; not_done: number; open: number }>(
      `SELECT count(*) FILTER (WHERE e.finished_at IS NOT NULL AND (e.due_date IS NULL OR e.finished_at <= e.due_date))::int AS on_time,
         count(*) FILTER (WHERE e.finished_at > e.due_date)::int AS late,
         count(*) FILTER (WHERE e.finished_at IS NULL AND e.due_date < now())::int AS not_done,
         count(*) FILTER (WHERE e.finished_at IS NULL AND (e.due_date IS NULL OR e.due_date >= now()))::int AS open
       FROM exercises e WHERE ${mine}`,
      [studentId, classId],
    ),
  ]);
  const counts = timeliness.rows[0];
  return {
    points: points.rows.reverse().map((row) => ({
      exerciseId: row.id,
      homeworkName: row.homework_name,
      isExam: row.is_exam,
      finishedAt: row.finished_at.toISOString(),
      accuracy: row.accuracy,
    })),
    timeliness: { onTime: counts.on_time, late: counts.late, notDone: counts.not_done, open: counts.open },
  };
}
