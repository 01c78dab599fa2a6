import { z } from 'zod';

// POST /teacher/batchCreateQuestion: a spreadsheet of questions imports whole, or nothing does.

/** One problem of a refused file: the spreadsheet's row number, the column's header, and what to change. */
export const importProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

/** The `result` of a refused file (code 400): every problem, by row. */
export const importRefusal = z.object({ problems: z.array(importProblem) });
export type ImportRefusal = z.infer<typeof importRefusal>;

/** The `result` of an imported file: how many questions were created. */
export const importResult = z.object({ created: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;

/** A problem as people read it: 'Row 7, Correct answer: F is not one of A–D'. */
export const problemLine = (problem: ImportProblem) => `Row ${problem.row}, ${problem.column}: ${problem.message}`;
