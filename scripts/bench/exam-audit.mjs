// Answers lost: every save the platform acknowledged, looked up afterwards in the exercise service's own database.
// A save is lost when its operation id is not in the exercise's history, or when the question's stored answer is
// older than the newest save acknowledged for it (each student sends one save at a time, so the newest acknowledged
// is the one that must show).
import pg from 'pg';

/**
 * @param {string} exerciseDatabaseUrl
 * @param {import('./exam-load.mjs').AckedSave[]} acked
 * @returns {Promise<{ acknowledged: number, missingFromHistory: number, staleAnswers: number, lost: number }>}
 */
export async function answersLost(exerciseDatabaseUrl, acked) {
  const client = new pg.Client({ connectionString: exerciseDatabaseUrl });
  await client.connect();
  try {
    /** @type {Map<string, import('./exam-load.mjs').AckedSave>} */
    const newest = new Map();
    for (const save of acked) {
      const key = `${save.exerciseId}/${save.questionId}`;
      if ((newest.get(key)?.seq ?? -1) < save.seq) newest.set(key, save);
    }
    const { rows: [history] } = await client.query(
      `SELECT count(*)::int AS missing FROM unnest($1::uuid[], $2::text[]) AS a(exercise_id, op_id)
       WHERE NOT EXISTS (SELECT 1 FROM answer_history h WHERE h.exercise_id = a.exercise_id AND h.op_id = a.op_id AND h.kind = 'save')`,
      [acked.map((s) => s.exerciseId), acked.map((s) => s.opId)],
    );
    const latest = [...newest.values()];
    const { rows: [answers] } = await client.query(
      `SELECT count(*)::int AS stale FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[]) AS a(exercise_id, question_id, seq, answer)
       WHERE NOT EXISTS (SELECT 1 FROM exercise_answers x WHERE x.exercise_id = a.exercise_id AND x.question_id = a.question_id
         AND x.seq >= a.seq AND (x.seq > a.seq OR x.answer = a.answer))`,
      [latest.map((s) => s.exerciseId), latest.map((s) => s.questionId), latest.map((s) => s.seq), latest.map((s) => s.answer)],
    );
    return { acknowledged: acked.length, missingFromHistory: history.missing, staleAnswers: answers.stale, lost: history.missing + answers.stale };
  } finally {
    await client.end();
  }
}
