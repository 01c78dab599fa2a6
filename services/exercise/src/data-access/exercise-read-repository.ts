import type { QuestionView } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import { answersOf, type ExerciseRecord, type ExerciseWithAnswers } from './exercise-repository';

/** Several exercises with their snapshot questions and answers, in three queries whatever their number. */
export async function withAnswersAll<E extends ExerciseRecord>(db: Queryable, exercises: E[]): Promise<(E & ExerciseWithAnswers)[]> {
  if (exercises.length === 0) return [];
  const snapshotIds = [...new Set(exercises.map((e) => e.snapshotId))];
  const [{ rows }, answers] = await Promise.all([
    db.query<{ id: string; questions: QuestionView[] }>('SELECT id, questions FROM homework_snapshots WHERE id = ANY($1::uuid[])', [snapshotIds]),
    answersOf(db, exercises.map((e) => e.id)),
  ]);
  const questions = new Map(rows.map((row) => [row.id, row.questions]));
  return exercises.map((e) => ({ ...e, questions: questions.get(e.snapshotId) ?? [], answers: answers.get(e.id) ?? new Map() }));
}
