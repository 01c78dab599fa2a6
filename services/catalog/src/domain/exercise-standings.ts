import type { InternalStudentExercises } from '@tp/contracts';

/** Where a student stands in one homework of a class, as the exercise service says. */
export type ExerciseStanding = InternalStudentExercises['list'][number];

/** The exercise service's exercises of a student in a class; one that cannot answer is a 503. */
export interface ExerciseStandings {
  inClass(classId: string, studentId: string): Promise<ExerciseStanding[]>;
}
