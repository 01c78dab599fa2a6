import { describe, expect, test } from 'vitest';
import type { Gradebook, GradebookCell, GradebookStatus } from '@tp/contracts/gradebook';
import { filterGradebook } from '../src/features/gradebook/utils/gradebook-filters';

const cell = (status: GradebookStatus): GradebookCell => ({ exerciseId: `e-${status}`, status, accuracy: null, answered: 0, total: 1 });
const column = (id: string, isExam: boolean) => ({ _id: id, name: id, dueDate: null, isExam, average: null });

// Ann: overdue homework, corrected exam. Bo: submitted homework, overdue exam. Cy: in progress, nothing else.
const BOOK: Gradebook = {
  class: { _id: 'c', name: 'Class' },
  columns: [column('hw', false), column('exam', true)],
  rows: [
    { student: { _id: 'ann', name: 'Ann' }, cells: [cell('overdue'), cell('corrected')], average: 50 },
    { student: { _id: 'bo', name: 'Bo' }, cells: [cell('submitted'), cell('overdue')], average: 40 },
    { student: { _id: 'cy', name: 'Cy' }, cells: [cell('in-progress'), null], average: null },
  ],
};
const statuses = (book: Gradebook) => book.rows.map((row) => [row.student.name, ...row.cells.map((c) => c?.status ?? null)]);

describe('filterGradebook', () => {
  test('no filter shows everything', () => {
    expect(filterGradebook(BOOK, { examsOnly: false, overdueOnly: false })).toEqual(BOOK);
  });

  test('exams only keeps the exam columns and every student', () => {
    const shown = filterGradebook(BOOK, { examsOnly: true, overdueOnly: false });
    expect(shown.columns.map((c) => c._id)).toEqual(['exam']);
    expect(statuses(shown)).toEqual([['Ann', 'corrected'], ['Bo', 'overdue'], ['Cy', null]]);
  });

  test('overdue only keeps the students with overdue work and the columns it is in, averages untouched', () => {
    const shown = filterGradebook(BOOK, { examsOnly: false, overdueOnly: true });
    expect(shown.columns.map((c) => c._id)).toEqual(['hw', 'exam']);
    expect(statuses(shown)).toEqual([['Ann', 'overdue', 'corrected'], ['Bo', 'submitted', 'overdue']]);
    expect(shown.rows.map((r) => r.average)).toEqual([50, 40]);
  });

  test('both: overdue exams only', () => {
    const shown = filterGradebook(BOOK, { examsOnly: true, overdueOnly: true });
    expect(statuses(shown)).toEqual([['Bo', 'overdue']]);
  });
});
