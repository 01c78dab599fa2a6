import type { QuestionView } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import type { ExerciseRecord, ExerciseWithAnswers } from '../domain/exercise-records';
import { answersOf } from './exercise-repository';
import { snapshots } from './snapshot-cache';

/** Several exercises with their snapshot questions and answers, in three queries whatever their number. */
export async function withAnswersAll<E extends ExerciseRecord>(db: Queryable, exercises: E[]): Promise<(E & ExerciseWithAnswers)[]> {
  if (exercises.length === 0) return [];
  const snapshotIds = [...new Set(exercises.map((e) => e.snapshotId))];
  const questions = new Map(snapshotIds.flatMap((id) => {
    const cached = snapshots.get(id);
    return cached ? [[id, cached.questions] as const] : [];
  }));
  const missing = snapshotIds.filter((id) => !questions.has(id));
  const [{ rows }, answers] = await Promise.all([
    missing.length
      ? db.query<{ id: string; questions: QuestionView[] }>('SELECT id, questions FROM homework_snapshots WHERE id = ANY($1::uuid[])', [missing])
      : { rows: [] },
    answersOf(db, exercises.map((e) => e.id)),
  ]);
  for (const row of rows) questions.set(row.id, snapshots.set(row.id, row.questions).questions);
  return exercises.map((e) => ({ ...e, questions: questions.get(e.snapshotId) ?? [], answers: answers.get(e.id) ?? new Map() }));
}
