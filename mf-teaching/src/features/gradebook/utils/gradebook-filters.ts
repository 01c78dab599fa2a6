import type { Gradebook } from '@tp/contracts/gradebook';

export interface GradebookFilters {
  examsOnly: boolean;
  overdueOnly: boolean;
}

/**
 * The grid as the filters show it: exams only keeps the exam columns; overdue only keeps the students with an overdue
 * cell among the columns kept, and those columns. Averages stay the server's (over all the class's work).
 */
export function filterGradebook(book: Gradebook, { examsOnly, overdueOnly }: GradebookFilters): Gradebook {
  let kept = book.columns.map((column, index) => ({ column, index })).filter(({ column }) => !examsOnly || column.isExam);
  const overdueAt = (row: Gradebook['rows'][number], index: number) => row.cells[index]?.status === 'overdue';
  let rows = book.rows;
  if (overdueOnly) {
    rows = rows.filter((row) => kept.some(({ index }) => overdueAt(row, index)));
    kept = kept.filter(({ index }) => rows.some((row) => overdueAt(row, index)));
  }
  return {
    class: book.class,
    columns: kept.map(({ column }) => column),
    rows: rows.map((row) => ({ ...row, cells: kept.map(({ index }) => row.cells[index]) })),
  };
}
