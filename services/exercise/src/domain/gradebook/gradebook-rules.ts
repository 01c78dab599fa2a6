import { accuracyOf, type GradebookCell, type GradebookColumn, type GradebookRow, type GradebookStatus } from '@tp/contracts';
import { showsAccuracy } from '../exercise-access';
import { isOverdue } from '../overdue';

/** One live exercise as the gradebook reads it: its state and its answered and right counts (one SQL aggregate). */
export interface GradebookExercise {
  id: string;
  studentId: string;
  homeworkId: string;
  questionCount: number;
  dueDate: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  correctionStatus: '0' | '1';
  answered: number;
  correct: number;
}

/** A homework of the class, in the class's order. */
export interface GradebookHomework {
  _id: string;
  name: string;
  dueDate: string | null;
  isExam: boolean;
}

/** Corrected, then submitted, then overdue (due date passed, a question unanswered), in progress, not started. */
export function gradebookStatus(e: GradebookExercise, now: Date): GradebookStatus {
  if (e.correctionStatus === '1') return 'corrected';
  if (e.finishedAt !== null) return 'submitted';
  if (isOverdue(e, e.answered, now)) return 'overdue';
  return e.startedAt !== null || e.answered > 0 ? 'in-progress' : 'not-started';
}

/**
 * What a cell adds to the averages: handed-in work its accuracy (0 when nothing was answered), overdue work 0 until it
 * is handed in; work not yet due adds nothing (a half-done homework would pull the average down for no fault).
 */
export function countedScore(cell: GradebookCell | null): number | null {
  if (!cell) return null;
  if (cell.status === 'submitted' || cell.status === 'corrected') return cell.accuracy ?? 0;
  return cell.status === 'overdue' ? 0 : null;
}

/** The rounded mean of the counted scores; null when none counts. */
export function averageOf(cells: readonly (GradebookCell | null)[]): number | null {
  const scores = cells.map(countedScore).filter((score): score is number => score !== null);
  return scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** A cell as `audience` sees it: a parent sees the accuracy once the work is handed in (showsAccuracy). */
export function cellOf(e: GradebookExercise, audience: 'teacher' | 'parent', now: Date): GradebookCell {
  return {
    exerciseId: e.id,
    status: gradebookStatus(e, now),
    accuracy: showsAccuracy(audience, e) ? accuracyOf(e.answered, e.correct, e.questionCount) : null,
    answered: e.answered,
    total: e.questionCount,
  };
}

/** The grid: a row per student (in the order given), a cell per homework (null where not published), and the averages. */
export function gradebookGrid(
  students: readonly { _id: string; name: string }[],
  homework: readonly GradebookHomework[],
  exercises: readonly GradebookExercise[],
  audience: 'teacher' | 'parent',
  now: Date,
): { columns: GradebookColumn[]; rows: GradebookRow[] } {
  const byKey = new Map(exercises.map((e) => [`${e.studentId}\n${e.homeworkId}`, e]));
  const rows = students.map((student) => {
    const cells = homework.map((hw) => {
      const exercise = byKey.get(`${student._id}\n${hw._id}`);
      return exercise ? cellOf(exercise, audience, now) : null;
    });
    return { student: { _id: student._id, name: student.name }, cells, average: averageOf(cells) };
  });
  const columns = homework.map((hw, i) => ({
    _id: hw._id, name: hw.name, dueDate: hw.dueDate, isExam: hw.isExam,
    average: audience === 'teacher' ? averageOf(rows.map((row) => row.cells[i])) : null,
  }));
  return { columns, rows };
}
