import { z } from 'zod';

// The gradebook of a class (GET /teacher/getGradebook): students down, the class's homework and exams across, each
// cell one exercise's status and accuracy; and a child's row of it for a parent (GET /user/getGradebookRow).

/**
 * A class's gradebook covers at most this many students and homework (20,000 cells): one SQL aggregate reads it, and
 * a class beyond is refused rather than answered slowly. Measured at the bound on the 2-core machine: 0.2-0.4 s to
 * read (2.3 MB of JSON), 0.5-0.8 s to build the xlsx; at 500 x 200 it was 1.2-1.9 s (11 MB) and 2.4-3.1 s.
 */
export const GRADEBOOK_STUDENTS_MAX = 200;
export const GRADEBOOK_HOMEWORK_MAX = 100;
export const GRADEBOOK_TOO_LARGE_MESSAGE =
  `This class is too large for a gradebook: at most ${GRADEBOOK_STUDENTS_MAX} students and ${GRADEBOOK_HOMEWORK_MAX} homework.`;

/**
 * A cell's status, first that holds: corrected (the teacher finished its correction), submitted (finished by the
 * student or the exam's clock), overdue (past its due date with a question unanswered), in progress (started or
 * answered), not started.
 */
export const GRADEBOOK_STATUSES = ['not-started', 'in-progress', 'submitted', 'corrected', 'overdue'] as const;
export type GradebookStatus = (typeof GRADEBOOK_STATUSES)[number];

/** What the screens and the export call each status. */
export const GRADEBOOK_STATUS_LABELS: Record<GradebookStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  submitted: 'Submitted',
  corrected: 'Corrected',
  overdue: 'Overdue',
};

export const gradebookCell = z.object({
  exerciseId: z.string(),
  status: z.enum(GRADEBOOK_STATUSES),
  /** Percent of all questions right (the teacher's mark, else the machine's), rounded; null when not shown or none answered. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  answered: z.number().int(),
  total: z.number().int(),
});
export type GradebookCell = z.infer<typeof gradebookCell>;

export const gradebookColumn = z.object({
  /** The homework's id. */
  _id: z.string(),
  name: z.string(),
  dueDate: z.string().nullable(),
  isExam: z.boolean(),
  /** Mean of the column's counted cells (see gradebookRow.average), rounded; null when none counts. */
  average: z.number().int().nullable(),
});
export type GradebookColumn = z.infer<typeof gradebookColumn>;

export const gradebookRow = z.object({
  student: z.object({ _id: z.string(), name: z.string() }),
  /** One per column, in the columns' order; null where the homework is not published to the student. */
  cells: z.array(gradebookCell.nullable()),
  /**
   * Mean of the student's counted cells, rounded; null when none counts. Counted: work handed in (its accuracy, 0
   * when nothing was answered) and overdue work (0 until handed in); work not yet due is not counted.
   */
  average: z.number().int().nullable(),
});
export type GradebookRow = z.infer<typeof gradebookRow>;

/** GET /teacher/getGradebook?classID=: the whole class, students by name. */
export const gradebook = z.object({
  class: z.object({ _id: z.string(), name: z.string() }),
  columns: z.array(gradebookColumn),
  rows: z.array(gradebookRow),
});
export type Gradebook = z.infer<typeof gradebook>;

/**
 * GET /user/getGradebookRow?classID=&studentID=: a parent's child's row, over the homework published to the child.
 * Column averages are null (the classmates' marks are not the parent's to see); accuracy shows once handed in.
 */
export const gradebookChildRow = z.object({
  class: z.object({ _id: z.string(), name: z.string() }),
  columns: z.array(gradebookColumn),
  row: gradebookRow,
});
export type GradebookChildRow = z.infer<typeof gradebookChildRow>;

/** The export formats of GET /teacher/exportGradebook?classID=&format=. */
export const GRADEBOOK_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type GradebookExportFormat = (typeof GRADEBOOK_EXPORT_FORMATS)[number];
