import type { Queryable } from '@tp/service-kit';

/**
 * The questions (question-bank ids, lowercase) of the student's exams that can still be taken or are under way: not
 * finished, and started or still open to start (no due date, or one to come). An exam whose start is past its due
 * date can never be taken and does not count.
 */
export async function openExamQuestionIds(db: Queryable, studentId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>({
    name: 'open-exam-question-ids',
    text: `SELECT DISTINCT lower(q->>'_id') AS id
     FROM exercises e JOIN homework_snapshots s ON s.id = e.snapshot_id CROSS JOIN LATERAL jsonb_array_elements(s.questions) q
     WHERE e.student_id = $1 AND e.is_exam AND e.finished_at IS NULL AND e.retired_at IS NULL
       AND (e.started_at IS NOT NULL OR e.due_date IS NULL OR e.due_date > now())`,
    values: [studentId],
  });
  return new Set(rows.map((row) => row.id));
}
