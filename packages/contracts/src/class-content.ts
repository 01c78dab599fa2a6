import { z } from 'zod';

/**
 * Where a student stands in one homework of a class, in the order it goes: not started (nothing answered, or not
 * yet given to them), in progress (started or answered), finished (handed in or ended by the exam clock), corrected
 * (the teacher's correction is done).
 */
export const EXERCISE_STATES = ['notStarted', 'inProgress', 'finished', 'corrected'] as const;
export const exerciseState = z.enum(EXERCISE_STATES);
export type ExerciseState = z.infer<typeof exerciseState>;

/**
 * One exercise as a student or their parent may see it: progress always, accuracy (percent) only once it is finished,
 * as the exercise lists show it.
 */
const exerciseStanding = z.object({
  exerciseId: z.string(),
  state: exerciseState,
  progress: z.object({ answered: z.number(), total: z.number() }),
  accuracy: z.number().nullable(),
});

/**
 * exercise: GET /internal/classes/:classId/students/:studentId/exercises — the student's exercises in the class by
 * homework, for catalog's class content (getClassesContent).
 */
export const internalStudentExercises = z.object({ list: z.array(exerciseStanding.extend({ homeworkId: z.string() })) });
export type InternalStudentExercises = z.infer<typeof internalStudentExercises>;

/**
 * POST /user/getClassesContent {id, studentId?}: a class's bulletin and its published homework (newest added first),
 * each with the student's exercise: for a student on the class, their own; for a parent, a child on the class
 * (`studentId`, or else the first by name). While a homework is not given to the student yet, `exerciseId` and
 * `progress` are null and its state is notStarted.
 */
export const classContent = z.object({
  _id: z.string(),
  name: z.string(),
  bulletin: z.string(),
  student: z.object({ _id: z.string(), name: z.string() }),
  homeworkList: z.array(z.object({
    name: z.string(),
    hwID: z.object({ _id: z.string(), dueDate: z.string().nullable() }),
    isExam: z.boolean(),
    exerciseId: z.string().nullable(),
    state: exerciseState,
    progress: exerciseStanding.shape.progress.nullable(),
    accuracy: z.number().nullable(),
  })),
});
export type ClassContent = z.infer<typeof classContent>;
