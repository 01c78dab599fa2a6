import { z } from 'zod';

// A student's progress in one class (GET /user/getClassProgress), for the student and their parents: accuracy over
// time and homework done on time.

/** The most finished exercises the accuracy line shows: the newest ones, so a long class stays one small answer. */
export const CLASS_PROGRESS_MAX_POINTS = 100;

/** One finished homework or exam: its accuracy (the teacher's mark where given, else the machine's), 0–100. */
export const classProgressPoint = z.object({
  exerciseId: z.string(),
  homeworkName: z.string(),
  isExam: z.boolean(),
  /** When it was finished (submitted, or ended by the exam clock). */
  finishedAt: z.string(),
  accuracy: z.number().int().min(0).max(100),
});
export type ClassProgressPoint = z.infer<typeof classProgressPoint>;

/**
 * How the class's homework was done: finished by its due date (or it had none), finished after it, not finished and
 * the due date past; `open` ones are not finished and not yet due, so neither on time nor late.
 */
export const homeworkTimeliness = z.object({
  onTime: z.number().int(),
  late: z.number().int(),
  notDone: z.number().int(),
  open: z.number().int(),
});
export type HomeworkTimeliness = z.infer<typeof homeworkTimeliness>;

export const classProgressResult = z.object({
  /** Finished exercises, oldest first (at most CLASS_PROGRESS_MAX_POINTS, the newest). */
  points: z.array(classProgressPoint),
  timeliness: homeworkTimeliness,
});
export type ClassProgressResult = z.infer<typeof classProgressResult>;
